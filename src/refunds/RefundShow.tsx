import { Box, Grid, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingText } from '../layout/LoadingText';
import { httpStatusOf } from '../providers/httpClient';
import { errorText } from '../common/errorText';
import { HistoryDialog } from './HistoryDialog';
import { ReceiptPanel } from './ReceiptPanel';
import { depositReceiptUrl, refundReceiptUrl } from './receiptFiles';
import { ReceiptUploadBox } from './ReceiptUploadBox';
import { RefundHeader } from './RefundHeader';
import { RefundInfoSection } from './RefundInfoSection';
import { RefundNotFound } from './RefundNotFound';
import { REFUND_LIST_PATH } from './refundPaths';
import { RefundSummary } from './RefundSummary';
import { RefundTimeline } from './RefundTimeline';
import { StatusUpdateDialog } from './StatusUpdateDialog';
import type { Refund } from './types';
import { useRefundPermissions } from './useRefundPermissions';

/**
 * /refunds/{id}: header, info, transaction timeline, the two receipt panels, summary, receipt upload,
 * and the status and history dialogs. A missing refund says 'İade bulunamadı'; any other load failure
 * is reported and the page returns to /refunds.
 */
export const RefundShow = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id = '' } = useParams<'id'>();
  const permissions = useRefundPermissions();
  const [dialog, setDialog] = useState<'status' | 'history' | null>(null);
  const {
    data: refund,
    isPending,
    error,
  } = useGetOne<Refund>('refunds', { id: Number(id) }, { retry: false });
  const notFound = httpStatusOf(error) === 404;

  useEffect(() => {
    if (!error || notFound) return;
    notify('refunds.messages.detailLoadError', {
      type: 'error',
      messageArgs: { msg: errorText(error, translate('errors.generic')) },
    });
    navigate(REFUND_LIST_PATH);
  }, [error, notFound, notify, translate, navigate]);

  if (isPending) return <LoadingText />;
  if (notFound) return <RefundNotFound />;
  if (!refund) return null;

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate('refunds.detail.title', { id: refund.id })} />
      <Stack spacing={2}>
        <RefundHeader
          refund={refund}
          permissions={permissions}
          onOpenHistory={() => setDialog('history')}
          onOpenStatus={() => setDialog('status')}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={2}>
              <RefundInfoSection refund={refund} showMethod={permissions.canViewMethods} />
              <RefundTimeline refund={refund} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={2}>
              <ReceiptPanel
                title={translate('refunds.detail.depositReceipt')}
                url={depositReceiptUrl(refund)}
                emptyText={translate('refunds.detail.noDepositReceipt')}
              />
              <ReceiptPanel
                title={translate('refunds.detail.refundReceipt')}
                url={refundReceiptUrl(refund)}
                emptyText={translate('refunds.detail.noRefundReceipt')}
              />
              <RefundSummary refund={refund} />
              {permissions.canUploadReceipt && (
                <ReceiptUploadBox refundId={refund.id} version={refund.version} />
              )}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      {dialog === 'status' && <StatusUpdateDialog refund={refund} onClose={() => setDialog(null)} />}
      {dialog === 'history' && <HistoryDialog refundId={refund.id} onClose={() => setDialog(null)} />}
    </Box>
  );
};

export default RefundShow;

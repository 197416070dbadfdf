import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useNotifyError } from '../common/useNotifyError';
import { RefundLiveNotice } from '../events/RefundLiveNotice';
import { LoadingText } from '../layout/LoadingText';
import { PendingApprovalPanel } from '../approvals/PendingApprovalPanel';
import { httpStatusOf } from '../providers/httpClient';
import { HistoryDialog } from './HistoryDialog';
import { depositReceiptUrl, refundReceiptUrl } from './receipt/receiptFiles';
import { ReceiptUploadBox } from './receipt/ReceiptUploadBox';
import { ReceiptView } from './receipt/ReceiptView';
import { RefundHeader } from './RefundHeader';
import { RefundInfoSection } from './RefundInfoSection';
import NotFoundPage from '../notFound/NotFoundPage';
import { REFUND_LIST_PATH, refundIdOf } from './refundPaths';
import { RefundSummary } from './RefundSummary';
import { RefundTimeline } from './RefundTimeline';
import { SectionCard } from './SectionCard';
import { StatusUpdateDialog } from './StatusUpdateDialog';
import type { Refund } from './types';
import { useRefundPermissions } from './useRefundPermissions';

/** 'İade bulunamadı' with a way back to the list. */
const RefundNotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('refunds.detail.notFound')}
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} component={Link} to={REFUND_LIST_PATH}>
        {translate('refunds.detail.backToList')}
      </Button>
    </Box>
  );
};

interface ReceiptPanelProps {
  title: string;
  url: string | null;
  emptyText: string;
}

/** The deposit or refund receipt of the detail page: view in a new tab and download, or an empty message. */
const ReceiptPanel = ({ title, url, emptyText }: ReceiptPanelProps) => (
  <SectionCard title={title}>
    {url ? (
      <ReceiptView url={url} title={title} maxHeight={320} />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    )}
  </SectionCard>
);

/**
 * /refunds/{id}: header, info, transaction timeline, the two receipt panels, summary, receipt upload,
 * and the status and history dialogs. A missing refund says 'İade bulunamadı', a path without a refund
 * id is the app's not-found page; any other load failure is reported and the page returns to /refunds.
 */
export const RefundShow = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const refundId = refundIdOf(useParams<'id'>().id);
  const permissions = useRefundPermissions();
  const [dialog, setDialog] = useState<'status' | 'history' | null>(null);
  // A path that holds no refund id ('/refunds/abc') asks the API nothing.
  const {
    data: refund,
    isPending,
    error,
  } = useGetOne<Refund>('refunds', { id: refundId ?? 0 }, { retry: false, enabled: refundId !== null });
  const notFound = httpStatusOf(error) === 404;

  useEffect(() => {
    if (!error || notFound) return;
    notifyError(error, 'refunds.messages.detailLoadError');
    navigate(REFUND_LIST_PATH);
  }, [error, notFound, notifyError, navigate]);

  if (refundId === null) return <NotFoundPage />;
  if (isPending) return <LoadingText />;
  if (notFound) return <RefundNotFound />;
  if (!refund) return null;

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate('refunds.detail.title', { id: refund.id })} />
      <RefundLiveNotice refund={refund} />
      <Stack spacing={2}>
        <RefundHeader
          refund={refund}
          permissions={permissions}
          onOpenHistory={() => setDialog('history')}
          onOpenStatus={() => setDialog('status')}
        />
        {refund.pending_approval_id != null && <PendingApprovalPanel refund={refund} />}
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

import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Edit, useEditContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApprovalRequested } from '../../contract/refunds';
import { approvalRequestedNotice } from '../approvals/approvalNotices';
import { useNotifyError } from '../common/useNotifyError';
import { RefundEditLiveNotice } from '../events/RefundEditLiveNotice';
import { httpStatusOf } from '../providers/httpClient';
import { AnalyseReceiptButton } from './receipt/AnalyseReceiptButton';
import { refundReceiptUrl } from './receipt/receiptFiles';
import { ReceiptView } from './receipt/ReceiptView';
import { useInvalidateRefundLogs } from './refundCache';
import { RefundForm } from './RefundForm';
import { RefundFormFields } from './RefundFormFields';
import NotFoundPage from '../notFound/NotFoundPage';
import { REFUND_LIST_PATH, refundIdOf, refundShowPath } from './refundPaths';
import { statusChangeNotice } from './statusMailNotice';
import type { Refund, StatusMail } from './types';

/**
 * Shown on the edit form when the save was refused because someone else changed the refund meanwhile
 * (409): says so and offers to reload the refund, which refills the form with its current values and
 * version so that the edit can be redone on top of them.
 */
const StaleRefundNotice = ({ onReloaded }: { onReloaded: () => void }) => {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      onReloaded();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
          {translate('refunds.conflict.reload')}
        </Button>
      }
    >
      {translate('refunds.conflict.message')}. {translate('refunds.conflict.hint')}
    </Alert>
  );
};

/** The edit page's current receipt, with the note that a new one replaces it. */
const CurrentReceipt = () => {
  const translate = useTranslate();
  const record = useRecordContext<Refund>();
  const url = record ? refundReceiptUrl(record) : null;
  if (!url) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('refunds.form.currentReceipt')}
      </Typography>
      <ReceiptView url={url} title={translate('refunds.form.currentReceipt')} maxHeight={240} />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('refunds.form.replaceReceiptNote')}
      </Alert>
    </Box>
  );
};

/**
 * /refunds/edit/{id} (create_refund): the create form's fields filled from the refund, its current
 * receipt, cancel and save. A load failure says so and returns to /refunds. The save carries the
 * refund's version; when someone else saved in between (409) the form offers to reload.
 */
export const RefundEdit = () => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const invalidateLogs = useInvalidateRefundLogs();
  const { id = '' } = useParams<'id'>();
  const [stale, setStale] = useState(false);
  const refundId = refundIdOf(id);
  if (refundId === null) return <NotFoundPage />;

  return (
    <Edit<Refund>
      resource="refunds"
      id={refundId}
      title="refunds.form.editTitle"
      mutationMode="pessimistic"
      queryOptions={{
        retry: false,
        onError: (error: unknown) => {
          notifyError(error, 'refunds.messages.dataLoadError');
          navigate(REFUND_LIST_PATH);
        },
      }}
      mutationOptions={{
        onSuccess: (saved: Refund & { mail?: StatusMail; approval?: ApprovalRequested }) => {
          // A status changed here also sends its canned response; a failure is the one message then
          // (it says the change was saved), as a second toast would replace the first at once.
          if (saved.approval) {
            const notice = approvalRequestedNotice(saved.approval);
            notify(notice.message, notice.options);
          } else if (saved.mail && !saved.mail.sent) {
            const notice = statusChangeNotice(saved.mail);
            notify(notice.message, notice.options);
          } else notify('refunds.messages.updated', { type: 'success' });
          void invalidateLogs(id);
          navigate(refundShowPath(id));
        },
        onError: (error: unknown) => {
          // A save based on a copy someone else changed since: offer to reload instead of a bare error.
          if (httpStatusOf(error) === 409) {
            setStale(true);
            notify('refunds.conflict.message', { type: 'warning' });
            return;
          }
          notifyError(error, 'refunds.messages.updateError');
        },
      }}
    >
      {stale && <StaleRefundNotice onReloaded={() => setStale(false)} />}
      <RefundEditLiveNotice />
      <RefundForm title="refunds.form.editTitle" saveLabel="refunds.form.save" cancelTo={refundShowPath(id)}>
        <RefundFormFields
          emailRequired={false}
          currentReceipt={<CurrentReceipt />}
          receiptActions={<AnalyseReceiptButton />}
        />
      </RefundForm>
    </Edit>
  );
};

export default RefundEdit;

import { Create, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ApprovalRequested } from '../../contract/refunds';
import { approvalRequestedNotice } from '../approvals/approvalNotices';
import { useNotifyError } from '../common/useNotifyError';
import { AnalyseReceiptButton } from './receipt/AnalyseReceiptButton';
import { RefundForm } from './RefundForm';
import { RefundFormFields } from './RefundFormFields';
import { REFUND_LIST_PATH } from './refundPaths';
import type { Refund } from './types';

/** A new refund starts with status id 1. */
const DEFAULT_VALUES = { status_id: 1 };

/** /refunds/create (create_refund): every refund field, sent as multipart with the receipt. */
export const RefundCreate = () => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return (
    <Create
      resource="refunds"
      title="refunds.form.createTitle"
      mutationOptions={{
        onSuccess: (created: Refund & { approval?: ApprovalRequested }) => {
          // Asked into a status that needs approval: created in another status, the asked one awaits a decision.
          if (created.approval) {
            const notice = approvalRequestedNotice(created.approval);
            notify(notice.message, notice.options);
          } else notify('refunds.messages.created', { type: 'success' });
          navigate(REFUND_LIST_PATH);
        },
        onError: (error: unknown) => {
          notifyError(error, 'refunds.messages.createError');
        },
      }}
    >
      <RefundForm
        title="refunds.form.createTitle"
        saveLabel="refunds.form.create"
        cancelTo={REFUND_LIST_PATH}
        defaultValues={DEFAULT_VALUES}
      >
        <RefundFormFields emailRequired receiptActions={<AnalyseReceiptButton />} />
      </RefundForm>
    </Create>
  );
};

export default RefundCreate;

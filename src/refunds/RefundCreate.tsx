import { Create, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../common/errorText';
import { AnalyseReceiptButton } from './AnalyseReceiptButton';
import { RefundFormFields } from './RefundFormFields';
import { RefundForm } from './RefundForm';
import { REFUND_LIST_PATH } from './refundPaths';

/** A new refund starts with status id 1 (spec section 4). */
const DEFAULT_VALUES = { status_id: 1 };

/** /refunds/create (create_refund): every field of the spec, sent as multipart with the receipt. */
export const RefundCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Create
      resource="refunds"
      title="refunds.form.createTitle"
      mutationOptions={{
        onSuccess: () => {
          notify('refunds.messages.created', { type: 'success' });
          navigate(REFUND_LIST_PATH);
        },
        onError: (error: unknown) => {
          notify('refunds.messages.createError', {
            type: 'error',
            messageArgs: { msg: errorText(error, translate('errors.generic')) },
          });
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

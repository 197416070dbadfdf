import { useState } from 'react';
import { Edit, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { AnalyseReceiptButton } from './AnalyseReceiptButton';
import { CurrentReceipt } from './CurrentReceipt';
import { errorText } from '../common/errorText';
import { RefundFormFields } from './RefundFormFields';
import { RefundForm } from './RefundForm';
import { REFUND_LIST_PATH, refundShowPath } from './refundPaths';
import { useInvalidateRefundLogs } from './refundCache';
import { statusChangeNotice } from './statusMailNotice';
import { StaleRefundNotice } from './StaleRefundNotice';
import { httpStatusOf } from '../providers/httpClient';
import type { Refund, StatusMail } from './types';

/**
 * /refunds/edit/{id} (create_refund): the create form's fields filled from the refund, its current
 * receipt, cancel and save. A load failure says so and returns to /refunds. The save carries the
 * refund's version; when someone else saved in between (409) the form offers to reload.
 */
export const RefundEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const invalidateLogs = useInvalidateRefundLogs();
  const { id = '' } = useParams<'id'>();
  const [stale, setStale] = useState(false);
  const failure = (key: string) => (error: unknown) =>
    notify(key, { type: 'error', messageArgs: { msg: errorText(error, translate('errors.generic')) } });

  return (
    <Edit<Refund>
      resource="refunds"
      id={Number(id)}
      title="refunds.form.editTitle"
      mutationMode="pessimistic"
      queryOptions={{
        retry: false,
        onError: (error: unknown) => {
          failure('refunds.messages.dataLoadError')(error);
          navigate(REFUND_LIST_PATH);
        },
      }}
      mutationOptions={{
        onSuccess: (saved: Refund & { mail?: StatusMail }) => {
          notify('refunds.messages.updated', { type: 'success' });
          // A status changed here also sends its canned response; only a failure needs saying.
          if (saved.mail && !saved.mail.sent) {
            const notice = statusChangeNotice(saved.mail);
            notify(notice.message, notice.options);
          }
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
          failure('refunds.messages.updateError')(error);
        },
      }}
    >
      {stale && <StaleRefundNotice onReloaded={() => setStale(false)} />}
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

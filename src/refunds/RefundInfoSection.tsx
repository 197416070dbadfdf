import { useTranslate } from 'react-admin';
import { formatAmount, formatDetailDateTime } from '../common/formatters';
import { InfoList, InfoRow } from './InfoRow';
import { SectionCard } from './SectionCard';
import type { Refund } from './types';

/** Refund info: method (view_payment_methods only), amount, names, ids, date-time, IBAN when present, reason. */
export const RefundInfoSection = ({ refund, showMethod }: { refund: Refund; showMethod: boolean }) => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('refunds.detail.info')}>
      <InfoList>
        {showMethod && (
          <InfoRow label={translate('refunds.fields.method')} value={refund.payment_method_name} />
        )}
        <InfoRow label={translate('refunds.fields.amount')} value={formatAmount(refund.amount)} />
        <InfoRow label={translate('refunds.fields.refundName')} value={refund.refund_name} />
        <InfoRow label={translate('refunds.fields.memberName')} value={refund.member_name} />
        <InfoRow label={translate('refunds.fields.userId')} value={refund.user_id} />
        <InfoRow label={translate('refunds.fields.loginId')} value={refund.login_id} />
        <InfoRow
          label={translate('refunds.fields.dateTime')}
          value={formatDetailDateTime(refund.created_at)}
        />
        <InfoRow label={translate('refunds.fields.ticketId')} value={refund.ticket_id} />
        {refund.banveri && <InfoRow label={translate('refunds.fields.iban')} value={refund.banveri} />}
        <InfoRow label={translate('refunds.fields.reason')} value={refund.reason} />
        {refund.email && <InfoRow label={translate('refunds.fields.email')} value={refund.email} />}
      </InfoList>
    </SectionCard>
  );
};

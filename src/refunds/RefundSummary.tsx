import { useTranslate } from 'react-admin';
import { formatDetailDateTime } from '../common/formatters';
import { InfoList, InfoRow } from './InfoRow';
import { SectionCard } from './SectionCard';
import type { Refund } from './types';

/** Summary: id, creator (default 'Admin'), creation date, last update with its updater. */
export const RefundSummary = ({ refund }: { refund: Refund }) => {
  const translate = useTranslate();
  const updatedBy = refund.updated_by_username
    ? ` · ${translate('refunds.detail.updatedBy', { user: refund.updated_by_username })}`
    : '';
  return (
    <SectionCard title={translate('refunds.detail.summary')}>
      <InfoList>
        <InfoRow label={translate('refunds.fields.id')} value={`#${refund.id}`} />
        <InfoRow
          label={translate('refunds.detail.creator')}
          value={refund.created_by_username || translate('refunds.detail.defaultCreator')}
        />
        <InfoRow
          label={translate('refunds.detail.creationDate')}
          value={formatDetailDateTime(refund.created_at)}
        />
        <InfoRow
          label={translate('refunds.detail.lastUpdate')}
          value={refund.updated_at ? `${formatDetailDateTime(refund.updated_at)}${updatedBy}` : null}
        />
      </InfoList>
    </SectionCard>
  );
};

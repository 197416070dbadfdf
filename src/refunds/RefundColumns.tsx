import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatAmount, formatListDate, formatListTime } from '../common/formatters';
import { PendingApprovalChip } from '../approvals/PendingApprovalChip';
import { StatusBadge } from '../common/StatusBadge';
import { useNotifyError } from '../common/useNotifyError';
import { useRefundWritten } from './refundCache';
import { isMailSent, type Refund } from './types';
import type { AppDataProvider } from '../providers/dataProvider';

// Cells of the refund list that show more than a plain value.

/** The warning icon of a refund that shares user_id, login_id, method and amount with others. */
const DuplicateMarker = () => {
  const refund = useRecordContext<Refund>();
  const translate = useTranslate();
  if (refund?.duplicate_group_id == null) return null;
  const label = translate('refunds.list.duplicate');
  return (
    <Tooltip title={label}>
      <WarningAmberIcon
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize="small"
        sx={{ color: 'warning.main', verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
};

export const IdCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <DuplicateMarker />#{refund.id}
    </Box>
  );
};

/** Date and time on one line, the time in the secondary colour. */
export const DateTimeCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  const date = formatListDate(refund.created_at);
  const time = formatListTime(refund.created_at);
  return (
    <Box component="span" title={`${date} ${time}`} sx={{ whiteSpace: 'nowrap' }}>
      {date}{' '}
      <Typography variant="inherit" component="span" color="text.secondary">
        {time}
      </Typography>
    </Box>
  );
};

/** A text value on one line; the ellipsis of a long one is read in full in its tooltip. */
const OneLineText = ({ value }: { value: string | number | null | undefined }) => {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box
      component="span"
      title={String(value)}
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {value}
    </Box>
  );
};

type TextSource =
  'user_id' | 'login_id' | 'member_name' | 'refund_name' | 'payment_method_name' | 'reason' | 'ticket_id';

/** The render function of a one-line text column. */
export const oneLineCell = (source: TextSource) => (refund: Refund) => <OneLineText value={refund[source]} />;

export const AmountCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(refund.amount)}
    </Box>
  );
};

export const StatusCell = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  if (refund.pending_approval_id == null)
    return <StatusBadge name={refund.status_name} color={refund.color} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <StatusBadge name={refund.status_name} color={refund.color} />
      <PendingApprovalChip />
    </Box>
  );
};

/** The list's mail flag: a green 'sent' icon or a grey 'not sent' one; a click flips it. */
export const MailToggleButton = () => {
  const refund = useRecordContext<Refund>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refundWritten = useRefundWritten();
  const [busy, setBusy] = useState(false);
  if (!refund) return null;
  const sent = isMailSent(refund);
  const label = translate(sent ? 'refunds.actions.markMailNotSent' : 'refunds.actions.markMailSent');

  const toggle = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const answer = await dataProvider.updateRefundMailStatus(refund.id, !sent);
      const mailSent = answer.mail_sent ?? (sent ? 0 : 1);
      // The flag is a write: the refund's new version keeps a later edit or status change current.
      refundWritten(refund.id, {
        mail_sent: mailSent,
        ...(answer.version !== undefined ? { version: answer.version } : {}),
      });
      notify(
        isMailSent({ mail_sent: mailSent }) ? 'refunds.messages.mailSent' : 'refunds.messages.mailCancelled',
        {
          type: 'success',
        },
      );
    } catch (error) {
      notifyError(error, 'refunds.messages.mailStatusError');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={sent}
          onClick={toggle}
          disabled={busy}
          color={sent ? 'success' : 'default'}
        >
          {busy ? (
            <CircularProgress size={18} aria-hidden />
          ) : sent ? (
            <MarkEmailReadIcon fontSize="small" />
          ) : (
            <MailOutlineIcon fontSize="small" />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
};

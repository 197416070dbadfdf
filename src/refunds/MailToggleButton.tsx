import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { useInvalidateRefundLogs, usePatchRefund } from './refundCache';
import { isMailSent, type Refund } from './types';
import { useAppDataProvider } from './useAppDataProvider';

/** The list's mail flag: a green 'sent' icon or a grey 'not sent' one; a click flips it. */
export const MailToggleButton = () => {
  const refund = useRecordContext<Refund>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const patchRefund = usePatchRefund();
  const invalidateLogs = useInvalidateRefundLogs();
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
      patchRefund(refund.id, {
        mail_sent: mailSent,
        ...(answer.version !== undefined ? { version: answer.version } : {}),
      });
      void invalidateLogs(refund.id);
      notify(
        isMailSent({ mail_sent: mailSent }) ? 'refunds.messages.mailSent' : 'refunds.messages.mailCancelled',
        {
          type: 'success',
        },
      );
    } catch (error) {
      notify('refunds.messages.mailStatusError', {
        type: 'error',
        messageArgs: { msg: errorText(error, translate('errors.generic')) },
      });
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

import type { NotificationOptions, NotificationType } from 'react-admin';
import type { StatusMail } from './types';

export interface Notice {
  message: string;
  options: NotificationOptions & { type: NotificationType };
}

/**
 * The toast after one refund's status change: plain success, success naming the canned response the
 * ticket received, or a warning that the status changed but the help desk refused the reply.
 */
export function statusChangeNotice(mail: StatusMail | undefined): Notice {
  if (!mail) return { message: 'refunds.messages.statusUpdated', options: { type: 'success' } };
  if (mail.sent) {
    return {
      message: 'refunds.messages.statusUpdatedMailSent',
      options: { type: 'success', messageArgs: { name: mail.canned_response_name } },
    };
  }
  return {
    message: 'refunds.messages.statusMailFailed',
    options: { type: 'warning', messageArgs: { msg: mail.message } },
  };
}

/** The warning after a bulk status change where some canned responses could not be sent, or null. */
export function bulkMailNotice(mail: readonly NonNullable<StatusMail>[]): Notice | null {
  const unsent = mail.filter((item): item is { sent: false; message: string } => !item.sent);
  if (unsent.length === 0) return null;
  return {
    message: 'refunds.bulk.mailFailed',
    options: { type: 'warning', messageArgs: { count: unsent.length, msg: unsent[0].message } },
  };
}

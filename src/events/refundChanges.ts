import { formatAmount } from '../common/formatters';
import type { Refund } from '../../contract/refunds';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field another user changed, with its label key and its new value as shown. */
export interface ChangedValue {
  label: string;
  value: string;
}

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The fields a colleague's change is described by, in the order of the detail page. */
const FIELDS: Array<{ label: string; read: (refund: Refund, translate: Translate) => string }> = [
  { label: 'refunds.fields.status', read: (r) => text(r.status_name) },
  { label: 'refunds.fields.amount', read: (r) => formatAmount(r.amount) },
  { label: 'refunds.fields.memberName', read: (r) => text(r.member_name) },
  { label: 'refunds.fields.refundName', read: (r) => text(r.refund_name) },
  { label: 'refunds.fields.reason', read: (r) => text(r.reason) },
  { label: 'refunds.fields.method', read: (r) => text(r.payment_method_name ?? r.payment_method_id) },
  { label: 'refunds.fields.userId', read: (r) => text(r.user_id) },
  { label: 'refunds.fields.loginId', read: (r) => text(r.login_id) },
  { label: 'refunds.fields.ticketId', read: (r) => text(r.ticket_id) },
  { label: 'refunds.fields.iban', read: (r) => text(r.banveri) },
  { label: 'refunds.fields.email', read: (r) => text(r.email) },
  {
    label: 'refunds.fields.mail',
    read: (r, translate) =>
      r.mail_sent === undefined
        ? ''
        : translate(r.mail_sent === 1 ? 'events.mailSent' : 'events.mailNotSent'),
  },
  {
    label: 'refunds.fields.receipt',
    // Receipt links are signed anew on every read: compare the stored file's name, not the URL.
    read: (r, translate) => (r.receipt_path ? translate('events.receiptPresent') : '—'),
  },
];

const receiptFile = (refund: Refund) => refund.receipt_path?.split('?')[0] ?? null;

/** What differs between the copy on screen and the refund as it is now, as label and new value. */
export function changedValues(before: Refund, after: Refund, translate: Translate): ChangedValue[] {
  const changes: ChangedValue[] = [];
  for (const field of FIELDS) {
    const value = field.read(after, translate);
    const changed =
      field.label === 'refunds.fields.receipt'
        ? receiptFile(before) !== receiptFile(after)
        : field.read(before, translate) !== value;
    if (changed) {
      const shown =
        field.label === 'refunds.fields.receipt' && after.receipt_path
          ? translate('events.receiptReplaced')
          : value;
      changes.push({ label: translate(field.label), value: shown });
    }
  }
  return changes;
}

/**
 * The refund form as the API wants it: multipart/form-data with the API's field names (the payment
 * method goes as `method`, the status as `status`) and an optional `receipt_image` file.
 */
import { parseTypedAmount } from '../common/typedAmount';

/** Form value name → multipart field name. */
const PAYLOAD_FIELDS: [string, string][] = [
  ['payment_method_id', 'method'],
  ['reason_id', 'reason_id'],
  ['user_id', 'user_id'],
  ['login_id', 'login_id'],
  ['member_name', 'member_name'],
  ['refund_name', 'refund_name'],
  ['amount', 'amount'],
  ['status_id', 'status'],
  ['ticket_id', 'ticket_id'],
  ['banveri', 'banveri'],
  ['email', 'email'],
];

export const RECEIPT_FIELD = 'receipt_image';

/** '1234.56' for the API; integers stay whole. Typed text ('48.965,45') is read the Turkish way. */
function amountText(value: unknown): string {
  const amount = typeof value === 'string' ? parseTypedAmount(value) : value;
  if (typeof amount === 'number') return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return String(value).trim();
}

function fieldText(name: string, value: unknown): string {
  if (name === 'amount') return amountText(value);
  if (typeof value === 'string') return value.trim();
  return String(value);
}

/**
 * Builds the multipart body. `only` limits it to some form fields (the detail page's receipt upload
 * sends nothing but the file). Null and undefined values are left out; an emptied optional text (the
 * IBAN) is sent empty so that the server clears it.
 */
export function toRefundFormData(values: Record<string, unknown>, only?: readonly string[]): FormData {
  const form = new FormData();
  for (const [source, field] of PAYLOAD_FIELDS) {
    if (only && !only.includes(source)) continue;
    const value = values[source];
    if (value === undefined || value === null) continue;
    form.append(field, fieldText(source, value));
  }
  const file = values[RECEIPT_FIELD];
  if (file instanceof Blob) {
    form.append(RECEIPT_FIELD, file, file instanceof File ? file.name : 'receipt');
  }
  return form;
}

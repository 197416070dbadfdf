import { EMPTY_VALUE, formatAmount } from '../common/formatters';
import type { RefundLog } from './types';

/** One changed field of a refund log entry, ready to show: label, old value → new value. */
export interface FieldChange {
  field: string;
  /** Translation key of the friendly label, or the raw field name for an unknown field. */
  labelKey: string;
  oldValue: string;
  newValue: string;
  /** Said instead of old → new: a receipt's change ('Dekont değiştirildi: mart.pdf'). */
  summary?: string;
}

const RECEIPT_FIELDS: ReadonlySet<string> = new Set(['receipt_image_path', 'deposit_receipt_path']);

/**
 * A receipt's change as words: added, replaced or removed, with the uploaded file's own name when the
 * entry keeps it. The paths themselves are random stored names, meaningless to a reader.
 */
function receiptSummary(change: { old?: unknown; new?: unknown; file?: unknown }, names: ValueNames): string {
  const what = isBlank(change.new)
    ? 'refunds.detail.receiptRemoved'
    : isBlank(change.old)
      ? 'refunds.detail.receiptAdded'
      : 'refunds.detail.receiptReplaced';
  const text = names.translate(what);
  return typeof change.file === 'string' && change.file !== '' && !isBlank(change.new)
    ? `${text}: ${change.file}`
    : text;
}

/** The fields whose changes a refund log records, in the order the changes box lists them. */
export const TRACKED_FIELDS = [
  'payment_method_id',
  'reason_id',
  'status_id',
  'amount',
  'member_name',
  'banveri',
  'user_id',
  'login_id',
  'refund_name',
  'ticket_id',
  'receipt_image_path',
  'deposit_receipt_path',
] as const;

/** Fields the server may log beyond the tracked ones, with labels from `refunds.fields`. */
const OTHER_FIELD_LABELS: Record<string, string> = {
  email: 'refunds.fields.email',
  mail_sent: 'refunds.fields.mail',
};

/** How ids and flags become readable text; supplied by the caller from the reference lists. */
export interface ValueNames {
  status: (id: unknown) => string | null;
  method: (id: unknown) => string | null;
  reason: (id: unknown) => string | null;
  translate: (key: string) => string;
}

/** Translation key of a logged field's label, or the raw field name for an unknown field. */
export const fieldLabelKey = (field: string): string =>
  (TRACKED_FIELDS as readonly string[]).includes(field)
    ? `refunds.trackedFields.${field}`
    : (OTHER_FIELD_LABELS[field] ?? field);

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Reads additional_data (JSON text of {field: {old, new}}); {} when it holds none. */
export function parseAdditionalData(data: RefundLog['additional_data']): Record<string, unknown> {
  if (data === null || data === '') return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function displayValue(field: string, value: unknown, names: ValueNames): string {
  if (isBlank(value)) return EMPTY_VALUE;
  const byId = (name: string | null) => name ?? `#${String(value)}`;
  switch (field) {
    case 'status_id':
      return byId(names.status(value));
    case 'payment_method_id':
      return byId(names.method(value));
    case 'reason_id':
      return byId(names.reason(value));
    case 'amount':
      return formatAmount(value);
    case 'mail_sent':
      return names.translate(
        value === true || value === 1 || value === '1' || value === 'true'
          ? 'refunds.filters.mailSent'
          : 'refunds.filters.mailNotSent',
      );
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

const rank = (field: string) => {
  const index = (TRACKED_FIELDS as readonly string[]).indexOf(field);
  return index === -1 ? TRACKED_FIELDS.length : index;
};

/** The changes of a log entry, tracked fields first in their order; unchanged values are skipped. */
export function changesOf(log: Pick<RefundLog, 'additional_data'>, names: ValueNames): FieldChange[] {
  const data = parseAdditionalData(log.additional_data);
  return Object.entries(data)
    .filter(
      ([, change]) => typeof change === 'object' && change !== null && ('old' in change || 'new' in change),
    )
    .map(([field, change]) => {
      const { old: oldRaw, new: newRaw } = change as { old?: unknown; new?: unknown };
      const receipt = RECEIPT_FIELDS.has(field);
      return {
        field,
        labelKey: fieldLabelKey(field),
        oldValue: receipt ? String(oldRaw ?? '') : displayValue(field, oldRaw, names),
        newValue: receipt ? String(newRaw ?? '') : displayValue(field, newRaw, names),
        ...(receipt ? { summary: receiptSummary(change as Record<string, unknown>, names) } : {}),
      };
    })
    .filter((change) => change.oldValue !== change.newValue)
    .sort((a, b) => rank(a.field) - rank(b.field));
}

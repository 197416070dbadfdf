import type { Kysely } from 'kysely';
import type { RefundFormFields } from '../../contract/refunds.js';
import type { Database } from '../db/types.js';
import { HttpError, badRequest } from '../http/errors.js';
import { asId } from '../http/inputLimits.js';
import { isValidIban, normalizeIban } from './iban.js';
import { isAmountTooLarge, parseAmountToKurus } from './money.js';
import { catalogTexts } from '../i18n/catalog.js';

export const REFUND_MESSAGES = catalogTexts({
  required: 'server.refunds.required',
  amount: 'server.refunds.amount',
  amountTooLarge: 'server.refunds.amountTooLarge',
  iban: 'server.refunds.iban',
  email: 'server.refunds.email',
  status: 'server.refunds.status',
  method: 'server.refunds.method',
  reason: 'server.refunds.reason',
  methodNotAllowed: 'server.refunds.methodNotAllowed',
  notFound: 'server.refunds.notFound',
});

/** The writable columns of a refund, validated. */
export interface RefundValues {
  payment_method_id: number;
  reason_id: number;
  user_id: string;
  login_id: string;
  member_name: string;
  refund_name: string;
  amount_kurus: number;
  status_id: number;
  ticket_id: string;
  banveri: string | null;
  email: string | null;
}

const REQUIRED_ON_CREATE = [
  'method',
  'reason_id',
  'user_id',
  'login_id',
  'refund_name',
  'member_name',
  'amount',
  'ticket_id',
  'status',
  'email',
] as const;
const NOT_BLANK_ON_UPDATE = REQUIRED_ON_CREATE.filter((f) => f !== 'email');

function positiveId(value: string, message: string): number {
  const id = asId(value);
  if (id === null) throw badRequest(message);
  return id;
}

/**
 * The form's values, checked. On create every required field must be present; on update only the fields
 * sent are checked (and the required ones may not be blanked). Text lengths are the form schema's.
 */
export function parseRefundValues(
  fields: RefundFormFields,
  mode: 'create' | 'update',
): Partial<RefundValues> {
  const required = mode === 'create' ? REQUIRED_ON_CREATE : NOT_BLANK_ON_UPDATE;
  for (const name of required) {
    if (mode === 'create' ? !fields[name] : fields[name] === '') throw badRequest(REFUND_MESSAGES.required);
  }
  const values: Partial<RefundValues> = {};
  if (fields.method !== undefined)
    values.payment_method_id = positiveId(fields.method, REFUND_MESSAGES.method);
  if (fields.reason_id !== undefined) values.reason_id = positiveId(fields.reason_id, REFUND_MESSAGES.reason);
  if (fields.status !== undefined) values.status_id = positiveId(fields.status, REFUND_MESSAGES.status);
  for (const name of ['user_id', 'login_id', 'member_name', 'refund_name', 'ticket_id'] as const) {
    if (fields[name] !== undefined) values[name] = fields[name];
  }
  if (fields.amount !== undefined) {
    const kurus = parseAmountToKurus(fields.amount);
    if (kurus === null) {
      throw badRequest(
        isAmountTooLarge(fields.amount) ? REFUND_MESSAGES.amountTooLarge : REFUND_MESSAGES.amount,
      );
    }
    values.amount_kurus = kurus;
  }
  if (fields.banveri !== undefined) {
    const iban = normalizeIban(fields.banveri);
    if (iban !== null && !isValidIban(iban)) throw badRequest(REFUND_MESSAGES.iban);
    values.banveri = iban;
  }
  if (fields.email !== undefined) {
    const email = fields.email || null;
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(REFUND_MESSAGES.email);
    values.email = email;
  }
  return values;
}

/** Status, method and reason must exist and be active; the method must be one the caller may see. */
export async function checkReferences(
  db: Kysely<Database>,
  values: Partial<RefundValues>,
  visibleMethodIds: number[] | null,
): Promise<void> {
  const active = async (table: 'statuses' | 'payment_methods' | 'refund_reasons', id: number | undefined) =>
    id === undefined ||
    !!(await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('is_active', '=', 1)
      .executeTakeFirst());
  if (!(await active('statuses', values.status_id))) throw badRequest(REFUND_MESSAGES.status);
  if (!(await active('payment_methods', values.payment_method_id))) throw badRequest(REFUND_MESSAGES.method);
  if (!(await active('refund_reasons', values.reason_id))) throw badRequest(REFUND_MESSAGES.reason);
  if (
    values.payment_method_id !== undefined &&
    visibleMethodIds !== null &&
    !visibleMethodIds.includes(values.payment_method_id)
  ) {
    throw new HttpError(403, REFUND_MESSAGES.methodNotAllowed);
  }
}

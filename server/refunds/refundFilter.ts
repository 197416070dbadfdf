import { Value } from 'typebox/value';
import { FlagSchema, flagValue } from '../../contract/limits.js';
import { badRequest } from '../http/errors.js';
import { asId } from '../http/inputLimits.js';
import { serverText } from '../i18n/catalog.js';

/** The list filter vocabulary shared by the SPA, the tests and the benchmarks. */
export interface RefundFilter {
  q?: string;
  statusId?: number;
  paymentMethodId?: number;
  /** Epoch ms, inclusive lower bound (start of start_date in Turkey). */
  createdFrom?: number;
  /** Epoch ms, exclusive upper bound (start of the day after end_date in Turkey). */
  createdBefore?: number;
  duplicatesOnly?: boolean;
  mailSent?: boolean;
  /** Only refunds whose receipt another refund uses too (same bytes, or same IBAN, amount and date). */
  receiptReused?: boolean;
  ids?: number[];
}

// Turkey keeps UTC+3 all year; dates typed in the panel are Turkish calendar days.
/** A search for '#123' names one refund by its id. */
export const EXACT_ID_SEARCH = /^#(\d{1,15})$/;

const TURKEY_OFFSET = '+03:00';

const asPositiveInt = (value: unknown): number => {
  const id = asId(value);
  if (id === null) throw badRequest(serverText('server.http.invalidFilter'));
  return id;
};

const asBoolean = (value: unknown): boolean => {
  if (!Value.Check(FlagSchema, value)) throw badRequest(serverText('server.http.invalidFilter'));
  return flagValue(value);
};

function dayStart(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw badRequest(serverText('server.refunds.invalidDate'));
  const ms = Date.parse(`${value}T00:00:00${TURKEY_OFFSET}`);
  if (Number.isNaN(ms)) throw badRequest(serverText('server.refunds.invalidDate'));
  return ms;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export function parseRefundFilter(raw: Record<string, unknown>): RefundFilter {
  const filter: RefundFilter = {};
  if (present(raw.q)) {
    if (typeof raw.q !== 'string') throw badRequest(serverText('server.http.invalidFilter'));
    // The searched fields are joined by line breaks in the search document: a control character in a
    // term would let it match across two fields, so each run of them reads as one space.
    const q = raw.q
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .trim()
      .slice(0, 100);
    if (q) filter.q = q;
  }
  if (present(raw.status_id)) filter.statusId = asPositiveInt(raw.status_id);
  if (present(raw.payment_method_id)) filter.paymentMethodId = asPositiveInt(raw.payment_method_id);
  if (present(raw.start_date)) filter.createdFrom = dayStart(raw.start_date);
  if (present(raw.end_date)) filter.createdBefore = dayStart(raw.end_date) + 86_400_000;
  if (present(raw.duplicates_only) && asBoolean(raw.duplicates_only)) filter.duplicatesOnly = true;
  if (present(raw.mail_sent)) filter.mailSent = asBoolean(raw.mail_sent);
  if (present(raw.receipt_reused) && asBoolean(raw.receipt_reused)) filter.receiptReused = true;
  if (present(raw.id)) {
    const ids = Array.isArray(raw.id) ? raw.id : [raw.id];
    if (ids.length > 500) throw badRequest(serverText('server.http.invalidFilter'));
    filter.ids = ids.map(asPositiveInt);
  }
  if (
    filter.createdFrom !== undefined &&
    filter.createdBefore !== undefined &&
    filter.createdBefore <= filter.createdFrom
  ) {
    throw badRequest(serverText('server.refunds.dateOrder'));
  }
  return filter;
}

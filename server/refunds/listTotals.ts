import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { toDayNumber } from '../reports/reportRange.js';
import type { RefundScope } from './listQuery.js';
import { EXACT_ID_SEARCH, type RefundFilter } from './refundFilter.js';

/**
 * A text search's total is counted up to a ceiling, whole steps of this many rows and at least one step
 * past the page asked for, where counting every match reads every match: a term shorter than a trigram
 * (no index, so every row) and any term on PostgreSQL (its trigram index only narrows the rows to test;
 * SQLite's FTS index counts exact matches itself). A list that reaches the ceiling says so ("at least").
 */
export const SEARCH_COUNT_STEP = 1000;

/**
 * The most rows the list's total counts, or null when it counts every match. Besides text searches,
 * PostgreSQL caps a list filtered by its mail state.
 */
export function totalCeiling(
  filter: RefundFilter,
  dialect: DialectName,
  offset: number,
  limit: number,
): number | null {
  const step = SEARCH_COUNT_STEP * Math.ceil((offset + limit + 1) / SEARCH_COUNT_STEP);
  // PostgreSQL counts the mail state's rows one by one (no rollup holds it: ~0.3 s for 750 000 of them).
  if (dialect === 'postgres' && filter.mailSent !== undefined) return step;
  if (!filter.q || EXACT_ID_SEARCH.test(filter.q)) return null;
  if (dialect === 'sqlite' && [...filter.q].length >= 3) return null;
  return step;
}

/** A list's total as counted: past the ceiling it is reported as the ceiling, marked capped. */
export function listTotal(counted: number, ceiling: number | null): { total: number; capped: boolean } {
  return ceiling !== null && counted > ceiling
    ? { total: ceiling, capped: true }
    : { total: counted, capped: false };
}

/** The list's count statement, exact or up to a ceiling. */
export interface TotalQuery {
  compile(): CompiledQuery;
  executeTakeFirstOrThrow(): Promise<{ total: number }>;
}

/**
 * The total of a list filtered by nothing but status, payment method, dates and the caller's methods, as
 * a sum over a rollup kept in each writing transaction instead of a count over every refund: without
 * dates refund_totals (per method and status, with PostgreSQL's changes not folded in yet), else
 * refund_daily_stats (a filter date is a whole Turkish day, the rollup's day, so the sum is exact).
 */
export function rollupTotal(db: Kysely<Database>, filter: RefundFilter, scope: RefundScope) {
  const { statusId, paymentMethodId, createdFrom, createdBefore, ...others } = filter;
  if (Object.values(others).some((value) => value !== undefined)) return null;
  if (scope.visibleMethodIds !== null && scope.visibleMethodIds.length === 0) return null;
  const rows = <T extends 'refund_totals' | 'refund_total_changes' | 'refund_daily_stats'>(table: T) =>
    db
      .selectFrom(table as 'refund_totals')
      .select('refund_count')
      .$if(statusId !== undefined, (qb) => qb.where('status_id', '=', statusId as number))
      .$if(paymentMethodId !== undefined, (qb) =>
        qb.where('payment_method_id', '=', paymentMethodId as number),
      )
      .$if(scope.visibleMethodIds !== null, (qb) =>
        qb.where('payment_method_id', 'in', scope.visibleMethodIds as number[]),
      );
  const counted =
    createdFrom === undefined && createdBefore === undefined
      ? rows('refund_totals').unionAll(rows('refund_total_changes'))
      : rows('refund_daily_stats')
          .$if(createdFrom !== undefined, (qb) =>
            qb.where(sql.ref('day'), '>=', toDayNumber(createdFrom as number)),
          )
          .$if(createdBefore !== undefined, (qb) =>
            qb.where(sql.ref('day'), '<', toDayNumber(createdBefore as number)),
          );
  return db
    .selectFrom(counted.as('counted'))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund_count'), sql.lit(0)).as('total'));
}

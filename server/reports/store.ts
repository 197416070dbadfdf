import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { selectRefundRows, type RefundRow } from '../refunds/store.js';
import { toDayNumber, type ReportRange } from './reportRange.js';

/** null: every payment method; otherwise only these (possibly none). */
export type MethodScope = number[] | null;

/** The rollup rows of the asked days and of the payment methods in scope. */
function inRangeAndScope(
  eb: ExpressionBuilder<Database, 'refund_daily_stats' | 'refund_completion_stats'>,
  range: ReportRange,
  scope: MethodScope,
) {
  const conditions: Expression<SqlBool>[] = [];
  if (range.createdFrom !== undefined) conditions.push(eb('day', '>=', toDayNumber(range.createdFrom)));
  if (range.createdBefore !== undefined) conditions.push(eb('day', '<', toDayNumber(range.createdBefore)));
  if (scope !== null) conditions.push(eb('payment_method_id', 'in', scope));
  return eb.and(conditions);
}

export interface MethodStatusGroup {
  payment_method_id: number;
  status_id: number;
  refund_count: number;
  amount_kurus: number;
}

export interface CompletionGroup {
  payment_method_id: number;
  completed_count: number;
  /** Sum, minimum and maximum of completed_at − created_at, in ms. */
  total_ms: number;
  min_ms: number;
  max_ms: number;
}

/** Refund count and kuruş sum per payment method and status, from the daily rollup. */
export async function methodStatusGroups(
  db: Kysely<Database>,
  range: ReportRange,
  scope: MethodScope,
): Promise<MethodStatusGroup[]> {
  if (scope !== null && scope.length === 0) return [];
  const query = db
    .selectFrom('refund_daily_stats')
    .select(({ fn }) => [
      'payment_method_id',
      'status_id',
      fn.sum<number>('refund_count').as('refund_count'),
      fn.sum<number>('amount_kurus').as('amount_kurus'),
    ])
    .groupBy(['payment_method_id', 'status_id'])
    .having(({ fn }) => fn.sum('refund_count'), '>', 0);
  const rows = await query.where((eb) => inRangeAndScope(eb, range, scope)).execute();
  return rows.map((row) => ({
    payment_method_id: row.payment_method_id,
    status_id: row.status_id,
    refund_count: Number(row.refund_count),
    amount_kurus: Number(row.amount_kurus),
  }));
}

/** Completion durations per payment method over refunds now in a completed status, from the rollup. */
export async function completionGroups(
  db: Kysely<Database>,
  range: ReportRange,
  scope: MethodScope,
): Promise<CompletionGroup[]> {
  if (scope !== null && scope.length === 0) return [];
  const query = db
    .selectFrom('refund_completion_stats')
    .select(({ fn }) => [
      'payment_method_id',
      fn.sum<number>('completed_count').as('completed_count'),
      fn.sum<number>('total_ms').as('total_ms'),
      fn.min<number>('min_ms').as('min_ms'),
      fn.max<number>('max_ms').as('max_ms'),
    ])
    .groupBy('payment_method_id');
  const rows = await query.where((eb) => inRangeAndScope(eb, range, scope)).execute();
  return rows.map((row) => ({
    payment_method_id: row.payment_method_id,
    completed_count: Number(row.completed_count),
    total_ms: Number(row.total_ms),
    min_ms: Number(row.min_ms),
    max_ms: Number(row.max_ms),
  }));
}

export interface NamedMethod {
  id: number;
  name: string;
  code: string;
  display_order: number;
}

export interface NamedStatus {
  id: number;
  name: string;
  color: string;
  display_order: number;
}

export interface CatalogNames {
  methods: Map<number, NamedMethod>;
  statuses: Map<number, NamedStatus>;
}

/** Payment methods and statuses (small tables) by id, in display order, to name aggregate rows. */
export async function loadCatalogNames(db: Kysely<Database>): Promise<CatalogNames> {
  const [methods, statuses] = await Promise.all([
    db
      .selectFrom('payment_methods')
      .select(['id', 'name', 'code', 'display_order'])
      .orderBy('display_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('statuses')
      .select(['id', 'name', 'color', 'display_order'])
      .orderBy('display_order')
      .orderBy('id')
      .execute(),
  ]);
  return {
    methods: new Map(methods.map((m) => [m.id, m])),
    statuses: new Map(statuses.map((s) => [s.id, s])),
  };
}

/** The newest refunds created in the range, of the methods in scope. */
export async function latestRefunds(
  db: Kysely<Database>,
  range: ReportRange,
  scope: MethodScope,
  count: number,
): Promise<RefundRow[]> {
  if (scope !== null && scope.length === 0) return [];
  let query = selectRefundRows(db)
    .orderBy('refunds.created_at', 'desc')
    .orderBy('refunds.id', 'desc')
    .limit(count);
  if (range.createdFrom !== undefined) query = query.where('refunds.created_at', '>=', range.createdFrom);
  if (range.createdBefore !== undefined) query = query.where('refunds.created_at', '<', range.createdBefore);
  if (scope !== null) query = query.where('refunds.payment_method_id', 'in', scope);
  return query.execute();
}

import type { ListQuery } from '../../contract/refunds.js';
import type { AppContext } from '../context.js';
import { parseListParams } from '../http/simpleRest.js';
import {
  refundPageQueries,
  startSearchPlan,
  totalMayComeFromSearch,
  type RefundScope,
  type SearchPlan,
} from './listQuery.js';
import type { TotalQuery } from './listTotals.js';
import { parseRefundFilter } from './refundFilter.js';
import { readPageRowsWithTotal } from './pageRowsWithTotal.js';
import { refundRowsInOrder, type RefundRow } from './store.js';

/** A refund list request as read from its query string: the newest 15 unless it asks otherwise. */
export function readListRequest(query: ListQuery) {
  const params = parseListParams(query, { sortField: 'created_at', sortOrder: 'desc', limit: 15 });
  const filter = parseRefundFilter(params.filter);
  const sort = { field: params.sortField ?? 'created_at', order: params.sortOrder };
  return { params, filter, sort };
}

export type ListRequest = ReturnType<typeof readListRequest>;

/**
 * Where a list request reads: a search may walk many rows (a one-letter term over a million refunds), so
 * it reads off the event loop; a list by filters and sort alone walks an index for a page, which is
 * quicker than handing it to another thread.
 */
export const listReader = (ctx: AppContext, { filter }: ListRequest) => (filter.q ? ctx.readDb : ctx.db);

/** Below this offset a page is read from the start whatever the total. */
const FROM_END_ABOVE_OFFSET = 1000;

/** Whether the page may be read from the list's end, which needs its total first. */
export const mayReadFromEnd = ({ params, filter }: ListRequest) =>
  filter.q === undefined && params.offset >= FROM_END_ABOVE_OFFSET;

/**
 * A page in the back half of a long list without a search, read from its end: the same sort reversed,
 * skipping the rows after the page instead of the (many more) before it, then turned round. `total` must
 * be the exact count of the list (not a capped one), which a list without a search always has.
 */
export function pageFromEnd(ctx: AppContext, list: ListRequest, scope: RefundScope, total: number) {
  const { params, filter, sort } = list;
  if (!mayReadFromEnd(list) || params.offset * 2 <= total) return null;
  const rows = Math.min(params.limit, total - params.offset);
  if (rows <= 0) return null;
  const reversed = { field: sort.field, order: sort.order === 'asc' ? 'desc' : 'asc' } as const;
  const fromEnd = total - params.offset - rows;
  return refundPageQueries(ctx.db, ctx.dialect, filter, scope, reversed, fromEnd, rows).page;
}

/**
 * The page and total statements of a list request within `scope`, its search planned first. With
 * `count`, a total that does not come from the search's count of text matches is counted (`counting`)
 * while that count, which only the page's plan needs, is still running.
 */
export async function listQueriesFor(
  ctx: AppContext,
  list: ListRequest,
  scope: RefundScope,
  count?: (total: TotalQuery) => Promise<number>,
) {
  const { params, filter, sort } = list;
  const db = listReader(ctx, list);
  const queriesWith = (plan: SearchPlan | undefined) =>
    refundPageQueries(db, ctx.dialect, filter, scope, sort, params.offset, params.limit, plan);
  const started = await startSearchPlan(db, ctx.dialect, filter.q);
  let counting: Promise<number> | null = null;
  if (count && started && !totalMayComeFromSearch(filter, scope, started.plan)) {
    counting = count(queriesWith(started.plan).total);
    // Awaited by the caller; until then a failure must not count as unhandled.
    counting.catch(() => undefined);
  }
  const plan = started && { ...started.plan, textMatches: await started.textMatches };
  return { ...queriesWith(plan), counting };
}

/**
 * The rows of a list page and the list's total (as counted: up to its ceiling). On PostgreSQL a page
 * without a search whose total is summed over the rollup is read in one statement with its total and the
 * fingerprint of the caller's session `sessionId`: there a round trip costs more than the sum.
 */
export async function readListRows(
  ctx: AppContext,
  list: ListRequest,
  scope: RefundScope,
  count: (total: TotalQuery) => Promise<number>,
  sessionId: number,
): Promise<{ rows: RefundRow[]; total: number; ceiling: number | null; callerFingerprint?: string | null }> {
  const { params, filter, sort } = list;
  const db = listReader(ctx, list);
  if (ctx.dialect === 'postgres' && filter.q === undefined && !mayReadFromEnd(list)) {
    const key = JSON.stringify([filter, scope.visibleMethodIds, sort, params.offset, params.limit]);
    const read = await readPageRowsWithTotal(
      db,
      key,
      () => refundPageQueries(db, ctx.dialect, filter, scope, sort, params.offset, params.limit),
      sessionId,
    );
    if (read) return { ...read, ceiling: null };
  }
  const queries = await listQueriesFor(ctx, list, scope, count);
  const { page, total, knownTotal, ceiling } = queries;
  const counting = queries.counting ?? (knownTotal !== null ? Promise.resolve(knownTotal) : count(total));
  const deep = ceiling === null && mayReadFromEnd(list) ? await counting : null;
  const fromEnd = deep === null ? null : pageFromEnd(ctx, list, scope, deep);
  const [ids, counted] = await Promise.all([
    fromEnd ? fromEnd.execute().then((reversed) => reversed.reverse()) : page.execute(),
    counting,
  ]);
  const rows = await refundRowsInOrder(
    db,
    ids.map((row) => row.id),
  );
  return { rows, total: Number(counted), ceiling };
}

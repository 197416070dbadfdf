import type { CompiledQuery } from 'kysely';
import type { AppContext } from '../../server/context.js';
import { searchPlanQueries, type RefundScope } from '../../server/refunds/listQuery.js';
import { listQueriesFor, mayReadFromEnd, readListRequest } from '../../server/refunds/listRequest.js';
import { pageWithTotalStatements } from '../../server/refunds/pageRowsWithTotal.js';
import type { ListCase } from './cases.js';

export interface ListSql {
  page: CompiledQuery;
  total: CompiledQuery;
  probe: CompiledQuery[];
  knownTotal: number | null;
  /** The most rows the total counts (a short search), or null when it counts every match. */
  ceiling: number | null;
  /**
   * PostgreSQL, a page without a search whose total is a rollup sum: the one statement the route runs
   * instead of page and total (rows, total and the caller's fingerprint, prepared by its text).
   */
  asRouted: CompiledQuery | null;
}

/**
 * The two statements the list route runs for this request, built by the route's own parsing and query
 * code from the same query-string values the HTTP request carries.
 */
export async function listSql(ctx: AppContext, scope: RefundScope, c: ListCase): Promise<ListSql> {
  const list = readListRequest({
    sort: JSON.stringify(c.sort),
    range: JSON.stringify(c.range),
    filter: JSON.stringify(c.filter),
  });
  const { page, total, knownTotal, ceiling, rollup } = await listQueriesFor(ctx, list, scope);
  const oneStatement =
    ctx.dialect === 'postgres' && list.filter.q === undefined && !mayReadFromEnd(list) && rollup
      ? pageWithTotalStatements(ctx.db, page, rollup)
      : null;
  // A session id no session has: the fingerprint's look-up costs the same.
  const asRouted = oneStatement && { ...oneStatement.rows, parameters: [0] };
  // The plan's own look-ups are part of what the route runs.
  const lookups = searchPlanQueries(ctx.dialect, list.filter.q);
  const probe: CompiledQuery[] = [];
  if (lookups) {
    probe.push(lookups.reasons.compile(ctx.db));
    if (lookups.textCount) probe.push(lookups.textCount.compile(ctx.db));
  }
  return { page: page.compile(), total: total.compile(), probe, knownTotal, ceiling, asRouted };
}

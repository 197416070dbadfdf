import type { CompiledQuery } from 'kysely';
import type { AppContext } from '../../server/context.js';
import { searchPlanQueries, type RefundScope } from '../../server/refunds/listQuery.js';
import { listQueriesFor, readListRequest } from '../../server/refunds/listRequest.js';
import type { ListCase } from './cases.js';

export interface ListSql {
  page: CompiledQuery;
  total: CompiledQuery;
  probe: CompiledQuery[];
  knownTotal: number | null;
  /** The most rows the total counts (a short search), or null when it counts every match. */
  ceiling: number | null;
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
  const { page, total, knownTotal, ceiling } = await listQueriesFor(ctx, list, scope);
  // The plan's own look-ups are part of what the route runs.
  const lookups = searchPlanQueries(ctx.dialect, list.filter.q);
  const probe: CompiledQuery[] = [];
  if (lookups) {
    probe.push(lookups.reasons.compile(ctx.db));
    if (lookups.textCount) probe.push(lookups.textCount.compile(ctx.db));
  }
  return { page: page.compile(), total: total.compile(), probe, knownTotal, ceiling };
}

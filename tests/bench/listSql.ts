import type { CompiledQuery } from 'kysely';
import type { AppContext } from '../../server/context.js';
import { parseListParams } from '../../server/http/simpleRest.js';
import {
  planSearch,
  refundPageQueries,
  searchPlanQueries,
  type RefundScope,
} from '../../server/refunds/listQuery.js';
import { parseRefundFilter } from '../../server/refunds/refundFilter.js';
import type { ListCase } from './cases.js';

export interface ListSql {
  page: CompiledQuery;
  total: CompiledQuery;
  probe: CompiledQuery[];
  knownTotal: number | null;
}

/**
 * The two statements the list route runs for this request, built by the route's own parsing and query
 * code from the same query-string values the HTTP request carries.
 */
export async function listSql(ctx: AppContext, scope: RefundScope, c: ListCase): Promise<ListSql> {
  const params = parseListParams(
    { sort: JSON.stringify(c.sort), range: JSON.stringify(c.range), filter: JSON.stringify(c.filter) },
    { sortField: 'created_at', sortOrder: 'desc', limit: 15 },
  );
  const filter = parseRefundFilter(params.filter);
  const sort = { field: params.sortField ?? 'created_at', order: params.sortOrder };
  const plan = await planSearch(ctx.db, ctx.dialect, filter.q);
  const { page, total, knownTotal } = refundPageQueries(
    ctx.db,
    ctx.dialect,
    filter,
    scope,
    sort,
    params.offset,
    params.limit,
    plan,
  );
  // The plan's own look-ups are part of what the route runs.
  const lookups = searchPlanQueries(ctx.dialect, filter.q);
  const probe: CompiledQuery[] = [];
  if (lookups) {
    probe.push(lookups.reasons.compile(ctx.db));
    if (lookups.textCount) probe.push(lookups.textCount.compile(ctx.db));
  }
  return { page: page.compile(), total: total.compile(), probe, knownTotal };
}

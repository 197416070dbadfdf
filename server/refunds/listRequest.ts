import type { ListQuery } from '../../contract/refunds.js';
import type { AppContext } from '../context.js';
import { parseListParams } from '../http/simpleRest.js';
import { planSearch, refundPageQueries, type RefundScope } from './listQuery.js';
import { parseRefundFilter } from './refundFilter.js';

/** A refund list request as read from its query string: the newest 15 unless it asks otherwise. */
export function readListRequest(query: ListQuery) {
  const params = parseListParams(query, { sortField: 'created_at', sortOrder: 'desc', limit: 15 });
  const filter = parseRefundFilter(params.filter);
  const sort = { field: params.sortField ?? 'created_at', order: params.sortOrder };
  return { params, filter, sort };
}

export type ListRequest = ReturnType<typeof readListRequest>;

/** The page and total statements of a list request within `scope`, its search planned first. */
export async function listQueriesFor(
  ctx: AppContext,
  { params, filter, sort }: ListRequest,
  scope: RefundScope,
) {
  const plan = await planSearch(ctx.db, ctx.dialect, filter.q);
  return refundPageQueries(ctx.db, ctx.dialect, filter, scope, sort, params.offset, params.limit, plan);
}

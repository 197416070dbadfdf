import { sql, type Kysely } from 'kysely';
import { APPROVAL_STATES, type Approval, type ApprovalState } from '../../contract/approvals.js';
import { hasPermission } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { parseListParams, sortColumnOf } from '../http/simpleRest.js';
import { serverText } from '../i18n/catalog.js';
import type { RefundActor } from '../refunds/refundActor.js';
import type { RefundScope } from '../refunds/listQuery.js';
import { kurusToAmount, parseAmountToKurus } from '../refunds/money.js';

/**
 * Approval requests with the names the screens show. A request is seen by those who see its refund: by
 * the refund's payment method now, or the one it had when asked if the refund is gone.
 */
function selectApprovals(db: Kysely<Database>) {
  return db
    .selectFrom('refund_approvals as a')
    .leftJoin('refunds as r', 'r.id', 'a.refund_id')
    .leftJoin('statuses as from_status', 'from_status.id', 'a.from_status_id')
    .leftJoin('statuses as to_status', 'to_status.id', 'a.to_status_id')
    .leftJoin('payment_methods as m', 'm.id', 'a.payment_method_id')
    .select([
      'a.id',
      'a.refund_id',
      'r.member_name',
      'r.refund_name',
      'a.amount_kurus',
      'a.refund_version',
      'a.payment_method_id',
      'm.name as payment_method_name',
      'a.from_status_id',
      'from_status.name as from_status_name',
      'a.to_status_id',
      'to_status.name as to_status_name',
      'to_status.color as to_status_color',
      'r.status_id as current_status_id',
      'a.requested_by',
      'a.requested_by_username',
      'a.requested_at',
      'a.state',
      'a.decided_by_username',
      'a.decided_at',
      'a.note',
    ]);
}

type ApprovalQuery = ReturnType<typeof selectApprovals>;
export type ApprovalRow = Awaited<ReturnType<ApprovalQuery['executeTakeFirstOrThrow']>>;

const methodOf = sql<number>`coalesce(r.payment_method_id, a.payment_method_id)`;

function scoped(query: ApprovalQuery, scope: RefundScope): ApprovalQuery | null {
  const visible = scope.visibleMethodIds;
  if (visible === null) return query;
  if (visible.length === 0) return null;
  return query.where(methodOf, 'in', visible);
}

export function approvalJson(row: ApprovalRow, actor: RefundActor): Approval {
  // The version is the server's own check (see decisions), not part of the answer.
  const { amount_kurus, refund_version: _version, ...rest } = row;
  const json: Approval = {
    ...rest,
    amount: kurusToAmount(amount_kurus),
    requested_at: new Date(row.requested_at).toISOString(),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    mine: row.requested_by === actor.id,
  };
  if (!hasPermission(actor.subject, 'view_payment_methods')) delete json.payment_method_name;
  return json;
}

export const approvalNotFound = () => notFound(serverText('approvals.server.notFound'));

/** One request the caller may see (404 otherwise, as for a refund outside its payment methods). */
export async function loadVisibleApproval(
  db: Kysely<Database>,
  scope: RefundScope,
  id: number,
): Promise<ApprovalRow> {
  const query = scoped(selectApprovals(db).where('a.id', '=', id), scope);
  const row = query && (await query.executeTakeFirst());
  if (!row) throw approvalNotFound();
  return row;
}

const SORTABLE = {
  id: 'a.id',
  requested_at: 'a.requested_at',
  amount: 'a.amount_kurus',
  refund_id: 'a.refund_id',
} as const;

const amountFilter = (raw: unknown): number | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const kurus = parseAmountToKurus(String(raw));
  if (kurus === null) throw badRequest(serverText('approvals.server.amountFilterInvalid'));
  return kurus;
};

const idFilter = (raw: unknown): number | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw badRequest(serverText('server.http.invalidListParameter'));
  return id;
};

/** The queue: one page and the total, pending requests unless the filter names another state. */
export async function listApprovals(
  db: Kysely<Database>,
  actor: RefundActor,
  query: Record<string, unknown>,
) {
  const params = parseListParams(query, { sortField: 'requested_at', sortOrder: 'desc' });
  const filter = params.filter;
  const state = (filter.state ?? 'pending') as ApprovalState;
  if (!APPROVAL_STATES.includes(state)) throw badRequest(serverText('server.http.invalidListParameter'));
  let base = selectApprovals(db).where('a.state', '=', state);
  const toStatus = idFilter(filter.to_status_id);
  if (toStatus !== undefined) base = base.where('a.to_status_id', '=', toStatus);
  const refundId = idFilter(filter.refund_id);
  if (refundId !== undefined) base = base.where('a.refund_id', '=', refundId);
  if (typeof filter.requester === 'string' && filter.requester.trim() !== '')
    base = base.where(sql`lower(a.requested_by_username)`, '=', filter.requester.trim().toLowerCase());
  const min = amountFilter(filter.min_amount);
  if (min !== undefined) base = base.where('a.amount_kurus', '>=', min);
  const max = amountFilter(filter.max_amount);
  if (max !== undefined) base = base.where('a.amount_kurus', '<=', max);
  const visible = scoped(base, actor.scope);
  if (!visible) return { rows: [] as Approval[], total: 0, offset: params.offset };
  const column = sortColumnOf(SORTABLE, params.sortField ?? 'requested_at');
  const [rows, count] = await Promise.all([
    visible
      .orderBy(column, params.sortOrder)
      .orderBy('a.id', params.sortOrder)
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
    visible
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => approvalJson(row, actor)), total: Number(count.n), offset: params.offset };
}

/** How many requests wait for a decision among those the caller may see. */
export async function countPending(db: Kysely<Database>, scope: RefundScope): Promise<number> {
  const query = scoped(selectApprovals(db).where('a.state', '=', sql.lit('pending')), scope);
  if (!query) return 0;
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

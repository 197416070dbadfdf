import { PostgresAdapter, sql, type CompiledQuery, type Kysely } from 'kysely';
import { hasPermission, type PermissionSubject } from '../../contract/permissions.js';
import type { Refund, RefundLog } from '../../contract/refunds.js';
import { prepareOnPostgres } from '../db/preparedStatements.js';
import type { Database } from '../db/types.js';
import { recordRefundEvent } from '../events/recordRefundEvent.js';
import { notFound } from '../http/errors.js';
import type { ReceiptUrlSigner } from '../receipts/signer.js';
import type { RefundScope } from './listQuery.js';
import { kurusToAmount } from './money.js';
import type { RefundChanges } from './refundLog.js';
import { REFUND_MESSAGES } from './rules.js';

/** A refund with the names the screens show, joined in one query. */
export function selectRefundRows(db: Kysely<Database>) {
  return db
    .selectFrom('refunds')
    .innerJoin('statuses', 'statuses.id', 'refunds.status_id')
    .innerJoin('payment_methods', 'payment_methods.id', 'refunds.payment_method_id')
    .innerJoin('refund_reasons', 'refund_reasons.id', 'refunds.reason_id')
    .leftJoin('users as creator', 'creator.id', 'refunds.created_by')
    .leftJoin('users as updater', 'updater.id', 'refunds.updated_by')
    .select([
      'refunds.id',
      'refunds.user_id',
      'refunds.login_id',
      'refunds.member_name',
      'refunds.refund_name',
      'refunds.reason_id',
      'refund_reasons.name as reason',
      'refunds.amount_kurus',
      'refunds.status_id',
      'statuses.name as status_name',
      'statuses.color',
      'refunds.payment_method_id',
      'payment_methods.name as payment_method_name',
      'refunds.ticket_id',
      'refunds.banveri',
      'refunds.email',
      'refunds.mail_sent',
      'refunds.duplicate_group_id',
      'refunds.receipt_path',
      'refunds.deposit_receipt_path',
      'refunds.version',
      'refunds.created_at',
      'refunds.updated_at',
      'creator.username as created_by_username',
      'updater.username as updated_by_username',
      // The literal state lets SQLite use the partial index of pending requests.
      (eb) =>
        eb
          .selectFrom('refund_approvals')
          .select('refund_approvals.id')
          .whereRef('refund_approvals.refund_id', '=', 'refunds.id')
          .where('refund_approvals.state', '=', sql.lit('pending'))
          .limit(1)
          .as('pending_approval_id'),
    ]);
}

export type RefundRow = Awaited<ReturnType<ReturnType<typeof selectRefundRows>['executeTakeFirstOrThrow']>>;

/**
 * A refund as the API answers it; receipt paths become short-lived signed URLs. Written field by field:
 * a list builds one per row, and copying the row through rest and spread cost several times as much.
 */
export function refundJson(row: RefundRow, signer: ReceiptUrlSigner): Refund {
  return {
    id: row.id,
    user_id: row.user_id,
    login_id: row.login_id,
    member_name: row.member_name,
    refund_name: row.refund_name,
    reason_id: row.reason_id,
    reason: row.reason,
    amount: kurusToAmount(row.amount_kurus),
    status_id: row.status_id,
    status_name: row.status_name,
    color: row.color,
    payment_method_id: row.payment_method_id,
    payment_method_name: row.payment_method_name,
    ticket_id: row.ticket_id,
    banveri: row.banveri,
    email: row.email,
    mail_sent: row.mail_sent,
    duplicate_group_id: row.duplicate_group_id,
    receipt_path: row.receipt_path ? signer.sign(row.receipt_path) : null,
    deposit_receipt_path: row.deposit_receipt_path ? signer.sign(row.deposit_receipt_path) : null,
    version: row.version,
    pending_approval_id: row.pending_approval_id ?? null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    created_by_username: row.created_by_username,
    updated_by_username: row.updated_by_username,
  };
}

/**
 * A refund as one caller may read it: the method's name needs view_payment_methods and the mail state
 * view_all_refunds, as on screen, so the API gives no more than the list, the detail page and the export.
 */
export function refundJsonFor(row: RefundRow, signer: ReceiptUrlSigner, subject: PermissionSubject): Refund {
  const json = refundJson(row, signer);
  // Left undefined rather than deleted: the answer's JSON leaves them out all the same.
  if (!hasPermission(subject, 'view_payment_methods')) json.payment_method_name = undefined;
  if (!hasPermission(subject, 'view_all_refunds')) json.mail_sent = undefined;
  return json;
}

/** A refund the caller may see; one of a payment method outside its scope is answered as not found. */
export async function loadVisibleRefund(
  db: Kysely<Database>,
  scope: RefundScope,
  id: number,
): Promise<RefundRow> {
  let query = selectRefundRows(db).where('refunds.id', '=', id);
  const visible = scope.visibleMethodIds;
  if (visible !== null) {
    if (visible.length === 0) throw notFound(REFUND_MESSAGES.notFound);
    query = query.where('refunds.payment_method_id', 'in', visible);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(REFUND_MESSAGES.notFound);
  return row;
}

/**
 * The rows-by-ids statement, compiled once per database (and on SQLite per id count): building it (five
 * joins, a subquery) cost more than running it. Compiled with ids -1, -2, … in place of the real ones,
 * which each execution puts back by position. PostgreSQL takes the ids as one array, in a statement each
 * connection prepares once: planning the joins took longer than running them.
 */
const rowsByIdsStatements = new WeakMap<Kysely<Database>, Map<number, CompiledQuery>>();
const ALL_IDS = -1;

function rowsByIdsStatement(db: Kysely<Database>, count: number): CompiledQuery {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const key = postgres ? 0 : count;
  let byCount = rowsByIdsStatements.get(db);
  if (!byCount) rowsByIdsStatements.set(db, (byCount = new Map()));
  let compiled = byCount.get(key);
  if (!compiled) {
    const placeholders = postgres ? [ALL_IDS] : Array.from({ length: count }, (_, i) => -(i + 1));
    compiled = (
      postgres
        ? selectRefundRows(db).where(sql<boolean>`refunds.id = ANY(${ALL_IDS})`)
        : selectRefundRows(db).where('refunds.id', 'in', placeholders)
    ).compile();
    const negative = compiled.parameters.filter((value) => typeof value === 'number' && value < 0);
    if (negative.length !== placeholders.length) {
      throw new Error('rows-by-ids statement: unexpected negative parameter');
    }
    if (postgres) prepareOnPostgres(compiled.sql);
    byCount.set(key, compiled);
  }
  return compiled;
}

/** The rows of a page, in the order of the page's ids. */
export async function refundRowsInOrder(db: Kysely<Database>, ids: readonly number[]): Promise<RefundRow[]> {
  if (ids.length === 0) return [];
  const statement = rowsByIdsStatement(db, ids.length);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const parameters = statement.parameters.map((value) => {
    if (typeof value !== 'number' || value >= 0) return value;
    return postgres ? ids : ids[-value - 1];
  });
  const { rows } = await db.executeQuery<RefundRow>({ ...statement, parameters });
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** A refund's version now (after a write that may have raised it more than once). */
export async function currentVersion(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('refunds').select('version').where('id', '=', id).executeTakeFirst();
  return row?.version;
}

export interface RefundLogEntry {
  refundId: number;
  action: string;
  details: string;
  changes: RefundChanges | null;
  actor: { id: number; username: string };
  /** A deletion names the refund's payment method, so that its event reaches only those who saw it. */
  deletedFromMethodId?: number;
}

/**
 * One line of a refund's history; pass the transaction of the change. Every refund write comes here, so
 * this is also where the write is recorded for the live event streams (on commit only).
 */
export async function writeRefundLog(trx: Kysely<Database>, entry: RefundLogEntry): Promise<void> {
  await trx
    .insertInto('refund_logs')
    .values({
      refund_id: entry.refundId,
      action: entry.action,
      details: entry.details,
      additional_data: entry.changes ? JSON.stringify(entry.changes) : null,
      user_id: entry.actor.id,
      username: entry.actor.username,
      created_at: Date.now(),
    })
    .execute();
  const movedFrom = entry.changes?.payment_method_id?.old;
  await recordRefundEvent(trx, {
    refundId: entry.refundId,
    action: entry.action,
    actor: entry.actor,
    previousPaymentMethodId: entry.deletedFromMethodId ?? (typeof movedFrom === 'number' ? movedFrom : null),
  });
}

/** A refund's history, newest first (at most 500 lines). */
export async function listRefundLogs(db: Kysely<Database>, refundId: number): Promise<RefundLog[]> {
  const rows = await db
    .selectFrom('refund_logs')
    .select(['id', 'refund_id', 'action', 'details', 'additional_data', 'username', 'created_at'])
    .where('refund_id', '=', refundId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

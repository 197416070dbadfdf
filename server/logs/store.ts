import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { listOrderBy } from '../db/turkishText.js';
import { containsAny } from '../http/containsSearch.js';
import { sortColumnOf, type ListParams } from '../http/simpleRest.js';
import { logAction, type LogActor } from './logAction.js';
import { serverText } from '../i18n/catalog.js';

const SORTABLE = {
  id: 'id',
  created_at: 'created_at',
  action: 'action',
  username: 'username',
  ip_address: 'ip_address',
} as const;
/** Sorted in Turkish alphabet order. */
const TEXT_SORT_FIELDS: ReadonlySet<string> = new Set(['username']);

export interface LogPageFilter {
  /** An action name, or 'deletions' for every delete_* action. */
  action?: string | null;
  /** Text searched in username, action and details. */
  q?: string | null;
}

/**
 * One page of system logs and the total. A reader sees a row about a refund only when it may see that
 * refund's payment method (`visibleMethodIds` null: every method).
 */
export async function logPage(
  db: Kysely<Database>,
  dialect: DialectName,
  params: ListParams,
  filter: LogPageFilter,
  visibleMethodIds: number[] | null,
) {
  const sortField = params.sortField ?? 'created_at';
  const sortColumn = sortColumnOf(SORTABLE, sortField);
  const sortBy = listOrderBy(sortColumn, TEXT_SORT_FIELDS.has(sortField), dialect);
  let query = db.selectFrom('system_logs');
  if (visibleMethodIds !== null) {
    query = query.where((eb) =>
      visibleMethodIds.length === 0
        ? eb('payment_method_id', 'is', null)
        : eb.or([eb('payment_method_id', 'is', null), eb('payment_method_id', 'in', visibleMethodIds)]),
    );
  }
  if (filter.action === 'deletions') query = query.where('action', 'like', 'delete%');
  else if (filter.action) query = query.where('action', '=', filter.action);
  const q = filter.q?.trim();
  if (q) query = query.where((eb) => containsAny(eb, ['username', 'action', 'details'], q, dialect));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'username', 'action', 'details', 'ip_address', 'created_at'])
      .orderBy(sortBy, params.sortOrder)
      .orderBy('id', params.sortOrder)
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total: Number(count.total),
  };
}

/** Deletes every system log row, then logs that (and how many) in the same transaction. */
export async function clearLogs(trx: Kysely<Database>, actor: LogActor): Promise<number> {
  const result = await trx.deleteFrom('system_logs').executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  await logAction(
    trx,
    actor,
    'clear_logs',
    serverText('server.logs.log.cleared', { username: actor.username, count: deleted }),
  );
  return deleted;
}

import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import type { RefundFilter } from './refundFilter.js';
import { PG_SEARCH_DOCUMENT } from './searchDocument.js';

/** The caller's view of the table: null = every payment method, else only these (maybe none). */
export interface RefundScope {
  visibleMethodIds: number[] | null;
}

export interface RefundSort {
  field: string;
  order: 'asc' | 'desc';
}

const SORTABLE_ON_REFUNDS = {
  id: 'refunds.id',
  created_at: 'refunds.created_at',
  updated_at: 'refunds.updated_at',
  amount: 'refunds.amount_kurus',
  user_id: 'refunds.user_id',
  login_id: 'refunds.login_id',
  member_name: 'refunds.member_name',
  refund_name: 'refunds.refund_name',
  ticket_id: 'refunds.ticket_id',
  mail_sent: 'refunds.mail_sent',
} as const;
const SORTABLE_BY_NAME = {
  status_name: 'statuses.name',
  payment_method_name: 'payment_methods.name',
  reason: 'refund_reasons.name',
} as const;

export const REFUND_SORT_FIELDS = [...Object.keys(SORTABLE_ON_REFUNDS), ...Object.keys(SORTABLE_BY_NAME)];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** '#123' is an exact id; anything else a case-insensitive substring of the searched columns or the reason name. */
function searchCondition(
  eb: ExpressionBuilder<Database, 'refunds'>,
  q: string,
  dialect: DialectName,
): Expression<SqlBool> {
  const exactId = /^#(\d{1,15})$/.exec(q);
  if (exactId) return eb('refunds.id', '=', Number(exactId[1]));
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const reasonMatches = sql<number>`SELECT r.id FROM refunds r WHERE r.reason_id IN (SELECT id FROM refund_reasons WHERE lower(name) LIKE ${pattern} ESCAPE '\\')`;
  let textMatches;
  if (dialect === 'postgres') {
    textMatches = sql<number>`SELECT id FROM refunds WHERE ${PG_SEARCH_DOCUMENT} LIKE ${pattern} ESCAPE '\\'`;
  } else if ([...q].length >= 3) {
    // The trigram index answers substrings of three or more characters; a phrase keeps it literal.
    textMatches = sql<number>`SELECT rowid FROM refunds_fts WHERE refunds_fts MATCH ${`"${q.replace(/"/g, '""')}"`}`;
  } else {
    textMatches = sql<number>`SELECT id FROM refunds WHERE lower(user_id) LIKE ${pattern} ESCAPE '\\' OR lower(refund_name) LIKE ${pattern} ESCAPE '\\' OR lower(member_name) LIKE ${pattern} ESCAPE '\\' OR lower(login_id) LIKE ${pattern} ESCAPE '\\' OR lower(ticket_id) LIKE ${pattern} ESCAPE '\\'`;
  }
  return sql<SqlBool>`refunds.id IN (${textMatches} UNION ${reasonMatches})`;
}

export function refundConditions(
  eb: ExpressionBuilder<Database, 'refunds'>,
  filter: RefundFilter,
  scope: RefundScope,
  dialect: DialectName,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (scope.visibleMethodIds !== null) {
    if (scope.visibleMethodIds.length === 0) return sql<SqlBool>`1 = 0`;
    conditions.push(eb('refunds.payment_method_id', 'in', scope.visibleMethodIds));
  }
  if (filter.q) conditions.push(searchCondition(eb, filter.q, dialect));
  if (filter.statusId !== undefined) conditions.push(eb('refunds.status_id', '=', filter.statusId));
  if (filter.paymentMethodId !== undefined)
    conditions.push(eb('refunds.payment_method_id', '=', filter.paymentMethodId));
  if (filter.createdFrom !== undefined) conditions.push(eb('refunds.created_at', '>=', filter.createdFrom));
  if (filter.createdBefore !== undefined)
    conditions.push(eb('refunds.created_at', '<', filter.createdBefore));
  if (filter.duplicatesOnly) conditions.push(eb('refunds.duplicate_group_id', 'is not', null));
  if (filter.mailSent === true) conditions.push(eb('refunds.mail_sent', '=', 1));
  if (filter.mailSent === false) {
    conditions.push(eb.or([eb('refunds.mail_sent', '=', 0), eb('refunds.mail_sent', 'is', null)]));
  }
  if (filter.ids)
    conditions.push(filter.ids.length ? eb('refunds.id', 'in', filter.ids) : sql<SqlBool>`1 = 0`);
  return eb.and(conditions);
}

/**
 * The two queries of a list page: the page's ids (an index walk that fetches no row data, which keeps deep
 * OFFSETs cheap) and the total. The benchmark compiles these same queries to time them through the driver.
 */
export function refundPageQueries(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: RefundFilter,
  scope: RefundScope,
  sort: RefundSort,
  offset: number,
  limit: number,
) {
  const where = (eb: ExpressionBuilder<Database, 'refunds'>) => refundConditions(eb, filter, scope, dialect);
  const direction = sort.order;
  let ids = db.selectFrom('refunds').where(where).select('refunds.id');
  if (sort.field in SORTABLE_ON_REFUNDS) {
    ids = ids.orderBy(SORTABLE_ON_REFUNDS[sort.field as keyof typeof SORTABLE_ON_REFUNDS], direction);
  } else if (sort.field === 'status_name') {
    ids = ids
      .innerJoin('statuses', 'statuses.id', 'refunds.status_id')
      .orderBy(SORTABLE_BY_NAME.status_name, direction);
  } else if (sort.field === 'payment_method_name') {
    ids = ids
      .innerJoin('payment_methods', 'payment_methods.id', 'refunds.payment_method_id')
      .orderBy(SORTABLE_BY_NAME.payment_method_name, direction);
  } else if (sort.field === 'reason') {
    ids = ids
      .innerJoin('refund_reasons', 'refund_reasons.id', 'refunds.reason_id')
      .orderBy(SORTABLE_BY_NAME.reason, direction);
  } else {
    throw badRequest(`Bu alana göre sıralanamaz: ${sort.field}`);
  }
  const page = ids.orderBy('refunds.id', direction).limit(limit).offset(offset);
  const total = db
    .selectFrom('refunds')
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('total'));
  return { page, total };
}

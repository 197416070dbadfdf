import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connection.js';
import { foldTurkishSql, turkishOrderSql } from '../db/turkishText.js';

/**
 * The text PostgreSQL searched before Turkish folding (migration 0002's index). A newline between the
 * columns keeps a term from matching across two of them.
 */
export const PG_SEARCH_DOCUMENT = sql`lower(user_id || E'\\n' || refund_name || E'\\n' || member_name || E'\\n' || login_id || E'\\n' || ticket_id)`;

/** The refund columns searched as text, in the search document's order. */
export const REFUND_SEARCHED_COLUMNS = [
  'user_id',
  'refund_name',
  'member_name',
  'login_id',
  'ticket_id',
] as const;

/** The refund columns the list sorts in Turkish order. */
export const REFUND_TEXT_SORT_COLUMNS = [
  'user_id',
  'login_id',
  'member_name',
  'refund_name',
  'ticket_id',
] as const;
export type RefundTextSortColumn = (typeof REFUND_TEXT_SORT_COLUMNS)[number];

/** The searched columns one per line, as stored (PostgreSQL's trigram index and its searches). */
export function refundSearchDocument(): RawBuilder<string> {
  return sql<string>`${sql.join(
    REFUND_SEARCHED_COLUMNS.map((column) => sql.ref(column)),
    sql` || ${sql.lit('\n')} || `,
  )}`;
}

/** SQLite's `search_text`: the search document Turkish-folded (indexed by the FTS5 trigram table). */
export const refundFoldedSearchDocument = (dialect: DialectName) =>
  foldTurkishSql(refundSearchDocument(), dialect);

/** PostgreSQL's ORDER BY term (and index expression) of a text column in Turkish order. */
export const pgRefundTextOrder = (column: RefundTextSortColumn) =>
  turkishOrderSql(sql.ref(column), 'postgres');

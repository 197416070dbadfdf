import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import {
  REFUND_TEXT_SORT_COLUMNS,
  pgRefundTextOrder,
  refundFoldedSearchDocument,
  refundSearchDocument,
} from '../../refunds/searchDocument.js';
import { keyColumnType, turkishSortKeySql } from '../turkishText.js';

/**
 * Turkish search and order for refunds, on both databases (rules in turkishText.ts):
 * - the search document: the five searched columns, one per line (a term cannot match across two of
 *   them). PostgreSQL indexes it as stored with pg_trgm and searches it with a regular expression of
 *   each character's Turkish forms; SQLite folds it in the virtual column `search_text`, indexed by the
 *   FTS5 trigram table (rebuilt over it, case-sensitive since the text is already folded).
 * - each text column's Turkish sort key, indexed for the list's ORDER BY: an expression index on
 *   PostgreSQL, an index on a virtual `<column>_sort` column on SQLite.
 * Nothing is stored in the table rows (a wider refunds table would slow every scan of it); the indexes
 * hold the keys of existing rows from here on.
 */
export function turkishTextKeysMigration(dialect: DialectName): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const sortIndex = (column: string) => sql.ref(`refunds_${column}_sort_idx`);

  async function postgres(db: AnyDb) {
    await sql`DROP INDEX refunds_search_trgm_idx`.execute(db);
    await sql`CREATE INDEX refunds_search_trgm_idx ON refunds
      USING gin ((${refundSearchDocument()}) gin_trgm_ops)`.execute(db);
    for (const column of REFUND_TEXT_SORT_COLUMNS) {
      await sql`CREATE INDEX ${sortIndex(column)} ON refunds ((${pgRefundTextOrder(column)}), id)`.execute(
        db,
      );
    }
    await sql`ANALYZE refunds`.execute(db);
  }

  async function sqlite(db: AnyDb) {
    const virtual = (name: string, expression: unknown) =>
      sql`ALTER TABLE refunds ADD COLUMN ${sql.ref(name)} ${keyColumnType(dialect)}
        GENERATED ALWAYS AS (${expression}) VIRTUAL`.execute(db);
    for (const trigger of ['refunds_fts_insert', 'refunds_fts_delete', 'refunds_fts_update']) {
      await sql`DROP TRIGGER ${sql.ref(trigger)}`.execute(db);
    }
    await sql`DROP TABLE refunds_fts`.execute(db);
    await virtual('search_text', refundFoldedSearchDocument(dialect));
    for (const column of REFUND_TEXT_SORT_COLUMNS) {
      await virtual(`${column}_sort`, turkishSortKeySql(sql.ref(column), dialect));
    }
    await sql`CREATE VIRTUAL TABLE refunds_fts USING fts5(search_text,
      content='refunds', content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(db);
    await sql`CREATE TRIGGER refunds_fts_insert AFTER INSERT ON refunds BEGIN
      INSERT INTO refunds_fts(rowid, search_text) VALUES (new.id, new.search_text);
    END`.execute(db);
    await sql`CREATE TRIGGER refunds_fts_delete AFTER DELETE ON refunds BEGIN
      INSERT INTO refunds_fts(refunds_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    END`.execute(db);
    await sql`CREATE TRIGGER refunds_fts_update
      AFTER UPDATE OF user_id, refund_name, member_name, login_id, ticket_id ON refunds BEGIN
      INSERT INTO refunds_fts(refunds_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO refunds_fts(rowid, search_text) VALUES (new.id, new.search_text);
    END`.execute(db);
    await sql`INSERT INTO refunds_fts(refunds_fts) VALUES ('rebuild')`.execute(db);
    for (const column of REFUND_TEXT_SORT_COLUMNS) {
      await sql`CREATE INDEX ${sortIndex(column)} ON refunds (${sql.ref(`${column}_sort`)}, id)`.execute(db);
      await sql`ANALYZE ${sortIndex(column)}`.execute(db);
    }
  }

  return { up: (db: AnyDb) => (dialect === 'postgres' ? postgres(db) : sqlite(db)) };
}

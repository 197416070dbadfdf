import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection.js';
import { foldTurkishSql, keyColumnType, turkishSortKeySql } from '../turkishText.js';

/** The refund columns the list sorts by text; each gets a `<column>_sort` key column. */
export const REFUND_TEXT_SORT_COLUMNS = [
  'user_id',
  'login_id',
  'member_name',
  'refund_name',
  'ticket_id',
] as const;

/**
 * Turkish search and order for refunds, on both databases (rules in turkishText.ts):
 * - `search_text`: the five searched columns, Turkish-folded, one per line (a term cannot match across
 *   two of them). SQLite indexes it in the FTS5 trigram table (rebuilt over it, case-sensitive since the
 *   text is already folded); PostgreSQL in a pg_trgm index.
 * - `<column>_sort`: the Turkish sort key of each text column, with an index for the list's ORDER BY.
 * Generated columns keep them right on every write: virtual on SQLite (only the indexes store them),
 * stored on PostgreSQL (which has no virtual ones in version 15). Existing rows get them here.
 */
export function turkishTextKeysMigration(dialect: DialectName): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const column = (name: string) => sql.ref(name);
  const searchDocument = sql.join(
    ['user_id', 'refund_name', 'member_name', 'login_id', 'ticket_id'].map(column),
    sql` || ${sql.lit('\n')} || `,
  );
  const keyColumns: Array<[string, RawBuilder<string>]> = [
    ['search_text', foldTurkishSql(sql`${searchDocument}`, dialect)],
    ...REFUND_TEXT_SORT_COLUMNS.map((name): [string, RawBuilder<string>] => [
      `${name}_sort`,
      turkishSortKeySql(column(name), dialect),
    ]),
  ];
  const generated = (name: string, expression: RawBuilder<string>) =>
    sql`ADD COLUMN ${sql.ref(name)} ${keyColumnType(dialect)} GENERATED ALWAYS AS (${expression}) ${sql.raw(
      dialect === 'postgres' ? 'STORED' : 'VIRTUAL',
    )}`;

  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`DROP INDEX refunds_search_trgm_idx`.execute(db);
        // One ALTER, one rewrite of the table.
        await sql`ALTER TABLE refunds ${sql.join(
          keyColumns.map(([name, expression]) => generated(name, expression)),
        )}`.execute(db);
        await sql`CREATE INDEX refunds_search_trgm_idx ON refunds USING gin (search_text gin_trgm_ops)`.execute(
          db,
        );
      } else {
        for (const trigger of ['refunds_fts_insert', 'refunds_fts_delete', 'refunds_fts_update']) {
          await sql`DROP TRIGGER ${sql.ref(trigger)}`.execute(db);
        }
        await sql`DROP TABLE refunds_fts`.execute(db);
        for (const [name, expression] of keyColumns) {
          await sql`ALTER TABLE refunds ${generated(name, expression)}`.execute(db);
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
      }
      for (const name of REFUND_TEXT_SORT_COLUMNS) {
        await sql`CREATE INDEX ${sql.ref(`refunds_${name}_sort_idx`)} ON refunds (${sql.ref(`${name}_sort`)}, id)`.execute(
          db,
        );
        if (dialect === 'sqlite') await sql`ANALYZE ${sql.ref(`refunds_${name}_sort_idx`)}`.execute(db);
      }
    },
  };
}

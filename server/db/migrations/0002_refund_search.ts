import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import { PG_SEARCH_DOCUMENT } from '../../refunds/searchDocument.js';

/**
 * What the refund list needs at a million rows: a maintained duplicate-group id (so "duplicates only"
 * and its total are an index range, not a GROUP BY over the table), substring search through an index
 * (SQLite FTS5 trigram; PostgreSQL pg_trgm), an index for sorting by amount, and a settings table for
 * server-wide secrets such as the receipt-URL signing key.
 */
export function refundSearchMigration(dialect: DialectName): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('refunds').addColumn('duplicate_group_id', 'integer').execute();
      await db.schema
        .createIndex('refunds_duplicates_created_idx')
        .on('refunds')
        .columns(['created_at', 'id'])
        .where(sql.ref('duplicate_group_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('refunds_amount_idx')
        .on('refunds')
        .columns(['amount_kurus', 'id'])
        .execute();
      await db.schema
        .createIndex('refunds_mail_created_idx')
        .on('refunds')
        .columns(['mail_sent', 'created_at'])
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      if (dialect === 'postgres') {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX refunds_search_trgm_idx ON refunds USING gin ((${PG_SEARCH_DOCUMENT}) gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      await sql`CREATE VIRTUAL TABLE refunds_fts USING fts5(
        user_id, refund_name, member_name, login_id, ticket_id,
        content='refunds', content_rowid='id', tokenize='trigram')`.execute(db);
      await sql`CREATE TRIGGER refunds_fts_insert AFTER INSERT ON refunds BEGIN
        INSERT INTO refunds_fts(rowid, user_id, refund_name, member_name, login_id, ticket_id)
        VALUES (new.id, new.user_id, new.refund_name, new.member_name, new.login_id, new.ticket_id);
      END`.execute(db);
      await sql`CREATE TRIGGER refunds_fts_delete AFTER DELETE ON refunds BEGIN
        INSERT INTO refunds_fts(refunds_fts, rowid, user_id, refund_name, member_name, login_id, ticket_id)
        VALUES ('delete', old.id, old.user_id, old.refund_name, old.member_name, old.login_id, old.ticket_id);
      END`.execute(db);
      await sql`CREATE TRIGGER refunds_fts_update
        AFTER UPDATE OF user_id, refund_name, member_name, login_id, ticket_id ON refunds BEGIN
        INSERT INTO refunds_fts(refunds_fts, rowid, user_id, refund_name, member_name, login_id, ticket_id)
        VALUES ('delete', old.id, old.user_id, old.refund_name, old.member_name, old.login_id, old.ticket_id);
        INSERT INTO refunds_fts(rowid, user_id, refund_name, member_name, login_id, ticket_id)
        VALUES (new.id, new.user_id, new.refund_name, new.member_name, new.login_id, new.ticket_id);
      END`.execute(db);
    },
  };
}

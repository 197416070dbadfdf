import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/** The PostgreSQL channel that carries a committed refund event's row to every listening process. */
export const REFUND_EVENTS_CHANNEL = 'iade_refund_events';

/**
 * refund_events: one row per refund write, inserted in the write's own transaction, so a rolled-back
 * write leaves none. PostgreSQL announces each row on commit (NOTIFY is transactional) to every process;
 * on SQLite the processes read the new rows. Rows are pruned after an hour.
 * refund_viewers: who has a refund's detail or edit page open, one row per session, refreshed by the page.
 */
export function refundEventsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('refund_events');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : // AUTOINCREMENT: an id is never reused after pruning, so a reader's "after id N" stays true.
            table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('refund_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer')
        .addColumn('previous_payment_method_id', 'integer')
        .addColumn('version', 'integer')
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'varchar(255)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('refund_events_created_idx')
        .on('refund_events')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('refund_viewers')
        .addColumn('refund_id', 'integer', (c) => c.notNull())
        .addColumn('session_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('username', 'varchar(255)', (c) => c.notNull())
        .addColumn('seen_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('refund_viewers_pk', ['refund_id', 'session_id'])
        .execute();
      await db.schema.createIndex('refund_viewers_seen_idx').on('refund_viewers').column('seen_at').execute();
      if (dialect !== 'postgres') return;
      await sql
        .raw(
          `CREATE FUNCTION announce_refund_event() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             PERFORM pg_notify('${REFUND_EVENTS_CHANNEL}', row_to_json(NEW)::text);
             RETURN NULL;
           END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER refund_events_announce AFTER INSERT ON refund_events
           FOR EACH ROW EXECUTE FUNCTION announce_refund_event()`,
        )
        .execute(db);
    },
  };
}

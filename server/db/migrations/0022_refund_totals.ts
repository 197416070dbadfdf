import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * `refund_totals`: the count and kuruş sum of refunds per payment method and status, for the totals of
 * lists filtered by no date (the whole list, a status, a method, the caller's methods) — a sum over a
 * few hundred rows instead of over every day of refund_daily_stats.
 *
 * SQLite keeps it by triggers, as the daily rollup (one writer at a time). On PostgreSQL every status
 * change would otherwise lock one of these few rows until its commit, queueing unrelated writers behind
 * each other: there a trigger only appends the change to `refund_total_changes` (no lock), a reader adds
 * those rows to the totals, and the server folds them into the totals every few seconds in one statement
 * (refund_totals_fold: readers see the changes either still listed or already folded, never both).
 * SQLite has the table too, always empty, so that one query reads both databases.
 */
export function refundTotalsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('refund_totals')
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('status_id', 'integer', (c) => c.notNull())
        .addColumn('refund_count', 'bigint', (c) => c.notNull())
        .addColumn('amount_kurus', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('refund_totals_pk', ['payment_method_id', 'status_id'])
        .execute();
      await db.schema
        .createTable('refund_total_changes')
        .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => c.primaryKey())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('status_id', 'integer', (c) => c.notNull())
        .addColumn('refund_count', 'integer', (c) => c.notNull())
        .addColumn('amount_kurus', 'bigint', (c) => c.notNull())
        .execute();
      // Servers of the previous release may still be writing (PostgreSQL, several machines): no refund
      // may change between the backfill's snapshot and the trigger's creation, or its change would be
      // counted by neither. The lock waits for open writers and holds new ones until the migration commits.
      if (dialect === 'postgres') await sql`LOCK TABLE refunds IN SHARE ROW EXCLUSIVE MODE`.execute(db);
      await sql.raw(REFUND_TOTALS_REBUILD).execute(db);
      const statements = dialect === 'postgres' ? POSTGRES_TOTALS_STATEMENTS : SQLITE_TOTALS_TRIGGERS;
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/** The totals computed from the refunds table (the migration's backfill and the bulk seed's rebuild). */
export const REFUND_TOTALS_REBUILD = `INSERT INTO refund_totals (payment_method_id, status_id, refund_count, amount_kurus)
  SELECT payment_method_id, status_id, COUNT(*), SUM(amount_kurus) FROM refunds GROUP BY 1, 2`;

const sqliteAdd = (row: 'new' | 'old', sign: 1 | -1) =>
  `INSERT INTO refund_totals (payment_method_id, status_id, refund_count, amount_kurus)
   VALUES (${row}.payment_method_id, ${row}.status_id, ${sign}, ${sign} * ${row}.amount_kurus)
   ON CONFLICT (payment_method_id, status_id) DO UPDATE SET
     refund_count = refund_count + excluded.refund_count, amount_kurus = amount_kurus + excluded.amount_kurus;`;

const CHANGED = (old: string, current: string) =>
  `${old}.payment_method_id <> ${current}.payment_method_id OR ${old}.status_id <> ${current}.status_id
   OR ${old}.amount_kurus <> ${current}.amount_kurus`;

const SQLITE_TOTALS_TRIGGERS = [
  `CREATE TRIGGER refund_totals_insert AFTER INSERT ON refunds BEGIN ${sqliteAdd('new', 1)} END`,
  `CREATE TRIGGER refund_totals_delete AFTER DELETE ON refunds BEGIN ${sqliteAdd('old', -1)} END`,
  `CREATE TRIGGER refund_totals_update AFTER UPDATE OF payment_method_id, status_id, amount_kurus ON refunds
     WHEN ${CHANGED('old', 'new')}
     BEGIN ${sqliteAdd('old', -1)} ${sqliteAdd('new', 1)} END`,
];

const pgNote = (row: 'NEW' | 'OLD', sign: 1 | -1) =>
  `INSERT INTO refund_total_changes (payment_method_id, status_id, refund_count, amount_kurus)
   VALUES (${row}.payment_method_id, ${row}.status_id, ${sign}, ${sign} * ${row}.amount_kurus);`;

/** A fixed key of the advisory lock that lets one process fold at a time. */
const REFUND_TOTALS_FOLD_LOCK = 4_151_001;

const POSTGRES_TOTALS_STATEMENTS = [
  `CREATE FUNCTION refund_totals_note() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND NOT (${CHANGED('OLD', 'NEW')}) THEN RETURN NULL; END IF;
     IF TG_OP IN ('DELETE', 'UPDATE') THEN ${pgNote('OLD', -1)} END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') THEN ${pgNote('NEW', 1)} END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER refund_totals_trigger
     AFTER INSERT OR DELETE OR UPDATE OF payment_method_id, status_id, amount_kurus ON refunds
     FOR EACH ROW EXECUTE FUNCTION refund_totals_note()`,
  // Moves the listed changes into the totals in one statement, the rows in key order; a second process
  // folding at the same time skips its turn.
  `CREATE FUNCTION refund_totals_fold() RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT pg_try_advisory_xact_lock(${REFUND_TOTALS_FOLD_LOCK}) THEN RETURN; END IF;
     WITH moved AS (DELETE FROM refund_total_changes RETURNING *)
     INSERT INTO refund_totals AS t (payment_method_id, status_id, refund_count, amount_kurus)
     SELECT payment_method_id, status_id, SUM(refund_count), SUM(amount_kurus) FROM moved
     GROUP BY 1, 2 ORDER BY 1, 2
     ON CONFLICT (payment_method_id, status_id) DO UPDATE SET
       refund_count = t.refund_count + EXCLUDED.refund_count,
       amount_kurus = t.amount_kurus + EXCLUDED.amount_kurus;
   END $$`,
];

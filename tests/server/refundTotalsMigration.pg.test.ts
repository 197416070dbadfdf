import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDatabase } from '../../server/db/seed.js';
import { ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.js';
import { rollupsAndDirectCounts } from './rollupCheck.js';

/**
 * Migration 0022 on a database in use: a server of the previous release (another machine) keeps writing
 * while the first process of the new release migrates. A write that commits while the backfill runs must
 * be counted once: in the backfill or through the trigger.
 */
let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.db.destroy();
  await database?.drop();
});

const refund = (i: number, status: number) => ({
  user_id: `U${i}`,
  login_id: `L${i}`,
  member_name: `Üye ${i}`,
  refund_name: `Alıcı ${i}`,
  reason_id: 1,
  payment_method_id: 4 + (i % 2),
  status_id: status,
  amount_kurus: 1000 + i,
  ticket_id: `T${i}`,
  created_at: Date.now(),
  updated_at: Date.now(),
});

/** Takes the database back to before migration 0022. */
async function undoTotalsMigration(db: DatabaseHandle['db']) {
  for (const statement of [
    'DROP TRIGGER refund_totals_trigger ON refunds',
    'DROP FUNCTION refund_totals_note()',
    'DROP FUNCTION refund_totals_fold()',
    'DROP TABLE refund_totals',
    'DROP TABLE refund_total_changes',
    `DELETE FROM kysely_migration WHERE name = '0022_refund_totals'`,
  ])
    await sql.raw(statement).execute(db);
}

describe('migration 0022 beside a writer', () => {
  it('counts a refund created and one moved by a transaction that commits while it migrates', async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR });
    await migrateToLatest(handle);
    await seedDatabase(handle, { username: 'admin', password: ADMIN_PASSWORD });
    await undoTotalsMigration(handle.db);
    await handle.db
      .insertInto('refunds')
      .values([refund(1, 1), refund(2, 1), refund(3, 2)])
      .execute();
    const moved = (await handle.db.selectFrom('refunds').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;

    const writer = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      const row = refund(4, 3);
      await writer.query(
        `INSERT INTO refunds (${Object.keys(row).join(', ')})
         VALUES (${Object.keys(row)
           .map((_, i) => `$${i + 1}`)
           .join(', ')})`,
        Object.values(row),
      );
      await writer.query('UPDATE refunds SET status_id = 4 WHERE id = $1', [moved]);
      const migrating = migrateToLatest(handle);
      // The migration goes on until it waits for the writer's lock on refunds; then the writer commits.
      const waiting = async () =>
        (await writer.query(`SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'refunds'::regclass`))
          .rowCount !== 0;
      for (let i = 0; i < 200 && !(await waiting()); i++) await new Promise((r) => setTimeout(r, 50));
      const waited = await waiting();
      await writer.query('COMMIT');
      await migrating;
      expect(waited).toBe(true);
    } finally {
      await writer.end();
    }
    const figures = await rollupsAndDirectCounts(handle.db);
    expect(figures.totals).toEqual(figures.totalsDirect);
  });
});

import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { setupTestServer } from './harness.js';
import { runMarkedStatementsPrepared } from '../../server/db/preparedStatements.js';
import { readPageRowsWithTotal } from '../../server/refunds/pageRowsWithTotal.js';
import { refundPageQueries } from '../../server/refunds/listQuery.js';
import { insertRefundRows } from './refundHelpers.js';
import type { Database } from '../../server/db/types.js';

const t = setupTestServer({ signInAdmin: true });

/**
 * Each list page read in one statement is kept prepared (48 per connection, 10 connections per process),
 * and each keeps a plan of the page, its rollup sum and the caller's fingerprint. What one connection
 * holds for them must stay within a budget the database server can afford for every connection of every
 * worker process: 8 MB per connection (80 MB per process). Measured on main: ~9 MB (created_at sort),
 * ~15 MB (member_name sort) per connection.
 */
const BUDGET_PER_CONNECTION = 8 * 1024 * 1024;

describe('memory kept by the page statements prepared on one PostgreSQL connection', () => {
  it.each(['created_at', 'member_name'])('sorted by %s: within the budget after 60 pages', async (field) => {
    await insertRefundRows(
      t.ctx,
      Array.from({ length: 50 }, (_, i) => ({
        user_id: `U${field}${i}`,
        login_id: `g${i}`,
        member_name: `Üye ${i}`,
        refund_name: `Alıcı ${i}`,
        reason_id: 1,
        payment_method_id: 4,
        status_id: 1,
        amount_kurus: 1000 + i,
        ticket_id: `T${i}`,
        mail_sent: 0,
        created_at: Date.now() - i * 1000,
        updated_at: Date.now(),
      })),
    );
    // One connection, set up as the application's pool sets up each of its own.
    const pool = new pg.Pool({ connectionString: t.database.env.DATABASE_URL, max: 1 });
    pool.on('connect', runMarkedStatementsPrepared);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const session = await db.selectFrom('sessions').select('id').executeTakeFirstOrThrow();
      const scope = { visibleMethodIds: [4, 5, 14] };
      const sort = { field, order: 'desc' as const };
      for (let offset = 0; offset < 60; offset++) {
        // A page is read in one statement from its second request on.
        for (let again = 0; again < 2; again++) {
          const read = await readPageRowsWithTotal(
            db,
            `memory-${field}-${offset}`,
            () => refundPageQueries(db, 'postgres', { statusId: 1 }, scope, sort, offset, 20),
            session.id,
          );
          expect(read === null).toBe(again === 0);
        }
      }
      const { rows } = await sql<{ bytes: string | null }>`SELECT sum(total_bytes) AS bytes
        FROM pg_backend_memory_contexts WHERE name LIKE 'CachedPlan%'`.execute(db);
      expect(Number(rows[0].bytes)).toBeLessThanOrEqual(BUDGET_PER_CONNECTION);
    } finally {
      await db.destroy();
    }
  });
});

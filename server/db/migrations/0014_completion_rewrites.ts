import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * Turning a status's completed flag on or off used to rewrite `completed_at` of all its refunds in the
 * trigger of that one UPDATE: hundreds of thousands of rows under the write lock for a minute. The
 * trigger goes; the status change records a `status_completion_rewrites` job in its transaction, and the
 * server rewrites the refunds in short transactions walking the ids (catalog/completionRewrites.ts).
 * `generation` tells a running rewrite that the flag changed again (it starts over); `lease_until` keeps
 * one server process on a job at a time and lets another take it over when that process dies.
 */
export function completionRewritesMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await sql`DROP TRIGGER IF EXISTS status_completion_trigger ON statuses`.execute(db);
        await sql`DROP FUNCTION IF EXISTS status_completion_change()`.execute(db);
      } else {
        await sql`DROP TRIGGER IF EXISTS status_completion_change`.execute(db);
      }
      await db.schema
        .createTable('status_completion_rewrites')
        .addColumn('status_id', 'integer', (c) =>
          c.primaryKey().references('statuses.id').onDelete('cascade'),
        )
        .addColumn('generation', 'integer', (c) => c.notNull())
        .addColumn('cursor_id', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}

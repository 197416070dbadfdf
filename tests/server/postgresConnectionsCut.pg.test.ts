import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/connection.js';
import { setupTestServer } from './harness.js';

const t = setupTestServer({ signInAdmin: true });

/** Ends every other connection to the test database, as a restarted or failed-over server would. */
async function cutEveryConnection() {
  const config = loadConfig({ ...process.env, ...t.database.env });
  const other = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(other.db);
  } finally {
    await other.db.destroy();
  }
}

describe('connections the database cuts', () => {
  it('are replaced: the server keeps running and its next requests (prepared statements too) answer', async () => {
    const list = () => t.call('GET', '/api/refunds?range=[0,4]', { token: t.admin });
    const answers = await Promise.all(Array.from({ length: 12 }, list));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    await cutEveryConnection();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 3; i++) {
      const again = await Promise.all(Array.from({ length: 12 }, list));
      expect(again.map((a) => a.status)).toEqual(Array(12).fill(200));
    }
    expect((await t.call('GET', '/api/auth/me', { token: t.admin })).status).toBe(200);
  });
});

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

const t = setupTestServer({ signInAdmin: true });

/**
 * PostgreSQL refuses new connections to the database (maintenance: ALLOW_CONNECTIONS false) while the
 * panel's idle connections are closed: every request needs a new one and is refused. The commit says a
 * server refusing connections answers 503 with Retry-After, never 500.
 */
describe('a database that refuses new connections', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    // Another database of the same server: a database's own sessions cannot disallow connections to it.
    const url = new URL(t.database.env.DATABASE_URL);
    const name = pg.escapeIdentifier(decodeURIComponent(url.pathname.slice(1)));
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1`,
        [decodeURIComponent(new URL(t.database.env.DATABASE_URL).pathname.slice(1))],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await t.call('GET', '/api/refunds?range=[0,9]', { token: t.admin });
        statuses.push(response.status);
        if (response.status === 503) expect(response.headers.get('retry-after')).toBe('1');
      }
      expect(statuses).toEqual([503, 503, 503]);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await t.call('GET', '/api/refunds?range=[0,9]', { token: t.admin })).status).toBe(200);
  });
});

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { cancelWaitingStatements } from './pgCancel.js';

const t = setupTestServer({ signInAdmin: true });

describe('a statement the database cancels', () => {
  it.each([
    ['the list', '/api/refunds?range=[0,9]'],
    ['a search', '/api/refunds?range=[0,9]&filter={"q":"kaya"}'],
    ['one refund', '/api/refunds/1'],
  ])('answers 503 with a Turkish message and Retry-After on %s, never 500', async (_kind, path) => {
    const locker = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
    // Another connection watches: within a transaction pg_stat_activity would not change.
    const watcher = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
    await Promise.all([locker.connect(), watcher.connect()]);
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE refunds IN ACCESS EXCLUSIVE MODE');
      const answer = t.call('GET', path, { token: t.admin });
      expect(await cancelWaitingStatements(watcher, answer)).toBeGreaterThan(0);
      const response = await answer;
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(
        'Veritabanı şu anda yanıt veremedi. Lütfen birazdan tekrar deneyin.',
      );
      expect(response.headers.get('retry-after')).toBe('1');
    } finally {
      await locker.query('ROLLBACK');
      await Promise.all([locker.end(), watcher.end()]);
    }
    expect((await t.call('GET', path, { token: t.admin })).status).not.toBe(503);
  });
});

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { cancelWaitingStatements } from './pgCancel.js';
import { refundFields } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

/**
 * The 503 of a cancelled statement says "try again in a moment" (Retry-After: 1), on the premise that
 * nothing was written. POST /refunds commits the refund, then reads it back in a statement of its own
 * (its approval subquery reads refund_approvals): when that read is cancelled the refund exists, and a
 * client that obeys Retry-After creates it a second time.
 */
describe('a statement cancelled after the write committed', () => {
  it('does not answer the retryable 503 for a refund that was created', async () => {
    const before = await t.rowCount('refunds');
    const locker = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
    const watcher = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
    await Promise.all([locker.connect(), watcher.connect()]);
    let status = 0;
    let retryAfter: string | null = null;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE refund_approvals IN ACCESS EXCLUSIVE MODE');
      const answer = t.callForm('POST', '/api/refunds', { token: t.admin, fields: refundFields() });
      expect(await cancelWaitingStatements(watcher, answer)).toBeGreaterThan(0);
      const response = await answer;
      status = response.status;
      retryAfter = response.headers.get('retry-after');
    } finally {
      await locker.query('ROLLBACK');
      await Promise.all([locker.end(), watcher.end()]);
    }
    const created = (await t.rowCount('refunds')) - before;
    expect({ status, retryAfter, created }).not.toEqual({ status: 503, retryAfter: '1', created: 1 });
  });
});

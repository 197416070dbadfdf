import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/connection.js';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

/** The list's total from its Content-Range, as react-admin reads it. */
async function listTotal(filter: Record<string, unknown> = {}): Promise<number> {
  const query = `range=[0,14]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const response = await t.call('GET', `/api/refunds?${query}`, { token: t.admin });
  expect(response.status).toBe(200);
  return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
}

describe('list totals are never older than the data', () => {
  it('counts a refund this server created at once, and one another server process changed', async () => {
    const first = await createRefundAs(t.server, t.admin);
    const before = await listTotal();
    expect(await listTotal()).toBe(before);
    await createRefundAs(t.server, t.admin);
    expect(await listTotal()).toBe(before + 1);

    const inReview = await listTotal({ status_id: 2 });
    // Another process on the same database: its own connection, its own commit.
    const config = loadConfig({ ...process.env, ...t.database.env });
    const other = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await other.db.updateTable('refunds').set({ status_id: 2 }).where('id', '=', first.id).execute();
    } finally {
      await other.db.destroy();
    }
    expect(await listTotal({ status_id: 2 })).toBe(inReview + 1);
  });
});

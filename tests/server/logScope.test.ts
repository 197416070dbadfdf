import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs, versionOf } from './refundHelpers.js';
let reader: string;
const t = setupTestServer({ signInAdmin: true });

interface LogRow {
  action: string;
  details: string;
}

const logs = async (token: string, path = '/api/logs', filter: Record<string, unknown> = {}) => {
  const query = new URLSearchParams({ range: '[0,499]', filter: JSON.stringify(filter) });
  const response = await t.call<LogRow[]>('GET', `${path}?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  ({ token: reader } = await t.signInWithRole('log_okuyucu', ['view_logs', 'view_refunds'], {
    methods: [4],
  }));

  // Rows about a refund, written before logs knew the refund's method.
  await t.ctx.db
    .insertInto('system_logs')
    .values({
      user_id: 1,
      username: 'admin',
      action: 'create_refund',
      details: 'İade oluşturuldu: #999 (Eski Gizli, Eski Alıcı)',
      ip_address: null,
      created_at: Date.now(),
      payment_method_id: 0,
    })
    .execute();

  const hidden = await createRefundAs(t.server, t.admin, {
    method: 5,
    member_name: 'Gizli Kişi',
    refund_name: 'Gizli Alıcı',
  });
  const shown = await createRefundAs(t.server, t.admin, {
    method: 4,
    member_name: 'Açık Kişi',
    refund_name: 'Açık Alıcı',
  });
  for (const refund of [hidden, shown]) {
    const status = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
      token: t.admin,
      body: { status_id: 2, version: await versionOf(t.server, refund.id) },
    });
    expect(status.status).toBe(200);
    const mail = await t.call('PUT', `/api/refunds/${refund.id}/mail-status`, {
      token: t.admin,
      body: { mail_sent: true },
    });
    expect(mail.status).toBe(200);
  }
  expect((await t.call('DELETE', `/api/refunds/${hidden.id}`, { token: t.admin })).status).toBe(200);
});

describe('system logs are scoped by the refund’s payment method', () => {
  it('hides every row about a refund of a method the reader may not see', async () => {
    const rows = await logs(reader);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Gizli');
    expect(text).toContain('Açık Kişi');
    for (const action of ['create_refund', 'update_refund_status', 'update_mail_status']) {
      expect(rows.filter((row) => row.action === action)).toHaveLength(1);
    }
    expect(rows.filter((row) => row.action === 'delete_refund')).toHaveLength(0);
  });

  it('applies the scope to the deletions list, the action list and the search', async () => {
    expect(await logs(reader, '/api/logs/deletions')).toEqual([]);
    expect(JSON.stringify(await logs(reader, '/api/logs/action/create_refund'))).not.toContain('Gizli');
    expect(await logs(reader, '/api/logs', { q: 'Gizli' })).toEqual([]);
    expect(await logs(reader, '/api/logs', { q: 'gizli alıcı' })).toEqual([]);
  });

  it('keeps rows about no refund visible, and shows everything to a reader of every method', async () => {
    const readerRows = await logs(reader);
    expect(readerRows.some((row) => row.action === 'login')).toBe(true);
    const all = JSON.stringify(await logs(t.admin));
    expect(all).toContain('Gizli Kişi');
    expect(all).toContain('Eski Gizli');
  });
});

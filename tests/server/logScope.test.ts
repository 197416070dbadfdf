import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  call,
  createRole,
  createUser,
  grantMethods,
  signIn,
  withTestServer,
  type TestServer,
} from './harness.js';
import { adminToken, createRefundAs, versionOf } from './refundHelpers.js';

let server: TestServer;
let admin: string;
let reader: string;
withTestServer((started) => {
  server = started;
});

interface LogRow {
  action: string;
  details: string;
}

const logs = async (token: string, path = '/api/logs', filter: Record<string, unknown> = {}) => {
  const query = new URLSearchParams({ range: '[0,499]', filter: JSON.stringify(filter) });
  const response = await call<LogRow[]>(server, 'GET', `${path}?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  admin = await adminToken(server);
  const roleId = await createRole(server.ctx, 'log_okuyucu', ['view_logs', 'view_refunds']);
  await grantMethods(server.ctx, roleId, [4]);
  await createUser(server.ctx, { username: 'log_okuyucu', password: ADMIN_PASSWORD, roleId });
  reader = await signIn(server, 'log_okuyucu', ADMIN_PASSWORD);

  // Rows about a refund, written before logs knew the refund's method.
  await server.ctx.db
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

  const hidden = await createRefundAs(server, admin, {
    method: 5,
    member_name: 'Gizli Kişi',
    refund_name: 'Gizli Alıcı',
  });
  const shown = await createRefundAs(server, admin, {
    method: 4,
    member_name: 'Açık Kişi',
    refund_name: 'Açık Alıcı',
  });
  for (const refund of [hidden, shown]) {
    const status = await call(server, 'PUT', `/api/refunds/${refund.id}/status`, {
      token: admin,
      body: { status_id: 2, version: await versionOf(server, refund.id) },
    });
    expect(status.status).toBe(200);
    const mail = await call(server, 'PUT', `/api/refunds/${refund.id}/mail-status`, {
      token: admin,
      body: { mail_sent: true },
    });
    expect(mail.status).toBe(200);
  }
  expect((await call(server, 'DELETE', `/api/refunds/${hidden.id}`, { token: admin })).status).toBe(200);
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
    const all = JSON.stringify(await logs(admin));
    expect(all).toContain('Gizli Kişi');
    expect(all).toContain('Eski Gizli');
  });
});

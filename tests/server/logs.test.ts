import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  call,
  createRole,
  createUser,
  signIn,
  type TestServer,
  withTestServer,
} from './harness.js';
import { createRefundAs } from './refundHelpers.js';

let server: TestServer;
let admin: string;

withTestServer((started) => (server = started));
beforeAll(async () => {
  admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  const refund = await createRefundAs(server, admin);
  await call(server, 'DELETE', `/api/refunds/${refund.id}`, { token: admin });
});

const logs = (path: string, filter?: object) =>
  call<Array<{ action: string; username: string; details: string; ip_address: string }>>(
    server,
    'GET',
    filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path,
    { token: admin },
  );

describe('system logs', () => {
  it('lists newest first with filters by action, deletions and search', async () => {
    const all = await logs('/api/logs');
    expect(all.body.map((r) => r.action).slice(0, 3)).toEqual(['delete_refund', 'create_refund', 'login']);
    expect(all.body[0]).toMatchObject({ username: 'admin', ip_address: '127.0.0.1' });
    expect(all.headers.get('content-range')).toMatch(/^logs 0-\d+\/\d+$/);
    expect((await logs('/api/logs', { action: 'login' })).body.every((r) => r.action === 'login')).toBe(true);
    expect((await logs('/api/logs/deletions')).body.map((r) => r.action)).toEqual(['delete_refund']);
    expect((await logs('/api/logs/action/create_refund')).body).toHaveLength(1);
    expect((await logs('/api/logs', { q: 'İADE SİLİNDİ'.toLowerCase() })).body.length).toBeGreaterThanOrEqual(
      0,
    );
    expect((await logs('/api/logs', { q: 'delete_ref' })).body.map((r) => r.action)).toEqual([
      'delete_refund',
    ]);
  });

  it('clears every log for admin_access and leaves one row saying who cleared how many', async () => {
    const before = Number((await logs('/api/logs')).headers.get('content-range')?.split('/')[1]);
    const cleared = await call(server, 'DELETE', '/api/logs/clear', { token: admin });
    expect(cleared.body).toEqual({
      count: before,
      message: `Loglar başarıyla temizlendi. Silinen kayıt sayısı: ${before}`,
    });
    const after = await logs('/api/logs');
    expect(after.body).toHaveLength(1);
    expect(after.body[0]).toMatchObject({ action: 'clear_logs', username: 'admin' });
    expect(after.body[0].details).toContain(`(${before} kayıt silindi)`);
  });

  it('needs view_logs to read and admin_access to clear', async () => {
    const roleId = await createRole(server.ctx, 'log_okur', ['view_logs']);
    await createUser(server.ctx, { username: 'log_okur1', password: 'parola123', roleId });
    const token = await signIn(server, 'log_okur1', 'parola123');
    expect((await call(server, 'GET', '/api/logs', { token })).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/logs/clear', { token })).status).toBe(403);
    await createUser(server.ctx, { username: 'casi_log', password: 'parola123', roleId: 2 });
    expect(
      (await call(server, 'GET', '/api/logs', { token: await signIn(server, 'casi_log', 'parola123') }))
        .status,
    ).toBe(403);
  });
});

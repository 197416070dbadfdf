import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const refund = await createRefundAs(t.server, t.admin);
  await t.call('DELETE', `/api/refunds/${refund.id}`, { token: t.admin });
});

const logs = (path: string, filter?: object) =>
  t.call<Array<{ action: string; username: string; details: string; ip_address: string }>>(
    'GET',
    filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path,
    { token: t.admin },
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
    const cleared = await t.call('DELETE', '/api/logs/clear', { token: t.admin });
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
    const { token } = await t.signInWithRole('log_okur1', ['view_logs']);
    expect((await t.call('GET', '/api/logs', { token })).status).toBe(200);
    expect((await t.call('DELETE', '/api/logs/clear', { token })).status).toBe(403);
    await t.createUser({ username: 'casi_log', password: 'parola123', roleId: 2 });
    expect(
      (await t.call('GET', '/api/logs', { token: await t.signIn('casi_log', 'parola123') })).status,
    ).toBe(403);
  });
});

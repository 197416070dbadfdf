import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
const t = setupTestServer({ signInAdmin: true });

const PASSWORD = 'parola123';
const users = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ username: `${prefix}_${i}`, password: PASSWORD, role_id: 2 }));
const importUsers = (body: unknown) =>
  t.call('POST', '/api/scripts/create-users-from-json', { token: t.admin, body });
const countUsers = async (prefix: string) =>
  (await t.ctx.db.selectFrom('users').select('id').where('username', 'like', `${prefix}_%`).execute()).length;

describe('POST /api/scripts/create-users-from-json', () => {
  it('refuses a 500-user file with a duplicate on its last entry at once, creating nobody', async () => {
    const list = users('kopya', 500);
    list[499] = { ...list[499], username: 'kopya_0' };
    const started = Date.now();
    const response = await importUsers(list);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { index: 499, username: 'kopya_0', message: 'Dosyada aynı kullanıcı adı birden fazla kez var' },
    ]);
    expect(elapsed).toBeLessThan(2000);
    expect(await countUsers('kopya')).toBe(0);
  }, 120_000);

  it('refuses a 500-user file naming an existing user at once', async () => {
    const list = users('mevcut', 500);
    list[499] = { ...list[499], username: 'Admin' };
    const started = Date.now();
    const response = await importUsers(list);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { index: 499, username: 'Admin', message: 'Bu kullanıcı adı zaten kullanılıyor' },
    ]);
    expect(await countUsers('mevcut')).toBe(0);
  }, 120_000);

  it('creates a large valid file in full without holding up other requests for its duration', async () => {
    const before = (await t.systemLogs('create_user')).length;
    const started = Date.now();
    const pending = importUsers(users('toplu', 80));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const probeStart = Date.now();
    const probe = await t.call('GET', '/api/auth/me', { token: t.admin });
    const probeTime = Date.now() - probeStart;
    const response = await pending;
    const importTime = Date.now() - started;
    expect(probe.status).toBe(200);
    expect(response.status).toBe(200);
    expect(response.body.created).toHaveLength(80);
    expect(await countUsers('toplu')).toBe(80);
    expect((await t.systemLogs('create_user')).length).toBe(before + 80);
    expect(probeTime).toBeLessThan(importTime / 2);
  }, 180_000);
});

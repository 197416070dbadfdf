import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  call,
  createUser,
  signIn,
  systemLogs,
  type TestServer,
  withTestServer,
} from './harness.js';
import { createRefundAs } from './refundHelpers.js';

let server: TestServer;
let admin: string;

withTestServer((started) => (server = started));
beforeAll(async () => {
  admin = await signIn(server, 'admin', ADMIN_PASSWORD);
});

describe('statuses, payment methods and reasons', () => {
  it('creates a status with defaults, edits it and deletes it', async () => {
    const created = await call(server, 'POST', '/api/statuses', {
      token: admin,
      body: { name: 'Ödeme Bekliyor' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ödeme Bekliyor',
      color: '#808080',
      display_order: 0,
      is_active: true,
      is_completed: false,
      message: 'Durum başarıyla eklendi',
    });
    const updated = await call(server, 'PUT', `/api/statuses/${created.body.id}`, {
      token: admin,
      body: { color: '#AA00CC', display_order: 9, is_active: false },
    });
    expect(updated.body).toMatchObject({
      name: 'Ödeme Bekliyor',
      color: '#aa00cc',
      display_order: 9,
      is_active: false,
      message: 'Durum başarıyla güncellendi',
    });
    expect(
      (await call(server, 'DELETE', `/api/statuses/${created.body.id}`, { token: admin })).body.message,
    ).toBe('Durum başarıyla silindi');
    expect((await systemLogs(server.ctx, 'delete_status')).length).toBe(1);
  });

  it.each([
    ['/api/statuses', {}, 'Durum adı gereklidir'],
    ['/api/statuses', { name: 'X', display_order: -1 }, 'Sıra 0 veya daha büyük bir tam sayı olmalıdır'],
    ['/api/statuses', { name: 'X', color: 'red' }, 'Renk #RRGGBB biçiminde olmalıdır'],
    ['/api/methods', { name: 'Yeni' }, 'Yöntem adı ve kodu gereklidir'],
    [
      '/api/methods',
      { name: 'Yeni', code: 'kötü kod' },
      'Kod yalnızca küçük harf, rakam ve alt çizgi içerebilir',
    ],
    ['/api/reasons', { code: 'x' }, 'Sebep adı ve kodu gereklidir'],
  ])('POST %s %j answers "%s"', async (path, body, message) => {
    const response = await call(server, 'POST', path, { token: admin, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('forces codes to lower case and refuses a used code with 409', async () => {
    const created = await call(server, 'POST', '/api/methods', {
      token: admin,
      body: { name: 'Papara', code: 'PAPARA_1', display_order: 4 },
    });
    expect(created.body).toMatchObject({ code: 'papara_1', is_active: true });
    expect(
      (
        await call(server, 'POST', '/api/methods', {
          token: admin,
          body: { name: 'İkinci', code: 'papara_1' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(server, 'POST', '/api/reasons', { token: admin, body: { name: 'Yeni', code: 'DIGER' } }))
        .status,
    ).toBe(409);
  });

  it('refuses deleting a status, method or reason that refunds use, and deletes nothing', async () => {
    await createRefundAs(server, admin, { method: 5, status: 2, reason_id: 3 });
    for (const [path, id] of [
      ['/api/statuses', 2],
      ['/api/methods', 5],
      ['/api/reasons', 3],
    ] as const) {
      const response = await call(server, 'DELETE', `${path}/${id}`, { token: admin });
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/pasif yapabilirsiniz/);
    }
    expect(
      (await call(server, 'GET', '/api/statuses', { token: admin })).body.some(
        (s: { id: number }) => s.id === 2,
      ),
    ).toBe(true);
  });

  it('needs the matching manage permission', async () => {
    await createUser(server.ctx, { username: 'casi_katalog', password: 'parola123', roleId: 2 });
    const token = await signIn(server, 'casi_katalog', 'parola123');
    expect((await call(server, 'POST', '/api/statuses', { token, body: { name: 'X' } })).status).toBe(403);
    expect((await call(server, 'DELETE', '/api/reasons/5', { token })).status).toBe(403);
    expect((await call(server, 'PUT', '/api/methods/4', { token, body: { name: 'X' } })).status).toBe(403);
  });
});

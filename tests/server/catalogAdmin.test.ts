import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

describe('statuses, payment methods and reasons', () => {
  it('creates a status with defaults, edits it and deletes it', async () => {
    const created = await t.call('POST', '/api/statuses', {
      token: t.admin,
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
    const updated = await t.call('PUT', `/api/statuses/${created.body.id}`, {
      token: t.admin,
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
      (await t.call('DELETE', `/api/statuses/${created.body.id}`, { token: t.admin })).body.message,
    ).toBe('Durum başarıyla silindi');
    expect((await t.systemLogs('delete_status')).length).toBe(1);
  });

  it('reads a null flag on an edit as not given, so the row keeps its flags', async () => {
    const created = await t.call('POST', '/api/statuses', { token: t.admin, body: { name: 'Boş Bayrak' } });
    const updated = await t.call('PUT', `/api/statuses/${created.body.id}`, {
      token: t.admin,
      body: { name: 'Boş Bayrak 2', is_active: null, is_completed: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Boş Bayrak 2', is_active: true, is_completed: false });
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
    const response = await t.call('POST', path, { token: t.admin, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('forces codes to lower case and refuses a used code with 409', async () => {
    const created = await t.call('POST', '/api/methods', {
      token: t.admin,
      body: { name: 'Papara', code: 'PAPARA_1', display_order: 4 },
    });
    expect(created.body).toMatchObject({ code: 'papara_1', is_active: true });
    expect(
      (
        await t.call('POST', '/api/methods', {
          token: t.admin,
          body: { name: 'İkinci', code: 'papara_1' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await t.call('POST', '/api/reasons', { token: t.admin, body: { name: 'Yeni', code: 'DIGER' } }))
        .status,
    ).toBe(409);
  });

  it('refuses a name another row of the same list has, Turkish case aside, and keeps the list unchanged', async () => {
    const created = await t.call('POST', '/api/statuses', { token: t.admin, body: { name: 'İncelemede' } });
    expect(created.status).toBe(201);
    const again = await t.call('POST', '/api/statuses', { token: t.admin, body: { name: ' incelemede ' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu ad zaten kullanılıyor');
    const other = await t.call('POST', '/api/statuses', { token: t.admin, body: { name: 'Kontrolde' } });
    const renamed = await t.call('PUT', `/api/statuses/${other.body.id}`, {
      token: t.admin,
      body: { name: 'İNCELEMEDE' },
    });
    expect(renamed.status).toBe(409);
    // A row keeps its own name when edited.
    const kept = await t.call('PUT', `/api/statuses/${created.body.id}`, {
      token: t.admin,
      body: { name: 'İncelemede', color: '#123456' },
    });
    expect(kept.status).toBe(200);
    const names = (
      await t.call<Array<{ name: string }>>('GET', '/api/statuses', { token: t.admin })
    ).body.map((row) => row.name);
    expect(names.filter((name) => name === 'İncelemede')).toHaveLength(1);
    expect(names).toContain('Kontrolde');
  });

  it.each([
    ['a zero-width space', 'Beklemede\u200b'],
    ['a word joiner', '\u2060Beklemede'],
    ['a doubled inner space', 'Bekle  mede'],
    ['a tab and a line break', 'Bekle\t\nmede'],
  ])('stores a name the way it looks: %s is not a second name', async (_case, variant) => {
    const base = variant.includes('mede') && !variant.includes('Beklemede') ? 'Bekle mede' : 'Beklemede';
    await t.call('POST', '/api/statuses', { token: t.admin, body: { name: base } });
    const again = await t.call('POST', '/api/statuses', { token: t.admin, body: { name: variant } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu ad zaten kullanılıyor');
  });

  it('refuses deleting a status, method or reason that refunds use, and deletes nothing', async () => {
    await createRefundAs(t.server, t.admin, { method: 5, status: 2, reason_id: 3 });
    for (const [path, id] of [
      ['/api/statuses', 2],
      ['/api/methods', 5],
      ['/api/reasons', 3],
    ] as const) {
      const response = await t.call('DELETE', `${path}/${id}`, { token: t.admin });
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/pasif yapabilirsiniz/);
    }
    expect(
      (await t.call('GET', '/api/statuses', { token: t.admin })).body.some((s: { id: number }) => s.id === 2),
    ).toBe(true);
  });

  it('needs the matching manage permission', async () => {
    await t.createUser({ username: 'casi_katalog', password: 'parola123', roleId: 2 });
    const token = await t.signIn('casi_katalog', 'parola123');
    expect((await t.call('POST', '/api/statuses', { token, body: { name: 'X' } })).status).toBe(403);
    expect((await t.call('DELETE', '/api/reasons/5', { token })).status).toBe(403);
    expect((await t.call('PUT', '/api/methods/4', { token, body: { name: 'X' } })).status).toBe(403);
  });
});

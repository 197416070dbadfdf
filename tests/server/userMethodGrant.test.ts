import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type ApiResponse } from './harness.js';
let blindManager: string;
let oneMethodManager: string;
/** Roles holding view_refunds that see every payment method, the first two, the first one and none. */
const roleSeeing = {} as Record<'all' | 'two' | 'one' | 'none', number>;
let wideHolderId: number;
let narrowHolderId: number;
let methods: number[];

const PASSWORD = 'parola123';
const GRANT = 'Göremediğiniz ödeme yöntemlerini gören bir rolü atayamazsınız';
const TARGET = 'Göremediğiniz ödeme yöntemlerini gören bir kullanıcıyı değiştiremezsiniz';

const t = setupTestServer();
beforeAll(async () => {
  methods = (await t.ctx.db.selectFrom('payment_methods').select('id').orderBy('id').execute()).map(
    (m) => m.id,
  );
  blindManager = (await t.signInWithRole('kor_kisi', ['manage_users', 'view_refunds'])).token;
  oneMethodManager = (
    await t.signInWithRole('tek_kisi', ['manage_users', 'view_refunds'], { methods: [methods[0]] })
  ).token;
  roleSeeing.all = await t.createRole('her_yontem', ['view_refunds'], methods);
  roleSeeing.two = await t.createRole('iki_yontem', ['view_refunds'], [methods[0], methods[1]]);
  roleSeeing.one = await t.createRole('bir_yontem', ['view_refunds'], [methods[0]]);
  roleSeeing.none = await t.createRole('yontemsiz', ['view_refunds']);
  wideHolderId = await t.createUser({
    username: 'genis_kisi',
    password: PASSWORD,
    roleId: roleSeeing.all,
  });
  narrowHolderId = await t.createUser({
    username: 'dar_kisi',
    password: PASSWORD,
    roleId: roleSeeing.none,
  });
});

const post = (token: string, body: object) => t.call('POST', '/api/users', { token, body });
const put = (token: string, id: number, body: object) => t.call('PUT', `/api/users/${id}`, { token, body });
const usernames = async () =>
  (await t.ctx.db.selectFrom('users').select('username').execute()).map((u) => u.username);

const expectRefused = (response: Promise<ApiResponse>, message: string) =>
  t.expectRefused('forbidden_user_change', () => response, message);

describe('granting roles that see more payment methods', () => {
  it('a manager that sees no refunds cannot create a user seeing every method', async () => {
    await expectRefused(
      post(blindManager, { username: 'her_sey', password: PASSWORD, role_id: roleSeeing.all }),
      GRANT,
    );
    expect(await usernames()).not.toContain('her_sey');
    const imported = await t.call('POST', '/api/scripts/create-users-from-json', {
      token: blindManager,
      body: [{ username: 'her_sey2', password: PASSWORD, role_id: roleSeeing.all }],
    });
    expect(imported.status).toBe(403);
    expect(imported.body.errors).toEqual([{ index: 0, username: 'her_sey2', message: GRANT }]);
    expect(await usernames()).not.toContain('her_sey2');
  });

  it('nor move a user to such a role, nor reset the password of its holder', async () => {
    await expectRefused(put(blindManager, narrowHolderId, { role_id: roleSeeing.all }), GRANT);
    await expectRefused(put(blindManager, wideHolderId, { password: 'Ele-Gecir-123' }), TARGET);
    await expectRefused(put(blindManager, wideHolderId, { full_name: 'Değişti' }), TARGET);
    await expectRefused(t.call('DELETE', `/api/users/${wideHolderId}`, { token: blindManager }), TARGET);
    expect(
      await t.ctx.db
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', narrowHolderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ role_id: roleSeeing.none });
  });

  it('grants roles within the methods it sees', async () => {
    expect(
      (await post(blindManager, { username: 'yontemsiz_yeni', password: PASSWORD, role_id: roleSeeing.none }))
        .status,
    ).toBe(201);
    await expectRefused(
      post(oneMethodManager, { username: 'iki_yeni', password: PASSWORD, role_id: roleSeeing.two }),
      GRANT,
    );
    expect(
      (await post(oneMethodManager, { username: 'bir_yeni', password: PASSWORD, role_id: roleSeeing.one }))
        .status,
    ).toBe(201);
    expect((await put(oneMethodManager, narrowHolderId, { role_id: roleSeeing.one })).status).toBe(200);
    expect((await put(oneMethodManager, narrowHolderId, { password: 'Yeni-Parola-9' })).status).toBe(200);
  });
});

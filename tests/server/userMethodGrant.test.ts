import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type ApiResponse } from './harness.js';
let blindManager: string;
let oneMethodManager: string;
let allMethodsRole: number;
let twoMethodsRole: number;
let oneMethodRole: number;
let noMethodRole: number;
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
  const blindRole = await t.createRole('kor_yonetici', ['manage_users', 'view_refunds']);
  await t.createUser({ username: 'kor_kisi', password: PASSWORD, roleId: blindRole });
  blindManager = await t.signIn('kor_kisi', PASSWORD);
  const oneManagerRole = await t.createRole('tek_yonetici', ['manage_users', 'view_refunds']);
  await t.grantMethods(oneManagerRole, [methods[0]]);
  await t.createUser({ username: 'tek_kisi', password: PASSWORD, roleId: oneManagerRole });
  oneMethodManager = await t.signIn('tek_kisi', PASSWORD);
  allMethodsRole = await t.createRole('her_yontem', ['view_refunds']);
  await t.grantMethods(allMethodsRole, methods);
  twoMethodsRole = await t.createRole('iki_yontem', ['view_refunds']);
  await t.grantMethods(twoMethodsRole, [methods[0], methods[1]]);
  oneMethodRole = await t.createRole('bir_yontem', ['view_refunds']);
  await t.grantMethods(oneMethodRole, [methods[0]]);
  noMethodRole = await t.createRole('yontemsiz', ['view_refunds']);
  wideHolderId = await t.createUser({
    username: 'genis_kisi',
    password: PASSWORD,
    roleId: allMethodsRole,
  });
  narrowHolderId = await t.createUser({
    username: 'dar_kisi',
    password: PASSWORD,
    roleId: noMethodRole,
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
      post(blindManager, { username: 'her_sey', password: PASSWORD, role_id: allMethodsRole }),
      GRANT,
    );
    expect(await usernames()).not.toContain('her_sey');
    const imported = await t.call('POST', '/api/scripts/create-users-from-json', {
      token: blindManager,
      body: [{ username: 'her_sey2', password: PASSWORD, role_id: allMethodsRole }],
    });
    expect(imported.status).toBe(403);
    expect(imported.body.errors).toEqual([{ index: 0, username: 'her_sey2', message: GRANT }]);
    expect(await usernames()).not.toContain('her_sey2');
  });

  it('nor move a user to such a role, nor reset the password of its holder', async () => {
    await expectRefused(put(blindManager, narrowHolderId, { role_id: allMethodsRole }), GRANT);
    await expectRefused(put(blindManager, wideHolderId, { password: 'Ele-Gecir-123' }), TARGET);
    await expectRefused(put(blindManager, wideHolderId, { full_name: 'Değişti' }), TARGET);
    await expectRefused(t.call('DELETE', `/api/users/${wideHolderId}`, { token: blindManager }), TARGET);
    expect(
      await t.ctx.db
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', narrowHolderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ role_id: noMethodRole });
  });

  it('grants roles within the methods it sees', async () => {
    expect(
      (await post(blindManager, { username: 'yontemsiz_yeni', password: PASSWORD, role_id: noMethodRole }))
        .status,
    ).toBe(201);
    await expectRefused(
      post(oneMethodManager, { username: 'iki_yeni', password: PASSWORD, role_id: twoMethodsRole }),
      GRANT,
    );
    expect(
      (await post(oneMethodManager, { username: 'bir_yeni', password: PASSWORD, role_id: oneMethodRole }))
        .status,
    ).toBe(201);
    expect((await put(oneMethodManager, narrowHolderId, { role_id: oneMethodRole })).status).toBe(200);
    expect((await put(oneMethodManager, narrowHolderId, { password: 'Yeni-Parola-9' })).status).toBe(200);
  });
});

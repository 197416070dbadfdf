import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type ApiResponse } from './harness.js';
let panelRole: number;
let panelUser: string;
let methodManager: string;
let methodManagerRole: number;
let otherRole: number;
let allMethods: number[];

const PASSWORD = 'parola123';
const OWN_ROLE = 'Kendi rolünüzün ödeme yöntemlerini yalnızca bir yönetici değiştirebilir';
const UNSEEN = 'Yalnızca kendi görebildiğiniz ödeme yöntemlerini atayabilir veya kaldırabilirsiniz';

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const methods = await t.ctx.db.selectFrom('payment_methods').select('id').orderBy('id').execute();
  allMethods = methods.map((m) => m.id);
  panelRole = await t.createRole('panel_gozlemci', ['view_admin_panel', 'view_refunds']);
  await t.grantMethods(panelRole, [allMethods[0]]);
  await t.createUser({ username: 'panel_kisi', password: PASSWORD, roleId: panelRole });
  panelUser = await t.signIn('panel_kisi', PASSWORD);
  methodManagerRole = await t.createRole('yontem_yonetici', ['manage_payment_methods']);
  await t.createUser({ username: 'yontem_kisi', password: PASSWORD, roleId: methodManagerRole });
  methodManager = await t.signIn('yontem_kisi', PASSWORD);
  otherRole = await t.createRole('baska_ekip', ['view_refunds']);
  await t.grantMethods(otherRole, [allMethods[1]]);
});

const putMethods = (token: string, roleId: number, ids: number[]) =>
  t.call('PUT', `/api/roles/${roleId}/payment-methods`, { token, body: { paymentMethodIds: ids } });
const methodsOf = async (roleId: number) =>
  (
    await t.ctx.db
      .selectFrom('role_payment_methods')
      .select('payment_method_id')
      .where('role_id', '=', roleId)
      .orderBy('payment_method_id')
      .execute()
  ).map((r) => r.payment_method_id);

const expectRefused = (response: Promise<ApiResponse>, message: string) =>
  t.expectRefused('forbidden_role_change', () => response, message);

describe('role payment methods', () => {
  it('a view_admin_panel holder cannot widen its own role to every method', async () => {
    await expectRefused(putMethods(panelUser, panelRole, allMethods), OWN_ROLE);
    expect(await methodsOf(panelRole)).toEqual([allMethods[0]]);
    const refunds = await t.call('GET', '/api/methods', { token: panelUser });
    expect(refunds.status).toBe(200);
  });

  it('nor change its own role even within what it sees', async () => {
    await expectRefused(putMethods(panelUser, panelRole, []), OWN_ROLE);
    expect(await methodsOf(panelRole)).toEqual([allMethods[0]]);
  });

  it('assigns to another role only methods it sees, and removes none it does not see', async () => {
    await expectRefused(putMethods(panelUser, otherRole, [allMethods[1], allMethods[2]]), UNSEEN);
    await expectRefused(putMethods(panelUser, otherRole, [allMethods[0]]), UNSEEN);
    expect(await methodsOf(otherRole)).toEqual([allMethods[1]]);
    const within = await putMethods(panelUser, otherRole, [allMethods[1], allMethods[0]]);
    expect(within.status).toBe(200);
    expect(await methodsOf(otherRole)).toEqual([allMethods[0], allMethods[1]]);
    const back = await putMethods(panelUser, otherRole, [allMethods[1]]);
    expect(back.status).toBe(200);
  });

  it('a manage_payment_methods holder sees every method: it sets other roles freely but not its own', async () => {
    expect((await putMethods(methodManager, otherRole, allMethods)).status).toBe(200);
    expect(await methodsOf(otherRole)).toEqual(allMethods);
    await expectRefused(putMethods(methodManager, methodManagerRole, [allMethods[0]]), OWN_ROLE);
    expect((await putMethods(methodManager, otherRole, [allMethods[1]])).status).toBe(200);
  });

  it('an administrator changes any custom role, an admin_access role its own too', async () => {
    expect((await putMethods(t.admin, panelRole, [allMethods[0], allMethods[3]])).status).toBe(200);
    const adminAccessRole = await t.createRole('tam_yetki', ['admin_access', 'view_admin_panel']);
    await t.createUser({ username: 'tam_kisi', password: PASSWORD, roleId: adminAccessRole });
    const token = await t.signIn('tam_kisi', PASSWORD);
    expect((await putMethods(token, adminAccessRole, allMethods)).status).toBe(200);
    expect((await putMethods(t.admin, panelRole, [allMethods[0]])).status).toBe(200);
  });
});

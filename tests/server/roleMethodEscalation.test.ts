import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type ApiResponse, type RoleCaller } from './harness.js';
/** A view_admin_panel holder that sees the first method, and a manage_payment_methods holder. */
let panel: RoleCaller;
let methodManager: RoleCaller;
let otherRole: number;
let allMethods: number[];

const OWN_ROLE = 'Kendi rolünüzün ödeme yöntemlerini yalnızca bir yönetici değiştirebilir';
const UNSEEN = 'Yalnızca kendi görebildiğiniz ödeme yöntemlerini atayabilir veya kaldırabilirsiniz';

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const methods = await t.ctx.db.selectFrom('payment_methods').select('id').orderBy('id').execute();
  allMethods = methods.map((m) => m.id);
  panel = await t.signInWithRole('panel_kisi', ['view_admin_panel', 'view_refunds'], {
    methods: [allMethods[0]],
  });
  methodManager = await t.signInWithRole('yontem_kisi', ['manage_payment_methods']);
  otherRole = await t.createRole('baska_ekip', ['view_refunds'], [allMethods[1]]);
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
    await expectRefused(putMethods(panel.token, panel.roleId, allMethods), OWN_ROLE);
    expect(await methodsOf(panel.roleId)).toEqual([allMethods[0]]);
    const refunds = await t.call('GET', '/api/methods', { token: panel.token });
    expect(refunds.status).toBe(200);
  });

  it('nor change its own role even within what it sees', async () => {
    await expectRefused(putMethods(panel.token, panel.roleId, []), OWN_ROLE);
    expect(await methodsOf(panel.roleId)).toEqual([allMethods[0]]);
  });

  it('assigns to another role only methods it sees, and removes none it does not see', async () => {
    await expectRefused(putMethods(panel.token, otherRole, [allMethods[1], allMethods[2]]), UNSEEN);
    await expectRefused(putMethods(panel.token, otherRole, [allMethods[0]]), UNSEEN);
    expect(await methodsOf(otherRole)).toEqual([allMethods[1]]);
    const within = await putMethods(panel.token, otherRole, [allMethods[1], allMethods[0]]);
    expect(within.status).toBe(200);
    expect(await methodsOf(otherRole)).toEqual([allMethods[0], allMethods[1]]);
    const back = await putMethods(panel.token, otherRole, [allMethods[1]]);
    expect(back.status).toBe(200);
  });

  it('a manage_payment_methods holder sees every method: it sets other roles freely but not its own', async () => {
    expect((await putMethods(methodManager.token, otherRole, allMethods)).status).toBe(200);
    expect(await methodsOf(otherRole)).toEqual(allMethods);
    await expectRefused(putMethods(methodManager.token, methodManager.roleId, [allMethods[0]]), OWN_ROLE);
    expect((await putMethods(methodManager.token, otherRole, [allMethods[1]])).status).toBe(200);
  });

  it('an administrator changes any custom role, an admin_access role its own too', async () => {
    expect((await putMethods(t.admin, panel.roleId, [allMethods[0], allMethods[3]])).status).toBe(200);
    const full = await t.signInWithRole('tam_kisi', ['admin_access', 'view_admin_panel']);
    expect((await putMethods(full.token, full.roleId, allMethods)).status).toBe(200);
    expect((await putMethods(t.admin, panel.roleId, [allMethods[0]])).status).toBe(200);
  });
});

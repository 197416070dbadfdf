import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';
import { createRefundAs, refundFields, type RefundBody, versionOf } from './refundHelpers.js';

/** Ways around the four-eyes approval that must stay closed: create, edit after asking, raise, race. */
const t = setupTestServer({ signInAdmin: true });

/** Seeded statuses: 1 Beklemede (first by display order), 4 Tamamlandı (the completed one). */
const PENDING = 1;
const COMPLETED = 4;

const MESSAGES = {
  createdWithRequest:
    'İade oluşturuldu; Tamamlandı durumu onaya gönderildi. İkinci bir yetkilinin onayı bekleniyor.',
  noStartStatus:
    'Bu tutarda onay gerektirmeyen etkin bir durum olmadığı için iade oluşturulamadı; bir yöneticiye başvurun',
  changed: 'İade talepten sonra değiştiği için talep geçersiz oldu; gerekirse yeniden onaya gönderin',
  gatedRaise: 'Onay gerektiren durumdaki bir iadenin tutarı onay eşiğinin üzerine çıkarılamaz',
};

let requester = '';
let approver = '';

const settings = (body: Record<string, unknown>) =>
  t.call('PUT', '/api/approval-settings', { token: t.admin, body });
const ON = { enabled: true, threshold: '10000', status_ids: null };

beforeAll(async () => {
  await t.createUser({ username: 'talepci', password: ADMIN_PASSWORD, roleId: 2 });
  requester = await t.signIn('talepci', ADMIN_PASSWORD);
  approver = (
    await t.signInWithRole('onayci', ['view_refunds', 'approve_refunds', 'view_payment_methods'], {
      methods: [4, 5],
      role: 'onaylayici',
    })
  ).token;
  const saved = await settings(ON);
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
});

const refundNow = async (id: number) => (await t.call('GET', `/api/refunds/${id}`, { token: t.admin })).body;
const actionsOf = async (id: number) =>
  ((await t.call('GET', `/api/logs/refund/${id}`, { token: t.admin })).body as RefundBody[]).map(
    (row) => row.action,
  );
const requestOf = (id: number) =>
  t.ctx.db.selectFrom('refund_approvals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const approve = (id: number) => t.call('POST', `/api/approvals/${id}/approve`, { token: approver, body: {} });
const askCompletion = async (refund: RefundBody) =>
  t.call('PUT', `/api/refunds/${refund.id}/status`, {
    token: requester,
    body: { status_id: COMPLETED, version: await versionOf(t.server, refund.id) },
  });
const refundCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('refunds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating a refund straight into a status that needs approval', () => {
  it('creates it in the first status needing none and records the asked status as a request', async () => {
    const created = await t.callForm('POST', '/api/refunds', {
      token: requester,
      fields: refundFields({ amount: '500000', status: COMPLETED }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status_id: PENDING, amount: 500000 });
    expect(created.body.approval).toMatchObject({ to_status_id: COMPLETED, to_status_name: 'Tamamlandı' });
    expect(created.body.message).toBe(MESSAGES.createdWithRequest);
    const request = await requestOf(created.body.approval.id);
    expect(request).toMatchObject({
      state: 'pending',
      from_status_id: PENDING,
      to_status_id: COMPLETED,
      refund_version: await versionOf(t.server, created.body.id),
    });
    expect(await actionsOf(created.body.id)).toEqual(
      expect.arrayContaining(['create_refund', 'approval_requested']),
    );
    // The second person's approval then completes it.
    const decided = await approve(created.body.approval.id);
    expect(decided.status).toBe(200);
    expect((await refundNow(created.body.id)).status_id).toBe(COMPLETED);
  });

  it('still completes a refund below the threshold at once', async () => {
    const created = await t.callForm('POST', '/api/refunds', {
      token: requester,
      fields: refundFields({ amount: '9999.99', status: COMPLETED }),
    });
    expect(created.status).toBe(201);
    expect(created.body.status_id).toBe(COMPLETED);
    expect(created.body.approval).toBeUndefined();
  });

  it('is refused with nothing written when every active status needs approval', async () => {
    const statuses = await t.ctx.db.selectFrom('statuses').select('id').where('is_active', '=', 1).execute();
    expect((await settings({ ...ON, status_ids: statuses.map((s) => s.id) })).status).toBe(200);
    try {
      const before = await refundCount();
      const created = await t.callForm('POST', '/api/refunds', {
        token: requester,
        fields: refundFields({ amount: '500000', status: COMPLETED }),
      });
      expect(created.status).toBe(409);
      expect(created.body.message).toBe(MESSAGES.noStartStatus);
      expect(await refundCount()).toBe(before);
    } finally {
      await settings(ON);
    }
  });
});

describe('a request is decided on the refund as it was asked about', () => {
  it('voids the request when the recipient was edited after asking', async () => {
    const refund = await createRefundAs(t.server, t.admin, { amount: '25000.00' });
    const asked = await askCompletion(refund);
    expect(asked.body.approval).toBeDefined();
    const edit = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: {
        refund_name: 'Talepçinin Kendisi',
        user_id: 'U-TALEPCI',
        version: await versionOf(t.server, refund.id),
      },
    });
    expect(edit.status).toBe(200);
    const decided = await approve(asked.body.approval.id);
    expect(decided.status).toBe(409);
    expect(decided.body.message).toBe(MESSAGES.changed);
    expect((await requestOf(asked.body.approval.id)).state).toBe('outdated');
    expect((await refundNow(refund.id)).status_id).toBe(PENDING);
    expect(await actionsOf(refund.id)).toContain('approval_outdated');
  });

  it('approves a request made by the same edit that changed other fields', async () => {
    const refund = await createRefundAs(t.server, t.admin, { amount: '25000.00' });
    const edit = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: { refund_name: 'Yeni Alıcı', status: COMPLETED, version: await versionOf(t.server, refund.id) },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.approval).toBeDefined();
    const decided = await approve(edit.body.approval.id);
    expect(decided.status).toBe(200);
    expect(await refundNow(refund.id)).toMatchObject({ status_id: COMPLETED, refund_name: 'Yeni Alıcı' });
  });

  // PostgreSQL only: an edit committing between the approval's read and its write (held here by a row lock).
  it('voids the request when an edit commits while approving', async () => {
    if (t.ctx.dialect !== 'postgres') return;
    const refund = await createRefundAs(t.server, t.admin, { amount: '25000.00' });
    const asked = await askCompletion(refund);
    let decided: Awaited<ReturnType<typeof approve>> | undefined;
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('refunds')
        .set({ refund_name: 'Araya Giren', version: sql<number>`version + 1` })
        .where('id', '=', refund.id)
        .execute();
      const pending = approve(asked.body.approval.id).then((answer) => (decided = answer));
      await new Promise((resolve) => setTimeout(resolve, 500));
      void pending;
    });
    await expect.poll(() => decided, { timeout: 5000 }).toBeDefined();
    expect(decided?.status).toBe(409);
    expect(decided?.body.message).toBe(MESSAGES.changed);
    expect((await requestOf(asked.body.approval.id)).state).toBe('outdated');
    expect((await refundNow(refund.id)).status_id).toBe(PENDING);
  });
});

describe('raising the amount of a refund in a status that needs approval', () => {
  it('is refused with nothing written; lowering it or leaving the status is allowed', async () => {
    const refund = await createRefundAs(t.server, t.admin, { amount: '100.00' });
    const done = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
      token: requester,
      body: { status_id: COMPLETED, version: await versionOf(t.server, refund.id) },
    });
    expect(done.body.changed).toBe(true);
    const version = await versionOf(t.server, refund.id);
    const raised = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: { amount: '900000.00', refund_name: 'Başka Alıcı', version },
    });
    expect(raised.status).toBe(409);
    expect(raised.body.message).toBe(MESSAGES.gatedRaise);
    expect(await refundNow(refund.id)).toMatchObject({ amount: 100, status_id: COMPLETED });
    expect(await versionOf(t.server, refund.id)).toBe(version);
    const lowered = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: { amount: '90.00', version },
    });
    expect(lowered.status).toBe(200);
    const leaving = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: { amount: '900000.00', status: PENDING, version: await versionOf(t.server, refund.id) },
    });
    expect(leaving.status).toBe(200);
    expect(await refundNow(refund.id)).toMatchObject({ amount: 900000, status_id: PENDING });
  });
});

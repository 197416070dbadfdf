import { beforeAll, describe, expect, it } from 'vitest';
import { withFakeHelpdesk } from './fakeHelpdesk.js';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';
import { createRefundAs, type RefundBody, versionOf } from './refundHelpers.js';
import { rollupsAndDirectCounts } from './rollupCheck.js';

const env: Record<string, string> = {};
const fake = withFakeHelpdesk(env, 400);
const t = setupTestServer({ env, signInAdmin: true });

/** Seeded statuses: 1 Beklemede, 2 İnceleniyor, 4 Tamamlandı (the completed one). */
const COMPLETED = 4;
const BIG = '25000.00';
const SMALL = '999.99';

const MESSAGES = {
  requested: 'Durum değişikliği onaya gönderildi: Tamamlandı. İkinci bir yetkilinin onayı bekleniyor.',
  self: 'Kendi talebinizi onaylayamaz veya reddedemezsiniz; kararı başka bir yetkili vermeli',
  pending: 'Bu iade için onay bekleyen bir durum değişikliği zaten var; önce o talep karara bağlanmalı',
  decided: 'Bu talep zaten karara bağlanmış veya geçersiz olmuş',
  changed: 'İade talepten sonra değiştiği için talep geçersiz oldu; gerekirse yeniden onaya gönderin',
};

/** The requester works the refunds (casi); the approvers may approve, one of them sees method 6 only. */
let requester = '';
let approver = '';
let secondApprover = '';
let otherMethodApprover = '';

beforeAll(async () => {
  await t.createUser({ username: 'talepci', password: ADMIN_PASSWORD, roleId: 2 });
  requester = await t.signIn('talepci', ADMIN_PASSWORD);
  approver = (
    await t.signInWithRole(
      'onayci',
      ['view_refunds', 'approve_refunds', 'view_payment_methods', 'update_refund_status'],
      {
        methods: [4, 5],
        role: 'onaylayici',
      },
    )
  ).token;
  secondApprover = await (async () => {
    const roleId = (
      await t.ctx.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'onaylayici')
        .executeTakeFirstOrThrow()
    ).id;
    await t.createUser({ username: 'onayci2', password: ADMIN_PASSWORD, roleId });
    return t.signIn('onayci2', ADMIN_PASSWORD);
  })();
  otherMethodApprover = (
    await t.signInWithRole('baska_yontem', ['view_refunds', 'approve_refunds'], { methods: [6] })
  ).token;
  const mapping = await t.call('POST', '/api/status-canned-responses', {
    token: t.admin,
    body: {
      status_id: COMPLETED,
      canned_response_id: 'cr-approved',
      canned_response_name: 'İade onaylandı',
      is_active: true,
    },
  });
  if (mapping.status !== 201) throw new Error(JSON.stringify(mapping.body));
  const saved = await t.call('PUT', '/api/approval-settings', {
    token: t.admin,
    body: { enabled: true, threshold: '10000', status_ids: null },
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
});

const setStatus = async (token: string, refund: RefundBody, statusId: number) =>
  t.call('PUT', `/api/refunds/${refund.id}/status`, {
    token,
    body: { status_id: statusId, version: await versionOf(t.server, refund.id) },
  });
const refundNow = async (id: number) => (await t.call('GET', `/api/refunds/${id}`, { token: t.admin })).body;
const actionsOf = async (id: number) =>
  ((await t.call('GET', `/api/logs/refund/${id}`, { token: t.admin })).body as RefundBody[]).map(
    (row) => row.action,
  );
/** A big refund on method 4 whose completion the requester asked for; answers the refund and request id. */
async function requestedCompletion(amount = BIG, token = requester) {
  const refund = await createRefundAs(t.server, t.admin, { amount });
  const response = await setStatus(token, refund, COMPLETED);
  expect(response.status).toBe(200);
  expect(response.body.approval).toBeDefined();
  return { refund, approvalId: response.body.approval.id as number };
}

describe('approval settings', () => {
  it('are read by any signed-in user, changed by admins only, validated and logged', async () => {
    const read = await t.call('GET', '/api/approval-settings', { token: requester });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      enabled: true,
      threshold: 10000,
      status_ids: [COMPLETED],
      follows_completed: true,
    });
    const body = { enabled: true, threshold: '5000', status_ids: [COMPLETED] };
    expect((await t.call('PUT', '/api/approval-settings', { token: requester, body })).status).toBe(403);
    expect((await t.call('PUT', '/api/approval-settings', { token: approver, body })).status).toBe(403);
    const refused = [
      [
        { ...body, threshold: '12,345' },
        'Tutar eşiği geçerli bir tutar olmalı (en fazla iki ondalık, ör. 10000 veya 10000,50)',
      ],
      [
        { ...body, threshold: '-1' },
        'Tutar eşiği geçerli bir tutar olmalı (en fazla iki ondalık, ör. 10000 veya 10000,50)',
      ],
      [{ ...body, threshold: '99999999999999999' }, 'Tutar eşiği çok büyük'],
      [{ ...body, status_ids: [] }, 'Onay açıkken en az bir durum seçilmeli'],
      [{ ...body, status_ids: [COMPLETED, 77] }, 'Seçilen durumlardan biri bulunamadı'],
    ] as const;
    for (const [wrong, message] of refused) {
      const response = await t.call('PUT', '/api/approval-settings', { token: t.admin, body: wrong });
      expect(response.status, JSON.stringify(wrong)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const before = (await t.systemLogs('update_approval_settings')).length;
    const saved = await t.call('PUT', '/api/approval-settings', {
      token: t.admin,
      body: { enabled: true, threshold: '10000,00', status_ids: [COMPLETED, 5] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status_ids: [4, 5], follows_completed: false, threshold: 10000 });
    const logs = await t.systemLogs('update_approval_settings');
    expect(logs.length).toBe(before + 1);
    expect(logs.at(-1)?.details).toBe(
      'Onay ayarları: açık, eşik 10.000,00 TL, durumlar: Tamamlandı, Reddedildi',
    );
    await t.call('PUT', '/api/approval-settings', {
      token: t.admin,
      body: { enabled: true, threshold: '10000', status_ids: null },
    });
  });
});

describe('requesting', () => {
  it('applies a change below the threshold or into a status that needs no approval at once', async () => {
    const small = await createRefundAs(t.server, t.admin, { amount: SMALL });
    const direct = await setStatus(requester, small, COMPLETED);
    expect(direct.body).toMatchObject({ changed: true, status_id: COMPLETED });
    expect(direct.body.approval).toBeUndefined();
    const edge = await createRefundAs(t.server, t.admin, { amount: '9999.99' });
    expect((await setStatus(requester, edge, COMPLETED)).body.changed).toBe(true);
    const big = await createRefundAs(t.server, t.admin, { amount: BIG });
    expect((await setStatus(requester, big, 2)).body).toMatchObject({ changed: true, status_id: 2 });
  });

  it('records a gated change as a request at exactly the threshold, leaving the status, and refuses a second', async () => {
    const refund = await createRefundAs(t.server, t.admin, { amount: '10000' });
    const response = await setStatus(requester, refund, COMPLETED);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      changed: false,
      status_id: 1,
      version: 1,
      message: MESSAGES.requested,
      approval: { to_status_id: COMPLETED, to_status_name: 'Tamamlandı' },
    });
    const now = await refundNow(refund.id);
    expect(now).toMatchObject({ status_id: 1, version: 1, pending_approval_id: response.body.approval.id });
    expect(fake().replies).toEqual([]);
    expect(await actionsOf(refund.id)).toEqual(['approval_requested', 'create_refund']);
    expect((await t.systemLogs('approval_requested')).at(-1)?.details).toBe(
      `İade #${refund.id} durum değişikliği onaya gönderildi: Beklemede → Tamamlandı`,
    );
    const again = await setStatus(t.admin, refund, COMPLETED);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.pending);
    const shown = await t.call('GET', `/api/approvals/${response.body.approval.id}`, { token: approver });
    expect(shown.body).toMatchObject({
      refund_id: refund.id,
      amount: 10000,
      from_status_name: 'Beklemede',
      to_status_name: 'Tamamlandı',
      requested_by_username: 'talepci',
      state: 'pending',
      mine: false,
    });
  });

  it('sends the gated records of a bulk change to approval and applies the others', async () => {
    const big = await createRefundAs(t.server, t.admin, { amount: BIG });
    const small = await createRefundAs(t.server, t.admin, { amount: SMALL });
    const response = await t.call('POST', '/api/refunds/bulk', {
      token: requester,
      body: {
        action: 'status',
        ids: [big.id, small.id],
        status_id: COMPLETED,
        versions: { [big.id]: 1, [small.id]: 1 },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      succeeded: [big.id, small.id],
      failed: [],
      pending_approval: [big.id],
      notice: '1 iadenin durum değişikliği onaya gönderildi',
    });
    expect((await refundNow(big.id)).status_id).toBe(1);
    expect((await refundNow(small.id)).status_id).toBe(COMPLETED);
  });

  it('saves an edit’s other fields and sends its gated status change to approval', async () => {
    const refund = await createRefundAs(t.server, t.admin, { amount: SMALL });
    const response = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: { member_name: 'Yeni Üye', amount: '20000', status: COMPLETED, version: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      member_name: 'Yeni Üye',
      amount: 20000,
      status_id: 1,
      version: 2,
      message: 'Değişiklikler kaydedildi; durum değişikliği onaya gönderildi',
      approval: { to_status_id: COMPLETED },
    });
    expect(await actionsOf(refund.id)).toEqual(['approval_requested', 'update_refund', 'create_refund']);
    const request = await t.call('GET', `/api/approvals/${response.body.approval.id}`, { token: approver });
    expect(request.body).toMatchObject({ amount: 20000, from_status_id: 1 });
    // A second edit asking for the status again is refused whole: nothing of it is written.
    const again = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: requester,
      fields: { member_name: 'Başka Üye', status: COMPLETED, version: 2 },
    });
    expect(again.status).toBe(409);
    expect((await refundNow(refund.id)).member_name).toBe('Yeni Üye');
  });
});

describe('deciding', () => {
  it('never lets the requester decide, administrators included', async () => {
    const { refund, approvalId } = await requestedCompletion(BIG, t.admin);
    for (const path of ['approve', 'reject']) {
      const response = await t.call('POST', `/api/approvals/${approvalId}/${path}`, {
        token: t.admin,
        body: { note: 'kendim' },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.self);
    }
    const bulk = await t.call('POST', '/api/approvals/bulk-approve', {
      token: t.admin,
      body: { ids: [approvalId] },
    });
    expect(bulk.body).toEqual({ succeeded: [], failed: [{ id: approvalId, message: MESSAGES.self }] });
    expect((await refundNow(refund.id)).status_id).toBe(1);
    const own = await t.call('GET', `/api/approvals/${approvalId}`, { token: t.admin });
    expect(own.body.mine).toBe(true);
  });

  it('needs approve_refunds and hides requests of refunds the decider may not see', async () => {
    const { approvalId } = await requestedCompletion();
    const noRight = await t.call('POST', `/api/approvals/${approvalId}/approve`, {
      token: requester,
      body: {},
    });
    expect(noRight.status).toBe(403);
    const hidden = await t.call('POST', `/api/approvals/${approvalId}/approve`, {
      token: otherMethodApprover,
      body: {},
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Onay talebi bulunamadı');
    expect((await t.call('GET', `/api/approvals/${approvalId}`, { token: otherMethodApprover })).status).toBe(
      404,
    );
    const list = await t.call('GET', '/api/approvals', { token: otherMethodApprover });
    expect(list.body).toEqual([]);
    expect((await t.call('GET', '/api/approvals/count', { token: otherMethodApprover })).body).toEqual({
      pending: 0,
    });
    const count = (await t.call('GET', '/api/approvals/count', { token: approver })).body.pending;
    expect(count).toBeGreaterThan(0);
  });

  it('approving applies the status with its history, canned response and rollups in one go', async () => {
    const { refund, approvalId } = await requestedCompletion();
    const response = await t.call('POST', `/api/approvals/${approvalId}/approve`, {
      token: approver,
      body: { note: 'Dekont kontrol edildi' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      state: 'approved',
      refund_id: refund.id,
      version: 3,
      mail: { sent: true, canned_response_name: 'İade onaylandı' },
      message: 'Talep onaylandı; iadenin durumu artık Tamamlandı',
    });
    const now = await refundNow(refund.id);
    expect(now).toMatchObject({ status_id: COMPLETED, pending_approval_id: null, mail_sent: 1 });
    expect(fake().replies.map((reply) => reply.ticketId)).toEqual([refund.ticket_id]);
    expect(await actionsOf(refund.id)).toEqual([
      'send_canned_response',
      'approval_approved',
      'update_refund_status',
      'approval_requested',
      'create_refund',
    ]);
    expect((await t.systemLogs('approval_approved')).at(-1)?.details).toBe(
      `İade #${refund.id} durum değişikliği onaylandı: Beklemede → Tamamlandı (talep eden: talepci) Açıklama: Dekont kontrol edildi`,
    );
    const figures = await rollupsAndDirectCounts(t.ctx.db);
    expect(figures.totals).toEqual(figures.totalsDirect);
    expect(figures.daily).toEqual(figures.dailyDirect);
    expect(figures.completion).toEqual(figures.completionDirect);
    expect(figures.completion.length).toBeGreaterThan(0);
    const again = await t.call('POST', `/api/approvals/${approvalId}/approve`, {
      token: secondApprover,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.decided);
  });

  it('rejecting needs a reason and leaves the status', async () => {
    const { refund, approvalId } = await requestedCompletion();
    const bare = await t.call('POST', `/api/approvals/${approvalId}/reject`, {
      token: approver,
      body: { note: '  ' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Reddetmek için bir gerekçe yazın');
    const response = await t.call('POST', `/api/approvals/${approvalId}/reject`, {
      token: approver,
      body: { note: 'Dekont eksik' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      state: 'rejected',
      message: 'Talep reddedildi; iadenin durumu değişmedi',
    });
    expect(await refundNow(refund.id)).toMatchObject({ status_id: 1, version: 1, pending_approval_id: null });
    expect(await actionsOf(refund.id)).toEqual(['approval_rejected', 'approval_requested', 'create_refund']);
    const listed = await t.call(
      'GET',
      `/api/approvals?filter=${encodeURIComponent(JSON.stringify({ state: 'rejected', refund_id: refund.id }))}`,
      { token: approver },
    );
    expect(listed.body).toMatchObject([
      { id: approvalId, note: 'Dekont eksik', decided_by_username: 'onayci' },
    ]);
  });

  it('answers 409 and voids the request when the refund changed or went meanwhile', async () => {
    const changed = await requestedCompletion();
    expect((await setStatus(t.admin, changed.refund, 2)).body.changed).toBe(true);
    const late = await t.call('POST', `/api/approvals/${changed.approvalId}/approve`, {
      token: approver,
      body: {},
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.changed);
    expect(await refundNow(changed.refund.id)).toMatchObject({ status_id: 2, pending_approval_id: null });
    expect((await actionsOf(changed.refund.id))[0]).toBe('approval_outdated');

    const deleted = await requestedCompletion();
    expect((await t.call('DELETE', `/api/refunds/${deleted.refund.id}`, { token: t.admin })).status).toBe(
      200,
    );
    const gone = await t.call('POST', `/api/approvals/${deleted.approvalId}/approve`, {
      token: approver,
      body: {},
    });
    expect(gone.status).toBe(409);
    expect(
      (await t.call('GET', `/api/approvals/${deleted.approvalId}`, { token: approver })).body.state,
    ).toBe('outdated');
  });

  it('lets exactly one of two parallel decisions win', async () => {
    for (let round = 0; round < 3; round++) {
      const first = await requestedCompletion();
      const [approve, reject] = await Promise.all([
        t.call('POST', `/api/approvals/${first.approvalId}/approve`, { token: approver, body: {} }),
        t.call('POST', `/api/approvals/${first.approvalId}/reject`, {
          token: secondApprover,
          body: { note: 'hayır' },
        }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const status = (await refundNow(first.refund.id)).status_id;
      expect(status).toBe(approve.status === 200 ? COMPLETED : 1);
      const decisions = (await actionsOf(first.refund.id)).filter(
        (a) => a === 'approval_approved' || a === 'approval_rejected',
      );
      expect(decisions).toHaveLength(1);

      const second = await requestedCompletion();
      const both = await Promise.all(
        [approver, secondApprover].map((token) =>
          t.call('POST', `/api/approvals/${second.approvalId}/approve`, { token, body: {} }),
        ),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const lines = await actionsOf(second.refund.id);
      expect(lines.filter((a) => a === 'update_refund_status')).toHaveLength(1);
      expect((await refundNow(second.refund.id)).version).toBe(3);
    }
    const figures = await rollupsAndDirectCounts(t.ctx.db);
    expect(figures.totals).toEqual(figures.totalsDirect);
    expect(figures.daily).toEqual(figures.dailyDirect);
    expect(figures.completion).toEqual(figures.completionDirect);
  });

  it('bulk-approves row by row, reporting own and decided requests', async () => {
    const others = [await requestedCompletion(), await requestedCompletion()];
    const own = await requestedCompletion(BIG, approver);
    const ids = [...others.map((o) => o.approvalId), own.approvalId, 999999];
    const response = await t.call('POST', '/api/approvals/bulk-approve', { token: approver, body: { ids } });
    expect(response.status).toBe(200);
    expect(response.body.succeeded).toEqual(others.map((o) => o.approvalId));
    expect(response.body.failed).toEqual([
      { id: own.approvalId, message: MESSAGES.self },
      { id: 999999, message: 'Onay talebi bulunamadı' },
    ]);
    for (const { refund } of others) expect((await refundNow(refund.id)).status_id).toBe(COMPLETED);
    expect((await refundNow(own.refund.id)).status_id).toBe(1);
  });
});

describe('the queue', () => {
  it('filters by requester, target status and amount and pages with Content-Range', async () => {
    const mine = await requestedCompletion('30000', t.admin);
    const query = (filter: object) =>
      t.call('GET', `/api/approvals?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`, {
        token: approver,
      });
    const byRequester = await query({ requester: 'ADMIN' });
    expect(byRequester.body.map((a: RefundBody) => a.id)).toContain(mine.approvalId);
    expect(byRequester.body.every((a: RefundBody) => a.requested_by_username === 'admin')).toBe(true);
    const range = await query({ min_amount: '29999,99', max_amount: '30000' });
    expect(range.body.map((a: RefundBody) => a.id)).toEqual([mine.approvalId]);
    expect(range.headers.get('content-range')).toBe('approvals 0-0/1');
    expect((await query({ to_status_id: 2 })).body).toEqual([]);
    expect((await query({ min_amount: 'çok' })).status).toBe(400);
    expect((await query({ state: 'bilinmez' })).status).toBe(400);
    const count = (await t.call('GET', '/api/approvals/count', { token: approver })).body.pending;
    expect(count).toBe(Number((await query({})).headers.get('content-range')?.split('/')[1]));
  });
});

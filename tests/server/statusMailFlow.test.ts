import { beforeAll, describe, expect, it } from 'vitest';
import { withFakeHelpdesk } from './fakeHelpdesk.js';
import { setupTestServer } from './harness.js';
import { APPROVED_STATUS, createRefundAs, type RefundBody, versionOf, versionsOf } from './refundHelpers.js';

const env: Record<string, string> = {};
const fake = withFakeHelpdesk(env, 400);

const t = setupTestServer({ env, signInAdmin: true });

const APPROVED_TEXT = 'Merhaba, iade talebiniz onaylanmıştır.';

beforeAll(async () => {
  const mappings = [
    {
      status_id: 3,
      canned_response_id: 'cr-approved',
      canned_response_name: 'İade onaylandı',
      is_active: true,
    },
    {
      status_id: 5,
      canned_response_id: 'cr-rejected',
      canned_response_name: 'İade reddedildi',
      is_active: false,
    },
    // No stored name: the help desk's name is used.
    { status_id: 6, canned_response_id: 'cr-rejected', is_active: true },
  ];
  for (const body of mappings) {
    const response = await t.call('POST', '/api/status-canned-responses', { token: t.admin, body });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  }
});

const changeStatus = async (refund: RefundBody, statusId: number) =>
  t.call('PUT', `/api/refunds/${refund.id}/status`, {
    token: t.admin,
    body: { status_id: statusId, version: await versionOf(t.server, refund.id) },
  });
const refundNow = async (refund: RefundBody) =>
  (await t.call('GET', `/api/refunds/${refund.id}`, { token: t.admin })).body;
const historyOf = async (refund: RefundBody) =>
  (await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body as RefundBody[];

/** After a failed send: the status changed, the flag is unset, the failure is logged and answered. */
async function expectFailedSend(refund: RefundBody, message: string) {
  const response = await changeStatus(refund, 3);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({
    status_id: 3,
    changed: true,
    mail: { sent: false, message },
    message: 'Durum başarıyla güncellendi',
  });
  const now = await refundNow(refund);
  expect(now.status_id).toBe(3);
  expect(now.mail_sent).toBeNull();
  expect(fake().replies).toEqual([]);
  expect((await historyOf(refund)).map((row) => row.action)).not.toContain('send_canned_response');
  expect((await t.systemLogs('helpdesk_reply_failed')).at(-1)?.details).toBe(
    `İade #${refund.id}: "İade onaylandı" hazır yanıtı ${refund.ticket_id} numaralı talebe gönderilemedi: ${message}`,
  );
}

describe('canned response on a status change', () => {
  it('sends the mapped response to the ticket, sets mail_sent and logs it', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const response = await changeStatus(refund, 3);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: refund.id,
      ...APPROVED_STATUS,
      changed: true,
      // One for the status, one for the mail flag its canned response set.
      version: 3,
      mail: { sent: true, canned_response_name: 'İade onaylandı' },
      message: 'Durum başarıyla güncellendi',
    });
    expect(fake().replies).toEqual([
      { ticketId: refund.ticket_id, text: APPROVED_TEXT, body: { message: { text: APPROVED_TEXT } } },
    ]);
    expect((await refundNow(refund)).mail_sent).toBe(1);
    const history = await historyOf(refund);
    expect(history[0]).toMatchObject({
      action: 'send_canned_response',
      details: `Hazır yanıt gönderildi: "İade onaylandı" → talep ${refund.ticket_id}`,
      username: 'admin',
    });
    expect(JSON.parse(history[0].additional_data)).toEqual({ mail_sent: { old: null, new: 1 } });
    expect(history[1].action).toBe('update_refund_status');
    expect((await t.systemLogs('send_canned_response')).at(-1)?.details).toBe(
      `İade #${refund.id}: "İade onaylandı" hazır yanıtı ${refund.ticket_id} numaralı talebe gönderildi`,
    );

    // The same status again changes nothing and sends nothing; staff can still clear the flag by hand.
    const same = await changeStatus(refund, 3);
    expect(same.body).toMatchObject({ changed: false, mail: null });
    expect(fake().replies).toHaveLength(1);
    const cleared = await t.call('PUT', `/api/refunds/${refund.id}/mail-status`, {
      token: t.admin,
      body: { mail_sent: false },
    });
    expect(cleared.body.mail_sent).toBe(0);
  });

  it('takes the name from the help desk when the mapping has none', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const response = await changeStatus(refund, 6);
    expect(response.body.mail).toEqual({ sent: true, canned_response_name: 'İade reddedildi' });
    expect(fake().replies[0]).toMatchObject({
      ticketId: refund.ticket_id,
      text: 'Merhaba, iade talebiniz reddedilmiştir.',
    });
  });

  it('sends nothing without a mapping, with an inactive one, or without a ticket id', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const unmapped = await changeStatus(refund, 2);
    expect(unmapped.body).toEqual({
      id: refund.id,
      status_id: 2,
      status_name: 'İnceleniyor',
      color: '#3b82f6',
      changed: true,
      version: 2,
      mail: null,
      message: 'Durum başarıyla güncellendi',
    });
    const inactive = await changeStatus(refund, 5);
    expect(inactive.body).toMatchObject({ status_id: 5, changed: true, mail: null });

    const noTicket = await createRefundAs(t.server, t.admin);
    await t.ctx.db.updateTable('refunds').set({ ticket_id: '  ' }).where('id', '=', noTicket.id).execute();
    const response = await changeStatus(noTicket, 3);
    expect(response.body).toMatchObject({ status_id: 3, changed: true, mail: null });

    expect(fake().requests).toEqual([]);
    expect((await refundNow(refund)).mail_sent).toBeNull();
    expect((await refundNow(noTicket)).mail_sent).toBeNull();
  });

  it('keeps the status change when the help desk fails three times with 500', async () => {
    fake().failNext(3, 500);
    await expectFailedSend(
      await createRefundAs(t.server, t.admin),
      'Bağlantı hatası: HelpDesk sunucu hatası (HTTP 500)',
    );
    expect(fake().requests).toHaveLength(3);
  });

  it('keeps the status change when the help desk is slower than the time-out', async () => {
    fake().delayMs = 1500;
    const started = Date.now();
    await expectFailedSend(
      await createRefundAs(t.server, t.admin),
      'Bağlantı hatası: HelpDesk zamanında yanıt vermedi',
    );
    expect(Date.now() - started).toBeLessThan(8000);
    expect(fake().requests).toHaveLength(3);
  });

  it('keeps the status change when the credentials are refused or the ticket is unknown', async () => {
    fake().token = 'iptal-edilmis';
    await expectFailedSend(await createRefundAs(t.server, t.admin), 'HelpDesk kimlik doğrulaması başarısız');
    expect(fake().requests).toHaveLength(1);

    fake().reset();
    const refund = await createRefundAs(t.server, t.admin);
    fake().missingTickets.add(refund.ticket_id);
    await expectFailedSend(refund, 'HelpDesk kaydı bulunamadı');
  });

  it('waits for Retry-After after a 429 and then sends', async () => {
    fake().failNext(1, 429, '1');
    const refund = await createRefundAs(t.server, t.admin);
    const started = Date.now();
    const response = await changeStatus(refund, 3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(response.body.mail).toEqual({ sent: true, canned_response_name: 'İade onaylandı' });
    expect(fake().replies).toHaveLength(1);
    expect((await refundNow(refund)).mail_sent).toBe(1);
  });

  it('reports the mail of each record of a bulk status change, with a warning when some failed', async () => {
    const [sent, failing, noTicket, unchanged] = [
      await createRefundAs(t.server, t.admin),
      await createRefundAs(t.server, t.admin),
      await createRefundAs(t.server, t.admin),
      await createRefundAs(t.server, t.admin, { status: 3 }),
    ];
    await t.ctx.db.updateTable('refunds').set({ ticket_id: '' }).where('id', '=', noTicket.id).execute();
    fake().missingTickets.add(failing.ticket_id);
    const response = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: {
        action: 'status',
        ids: [sent.id, failing.id, noTicket.id, unchanged.id, 999999],
        status_id: 3,
        versions: await versionsOf(t.server, [sent.id, failing.id, noTicket.id, unchanged.id, 999999]),
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      succeeded: [sent.id, failing.id, noTicket.id, unchanged.id],
      failed: [{ id: 999999, message: 'İade bulunamadı' }],
      mail: [
        { id: sent.id, sent: true, canned_response_name: 'İade onaylandı' },
        { id: failing.id, sent: false, message: 'HelpDesk kaydı bulunamadı' },
      ],
      warning: '1 iade için hazır yanıt gönderilemedi',
    });
    expect(fake().replies.map((reply) => reply.ticketId)).toEqual([sent.ticket_id]);
    expect((await refundNow(sent)).mail_sent).toBe(1);
    expect((await refundNow(failing)).mail_sent).toBeNull();
    expect((await refundNow(failing)).status_id).toBe(3);

    const [a, b] = [await createRefundAs(t.server, t.admin), await createRefundAs(t.server, t.admin)];
    const allSent = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: {
        action: 'status',
        ids: [a.id, b.id],
        status_id: 3,
        versions: await versionsOf(t.server, [a.id, b.id]),
      },
    });
    expect(allSent.body.warning).toBeUndefined();
    expect(allSent.body.mail.map((item: RefundBody) => item.sent)).toEqual([true, true]);
  });

  it('stops calling a help desk that is down after the first record of a bulk change', async () => {
    const refunds = [];
    for (let i = 0; i < 6; i++) refunds.push(await createRefundAs(t.server, t.admin));
    fake().failNext(100, 503);
    const started = Date.now();
    const response = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: {
        action: 'status',
        ids: refunds.map((r) => r.id),
        status_id: 3,
        versions: await versionsOf(
          t.server,
          refunds.map((r) => r.id),
        ),
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.succeeded).toEqual(refunds.map((r) => r.id));
    expect(response.body.mail).toHaveLength(6);
    expect(response.body.mail.every((item: RefundBody) => item.sent === false)).toBe(true);
    expect(response.body.warning).toBe('6 iade için hazır yanıt gönderilemedi');
    // Only the first record went through its attempts; the other five were answered at once.
    expect(fake().requests.length).toBeLessThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(5000);
    for (const refund of refunds) expect((await refundNow(refund)).mail_sent).toBeNull();
    fake().reset();
  });

  it('sends the response when the edit form changes the status, and only then', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const amountOnly = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { amount: '99.90', version: await versionOf(t.server, refund.id) },
    });
    expect(amountOnly.status).toBe(200);
    expect(amountOnly.body.mail).toBeNull();

    const edited = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { status: 3, ticket_id: 'YENI-TALEP-7', version: await versionOf(t.server, refund.id) },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status_id: 3,
      mail_sent: 1,
      mail: { sent: true, canned_response_name: 'İade onaylandı' },
      message: 'İade başarıyla güncellendi',
    });
    expect(fake().replies).toEqual([
      expect.objectContaining({ ticketId: 'YENI-TALEP-7', text: APPROVED_TEXT }),
    ]);
  });
});

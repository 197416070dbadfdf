import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { APPROVED_STATUS, createRefundAs, insertRefundRows } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

describe('status, mail flag and delete', () => {
  it('changes the status, answers its name and colour, and logs the change with the actor', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const response = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
      token: t.admin,
      body: { status_id: 3, version: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: refund.id,
      ...APPROVED_STATUS,
      message: 'Durum başarıyla güncellendi',
    });
    const history = (await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body;
    expect(history[0]).toMatchObject({ action: 'update_refund_status', username: 'admin' });
    expect(JSON.parse(history[0].additional_data)).toEqual({ status_id: { old: 1, new: 3 } });
    expect((await t.systemLogs('update_refund_status')).at(-1)?.details).toBe(
      `İade #${refund.id} durumu: Beklemede → Onaylandı`,
    );

    const same = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
      token: t.admin,
      body: { status_id: 3, version: 2 },
    });
    expect(same.body.changed).toBe(false);
    expect((await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body).toHaveLength(2);
    expect(
      (
        await t.call('PUT', `/api/refunds/${refund.id}/status`, {
          token: t.admin,
          body: { status_id: 99, version: 2 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('PUT', `/api/refunds/${refund.id}/status`, { token: t.admin, body: {} })).status,
    ).toBe(400);
  });

  it('toggles the mail flag and logs both ways', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const sent = await t.call('PUT', `/api/refunds/${refund.id}/mail-status`, {
      token: t.admin,
      body: { mail_sent: true },
    });
    expect(sent.body).toMatchObject({ mail_sent: 1, message: 'Mail gönderildi' });
    const cancelled = await t.call('PUT', `/api/refunds/${refund.id}/mail-status`, {
      token: t.admin,
      body: { mail_sent: false },
    });
    expect(cancelled.body).toMatchObject({ mail_sent: 0, message: 'Mail durumu iptal edildi' });
    expect((await t.call('GET', `/api/refunds/${refund.id}`, { token: t.admin })).body.mail_sent).toBe(0);
    const actions = (await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body.map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual(['update_mail_status', 'update_mail_status', 'create_refund']);
  });

  it('deletes permanently, keeps the history and a system log row', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const response = await t.call('DELETE', `/api/refunds/${refund.id}`, { token: t.admin });
    expect(response.body).toEqual({ id: refund.id, message: 'İade başarıyla silindi' });
    expect((await t.call('GET', `/api/refunds/${refund.id}`, { token: t.admin })).status).toBe(404);
    expect((await t.call('DELETE', `/api/refunds/${refund.id}`, { token: t.admin })).status).toBe(404);
    const logs = await t.ctx.db
      .selectFrom('refund_logs')
      .select('action')
      .where('refund_id', '=', refund.id)
      .execute();
    expect(logs.map((l) => l.action)).toContain('delete_refund');
    expect(
      (await t.systemLogs('delete_refund')).some((r) =>
        r.details?.startsWith(`İade silindi: #${refund.id} `),
      ),
    ).toBe(true);
  });

  it('enforces each action permission on the server', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const { token: viewer } = await t.signInWithRole('sadece_bakar', ['view_refunds'], { methods: [4] });
    expect(
      (
        await t.call('PUT', `/api/refunds/${refund.id}/status`, {
          token: viewer,
          body: { status_id: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/refunds/${refund.id}/mail-status`, {
          token: viewer,
          body: { mail_sent: true },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/refunds/${refund.id}`, { token: viewer })).status).toBe(403);
    expect((await t.call('GET', `/api/refunds/${refund.id}`, { token: viewer })).status).toBe(200);
  });
});

describe('POST /api/refunds/bulk', () => {
  it('changes the status of several refunds, each checked and logged', async () => {
    const [a, b] = [await createRefundAs(t.server, t.admin), await createRefundAs(t.server, t.admin)];
    const response = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: {
        action: 'status',
        ids: [a.id, b.id, 999999],
        status_id: 2,
        versions: { [a.id]: 1, [b.id]: 1, 999999: 1 },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      succeeded: [a.id, b.id],
      failed: [{ id: 999999, message: 'İade bulunamadı' }],
    });
    for (const refund of [a, b]) {
      expect((await t.call('GET', `/api/refunds/${refund.id}`, { token: t.admin })).body.status_id).toBe(2);
      const history = (await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body;
      expect(history[0].action).toBe('update_refund_status');
    }
  });

  it('marks mailed and deletes in bulk, refusing records outside the role and actions without permission', async () => {
    const own = await createRefundAs(t.server, t.admin, { method: 4 });
    const foreign = await createRefundAs(t.server, t.admin, { method: 5 });
    const { token: casiLike } = await t.signInWithRole(
      'toplu_isci',
      ['view_refunds', 'view_all_refunds', 'update_refund_status'],
      { methods: [4] },
    );
    const mail = await t.call('POST', '/api/refunds/bulk', {
      token: casiLike,
      body: { action: 'mail', ids: [own.id, foreign.id], mail_sent: true },
    });
    expect(mail.body).toEqual({
      succeeded: [own.id],
      failed: [{ id: foreign.id, message: 'İade bulunamadı' }],
    });
    expect((await t.call('GET', `/api/refunds/${foreign.id}`, { token: t.admin })).body.mail_sent).toBeNull();
    expect(
      (
        await t.call('POST', '/api/refunds/bulk', {
          token: casiLike,
          body: { action: 'delete', ids: [own.id] },
        })
      ).status,
    ).toBe(403);

    const deleted = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: { action: 'delete', ids: [own.id, foreign.id] },
    });
    expect(deleted.body.succeeded).toEqual([own.id, foreign.id]);
  });

  it('validates the request as a whole', async () => {
    const bad = [
      { action: 'status', ids: [1] },
      { action: 'mail', ids: [1] },
      { action: 'explode', ids: [1] },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ];
    for (const body of bad)
      expect((await t.call('POST', '/api/refunds/bulk', { token: t.admin, body })).status).toBe(400);
  });
});

describe('GET /api/refunds/export', () => {
  it('streams every matching row as semicolon CSV with a BOM, neutralising formulas', async () => {
    await createRefundAs(t.server, t.admin, {
      member_name: '=HYPERLINK("x")',
      amount: '1234.5',
      user_id: 'CSV1',
    });
    await createRefundAs(t.server, t.admin, { member_name: 'Düz; Ad', amount: '7', user_id: 'CSV2' });
    const response = await fetch(
      `${t.server.baseUrl}/api/refunds/export?filter=${encodeURIComponent(JSON.stringify({ q: 'CSV' }))}`,
      {
        headers: { authorization: `Bearer ${t.admin}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="iadeler-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0].split(';').slice(0, 3)).toEqual(['ID', 'Oluşturma Tarihi', 'Üye Adı']);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Düz; Ad"');
    expect(lines[1]).toContain(';7,00;');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(';1.234,50;');
  });

  it('walks past one batch without losing or repeating rows', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      user_id: `BULK${i}`,
      login_id: `bl${i}`,
      member_name: `Toplu ${i}`,
      refund_name: `Toplu ${i}`,
      reason_id: 1,
      payment_method_id: 4,
      status_id: 1,
      amount_kurus: 100 + i,
      ticket_id: `TB${i}`,
      created_at: now,
      updated_at: now,
    }));
    await insertRefundRows(t.ctx, rows);
    const response = await t.call<string>(
      'GET',
      `/api/refunds/export?filter=${encodeURIComponent(JSON.stringify({ q: 'BULK' }))}`,
      { token: t.admin },
    );
    const ids = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[0]);
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
  });
});

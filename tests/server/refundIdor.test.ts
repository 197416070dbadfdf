import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';
import { PNG_1X1 } from './fixtures/receipts.js';
import { createRefundAs, type RefundBody, versionOf } from './refundHelpers.js';
let limited: string;
let hidden: RefundBody;
const t = setupTestServer({ signInAdmin: true });

const snapshot = () =>
  t.ctx.db.selectFrom('refunds').selectAll().where('id', '=', hidden.id).executeTakeFirst();

beforeAll(async () => {
  const roleId = await t.createRole('tek_yontem_tam', [
    'view_refunds',
    'view_all_refunds',
    'create_refund',
    'update_refund',
    'delete_refund',
    'update_refund_status',
    'view_payment_methods',
    'view_logs',
  ]);
  await t.grantMethods(roleId, [4]);
  await t.createUser({ username: 'tek_yontem_tam', password: ADMIN_PASSWORD, roleId });
  limited = await t.signIn('tek_yontem_tam', ADMIN_PASSWORD);
  hidden = await createRefundAs(
    t.server,
    t.admin,
    { method: 5, member_name: 'Başka Yöntem', user_id: 'IDOR1' },
    { name: 'a.png', type: 'image/png', data: PNG_1X1 },
  );
});

describe('IDOR across payment methods', () => {
  it('answers 404 on every single-refund route and changes nothing', async () => {
    const before = await snapshot();
    const version = await versionOf(t.server, hidden.id);
    const id = hidden.id as number;
    const attempts = [
      await t.call('GET', `/api/refunds/${id}`, { token: limited }),
      await t.call('GET', `/api/logs/refund/${id}`, { token: limited }),
      await t.callForm('PUT', `/api/refunds/${id}`, {
        token: limited,
        fields: { member_name: 'Değişti', version },
      }),
      await t.callForm('PUT', `/api/refunds/${id}`, {
        token: limited,
        fields: { method: 4, version },
      }),
      await t.call('PUT', `/api/refunds/${id}/status`, {
        token: limited,
        body: { status_id: 3, version },
      }),
      await t.call('PUT', `/api/refunds/${id}/mail-status`, {
        token: limited,
        body: { mail_sent: true },
      }),
      await t.call('DELETE', `/api/refunds/${id}`, { token: limited }),
    ];
    expect(attempts.map((r) => r.status)).toEqual(attempts.map(() => 404));
    expect(JSON.stringify(attempts.map((r) => r.body))).not.toContain('Başka Yöntem');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every bulk action on it and changes nothing', async () => {
    const before = await snapshot();
    const version = await versionOf(t.server, hidden.id);
    for (const body of [
      { action: 'status', ids: [hidden.id], status_id: 3, versions: { [hidden.id]: version } },
      { action: 'mail', ids: [hidden.id], mail_sent: true },
      { action: 'delete', ids: [hidden.id] },
    ]) {
      const response = await t.call('POST', '/api/refunds/bulk', { token: limited, body });
      expect(response.status).toBeLessThan(500);
      expect(JSON.stringify(response.body)).not.toContain('Başka Yöntem');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps it out of the list, id filter, search, export, dashboard and logs', async () => {
    const list = (filter: object) =>
      t.call<Array<{ id: number }>>(
        'GET',
        `/api/refunds?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        {
          token: limited,
        },
      );
    expect((await list({})).body.map((r) => r.id)).not.toContain(hidden.id);
    expect((await list({ id: [hidden.id] })).body).toEqual([]);
    expect((await list({ q: `#${hidden.id}` })).body).toEqual([]);
    expect((await list({ q: 'IDOR1' })).body).toEqual([]);
    const csv = await t.call<string>('GET', '/api/refunds/export', { token: limited });
    expect(csv.body).not.toContain('Başka Yöntem');
    const dashboard = await t.call('GET', '/api/dashboard', { token: limited });
    expect(JSON.stringify(dashboard.body)).not.toContain('Başka Yöntem');
    expect(dashboard.body.total_count).toBe(0);
    const logs = await t.call('GET', '/api/logs?range=[0,499]', { token: limited });
    expect(JSON.stringify(logs.body)).not.toContain('Başka Yöntem');
  });

  it('hands out no signed link to its receipt, and a guessed link is refused', async () => {
    const listed = await t.call('GET', `/api/refunds/${hidden.id}`, { token: limited });
    expect(JSON.stringify(listed.body)).not.toContain('/uploads/');
    const path = new URL(hidden.receipt_path as string, t.server.baseUrl).pathname;
    expect((await fetch(`${t.server.baseUrl}${path}?exp=9999999999999&sig=${'0'.repeat(64)}`)).status).toBe(
      403,
    );
  });
});

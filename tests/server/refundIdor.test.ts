import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  call,
  callForm,
  createRole,
  createUser,
  grantMethods,
  signIn,
  withTestServer,
  type TestServer,
} from './harness.js';
import { PNG_1X1 } from './fixtures/receipts.js';
import { adminToken, createRefundAs, versionOf, type RefundBody } from './refundHelpers.js';

/**
 * A role with every refund permission but one payment method reaches no refund of another method through
 * any object route: it gets 404 (the refund does not exist for it) and nothing changes.
 */
let server: TestServer;
let admin: string;
let limited: string;
let hidden: RefundBody;
withTestServer((started) => {
  server = started;
});

const snapshot = () =>
  server.ctx.db.selectFrom('refunds').selectAll().where('id', '=', hidden.id).executeTakeFirst();

beforeAll(async () => {
  admin = await adminToken(server);
  const roleId = await createRole(server.ctx, 'tek_yontem_tam', [
    'view_refunds',
    'view_all_refunds',
    'create_refund',
    'update_refund',
    'delete_refund',
    'update_refund_status',
    'view_payment_methods',
    'view_logs',
  ]);
  await grantMethods(server.ctx, roleId, [4]);
  await createUser(server.ctx, { username: 'tek_yontem_tam', password: ADMIN_PASSWORD, roleId });
  limited = await signIn(server, 'tek_yontem_tam', ADMIN_PASSWORD);
  hidden = await createRefundAs(
    server,
    admin,
    { method: 5, member_name: 'Başka Yöntem', user_id: 'IDOR1' },
    { name: 'a.png', type: 'image/png', data: PNG_1X1 },
  );
});

describe('IDOR across payment methods', () => {
  it('answers 404 on every single-refund route and changes nothing', async () => {
    const before = await snapshot();
    const version = await versionOf(server, hidden.id);
    const id = hidden.id as number;
    const attempts = [
      await call(server, 'GET', `/api/refunds/${id}`, { token: limited }),
      await call(server, 'GET', `/api/logs/refund/${id}`, { token: limited }),
      await callForm(server, 'PUT', `/api/refunds/${id}`, {
        token: limited,
        fields: { member_name: 'Değişti', version },
      }),
      await callForm(server, 'PUT', `/api/refunds/${id}`, {
        token: limited,
        fields: { method: 4, version },
      }),
      await call(server, 'PUT', `/api/refunds/${id}/status`, {
        token: limited,
        body: { status_id: 3, version },
      }),
      await call(server, 'PUT', `/api/refunds/${id}/mail-status`, {
        token: limited,
        body: { mail_sent: true },
      }),
      await call(server, 'DELETE', `/api/refunds/${id}`, { token: limited }),
    ];
    expect(attempts.map((r) => r.status)).toEqual(attempts.map(() => 404));
    expect(JSON.stringify(attempts.map((r) => r.body))).not.toContain('Başka Yöntem');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every bulk action on it and changes nothing', async () => {
    const before = await snapshot();
    const version = await versionOf(server, hidden.id);
    for (const body of [
      { action: 'status', ids: [hidden.id], status_id: 3, versions: { [hidden.id]: version } },
      { action: 'mail', ids: [hidden.id], mail_sent: true },
      { action: 'delete', ids: [hidden.id] },
    ]) {
      const response = await call(server, 'POST', '/api/refunds/bulk', { token: limited, body });
      expect(response.status).toBeLessThan(500);
      expect(JSON.stringify(response.body)).not.toContain('Başka Yöntem');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps it out of the list, id filter, search, export, dashboard and logs', async () => {
    const list = (filter: object) =>
      call<Array<{ id: number }>>(
        server,
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
    const csv = await call<string>(server, 'GET', '/api/refunds/export', { token: limited });
    expect(csv.body).not.toContain('Başka Yöntem');
    const dashboard = await call(server, 'GET', '/api/dashboard', { token: limited });
    expect(JSON.stringify(dashboard.body)).not.toContain('Başka Yöntem');
    expect(dashboard.body.total_count).toBe(0);
    const logs = await call(server, 'GET', '/api/logs?range=[0,499]', { token: limited });
    expect(JSON.stringify(logs.body)).not.toContain('Başka Yöntem');
  });

  it('hands out no signed link to its receipt, and a guessed link is refused', async () => {
    const listed = await call(server, 'GET', `/api/refunds/${hidden.id}`, { token: limited });
    expect(JSON.stringify(listed.body)).not.toContain('/uploads/');
    const path = new URL(hidden.receipt_path as string, server.baseUrl).pathname;
    expect((await fetch(`${server.baseUrl}${path}?exp=9999999999999&sig=${'0'.repeat(64)}`)).status).toBe(
      403,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID } from '../../contract/permissions.js';
import { setupTestServer } from './harness.js';
import { createRefundAs, versionOf } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

const expectRefused = (response: { status: number; body: { message?: string } }, field: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.message).toBe(`Geçersiz veya eksik alan: ${field}`);
};

// JSON bodies are taken as sent: a value of the wrong type is refused, never converted (true is not
// the id 1 of the admin role, [4] is not 4, 123 is not the text '123', null is not false).
describe('body values of the wrong type', () => {
  it('refuses ids sent as booleans or arrays instead of converting them', async () => {
    const user = { username: 'tur_denemesi', password: 'parola123' };
    expectRefused(
      await t.call('POST', '/api/users', { token: t.admin, body: { ...user, role_id: true } }),
      'role_id',
    );
    expectRefused(
      await t.call('POST', '/api/users', { token: t.admin, body: { ...user, role_id: [4] } }),
      'role_id',
    );
    const admins = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', ADMIN_ROLE_ID)
      .execute();
    expect(admins).toHaveLength(1);

    const refund = await createRefundAs(t.server, t.admin);
    const bulk = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: { action: 'delete', ids: [true] },
    });
    expect(bulk.status).toBe(400);
    const status = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
      token: t.admin,
      body: { status_id: true, version: await versionOf(t.server, refund.id) },
    });
    expectRefused(status, 'status_id');
    expect(await t.rowCount('refunds')).toBe(1);
  });

  it('refuses texts sent as numbers, booleans or arrays', async () => {
    expectRefused(
      await t.call('POST', '/api/users', {
        token: t.admin,
        body: { username: true, password: 'parola123', role_id: 2 },
      }),
      'username',
    );
    expectRefused(
      await t.call('POST', '/api/roles', { token: t.admin, body: { name: 123, display_name: 'Rol' } }),
      'name',
    );
    expectRefused(
      await t.call('POST', '/api/statuses', { token: t.admin, body: { name: ['Durum'], color: '#000000' } }),
      'name',
    );
  });

  it('refuses null where a value is required instead of reading it as false or 0', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const mail = await t.call('PUT', `/api/refunds/${refund.id}/mail-status`, {
      token: t.admin,
      body: { mail_sent: null },
    });
    expect(mail.status).toBe(400);
    const order = await t.call('PUT', '/api/statuses/1', { token: t.admin, body: { display_order: null } });
    expect(order.status).toBe(400);
    const row = await t.ctx.db
      .selectFrom('statuses')
      .select('display_order')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(row?.display_order).not.toBe(0);
  });
});

describe('dashboard figures', () => {
  it('need view_refunds: a role that sees every method but may not read refunds gets 403', async () => {
    const { token } = await t.signInWithRole('yontemci', ['manage_payment_methods']);
    expect((await t.call('GET', '/api/refunds/1', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/dashboard', { token })).status).toBe(403);
  });
});

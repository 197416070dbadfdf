import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../contract/permissions.js';
import { setupTestServer } from './harness.js';

const t = setupTestServer();

describe('migrations and seed', () => {
  it('seeds the permission catalogue, the system roles and their defaults', async () => {
    const { db } = t.ctx;
    const permissions = await db.selectFrom('permissions').select('name').execute();
    expect(permissions.map((p) => p.name).sort()).toEqual([...PERMISSIONS].sort());
    const roles = await db
      .selectFrom('roles')
      .select(['id', 'name', 'display_name', 'is_system_role'])
      .orderBy('id')
      .execute();
    expect(roles).toEqual([
      { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1 },
      { id: 2, name: 'casi', display_name: 'CASI Yetkili', is_system_role: 1 },
    ]);
  });

  it('seeds the fallback payment methods with their ids, codes and orders', async () => {
    const methods = await t.ctx.db
      .selectFrom('payment_methods')
      .select(['id', 'code', 'display_order'])
      .orderBy('id')
      .execute();
    expect(methods.map((m) => [m.id, m.code, m.display_order])).toEqual([
      [4, 'moven_b', 1],
      [5, 'london_b', 2],
      [6, 'safepays_b', 3],
      [13, 'ph_b', 2],
      [14, 'moven_p', 0],
      [15, 'multipay_b', 0],
      [16, 'jet_h', 0],
      [17, 'yeni_h', 0],
      [18, 'f_p', 0],
      [19, 'hizli_p', 0],
    ]);
  });

  it('has status 1 for new refunds, colours, one completed status, and new rows get fresh ids', async () => {
    const { db } = t.ctx;
    const first = await db.selectFrom('statuses').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(first.color).toMatch(/^#[0-9a-f]{6}$/i);
    const completed = await db.selectFrom('statuses').select('id').where('is_completed', '=', 1).execute();
    expect(completed).toHaveLength(1);
    const now = Date.now();
    const inserted = await db
      .insertInto('payment_methods')
      .values({ name: 'Yeni', code: 'yeni_test', created_at: now, updated_at: now })
      .returning(['id', 'display_order', 'is_active'])
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(19);
    expect(inserted).toMatchObject({ display_order: 0, is_active: 1 });
  });

  it('rejects rows that break the model (foreign keys, negative money)', async () => {
    const { db } = t.ctx;
    const now = Date.now();
    const refund = {
      user_id: 'u1',
      login_id: 'l1',
      member_name: 'Üye',
      refund_name: 'Alıcı',
      reason_id: 1,
      payment_method_id: 4,
      status_id: 1,
      amount_kurus: 1000,
      ticket_id: 't1',
      banveri: null,
      email: null,
      receipt_path: null,
      deposit_receipt_path: null,
      mail_sent: null,
      created_by: 1,
      updated_by: null,
      created_at: now,
      updated_at: now,
    };
    await expect(
      db
        .insertInto('refunds')
        .values({ ...refund, status_id: 999 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('refunds')
        .values({ ...refund, amount_kurus: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(db.insertInto('refunds').values(refund).execute()).resolves.toBeDefined();
  });
});

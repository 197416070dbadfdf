import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../contract/savedViews.js';
import { setupTestServer } from './harness.js';

const t = setupTestServer({ signInAdmin: true });
const PATH = '/api/saved-views';
const state = (filter: Record<string, unknown> = {}) => ({
  filter,
  sort: { field: 'id', order: 'DESC' },
  per_page: 25,
  hidden_columns: [],
});

describe('saved views: findings of the attack', () => {
  it('F1 a view shared with a role opens a list its members may read, also after the role lost a permission', async () => {
    const member = await t.signInWithRole('f1_uye', [
      'view_refunds',
      'view_payment_methods',
      'view_all_refunds',
    ]);
    const shared = await t.call('POST', PATH, {
      token: t.admin,
      body: {
        name: 'Moven, mail gitmemiş',
        state: state({ payment_method_id: 4, mail_sent: false }),
        shared_role_id: member.roleId,
      },
    });
    expect(shared.status).toBe(201);
    await t.ctx.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', member.roleId)
      .where(
        'permission_id',
        'in',
        t.ctx.db
          .selectFrom('permissions')
          .select('id')
          .where('name', 'in', ['view_payment_methods', 'view_all_refunds']),
      )
      .execute();
    const token = await t.signIn('f1_uye', 'parola123');
    const [view] = (await t.call<SavedView[]>('GET', PATH, { token })).body;
    expect(view.dropped.sort()).toEqual(['mail_sent', 'payment_method_id']);
    const opened = await t.call(
      'GET',
      `/api/refunds?filter=${encodeURIComponent(JSON.stringify(view.state.filter))}`,
      { token },
    );
    expect(opened.status).toBe(200); // before: 403 "Bu işlem için yetkiniz bulunmuyor"
  });

  it('F2 a default on a view the user no longer sees is cleared, and its new name is not logged', async () => {
    const member = await t.signInWithRole('f2_uye', ['view_refunds']);
    const { body } = await t.call('POST', PATH, {
      token: t.admin,
      body: { name: 'Ekip', state: state(), shared_role_id: member.roleId },
    });
    await t.call('PUT', `${PATH}/default`, { token: member.token, body: { id: body.id } });
    await t.call('PUT', `${PATH}/${body.id}`, {
      token: t.admin,
      body: { shared_role_id: null, name: 'Yöneticinin gizli listesi' },
    });
    const rows = await t.ctx.db
      .selectFrom('saved_view_defaults')
      .selectAll()
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([]); // today the row stays
    await t.call('PUT', `${PATH}/default`, { token: member.token, body: { id: null } });
    const logged = (await t.systemLogs('clear_default_saved_view')).filter(
      (r) => r.user_id === member.userId,
    );
    expect(logged.map((r) => r.details).join()).not.toContain('gizli'); // today: 'Varsayılan görünüm kaldırıldı: "Yöneticinin gizli listesi"'
  });

  it('F4 an owner who lost admin_access can still delete their own shared view', async () => {
    const owner = await t.signInWithRole('f4_eski_yonetici', ['view_refunds', 'admin_access']);
    const team = await t.createRole('f4_ekip', ['view_refunds']);
    const { body } = await t.call('POST', PATH, {
      token: owner.token,
      body: { name: 'Eski', state: state(), shared_role_id: team },
    });
    const admin = await t.ctx.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'admin_access')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', owner.roleId)
      .where('permission_id', '=', admin.id)
      .execute();
    const token = await t.signIn('f4_eski_yonetici', 'parola123');
    expect((await t.call('DELETE', `${PATH}/${body.id}`, { token })).status).toBe(200); // today 403
  });

  it("F1 refuses sharing a view with a role lacking a filter's permission, names it in dropped on read", async () => {
    const team = await t.createRole('f1b_ekip', ['view_refunds']);
    const refused = await t.call<{ message: string }>('POST', PATH, {
      token: t.admin,
      body: { name: 'Mail', state: state({ mail_sent: true }), shared_role_id: team },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('mail_sent');
    const member = await t.signInWithRole('f1b_uye', ['view_refunds']);
    const mine = await t.call<SavedView>('POST', PATH, {
      token: member.token,
      body: { name: 'Kendi', state: state({ mail_sent: true, q: 'Ali' }) },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.state.filter).toEqual({ q: 'Ali' });
    expect(mine.body.dropped).toEqual(['mail_sent']);
  });

  it('F3 names are unique per owner and kind: renaming a shared view says nothing of personal names', async () => {
    const owner = await t.signInWithRole('f3_sahip', ['view_refunds', 'admin_access']);
    const team = await t.createRole('f3_ekip', ['view_refunds']);
    await t.call('POST', PATH, { token: owner.token, body: { name: 'Gizli ad', state: state() } });
    const { body } = await t.call<SavedView>('POST', PATH, {
      token: owner.token,
      body: { name: 'Ekip', state: state(), shared_role_id: team },
    });
    const renamed = await t.call('PUT', `${PATH}/${body.id}`, { token: t.admin, body: { name: 'Gizli ad' } });
    expect(renamed.status).toBe(200);
  });

  it('F6 refuses invisible, bidi and lone-surrogate names', async () => {
    for (const name of ['a\u200bb', '\u202eevil', 'x\ud800y', '\u3164', '\u200b']) {
      const answer = await t.call('POST', PATH, { token: t.admin, body: { name, state: state() } });
      expect(answer.status, JSON.stringify(name)).toBe(400);
    }
  });

  it('F5 parallel default, delete and rename of one user never conflict', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await t.call<SavedView>('POST', PATH, {
        token: t.admin,
        body: { name: `Y${round}a`, state: state() },
      });
      const b = await t.call<SavedView>('POST', PATH, {
        token: t.admin,
        body: { name: `Y${round}b`, state: state() },
      });
      const answers = await Promise.all([
        t.call('PUT', `${PATH}/default`, { token: t.admin, body: { id: a.body.id } }),
        t.call('PUT', `${PATH}/default`, { token: t.admin, body: { id: b.body.id } }),
        t.call('DELETE', `${PATH}/${a.body.id}`, { token: t.admin }),
        t.call('PUT', `${PATH}/${b.body.id}`, { token: t.admin, body: { name: `Z${round}` } }),
      ]);
      for (const answer of answers) expect([200, 404]).toContain(answer.status);
    }
  });
});

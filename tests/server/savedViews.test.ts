import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SAVED_VIEW_SORT_FIELDS, SavedViewListSchema, SavedViewSchema } from '../../contract/savedViews.js';
import { REFUND_SORT_FIELDS } from '../../server/refunds/listQuery.js';
import { setupTestServer } from './harness.js';

const t = setupTestServer({ signInAdmin: true });

const PATH = '/api/saved-views';

/** A list state as the refund list saves it. */
const state = (patch: Record<string, unknown> = {}) => ({
  filter: { status_id: 3, q: 'Ahmet' },
  sort: { field: 'amount', order: 'DESC' },
  per_page: 25,
  hidden_columns: ['reason'],
  ...patch,
});

type View = { id: number; name: string; is_default: boolean; can_manage: boolean; mine: boolean } & Record<
  string,
  unknown
>;

const create = (token: string, body: Record<string, unknown>) =>
  t.call<View & { message: string }>('POST', PATH, { token, body });
const list = async (token: string) => {
  const response = await t.call<View[]>('GET', PATH, { token });
  expect(response.status).toBe(200);
  expect(Value.Check(SavedViewListSchema, response.body)).toBe(true);
  return response.body;
};

/** A staffer who reads refunds, in a role of their own unless `role` names a shared one. */
let staffCount = 0;
async function staffer(permissions = ['view_refunds']) {
  staffCount += 1;
  return t.signInWithRole(`gorunumcu${staffCount}`, permissions);
}

describe('saved views of the refund list', () => {
  it('accepts exactly the sort fields the refund list sorts by', () => {
    expect([...SAVED_VIEW_SORT_FIELDS].sort()).toEqual([...REFUND_SORT_FIELDS].sort());
  });

  it('creates, reads, renames, changes and deletes a personal view, logging each change', async () => {
    const { token, userId } = await staffer();
    const created = await create(token, { name: '  Bekleyen büyük iadeler  ', state: state() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Bekleyen büyük iadeler',
      state: state(),
      dropped: [],
      mine: true,
      can_manage: true,
      is_default: false,
      shared_role_id: null,
      message: 'Görünüm kaydedildi',
    });
    const { id } = created.body;

    const read = await t.call('GET', `${PATH}/${id}`, { token });
    expect(read.status).toBe(200);
    expect(Value.Check(SavedViewSchema, read.body)).toBe(true);
    expect((await list(token)).map((view) => view.name)).toEqual(['Bekleyen büyük iadeler']);

    const renamed = await t.call('PUT', `${PATH}/${id}`, { token, body: { name: 'Büyük iadeler' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Büyük iadeler',
      state: state(),
      message: 'Görünüm güncellendi',
    });

    const newState = state({
      filter: { duplicates_only: true },
      sort: { field: 'created_at', order: 'ASC' },
    });
    const changed = await t.call('PUT', `${PATH}/${id}`, { token, body: { state: newState } });
    expect(changed.status).toBe(200);
    expect(changed.body.state).toEqual(newState);

    const removed = await t.call('DELETE', `${PATH}/${id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, message: 'Görünüm silindi' });
    expect((await t.call('GET', `${PATH}/${id}`, { token })).status).toBe(404);
    expect(await list(token)).toEqual([]);

    const mine = async (action: string) =>
      (await t.systemLogs(action)).filter((row) => row.user_id === userId).map((row) => row.details);
    expect(await mine('create_saved_view')).toEqual([
      'Görünüm kaydedildi: "Bekleyen büyük iadeler" (kişisel)',
    ]);
    expect(await mine('rename_saved_view')).toEqual([
      'Görünüm yeniden adlandırıldı: "Bekleyen büyük iadeler" → "Büyük iadeler"',
    ]);
    expect(await mine('update_saved_view')).toEqual(['Görünümün liste durumu güncellendi: "Büyük iadeler"']);
    expect(await mine('delete_saved_view')).toEqual(['Görünüm silindi: "Büyük iadeler" (kişisel)']);
  });

  it("answers another user's personal view as absent, and leaves it untouched", async () => {
    const owner = await staffer();
    const other = await staffer();
    const { body } = await create(owner.token, { name: 'Benim', state: state() });
    const url = `${PATH}/${body.id}`;
    expect(await list(other.token)).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Çalındı' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.call(method, url, { token: other.token, body: payload });
      expect(response.status, method).toBe(404);
      expect(response.body.message).toBe('Görünüm bulunamadı');
    }
    const defaulted = await t.call('PUT', `${PATH}/default`, { token: other.token, body: { id: body.id } });
    expect(defaulted.status).toBe(404);
    expect((await t.call('GET', url, { token: owner.token })).body).toMatchObject({ name: 'Benim' });
    // Not even an administrator reads someone's personal view.
    expect((await t.call('GET', url, { token: t.admin })).status).toBe(404);
  });

  it('shows a view shared with a role to its members only, read-only', async () => {
    const roleId = await t.createRole('paylasim_rolu', ['view_refunds']);
    await t.createUser({ username: 'uye1', password: 'parola123', roleId });
    const member = await t.signIn('uye1', 'parola123');
    const outsider = await staffer();
    const shared = await create(t.admin, { name: 'Ekip görünümü', state: state(), shared_role_id: roleId });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ shared_role_id: roleId, shared_role_name: 'paylasim_rolu' });
    const id = shared.body.id;

    const seen = await list(member);
    expect(seen.map((view) => [view.name, view.mine, view.can_manage])).toEqual([
      ['Ekip görünümü', false, false],
    ]);
    expect(await list(outsider.token)).toEqual([]);
    expect((await t.call('GET', `${PATH}/${id}`, { token: outsider.token })).status).toBe(404);

    for (const [method, payload] of [
      ['PUT', { name: 'Benim artık' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.call(method, `${PATH}/${id}`, { token: member, body: payload });
      expect(response.status, method).toBe(403);
      expect(response.body.message).toBe(
        'Paylaşılan görünümleri yalnızca yöneticiler değiştirebilir veya silebilir',
      );
    }
    // A member may still open the list with it.
    expect((await t.call('PUT', `${PATH}/default`, { token: member, body: { id } })).status).toBe(200);
    expect((await list(member))[0].is_default).toBe(true);

    // Another administrator may rename or reshare it, but not make it their colleague's personal view.
    const { token: otherAdmin } = await staffer(['view_refunds', 'admin_access']);
    const unshare = await t.call('PUT', `${PATH}/${id}`, {
      token: otherAdmin,
      body: { shared_role_id: null },
    });
    expect(unshare.status).toBe(403);
    expect(unshare.body.message).toBe(
      'Başka bir yöneticinin paylaştığı görünüm kişisel yapılamaz; başka bir rolle paylaşabilir veya silebilirsiniz',
    );
    expect((await list(member)).map((view) => view.name)).toEqual(['Ekip görünümü']);

    expect((await t.call('PUT', `${PATH}/${id}`, { token: t.admin, body: { name: 'Ekip' } })).status).toBe(
      200,
    );
    expect((await t.call('DELETE', `${PATH}/${id}`, { token: t.admin })).status).toBe(200);
    expect(await list(member)).toEqual([]);
    expect((await t.systemLogs('delete_saved_view')).at(-1)?.details).toBe(
      'Görünüm silindi: "Ekip" (paylasim_rolu rolüyle paylaşılan)',
    );
  });

  it('refuses sharing to a staffer without admin_access, and writes nothing', async () => {
    const { token, roleId } = await staffer();
    const before = await t.rowCount('saved_views');
    const refused = await create(token, { name: 'Herkese', state: state(), shared_role_id: roleId });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Görünümü bir rolle paylaşmak için yönetici yetkisi gerekir');
    expect(await t.rowCount('saved_views')).toBe(before);

    const own = await create(token, { name: 'Kendime', state: state() });
    const share = await t.call('PUT', `${PATH}/${own.body.id}`, { token, body: { shared_role_id: roleId } });
    expect(share.status).toBe(403);
    expect((await t.call('GET', `${PATH}/${own.body.id}`, { token })).body.shared_role_id).toBeNull();

    const { token: sharer } = await staffer(['view_refunds', 'admin_access']);
    const unknownRole = await create(sharer, { name: 'Kayıp rol', state: state(), shared_role_id: 999999 });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.message).toBe('Paylaşılacak rol bulunamadı');
  });

  it('needs view_refunds for every saved-view route', async () => {
    const { token } = await staffer(['view_reports']);
    for (const [method, url, body] of [
      ['GET', PATH, undefined],
      ['GET', `${PATH}/1`, undefined],
      ['POST', PATH, { name: 'x', state: state() }],
      ['PUT', `${PATH}/1`, { name: 'y' }],
      ['DELETE', `${PATH}/1`, undefined],
      ['PUT', `${PATH}/default`, { id: null }],
    ] as const) {
      expect((await t.call(method, url, { token, body })).status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('GET', PATH)).status).toBe(401);
  });

  it('keeps one default per user, also when two are set at once', async () => {
    const { token, userId } = await staffer();
    const a = (await create(token, { name: 'A', state: state(), is_default: true })).body;
    const b = (await create(token, { name: 'B', state: state() })).body;
    expect(a.is_default).toBe(true);

    const setB = await t.call('PUT', `${PATH}/default`, { token, body: { id: b.id } });
    expect(setB.status).toBe(200);
    expect(setB.body).toEqual({ id: b.id, message: 'Varsayılan görünüm ayarlandı' });
    expect((await list(token)).map((view) => [view.name, view.is_default])).toEqual([
      ['A', false],
      ['B', true],
    ]);

    const c = (await create(token, { name: 'C', state: state() })).body;
    const race = await Promise.all(
      [a.id, c.id, b.id, c.id, a.id].map((id) => t.call('PUT', `${PATH}/default`, { token, body: { id } })),
    );
    expect(race.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const defaults = (await list(token)).filter((view) => view.is_default);
    expect(defaults).toHaveLength(1);
    const rows = await t.ctx.db
      .selectFrom('saved_view_defaults')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((row) => row.view_id)).toEqual([defaults[0].id]);

    const cleared = await t.call('PUT', `${PATH}/default`, { token, body: { id: null } });
    expect(cleared.body).toEqual({ id: null, message: 'Varsayılan görünüm kaldırıldı' });
    expect((await list(token)).some((view) => view.is_default)).toBe(false);
    const logged = (await t.systemLogs('set_default_saved_view')).filter((row) => row.user_id === userId);
    expect(logged).toHaveLength(7);
    expect(
      (await t.systemLogs('clear_default_saved_view')).filter((row) => row.user_id === userId),
    ).toHaveLength(1);

    // Deleting the default view leaves the user with none.
    await t.call('PUT', `${PATH}/default`, { token, body: { id: c.id } });
    await t.call('DELETE', `${PATH}/${c.id}`, { token });
    expect((await list(token)).some((view) => view.is_default)).toBe(false);
  });

  it('holds names to 1–60 trimmed characters, unique per owner with Turkish case folded', async () => {
    const { token } = await staffer();
    const other = await staffer();
    expect((await create(token, { name: 'İade bekleyenler', state: state() })).status).toBe(201);
    const cases: Array<[unknown, number, string]> = [
      ['iade bekleyenler', 409, 'Bu adla kayıtlı bir görünümünüz zaten var'],
      ['  İADE BEKLEYENLER ', 409, 'Bu adla kayıtlı bir görünümünüz zaten var'],
      ['   ', 400, 'Görünüm adı gereklidir'],
      [undefined, 400, 'Görünüm adı gereklidir'],
      ['ş'.repeat(61), 400, 'Görünüm adı en fazla 60 karakter olabilir'],
      ['iki\nsatır', 400, 'Görünüm adı satır sonu veya kontrol karakteri içeremez'],
      [42, 400, 'Geçersiz veya eksik alan: name'],
    ];
    for (const [name, status, message] of cases) {
      const response = await create(token, { name, state: state() });
      expect(response.status, String(name)).toBe(status);
      expect(response.body.message, String(name)).toBe(message);
    }
    // The dotted capital typed as I + combining dot is the same letter.
    expect((await create(token, { name: 'I\u0307ade bekleyenler', state: state() })).status).toBe(409);
    // 'ı' and 'i' are different Turkish letters: no clash.
    expect((await create(token, { name: 'ıade bekleyenler', state: state() })).status).toBe(201);
    expect((await create(token, { name: 'ş'.repeat(60), state: state() })).status).toBe(201);
    // Names are per owner.
    expect((await create(other.token, { name: 'İADE BEKLEYENLER', state: state() })).status).toBe(201);

    // Renaming into a clash is refused too; renaming a view to its own name in another case is fine.
    const views = await list(token);
    const second = views.find((view) => view.name === 'ıade bekleyenler')!;
    const clash = await t.call('PUT', `${PATH}/${second.id}`, { token, body: { name: 'İade Bekleyenler' } });
    expect(clash.status).toBe(409);
    const first = views.find((view) => view.name === 'İade bekleyenler')!;
    const recase = await t.call('PUT', `${PATH}/${first.id}`, { token, body: { name: 'İADE bekleyenler' } });
    expect(recase.status).toBe(200);

    // Two saves of one name at once: one wins.
    const race = await Promise.all([1, 2, 3].map(() => create(token, { name: 'Yarış', state: state() })));
    expect(race.map((response) => response.status).sort()).toEqual([201, 409, 409]);
  });

  it('stops at 50 views a user', async () => {
    const { token, userId } = await staffer();
    const now = Date.now();
    await t.ctx.db
      .insertInto('saved_views')
      .values(
        Array.from({ length: 49 }, (_, index) => ({
          owner_id: userId,
          name: `Görünüm ${index}`,
          name_key: `görünüm ${index}`,
          state: JSON.stringify(state()),
          shared_role_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await create(token, { name: 'Ellinci', state: state() })).status).toBe(201);
    const refused = await create(token, { name: 'Elli birinci', state: state() });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('En fazla 50 görünüm kaydedebilirsiniz; yenisi için birini silin');
    expect(await list(token)).toHaveLength(50);
  });

  it('refuses junk, unknown filters, huge and NUL-bearing states with Turkish 4xx, writing nothing', async () => {
    const { token } = await staffer();
    const cases: Array<[unknown, string]> = [
      [undefined, 'Kaydedilecek liste durumu gönderilmedi'],
      ['filtre', 'Görünümün liste durumu geçersiz (alan: -)'],
      [[1, 2], 'Görünümün liste durumu geçersiz (alan: -)'],
      [state({ filter: { owner: 'ben' } }), 'Bilinmeyen filtre: owner'],
      [state({ filter: { status_id: 'üç' } }), 'Görünümün liste durumu geçersiz (alan: filter/status_id)'],
      [state({ filter: { q: 'x'.repeat(101) } }), 'Görünümün liste durumu geçersiz (alan: filter/q)'],
      [state({ filter: { start_date: '2025-13-45' } }), 'Görünümün liste durumu geçersiz (alan: filter)'],
      [
        state({ filter: { start_date: '2025-03-10', end_date: '2025-03-01' } }),
        'Bitiş tarihi başlangıç tarihinden önce olamaz',
      ],
      [
        state({ sort: { field: 'password_hash', order: 'ASC' } }),
        'Görünümün liste durumu geçersiz (alan: sort/field)',
      ],
      [state({ per_page: 100000 }), 'Görünümün liste durumu geçersiz (alan: per_page)'],
      [state({ hidden_columns: ['amount'] }), 'Görünümün liste durumu geçersiz (alan: hidden_columns/0)'],
      [
        state({ hidden_columns: ['reason', 'reason'] }),
        'Görünümün liste durumu geçersiz (alan: hidden_columns)',
      ],
      [state({ extra: true }), 'Görünümün liste durumu geçersiz (alan: extra)'],
      [state({ filter: { q: 'x'.repeat(5000) } }), 'Görünümün liste durumu çok büyük'],
      [state({ filter: { q: 'a\u0000b' } }), 'Metinlerde geçersiz karakter (NUL) kullanılamaz'],
    ];
    const before = await t.rowCount('saved_views');
    const logsBefore = (await t.systemLogs('create_saved_view')).length;
    for (const [body, message] of cases) {
      const response = await create(token, { name: 'Bozuk', state: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
    }
    const huge = await t.call('POST', PATH, {
      token,
      rawBody: JSON.stringify({ name: 'Dev', state: state({ filter: { q: 'x'.repeat(300_000) } }) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('İstek gövdesi çok büyük');
    const notJson = await t.call('POST', PATH, { token, rawBody: '{"name": "x", "state": ' });
    expect(notJson.status).toBe(400);
    expect(await t.rowCount('saved_views')).toBe(before);
    expect((await t.systemLogs('create_saved_view')).length).toBe(logsBefore);

    const { body: view } = await create(token, { name: 'Sağlam', state: state() });
    const badChange = await t.call('PUT', `${PATH}/${view.id}`, { token, body: { state: { filter: {} } } });
    expect(badChange.status).toBe(400);
    const nothing = await t.call('PUT', `${PATH}/${view.id}`, { token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Değiştirilecek bir alan gönderilmedi');
    for (const id of ['abc', '0', '99999999999']) {
      expect((await t.call('GET', `${PATH}/${id}`, { token })).status, id).toBe(404);
    }
    expect((await t.call('PUT', `${PATH}/default`, { token, body: { id: 'x' } })).status).toBe(400);
  });

  it('opens a view whose status or method was deleted since, without that filter, and says which', async () => {
    const { token } = await staffer(['view_refunds', 'view_payment_methods']);
    const now = Date.now();
    const status = await t.ctx.db
      .insertInto('statuses')
      .values({ name: 'Geçici durum', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await t.ctx.db
      .insertInto('payment_methods')
      .values({ name: 'Geçici yöntem', code: 'gecici', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await create(token, {
      name: 'Eski filtreler',
      state: state({ filter: { status_id: status.id, payment_method_id: method.id, q: 'Ayşe' } }),
    });
    expect(saved.body.dropped).toEqual([]);
    await t.ctx.db.deleteFrom('statuses').where('id', '=', status.id).execute();
    await t.ctx.db.deleteFrom('payment_methods').where('id', '=', method.id).execute();

    const [view] = await list(token);
    expect(view.dropped).toEqual(['status_id', 'payment_method_id']);
    expect((view.state as { filter: unknown }).filter).toEqual({ q: 'Ayşe' });
    // Saving it again stores the cleaned state.
    const resaved = await t.call('PUT', `${PATH}/${view.id}`, { token, body: { state: view.state } });
    expect(resaved.status).toBe(200);
    expect(resaved.body.dropped).toEqual([]);
  });
});

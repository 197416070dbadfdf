import { describe, expect, it } from 'vitest';
import { DEFAULT_CANNED_RESPONSES, withFakeHelpdesk } from './fakeHelpdesk.js';
import { setupTestServer } from './harness.js';

const env: Record<string, string> = {};
const fake = withFakeHelpdesk(env);

const t = setupTestServer({ env, signInAdmin: true });

const PATH = '/api/status-canned-responses';

/** Status 3 (Onaylandı) mapped to the help desk's approval reply, and status 5 to its rejection. */
const APPROVAL = {
  status_id: 3,
  canned_response_id: 'cr-approved',
  canned_response_name: 'İade onaylandı',
  is_active: true,
};
const REJECTION = {
  status_id: 5,
  canned_response_id: 'cr-rejected',
  canned_response_name: 'İade reddedildi',
  is_active: false,
};

const createMapping = (body: unknown) => t.call('POST', PATH, { token: t.admin, body });
const updateMapping = (id: number | string, body: unknown) =>
  t.call('PUT', `${PATH}/${id}`, { token: t.admin, body });

async function removeAll() {
  await t.ctx.db.deleteFrom('status_canned_responses').execute();
}

describe('status → canned response mappings', () => {
  it('needs admin_access on every route', async () => {
    const { token: other } = await t.signInWithRole('panelci', [
      'view_admin_panel',
      'manage_statuses',
      'view_all_refunds',
    ]);
    const checks: Array<[string, string, unknown?]> = [
      ['GET', PATH],
      ['GET', `${PATH}/helpdesk-canned-responses`],
      ['GET', `${PATH}/test-connection`],
      ['POST', PATH, { status_id: 3, canned_response_id: 'cr-approved' }],
      ['PUT', `${PATH}/1`, { status_id: 3, canned_response_id: 'cr-approved' }],
      ['DELETE', `${PATH}/1`],
    ];
    for (const [method, path, body] of checks) {
      const response = await t.call(method, path, { token: other, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await t.call('GET', PATH)).status).toBe(401);
    expect(fake().requests).toEqual([]);
    expect(await t.rowCount('status_canned_responses')).toBe(0);

    const { token: mailAdmin } = await t.signInWithRole('epostaci', ['admin_access']);
    const list = await t.call('GET', PATH, { token: mailAdmin });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('refuses incomplete or wrong input with Turkish 400s and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'Lütfen tüm alanları doldurun'],
      [{ status_id: 3 }, 'Lütfen tüm alanları doldurun'],
      [{ status_id: 3, canned_response_id: '   ' }, 'Lütfen tüm alanları doldurun'],
      [{ canned_response_id: 'cr-approved' }, 'Lütfen tüm alanları doldurun'],
      [{ status_id: 'üç', canned_response_id: 'cr-approved' }, 'Lütfen tüm alanları doldurun'],
      [{ status_id: 999, canned_response_id: 'cr-approved' }, 'Seçilen durum bulunamadı'],
      [{ status_id: 3, canned_response_id: 'x'.repeat(65) }, 'Hazır yanıt bilgisi çok uzun'],
      [{ status_id: 3, canned_response_id: 'cr', is_active: 'belki' }, 'Geçersiz veya eksik alan: is_active'],
      [
        { status_id: 3, canned_response_id: 'cr', canned_response_name: 5 },
        'Geçersiz veya eksik alan: canned_response_name',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await createMapping(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const bad = await t.call('POST', PATH, { token: t.admin, rawBody: '{"status_id":' });
    expect(bad.status).toBe(400);
    expect(await t.rowCount('status_canned_responses')).toBe(0);
    expect(await t.systemLogs('create_status_canned_response')).toEqual([]);
  });

  it('creates, lists, updates and deletes a mapping, logging each change', async () => {
    const created = await createMapping(APPROVAL);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...APPROVAL,
      status_name: 'Onaylandı',
      status_color: '#22c55e',
      created_by_username: 'admin',
      message: 'Eşleştirme başarıyla oluşturuldu',
    });
    const id = created.body.id as number;
    expect((await t.systemLogs('create_status_canned_response')).at(-1)).toMatchObject({
      username: 'admin',
      details: 'Eşleştirme eklendi: Onaylandı → İade onaylandı (cr-approved)',
    });

    const list = await t.call('GET', PATH, { token: t.admin });
    const { message: _message, ...row } = created.body;
    expect(list.body).toEqual([row]);

    const updated = await updateMapping(id, REJECTION);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      ...REJECTION,
      status_name: 'Reddedildi',
      created_by_username: 'admin',
      message: 'Eşleştirme başarıyla güncellendi',
    });
    expect((await t.systemLogs('update_status_canned_response')).at(-1)?.details).toBe(
      `Eşleştirme güncellendi: #${id} Reddedildi → İade reddedildi (cr-rejected) [pasif]`,
    );
    const invalidUpdate = await updateMapping(id, { status_id: 5 });
    expect(invalidUpdate.body.message).toBe('Lütfen tüm alanları doldurun');
    expect((await t.call('GET', PATH, { token: t.admin })).body[0].canned_response_id).toBe('cr-rejected');

    const body = { status_id: 3, canned_response_id: 'cr-approved' };
    expect((await updateMapping(99999, body)).status).toBe(404);
    expect((await updateMapping('abc', body)).status).toBe(404);

    const removed = await t.call('DELETE', `${PATH}/${id}`, { token: t.admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, message: 'Eşleştirme başarıyla silindi' });
    expect((await t.systemLogs('delete_status_canned_response')).at(-1)?.details).toBe(
      `Eşleştirme silindi: #${id} Reddedildi → İade reddedildi (cr-rejected)`,
    );
    const again = await t.call('DELETE', `${PATH}/${id}`, { token: t.admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Eşleştirme bulunamadı');
    expect(await t.rowCount('status_canned_responses')).toBe(0);
  });

  it('allows one active mapping per status, in the routes and in the database', async () => {
    await removeAll();
    const first = await createMapping({ status_id: 2, canned_response_id: 'cr-approved' });
    expect(first.body.is_active).toBe(true);
    const second = await createMapping({ status_id: 2, canned_response_id: 'cr-rejected', is_active: true });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Bu durum için zaten aktif bir eşleştirme var');

    const passive = await createMapping({
      status_id: 2,
      canned_response_id: 'cr-rejected',
      is_active: false,
    });
    expect(passive.status).toBe(201);
    const activate = { status_id: 2, canned_response_id: 'cr-rejected', is_active: 1 };
    const clash = await updateMapping(passive.body.id, activate);
    expect(clash.status).toBe(409);
    // The active mapping may be saved again unchanged (it does not clash with itself).
    const same = await updateMapping(first.body.id, {
      status_id: 2,
      canned_response_id: 'cr-approved',
      is_active: true,
    });
    expect(same.status).toBe(200);

    const now = Date.now();
    await expect(
      t.ctx.db
        .insertInto('status_canned_responses')
        .values({
          status_id: 2,
          canned_response_id: 'db',
          canned_response_name: null,
          is_active: 1,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();

    await updateMapping(first.body.id, { status_id: 2, canned_response_id: 'cr-approved', is_active: false });
    const switched = await updateMapping(passive.body.id, activate);
    expect(switched.status).toBe(200);
    expect(switched.body.is_active).toBe(true);
    expect(await t.rowCount('status_canned_responses')).toBe(2);
  });

  it('lists the help desk canned responses, or answers 502 with the connection error', async () => {
    const list = await t.call('GET', `${PATH}/helpdesk-canned-responses`, { token: t.admin });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toEqual(DEFAULT_CANNED_RESPONSES[0]);
    expect(list.body[1]).toMatchObject({ ID: 'cr-rejected', subject: '', tags: [], shortcuts: [] });

    fake().failNext(3, 500);
    const failed = await t.call('GET', `${PATH}/helpdesk-canned-responses`, { token: t.admin });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: 'Bağlantı hatası: HelpDesk sunucu hatası (HTTP 500)' });
  });

  it('tests the connection', async () => {
    const ok = await t.call('GET', `${PATH}/test-connection`, { token: t.admin });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'HelpDesk API bağlantısı başarılı!' });
    expect(fake().requests.map((r) => r.path)).toEqual(['/v1/tickets?pageSize=1']);

    fake().delayMs = 1000;
    const slow = await t.call('GET', `${PATH}/test-connection`, { token: t.admin });
    expect(slow.status).toBe(502);
    expect(slow.body).toEqual({
      success: false,
      message: 'Bağlantı hatası: HelpDesk zamanında yanıt vermedi',
    });

    fake().reset();
    fake().token = 'degisti';
    const denied = await t.call('GET', `${PATH}/test-connection`, { token: t.admin });
    expect(denied.status).toBe(502);
    expect(denied.body).toEqual({ success: false, message: 'HelpDesk kimlik doğrulaması başarısız' });
  });
});

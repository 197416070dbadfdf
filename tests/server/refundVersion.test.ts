import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs, versionOf } from './refundHelpers.js';
import { PNG_1X1 } from './fixtures/receipts.js';

const STALE = 'Bu iade siz düzenlerken başka biri tarafından değiştirildi';
const REQUIRED = 'İadenin düzenlemeye başlandığı sürüm (version) gönderilmelidir';

const t = setupTestServer({ signInAdmin: true });

const stored = (id: number) =>
  t.ctx.db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const historyCount = async (id: number) =>
  (await t.ctx.db.selectFrom('refund_logs').select('id').where('refund_id', '=', id).execute()).length;
const edit = (id: number, fields: Record<string, string | number>) =>
  t.callForm('PUT', `/api/refunds/${id}`, { token: t.admin, fields });
const setStatus = (id: number, body: object) =>
  t.call('PUT', `/api/refunds/${id}/status`, { token: t.admin, body });

describe('refund versions', () => {
  it('carries the version in the refund JSON, starting at 1', async () => {
    const created = await createRefundAs(t.server, t.admin);
    expect(created.version).toBe(1);
    const read = await t.call('GET', `/api/refunds/${created.id}`, { token: t.admin });
    expect(read.body.version).toBe(1);
  });

  it('refuses the second of two saves started from the same version, writing nothing', async () => {
    const { id } = await createRefundAs(t.server, t.admin);
    const first = await edit(id, { member_name: 'Birinci Kaydeden', version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const logs = await historyCount(id);
    const second = await edit(id, { member_name: 'İkinci Kaydeden', version: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: STALE });
    expect(await stored(id)).toMatchObject({ member_name: 'Birinci Kaydeden', version: 2 });
    expect(await historyCount(id)).toBe(logs);
    // Reloaded, the second editor saves on the new version.
    expect((await edit(id, { member_name: 'İkinci Kaydeden', version: 2 })).status).toBe(200);
  });

  it('refuses an edit or status change without a version (400)', async () => {
    const { id } = await createRefundAs(t.server, t.admin);
    for (const response of [
      await edit(id, { member_name: 'Sürümsüz' }),
      await edit(id, { member_name: 'Sürümsüz', version: 'abc' }),
      await setStatus(id, { status_id: 2 }),
      await setStatus(id, { status_id: 2, version: 0 }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(REQUIRED);
    }
    expect(await stored(id)).toMatchObject({ status_id: 1, version: 1 });
  });

  it('counts status changes, mail flags and receipt uploads as writes', async () => {
    const { id } = await createRefundAs(t.server, t.admin);
    const changed = await setStatus(id, { status_id: 2, version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    const stale = await setStatus(id, { status_id: 3, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await stored(id)).status_id).toBe(2);
    // Even re-choosing the current status is refused on a stale copy.
    expect((await setStatus(id, { status_id: 2, version: 1 })).status).toBe(409);

    const mail = await t.call('PUT', `/api/refunds/${id}/mail-status`, {
      token: t.admin,
      body: { mail_sent: true },
    });
    expect(mail.status).toBe(200);
    expect(mail.body.version).toBe(3);
    expect(await versionOf(t.server, id)).toBe(3);
    expect((await edit(id, { member_name: 'Eski Kopya', version: 2 })).status).toBe(409);

    const upload = await t.callForm('PUT', `/api/refunds/${id}`, {
      token: t.admin,
      fields: { version: 3 },
      file: { name: 'dekont.png', type: 'image/png', data: PNG_1X1 },
    });
    expect(upload.status).toBe(200);
    expect(upload.body.version).toBe(4);
    const receipt = (await stored(id)).receipt_path;
    const staleUpload = await t.callForm('PUT', `/api/refunds/${id}`, {
      token: t.admin,
      fields: { version: 3 },
      file: { name: 'dekont.png', type: 'image/png', data: PNG_1X1 },
    });
    expect(staleUpload.status).toBe(409);
    expect(await stored(id)).toMatchObject({ receipt_path: receipt, version: 4 });
  });

  it('bulk status changes carry id → version and report stale records per record', async () => {
    const a = await createRefundAs(t.server, t.admin);
    const b = await createRefundAs(t.server, t.admin);
    await edit(b.id, { member_name: 'Araya Giren', version: 1 });
    const missing = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: { action: 'status', ids: [a.id, b.id], status_id: 2, versions: { [a.id]: 1 } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(REQUIRED);
    expect((await stored(a.id)).status_id).toBe(1);

    const bulk = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: { action: 'status', ids: [a.id, b.id], status_id: 2, versions: { [a.id]: 1, [b.id]: 1 } },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.succeeded).toEqual([a.id]);
    expect(bulk.body.failed).toEqual([{ id: b.id, message: STALE }]);
    expect(await stored(a.id)).toMatchObject({ status_id: 2, version: 2 });
    expect(await stored(b.id)).toMatchObject({ status_id: 1, version: 2 });
  });

  it('lets exactly one of many parallel edits of one refund win; the rest get 409, none 500', async () => {
    const { id } = await createRefundAs(t.server, t.admin);
    const names = Array.from({ length: 8 }, (_, i) => `Paralel ${i}`);
    const responses = await Promise.all(names.map((name) => edit(id, { member_name: name, version: 1 })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = names[responses.findIndex((r) => r.status === 200)];
    expect(await stored(id)).toMatchObject({ member_name: winner, version: 2 });
    for (const loser of responses.filter((r) => r.status === 409)) expect(loser.body.message).toBe(STALE);
  });

  it('lets exactly one of parallel status changes and edits from one version win', async () => {
    const { id } = await createRefundAs(t.server, t.admin);
    const responses = await Promise.all([
      setStatus(id, { status_id: 2, version: 1 }),
      setStatus(id, { status_id: 3, version: 1 }),
      edit(id, { member_name: 'Düzenleyen', version: 1 }),
      t.call('POST', '/api/refunds/bulk', {
        token: t.admin,
        body: { action: 'status', ids: [id], status_id: 4, versions: { [id]: 1 } },
      }),
      setStatus(id, { status_id: 5, version: 1 }),
    ]);
    const wins = responses.filter((r) => r.status === 200 && !(r.body.failed?.length > 0));
    expect(wins).toHaveLength(1);
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await stored(id)).version).toBe(2);
  });
});

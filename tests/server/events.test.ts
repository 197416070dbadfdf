import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../server/events/eventStreams.js';
import { writeRefundLog } from '../../server/refunds/store.js';
import { DB_KIND, setupTestServer, startTestServer } from './harness.js';
import { openEventStream, type EventStreamReader } from './eventStreamClient.js';
import { createRefundAs, versionOf } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });
const open: EventStreamReader[] = [];

async function stream(token?: string, baseUrl = t.server.baseUrl) {
  const reader = await openEventStream(baseUrl, token);
  open.push(reader);
  return reader;
}

afterEach(() => {
  for (const reader of open.splice(0)) reader.close();
});

/** A clerk of method 4 who creates refunds and changes their status. */
const clerk = (name: string) =>
  t.signInWithRole(name, ['view_refunds', 'create_refund', 'update_refund_status'], { methods: [4] });

describe('the live refund stream', () => {
  it('refuses a caller without a session', async () => {
    const reader = await stream();
    expect(reader.status).toBe(401);
  });

  it("announces another user's create and status change, with version and actor", async () => {
    const watcher = await stream(t.admin);
    const { token } = await clerk('canli_yazar');
    const created = await createRefundAs(t.server, token);
    const createdEvent = await watcher.waitFor((e) => e.refund_id === created.id);
    expect(createdEvent).toMatchObject({ kind: 'created', version: 1, actor_name: 'canli_yazar' });
    expect(createdEvent).not.toHaveProperty('payment_method_id');

    const changed = await t.call('PUT', `/api/refunds/${created.id}/status`, {
      token,
      body: { status_id: 3, version: 1 },
    });
    expect(changed.status).toBe(200);
    const statusEvent = await watcher.waitFor((e) => e.refund_id === created.id);
    expect(statusEvent).toMatchObject({ kind: 'status', version: 2, actor_name: 'canli_yazar' });
  });

  it('tells a user limited to other payment methods nothing about the refund', async () => {
    const other = await t.signInWithRole('canli_baska', ['view_refunds'], { methods: [5] });
    const watcher = await stream(other.token);
    const { token } = await clerk('canli_yazar2');
    const hidden = await createRefundAs(t.server, token);
    await t.call('PUT', `/api/refunds/${hidden.id}/status`, { token, body: { status_id: 3, version: 1 } });
    await t.call('DELETE', `/api/refunds/${hidden.id}`, { token: t.admin });
    // Events arrive in order: once the refund of method 5 is announced, the earlier ones would have been.
    const visible = await createRefundAs(t.server, t.admin, { method: 5 });
    await watcher.waitFor((e) => e.refund_id === visible.id);
    expect(watcher.events.map((e) => e.refund_id)).toEqual([visible.id]);
  });

  it('announces a refund moved away from the watcher’s method, and its deletion to those who saw it', async () => {
    const watcher = await stream(
      (await t.signInWithRole('canli_dort', ['view_refunds'], { methods: [4] })).token,
    );
    const refund = await createRefundAs(t.server, t.admin);
    await watcher.waitFor((e) => e.refund_id === refund.id && e.kind === 'created');
    const moved = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { method: 5, version: 1 },
    });
    expect(moved.status).toBe(200);
    expect(await watcher.waitFor((e) => e.refund_id === refund.id)).toMatchObject({ kind: 'updated' });
    const own = await createRefundAs(t.server, t.admin);
    await t.call('DELETE', `/api/refunds/${own.id}`, { token: t.admin });
    expect(await watcher.waitFor((e) => e.refund_id === own.id && e.kind !== 'created')).toMatchObject({
      kind: 'deleted',
      version: null,
    });
  });

  it('announces nothing for a write that was rolled back or refused', async () => {
    const watcher = await stream(t.admin);
    const refund = await createRefundAs(t.server, t.admin);
    await watcher.waitFor((e) => e.refund_id === refund.id);
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('refunds').set({ mail_sent: 1 }).where('id', '=', refund.id).execute();
        await writeRefundLog(trx, {
          refundId: refund.id,
          action: 'update_mail_status',
          details: 'geri alınacak',
          changes: null,
          actor: { id: 1, username: 'admin' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const stale = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
      token: t.admin,
      body: { status_id: 3, version: 7 },
    });
    expect(stale.status).toBe(409);
    const { token: viewer } = await t.signInWithRole('canli_salt', ['view_refunds'], { methods: [4] });
    const refused = await t.call('DELETE', `/api/refunds/${refund.id}`, { token: viewer });
    expect(refused.status).toBe(403);
    const later = await createRefundAs(t.server, t.admin);
    await watcher.waitFor((e) => e.refund_id === later.id);
    expect(watcher.events.filter((e) => e.refund_id === refund.id).map((e) => e.kind)).toEqual(['created']);
    expect(await versionOf(t.server, refund.id)).toBe(1);
  });

  it('ends the stream of a user who loses the right to see refunds, and of a signed-out session', async () => {
    const losing = await t.signInWithRole('canli_rol', ['view_refunds'], { methods: [4] });
    const roleStream = await stream(losing.token);
    const leaving = await t.signInWithRole('canli_cikis', ['view_refunds'], { methods: [4] });
    const logoutStream = await stream(leaving.token);
    // A role with no stored permissions gets the defaults: it is left one that does not show refunds.
    const adminPanel = await t.ctx.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'view_admin_panel')
      .executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('role_permissions').where('role_id', '=', losing.roleId).execute();
    await t.ctx.db
      .insertInto('role_permissions')
      .values({ role_id: losing.roleId, permission_id: adminPanel.id })
      .execute();
    expect((await t.call('POST', '/api/auth/logout', { token: leaving.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refund = await createRefundAs(t.server, t.admin);
    await Promise.all([roleStream.ended, logoutStream.ended]);
    expect(roleStream.events.some((e) => e.refund_id === refund.id)).toBe(false);
    expect(logoutStream.events.some((e) => e.refund_id === refund.id)).toBe(false);
    expect((await stream(leaving.token)).status).toBe(401);
    expect((await stream(losing.token)).status).toBe(403);
  });

  it(`allows ${MAX_STREAMS_PER_USER} streams per user and refuses one more`, async () => {
    const { token } = await t.signInWithRole('canli_sekme', ['view_refunds'], { methods: [4] });
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) expect((await stream(token)).status).toBe(200);
    const refused = await stream(token);
    expect(refused.status).toBe(429);
  });

  it('carries an event written through a second app instance on the same database', async () => {
    const watcher = await stream(t.admin);
    const second = await startTestServer({ database: t.database });
    try {
      const { token } = await clerk('canli_ikinci');
      // A stream open on the instance does not keep it from closing.
      await stream(token, second.baseUrl);
      const refund = await createRefundAs(second, token);
      expect(await watcher.waitFor((e) => e.refund_id === refund.id)).toMatchObject({
        kind: 'created',
        actor_name: 'canli_ikinci',
      });
    } finally {
      await second.stop();
    }
  });
});

// Only PostgreSQL has a listener connection to cut; on SQLite the test is not registered, so it is not skipped.
if (DB_KIND === 'postgres') {
  describe('the PostgreSQL listener', () => {
    it('listens again after its connection was cut', async () => {
      const watcher = await stream(t.admin);
      const cut = await sql<{ cut: boolean }>`
        SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE application_name = 'iade-events' AND datname = current_database()`.execute(t.ctx.db);
      expect(cut.rows.map((row) => row.cut)).toEqual([true]);
      // The first retry comes after half a second; what is written while it is down is not replayed.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const refund = await createRefundAs(t.server, t.admin);
      expect(await watcher.waitFor((e) => e.refund_id === refund.id)).toMatchObject({ kind: 'created' });
    });
  });
}

describe('who has a refund open', () => {
  it('names the other users on the page and announces a newcomer', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    const first = await t.signInWithRole('acik_bir', ['view_refunds'], { methods: [4] });
    const second = await t.signInWithRole('acik_iki', ['view_refunds'], { methods: [4] });
    const outsider = await t.signInWithRole('acik_dis', ['view_refunds'], { methods: [5] });
    const path = `/api/refunds/${refund.id}/viewers`;
    expect((await t.call('POST', path, { token: first.token })).body).toEqual({ viewers: [] });
    const watcher = await stream(first.token);
    expect((await t.call('POST', path, { token: second.token })).body).toEqual({
      viewers: [{ user_id: first.userId, username: 'acik_bir' }],
    });
    expect(await watcher.waitFor((e) => e.refund_id === refund.id)).toMatchObject({
      kind: 'viewers',
      actor_name: 'acik_iki',
    });
    expect((await t.call('POST', path, { token: first.token })).body.viewers).toEqual([
      { user_id: second.userId, username: 'acik_iki' },
    ]);
    expect((await t.call('POST', path, { token: outsider.token })).status).toBe(404);
    expect((await t.call('DELETE', path, { token: second.token })).status).toBe(200);
    expect((await t.call('POST', path, { token: first.token })).body).toEqual({ viewers: [] });
  });
});

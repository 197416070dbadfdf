import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { refundFields, versionOf, versionsOf } from './refundHelpers.js';
import { rollupsAndDirectCounts } from './rollupCheck.js';
const t = setupTestServer({ signInAdmin: true });

const WRITERS = 8;
const OPERATIONS_PER_WRITER = 40;
/** Status 4 is the seeded completed one; the others move refunds out of it and between open buckets. */
const STATUSES = [4, 4, 4, 1, 2, 3, 5, 6];
const METHOD = 4;

/** Deterministic per-writer choices, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

async function create(status: number, duplicateOf?: string) {
  // Refunds sharing user, login, method and amount form a duplicate group: its refresh updates the other
  // members' rows while their statuses change in parallel.
  const key: Record<string, string> = duplicateOf
    ? { user_id: duplicateOf, login_id: `${duplicateOf}-L`, amount: '77.70' }
    : {};
  return t.callForm('POST', '/api/refunds', {
    token: t.admin,
    fields: refundFields({ method: METHOD, status, ...key }),
  });
}

describe('rollups under parallel writers of one day and payment method', () => {
  it(`stay exact with ${WRITERS} writers moving refunds in and out of a completed status, creating and deleting`, async () => {
    const owned: number[][] = [];
    for (let w = 0; w < WRITERS; w++) {
      owned.push([]);
      for (let i = 0; i < 4; i++) {
        const response = await create(i % 2 === 0 ? 4 : 1, i === 0 ? 'DUP-A' : undefined);
        expect(response.status).toBe(201);
        owned[w].push(response.body.id as number);
      }
    }
    const failures: string[] = [];
    let requests = 0;
    const record = (what: string, response: { status: number; body: unknown }) => {
      requests += 1;
      const failed = (response.body as { failed?: unknown[] } | null)?.failed ?? [];
      if (response.status < 200 || response.status >= 300 || failed.length > 0) {
        failures.push(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    };

    await Promise.all(
      owned.map(async (mine, w) => {
        const next = random(w + 1);
        for (let op = 0; op < OPERATIONS_PER_WRITER; op++) {
          const roll = next();
          if (roll < 0.12 || mine.length === 0) {
            const response = await create(next() < 0.5 ? 4 : 1, next() < 0.5 ? 'DUP-A' : undefined);
            record('create', response);
            if (response.status === 201) mine.push(response.body.id as number);
          } else if (roll < 0.2 && mine.length > 2) {
            const id = mine.splice(Math.floor(next() * mine.length), 1)[0];
            record('delete', await t.call('DELETE', `/api/refunds/${id}`, { token: t.admin }));
          } else if (roll < 0.3) {
            const ids = mine.slice(0, 2);
            const body = {
              action: 'status',
              ids,
              status_id: STATUSES[Math.floor(next() * STATUSES.length)],
              // Each writer owns its refunds, so the version it reads is the one it changes.
              versions: await versionsOf(t.server, ids),
            };
            record('bulk', await t.call('POST', '/api/refunds/bulk', { token: t.admin, body }));
          } else {
            const id = mine[Math.floor(next() * mine.length)];
            const body = {
              status_id: STATUSES[Math.floor(next() * STATUSES.length)],
              version: await versionOf(t.server, id),
            };
            record('status', await t.call('PUT', `/api/refunds/${id}/status`, { token: t.admin, body }));
          }
        }
      }),
    );

    expect(requests).toBe(WRITERS * OPERATIONS_PER_WRITER);
    expect(failures).toEqual([]);
    const figures = await rollupsAndDirectCounts(t.ctx.db);
    expect(figures.totals).toEqual(figures.totalsDirect);
    expect(figures.daily).toEqual(figures.dailyDirect);
    expect(figures.completion).toEqual(figures.completionDirect);
    expect(figures.completion.length).toBeGreaterThan(0);
  }, 120_000);
});

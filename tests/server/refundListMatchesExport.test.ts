import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

// Lists, their totals and the CSV export agree with each other for every filter, role and depth.
const ROWS = 2300;
const t = setupTestServer({ signInAdmin: true });
let limited = '';
let noMethods = '';

beforeAll(async () => {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const names = ['Çağla Şen', 'ırmak İnce', 'Ali Can', 'Zeynep Öz', 'IŞIK ğüzel'];
  await insertRefundRows(
    t.ctx,
    Array.from({ length: ROWS }, (_, i) => ({
      user_id: `U${i}`,
      login_id: `login${i}`,
      member_name: names[i % names.length],
      refund_name: `Alıcı ${i}`,
      reason_id: 1 + (i % 3),
      payment_method_id: [4, 5, 6, 13, 14][i % 5],
      status_id: 1 + (i % 3),
      amount_kurus: 1000 + (i % 50),
      ticket_id: `T${i}`,
      mail_sent: i % 7 === 0 ? 1 : 0,
      created_at: base + Math.floor(i / 3) * 3_600_000,
      updated_at: base,
    })),
  );
  limited = (await t.signInWithRole('sinirli', ['view_refunds'], { methods: [5, 13] })).token;
  noMethods = (await t.signInWithRole('yok', ['view_refunds'])).token;
});

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function exportIds(token: string, filter: object): Promise<number[]> {
  const response = await fetch(`${t.server.baseUrl}/api/refunds/export?filter=${enc(filter)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const lines = (await response.text()).split('\r\n').filter(Boolean).slice(1);
  return lines.map((line) => Number(line.split(';')[0]));
}

async function listPage(token: string, filter: object, range: [number, number]) {
  const response = await t.call<Array<{ id: number }>>(
    'GET',
    `/api/refunds?sort=${enc(['id', 'DESC'])}&range=${enc(range)}&filter=${enc(filter)}`,
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
  return { ids: response.body.map((row) => row.id), total, capped: response.headers.has('x-total-capped') };
}

const FILTERS: object[] = [
  {},
  { status_id: 2 },
  { payment_method_id: 6 },
  { status_id: 1, payment_method_id: 4 },
  { start_date: '2026-01-10', end_date: '2026-01-20' },
  { start_date: '2026-01-10', status_id: 3 },
  { mail_sent: true },
  { mail_sent: false, status_id: 2 },
  { duplicates_only: true },
  { receipt_reused: true },
  { id: [5, 6, 7, 100000] },
  { q: 'a' },
  { q: 'ı' },
  { q: 'İn' },
  { q: 'şen' },
  { q: 'IŞIK' },
  { q: 'ğüz' },
  { q: 'login1' },
  { q: 'Alıcı 12' },
  { q: 'mükerrer' },
  { q: '#17' },
  { q: 'zzzz' },
  { q: 'can', status_id: 1 },
  { q: 'Öz', payment_method_id: 4 },
  { q: 'login', mail_sent: false },
];

describe('every list agrees with the export of its filter', () => {
  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter]))('%s', async (_name, filter) => {
    for (const token of [t.admin, limited, noMethods]) {
      if (token !== t.admin && ('mail_sent' in filter || 'payment_method_id' in filter)) continue;
      const all = await exportIds(token, filter);
      for (const from of [0, 15, 1000, 1500, all.length - 3, all.length, all.length + 20]) {
        if (from < 0) continue;
        const { ids, total, capped } = await listPage(token, filter, [from, from + 14]);
        expect(ids, `${from}`).toEqual(all.slice(from, from + 15));
        if (!capped) expect(total, `${from}`).toBe(all.length);
        else expect(all.length).toBeGreaterThan(total);
      }
    }
  });
});

describe('totals right after writes', () => {
  it('match a direct count for every rollup-backed filter', async () => {
    const { createRefundAs } = await import('./refundHelpers.js');
    const count = async (status?: number, method?: number) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('refunds')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .$if(status !== undefined, (qb) => qb.where('status_id', '=', status as number))
            .$if(method !== undefined, (qb) => qb.where('payment_method_id', '=', method as number))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let round = 0; round < 4; round++) {
      const made = await createRefundAs(t.server, t.admin, { status: 2, method: 5 });
      const moved = await t.call('PUT', `/api/refunds/${made.id}/status`, {
        token: t.admin,
        body: { status_id: 1, version: made.version },
      });
      if (round % 2) {
        const removed = await t.call('DELETE', `/api/refunds/${made.id - 1}`, { token: t.admin });
        expect(removed.status).toBeLessThan(300);
      }
      void moved;
      for (const [filter, status, method] of [
        [{}, undefined, undefined],
        [{ status_id: 1 }, 1, undefined],
        [{ status_id: 2 }, 2, undefined],
        [{ payment_method_id: 5 }, undefined, 5],
        [{ status_id: 1, payment_method_id: 5 }, 1, 5],
      ] as Array<[object, number | undefined, number | undefined]>) {
        expect((await listPage(t.admin, filter, [0, 14])).total, JSON.stringify(filter)).toBe(
          await count(status, method),
        );
      }
    }
  });
});

describe('sorted pages', () => {
  it.each(['id', 'created_at', 'updated_at', 'amount', 'mail_sent'])('by %s', async (field) => {
    const column = { amount: 'amount_kurus' }[field] ?? field;
    for (const order of ['asc', 'desc'] as const) {
      for (const filter of [{}, { status_id: 2 }, { q: 'login1' }]) {
        const all = (
          await t.ctx.db
            .selectFrom('refunds')
            .select('id')
            .$if('status_id' in filter, (qb) => qb.where('status_id', '=', 2))
            .$if('q' in filter, (qb) => qb.where('login_id', 'like', 'login1%'))
            .orderBy(column as 'id', order)
            .orderBy('id', order)
            .execute()
        ).map((row) => row.id);
        for (const from of [0, 300, 1100, all.length - 5]) {
          const response = await t.call<Array<{ id: number }>>(
            'GET',
            `/api/refunds?sort=${enc([field, order.toUpperCase()])}&range=${enc([from, from + 14])}&filter=${enc(filter)}`,
            { token: t.admin },
          );
          expect(response.status).toBe(200);
          expect(
            response.body.map((row) => row.id),
            `${JSON.stringify(filter)} ${order} ${from}`,
          ).toEqual(all.slice(Math.max(from, 0), from + 15));
        }
      }
    }
  });
});

describe('CSV export', () => {
  it('for a limited role is exactly its methods, each row once, newest first', async () => {
    const expected = (
      await t.ctx.db
        .selectFrom('refunds')
        .select('id')
        .where('payment_method_id', 'in', [5, 13])
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(500);
    expect(await exportIds(limited, {})).toEqual(expected);
    expect(await exportIds(noMethods, {})).toEqual([]);
  });

  it('while rows are written lists every row that stayed, once each, in order', async () => {
    const before = (await t.ctx.db.selectFrom('refunds').select('id').orderBy('id', 'desc').execute()).map(
      (row) => row.id,
    );
    const removed = new Set(before.filter((_, i) => i % 97 === 5));
    const exporting = exportIds(t.admin, {});
    for (const id of removed) await t.ctx.db.deleteFrom('refunds').where('id', '=', id).execute();
    const ids = await exporting;
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const got = new Set(ids);
    expect(before.filter((id) => !removed.has(id) && !got.has(id))).toEqual([]);
  });
});

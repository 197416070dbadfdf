import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

// Enough rows that pages in the back half are read from the list's end.
const ROWS = 2400;

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    user_id: `U${i}`,
    login_id: `login${i}`,
    // Repeated names, amounts and times: the id must break every tie the same way both ways round.
    member_name: ['Çağla Şen', 'ırmak İnce', 'Ali Can', 'Zeynep Öz'][i % 4],
    refund_name: `Alıcı ${i}`,
    reason_id: 1 + (i % 3),
    payment_method_id: i % 2 === 0 ? 4 : 5,
    status_id: 1 + (i % 3),
    amount_kurus: 1000 + (i % 50),
    ticket_id: `T${i}`,
    created_at: base + Math.floor(i / 3) * 60_000,
    updated_at: base,
  }));
  await insertRefundRows(t.ctx, rows);
});

type Row = { id: number };

async function page(sort: [string, string], range: [number, number], filter: object = {}) {
  const response = await t.call<Row[]>(
    'GET',
    `/api/refunds?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${JSON.stringify(range)}` +
      `&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { token: t.admin },
  );
  expect(response.status).toBe(200);
  return { ids: response.body.map((row) => row.id), range: response.headers.get('content-range') };
}

describe('pages deep in a long list', () => {
  it.each([
    [['created_at', 'DESC'], 'created_at', 'desc'],
    [['amount', 'ASC'], 'amount_kurus', 'asc'],
  ] as Array<[[string, string], 'created_at' | 'amount_kurus', 'asc' | 'desc']>)(
    'show the rows the database orders there, sorted by %j',
    async (sort, column, order) => {
      const all = (
        await t.ctx.db
          .selectFrom('refunds')
          .select('id')
          .orderBy(column, order)
          .orderBy('id', order)
          .execute()
      ).map((row) => row.id);
      for (const [from, to] of [
        [1400, 1414],
        [2385, 2399],
        [2390, 2404],
        [1999, 2001],
        [1000, 1000],
      ]) {
        const { ids, range } = await page(sort, [from, to]);
        expect(ids).toEqual(all.slice(from, to + 1));
        expect(range).toBe(`refunds ${from}-${from + ids.length - 1}/${ROWS}`);
      }
      expect((await page(sort, [ROWS, ROWS + 14])).ids).toEqual([]);
    },
  );

  it('show the last rows of a filtered list', async () => {
    const methodFour = (
      await t.ctx.db
        .selectFrom('refunds')
        .select('id')
        .where('payment_method_id', '=', 4)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    expect(methodFour).toHaveLength(ROWS / 2);
    const { ids, range } = await page(['id', 'ASC'], [ROWS / 2 - 7, ROWS / 2 + 7], { payment_method_id: 4 });
    expect(ids).toEqual(methodFour.slice(-7));
    expect(range).toBe(`refunds ${ROWS / 2 - 7}-${ROWS / 2 - 1}/${ROWS / 2}`);
  });

  it.each([
    [['member_name', 'ASC']],
    [['member_name', 'DESC']],
    [['payment_method_name', 'DESC']],
    [['status_name', 'ASC']],
    [['created_at', 'DESC']],
  ] as Array<[[string, string]]>)(
    'join the shallow and the deep pages without a gap or a repeat, sorted by %j',
    async (sort) => {
      const seen: number[] = [];
      for (let offset = 0; offset < ROWS; offset += 300)
        seen.push(...(await page(sort, [offset, offset + 299])).ids);
      expect(seen).toHaveLength(ROWS);
      expect(new Set(seen).size).toBe(ROWS);
    },
  );
});

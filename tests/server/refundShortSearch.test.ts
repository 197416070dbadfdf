import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_STEP } from '../../server/refunds/listTotals.js';
import { DB_KIND, setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

/**
 * Searches of one or two characters (and every text search on PostgreSQL) keep Turkish case-insensitive
 * "contains" over the searched fields; their total is counted only up to a ceiling, which the list then
 * says (X-Total-Capped).
 */
const t = setupTestServer({ signInAdmin: true });

// More 'Işık' rows than one counting step, a few 'Şirin' and 'İnci' rows, and rows that match none of the terms.
const ISIK = SEARCH_COUNT_STEP + 200;
const SIRIN = 12;
const INCI = 7;
const OTHERS = 50;

const kindOf = (i: number) =>
  i < ISIK ? 'Işık' : i < ISIK + SIRIN ? 'Şirin' : i < ISIK + SIRIN + INCI ? 'İnci' : 'Bulut';

beforeAll(async () => {
  const base = Date.parse('2026-02-01T00:00:00Z');
  // Interleaved, so that every kind spreads over the whole time range.
  const order = Array.from({ length: ISIK + SIRIN + INCI + OTHERS }, (_, i) => i).sort(
    (a, b) => ((a * 7919) % 1301) - ((b * 7919) % 1301) || a - b,
  );
  const rows = order.map((i, position) => ({
    user_id: `U${i}`,
    login_id: `uye${i}`,
    member_name: `${kindOf(i)} ${i}`,
    refund_name: `Alan ${i}`,
    reason_id: 1,
    payment_method_id: 4,
    status_id: 1,
    amount_kurus: 1000,
    ticket_id: `T${i}`,
    created_at: base + position * 60_000,
    updated_at: base + position * 60_000,
  }));
  await insertRefundRows(t.ctx, rows);
});

const list = (q: string, range: [number, number] = [0, 14]) =>
  t.call<Array<{ id: number; member_name: string; created_at: string }>>(
    'GET',
    `/api/refunds?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${JSON.stringify(range)}`,
    { token: t.admin },
  );

/** Every member name a short search finds, through the pages, with the totals the pages said. */
async function everyName(q: string) {
  const names: string[] = [];
  for (let start = 0; ; start += 100) {
    const page = await list(q, [start, start + 99]);
    expect(page.status).toBe(200);
    names.push(...page.body.map((row) => row.member_name));
    if (page.body.length < 100) return names;
  }
}

describe('searches of one or two characters', () => {
  it('count up to a ceiling and say so when there are more matches', async () => {
    for (const q of ['IŞ', 'ış', 'Iş']) {
      const first = await list(q);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-range')).toBe(`refunds 0-14/${SEARCH_COUNT_STEP}`);
      expect(first.headers.get('x-total-capped')).toBe('true');
      // The newest matches first, as without the ceiling.
      const names = first.body.map((row) => row.member_name);
      expect(names.every((name) => name.startsWith('Işık '))).toBe(true);
      const times = first.body.map((row) => Date.parse(row.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('count one step past a page near the ceiling, and exactly once that covers every match', async () => {
    const near = await list('ış', [SEARCH_COUNT_STEP - 10, SEARCH_COUNT_STEP + 4]);
    expect(near.headers.get('content-range')).toBe(
      `refunds ${SEARCH_COUNT_STEP - 10}-${SEARCH_COUNT_STEP + 4}/${ISIK}`,
    );
    expect(near.headers.get('x-total-capped')).toBeNull();
    expect(near.body).toHaveLength(15);
  });

  it('give exact totals without the ceiling mark below it', async () => {
    const sirin = await list('Şİ');
    expect(sirin.headers.get('content-range')).toBe(`refunds 0-${SIRIN - 1}/${SIRIN}`);
    expect(sirin.headers.get('x-total-capped')).toBeNull();
  });

  it.each([
    // İ pairs with i only, I with ı only; Ş with ş.
    ['Şİ', ['Şirin'], SIRIN],
    ['şi', ['Şirin'], SIRIN],
    ['İN', ['İnci', 'Şirin'], INCI + SIRIN],
    ['in', ['İnci', 'Şirin'], INCI + SIRIN],
    ['ı', ['Işık'], ISIK],
  ])("'%s' finds every row of %j and nothing else", async (q, kinds, count) => {
    const names = await everyName(q);
    expect(names).toHaveLength(count);
    expect(names.every((name) => kinds.includes(name.split(' ')[0]))).toBe(true);
  });

  it('count a longer term exactly on SQLite (FTS) and up to the ceiling on PostgreSQL', async () => {
    const longer = await list('IŞIK');
    expect(longer.body.every((row) => row.member_name.startsWith('Işık '))).toBe(true);
    if (DB_KIND === 'postgres') {
      expect(longer.headers.get('content-range')).toBe(`refunds 0-14/${SEARCH_COUNT_STEP}`);
      expect(longer.headers.get('x-total-capped')).toBe('true');
    } else {
      expect(longer.headers.get('content-range')).toBe(`refunds 0-14/${ISIK}`);
      expect(longer.headers.get('x-total-capped')).toBeNull();
    }
    // A page near the ceiling counts one step further: every match, exactly.
    const near = await list('ışık', [SEARCH_COUNT_STEP - 10, SEARCH_COUNT_STEP + 4]);
    expect(near.headers.get('content-range')).toBe(
      `refunds ${SEARCH_COUNT_STEP - 10}-${SEARCH_COUNT_STEP + 4}/${ISIK}`,
    );
    expect(await everyName('şık')).toHaveLength(ISIK);
  });

  it('keep dotted and dotless i apart', async () => {
    // 'ık' is in every 'Işık', 'ik' in none of the names (ids and logins hold no 'ik' either).
    expect(await everyName('İK')).toEqual([]);
    expect((await list('IK')).headers.get('x-total-capped')).toBe('true');
    expect(await everyName('Iı')).toEqual([]);
  });
});

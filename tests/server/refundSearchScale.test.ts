import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_STEP } from '../../server/refunds/listTotals.js';
import { DB_KIND, setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

// More matches than the planner's threshold, so the page walks the sort index instead of sorting matches.
const MATCHES = 1500;

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: MATCHES + 500 }, (_, i) => ({
    user_id: `U${i}`,
    login_id: `login${i}`,
    member_name: i < MATCHES ? `Kayahan ${i}` : `Başka ${i}`,
    refund_name: `Alıcı ${i}`,
    reason_id: i % 7 === 0 ? 4 : 1,
    payment_method_id: i % 2 === 0 ? 4 : 5,
    status_id: i % 3 === 0 ? 2 : 1,
    amount_kurus: 1000 + i,
    ticket_id: `T${i}`,
    created_at: base + i * 60_000,
    updated_at: base + i * 60_000,
  }));
  await insertRefundRows(t.ctx, rows);
});

const list = (filter: object, range: [number, number] = [0, 14]) =>
  t.call<Array<{ id: number; member_name: string; status_id: number; created_at: string }>>(
    'GET',
    `/api/refunds?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`,
    { token: t.admin },
  );

describe('search over many matches', () => {
  it('answers the newest matches first with the total (on PostgreSQL counted up to a ceiling)', async () => {
    const response = await list({ q: 'kayahan' });
    // SQLite's FTS index counts every match; PostgreSQL counts up to the ceiling and says so.
    const total = DB_KIND === 'postgres' ? SEARCH_COUNT_STEP : MATCHES;
    expect(response.headers.get('content-range')).toBe(`refunds 0-14/${total}`);
    expect(response.headers.get('x-total-capped')).toBe(DB_KIND === 'postgres' ? 'true' : null);
    expect(response.body.map((r) => r.member_name)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Kayahan ${MATCHES - 1 - i}`),
    );
  });

  it('combines the search with a filter and with reason matches, paging deep', async () => {
    const withStatus = await list({ q: 'kayahan', status_id: 2 });
    const expectedTotal = Array.from({ length: MATCHES }, (_, i) => i).filter((i) => i % 3 === 0).length;
    expect(withStatus.headers.get('content-range')).toBe(`refunds 0-14/${expectedTotal}`);
    expect(withStatus.body.every((r) => r.status_id === 2 && r.member_name.startsWith('Kayahan'))).toBe(true);

    const last = await list({ q: 'kayahan' }, [MATCHES - 5, MATCHES - 1]);
    expect(last.body.map((r) => r.member_name)).toEqual([
      'Kayahan 4',
      'Kayahan 3',
      'Kayahan 2',
      'Kayahan 1',
      'Kayahan 0',
    ]);

    // 'yatırım' matches the reason 'Yatırım iptali' (id 4): every 7th row, inside and outside the name matches.
    const byReason = await list({ q: 'yatırım i' });
    const reasonTotal = Array.from({ length: MATCHES + 500 }, (_, i) => i).filter((i) => i % 7 === 0).length;
    expect(byReason.headers.get('content-range')).toBe(`refunds 0-14/${reasonTotal}`);
  });
});

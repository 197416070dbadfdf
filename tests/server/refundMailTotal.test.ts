import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAPPED_HEADER } from '../../contract/listHeaders.js';
import { SEARCH_COUNT_STEP } from '../../server/refunds/listTotals.js';
import { DB_KIND, setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

const MAILED = SEARCH_COUNT_STEP + 150;
const NOT_MAILED = 40;

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const base = Date.parse('2026-03-01T00:00:00Z');
  const rows = Array.from({ length: MAILED + NOT_MAILED }, (_, i) => ({
    user_id: `U${i}`,
    login_id: `login${i}`,
    member_name: `Üye ${i}`,
    refund_name: `Alıcı ${i}`,
    reason_id: 1,
    payment_method_id: 4,
    status_id: 1,
    amount_kurus: 1000 + i,
    mail_sent: i < MAILED ? 1 : 0,
    ticket_id: `T${i}`,
    created_at: base + i * 60_000,
    updated_at: base,
  }));
  await insertRefundRows(t.ctx, rows);
});

async function mailList(mailSent: boolean, range: [number, number] = [0, 14]) {
  const filter = encodeURIComponent(JSON.stringify({ mail_sent: mailSent }));
  const response = await t.call<Array<{ id: number }>>(
    'GET',
    `/api/refunds?filter=${filter}&range=${JSON.stringify(range)}`,
    { token: t.admin },
  );
  expect(response.status).toBe(200);
  return {
    rows: response.body.length,
    range: response.headers.get('content-range'),
    capped: response.headers.get(TOTAL_CAPPED_HEADER),
  };
}

describe('the total of a list filtered by its mail state', () => {
  it('is exact when it is small', async () => {
    expect(await mailList(false)).toEqual({ rows: 15, range: `refunds 0-14/${NOT_MAILED}`, capped: null });
  });

  if (DB_KIND === 'postgres') {
    it('stops at a ceiling past the page on PostgreSQL, and says so', async () => {
      expect(await mailList(true)).toEqual({
        rows: 15,
        range: `refunds 0-14/${SEARCH_COUNT_STEP}`,
        capped: 'true',
      });
      // A page past the first ceiling counts up to the next one: here every row.
      const deep = await mailList(true, [MAILED - 10, MAILED + 4]);
      expect(deep).toEqual({
        rows: 10,
        range: `refunds ${MAILED - 10}-${MAILED - 1}/${MAILED}`,
        capped: null,
      });
    });
  } else {
    it('is exact however large on SQLite', async () => {
      expect(await mailList(true)).toEqual({ rows: 15, range: `refunds 0-14/${MAILED}`, capped: null });
    });
  }
});

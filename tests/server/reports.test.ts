import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';
const t = setupTestServer({ signInAdmin: true });

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

/**
 * The hand-built data set: amount in kuruş, method, final status, and for completed ones the hours from
 * creation to completion. F and G sit on a Turkish-day boundary (G is still 10 January in UTC).
 */
const DATA = {
  A: { kurus: 10010, method: 4, status: 1 },
  B: { kurus: 25055, method: 4, status: 4, hours: 5 },
  C: { kurus: 35, method: 4, status: 4, hours: 30 },
  D: { kurus: 123456, method: 5, status: 4, hours: 2 },
  E: { kurus: 9999, method: 5, status: 5 },
  F: { kurus: 1000, method: 14, status: 4, hours: 72, createdAt: at('2026-01-10T23:30:00+03:00') },
  G: { kurus: 3333, method: 14, status: 2, createdAt: at('2026-01-11T00:30:00+03:00') },
} as const;
type Key = keyof typeof DATA;
const KEYS = Object.keys(DATA) as Key[];
const ids = {} as Record<Key, number>;

const lira = (kurus: number) => kurus / 100;
const sumKurus = (keys: Key[]) => keys.reduce((sum, key) => sum + DATA[key].kurus, 0);
const pct = (part: number, whole: number) => Math.round((part * 1000) / whole) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The seeded payment methods and statuses the data set uses. */
const MOVEN_B = { id: 4, name: 'Moven B', code: 'moven_b' };
const LONDON_B = { id: 5, name: 'London B', code: 'london_b' };
const MOVEN_P = { id: 14, name: 'Moven P', code: 'moven_p' };
const STATUSES = {
  1: { name: 'Beklemede', color: '#f59e0b' },
  2: { name: 'İnceleniyor', color: '#3b82f6' },
  4: { name: 'Tamamlandı', color: '#15803d' },
  5: { name: 'Reddedildi', color: '#ef4444' },
} as const;
type Method = typeof MOVEN_B;

/** A payment-methods report row: the method's refunds `keys`, their share of all, sum and average. */
const methodReportRow = ({ id, name }: Method, keys: Key[]) => ({
  id,
  method_name: name,
  refund_count: keys.length,
  percentage: pct(keys.length, KEYS.length),
  total_amount: lira(sumKurus(keys)),
  average_amount: lira(Math.round(sumKurus(keys) / keys.length)),
});

/** A dashboard method: the method's refunds `keys`, their sum, and [status id, refund count] pairs. */
const dashboardMethod = (method: Method, keys: Key[], ...counts: Array<[keyof typeof STATUSES, number]>) => ({
  ...method,
  refund_count: keys.length,
  total_amount: lira(sumKurus(keys)),
  statuses: counts.map(([id, refund_count]) => ({ id, ...STATUSES[id], refund_count })),
});

async function setCreatedAt(id: number, createdAt: number) {
  await t.ctx.db.updateTable('refunds').set({ created_at: createdAt }).where('id', '=', id).execute();
}

beforeAll(async () => {
  for (const key of KEYS) {
    const row = DATA[key];
    const amount = `${Math.trunc(row.kurus / 100)}.${String(row.kurus % 100).padStart(2, '0')}`;
    const refund = await createRefundAs(t.server, t.admin, { method: row.method, amount });
    ids[key] = refund.id;
    if (row.status !== 1) {
      const changed = await t.call('PUT', `/api/refunds/${refund.id}/status`, {
        token: t.admin,
        body: { status_id: row.status, version: refund.version },
      });
      expect(changed.status).toBe(200);
    }
  }
  // Completion times are fixed by moving creation back from the stamped completion.
  for (const key of KEYS) {
    const row = DATA[key];
    const stored = await t.ctx.db
      .selectFrom('refunds')
      .select(['completed_at'])
      .where('id', '=', ids[key])
      .executeTakeFirstOrThrow();
    if ('createdAt' in row) {
      await setCreatedAt(ids[key], row.createdAt);
      if ('hours' in row)
        await t.ctx.db
          .updateTable('refunds')
          .set({ completed_at: row.createdAt + row.hours * HOUR })
          .where('id', '=', ids[key])
          .execute();
    } else if ('hours' in row) {
      await setCreatedAt(ids[key], Number(stored.completed_at) - row.hours * HOUR);
    }
  }
});

describe('GET /api/reports/payment-methods', () => {
  it('counts, sums to the kuruş, averages and percentages per method', async () => {
    const response = await t.call('GET', '/api/reports/payment-methods', { token: t.admin });
    expect(response.status).toBe(200);
    const total = sumKurus(KEYS);
    expect(response.body.totals).toEqual({ total_refunds: 7, total_amount: lira(total) });
    expect(response.body.rows).toEqual([
      methodReportRow(MOVEN_B, ['A', 'B', 'C']),
      methodReportRow(LONDON_B, ['D', 'E']),
      methodReportRow(MOVEN_P, ['F', 'G']),
    ]);
    const percentSum = response.body.rows.reduce(
      (s: number, r: { percentage: number }) => s + r.percentage,
      0,
    );
    expect(Math.abs(percentSum - 100)).toBeLessThanOrEqual(0.1 + 1e-9);
  });

  it('limits every figure to a date range of Turkish days', async () => {
    const response = await t.call(
      'GET',
      '/api/reports/payment-methods?start_date=2026-01-10&end_date=2026-01-10',
      { token: t.admin },
    );
    expect(response.body.totals).toEqual({ total_refunds: 1, total_amount: lira(DATA.F.kurus) });
    const both = await t.call(
      'GET',
      '/api/reports/payment-methods?start_date=2026-01-10&end_date=2026-01-11',
      { token: t.admin },
    );
    expect(both.body.rows).toEqual([expect.objectContaining({ id: 14, refund_count: 2, percentage: 100 })]);
  });

  it('refuses a malformed or reversed date range with a Turkish 400', async () => {
    const bad = await t.call('GET', '/api/reports/payment-methods?start_date=10.01.2026', {
      token: t.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Geçersiz tarih (yyyy-MM-dd)');
    const reversed = await t.call(
      'GET',
      '/api/reports/status-distribution?start_date=2026-02-01&end_date=2026-01-01',
      { token: t.admin },
    );
    expect(reversed.status).toBe(400);
  });
});

describe('GET /api/reports/status-distribution', () => {
  it('counts per status in display order with percentages and colours', async () => {
    const response = await t.call('GET', '/api/reports/status-distribution', { token: t.admin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      rows: [
        { id: 1, status_name: 'Beklemede', refund_count: 1, percentage: pct(1, 7), color: '#f59e0b' },
        { id: 2, status_name: 'İnceleniyor', refund_count: 1, percentage: pct(1, 7), color: '#3b82f6' },
        { id: 4, status_name: 'Tamamlandı', refund_count: 4, percentage: pct(4, 7), color: '#15803d' },
        { id: 5, status_name: 'Reddedildi', refund_count: 1, percentage: pct(1, 7), color: '#ef4444' },
      ],
      totals: { total_refunds: 7 },
    });
  });
});

describe('GET /api/reports/completion-time', () => {
  const figures = (hours: number[]) => {
    const avg = hours.reduce((s, h) => s + h, 0) / hours.length;
    return {
      completed_count: hours.length,
      avg_completion_hours: round2(avg),
      min_completion_hours: round2(Math.min(...hours)),
      max_completion_hours: round2(Math.max(...hours)),
      avg_completion_days: round2(avg / 24),
      min_completion_days: round2(Math.min(...hours) / 24),
      max_completion_days: round2(Math.max(...hours) / 24),
    };
  };

  it('measures from creation to the status change into the completed status, per method and overall', async () => {
    const response = await t.call('GET', '/api/reports/completion-time', { token: t.admin });
    expect(response.status).toBe(200);
    // 27.25 h on average is over 24 h: shown in days; 17.5 h for Moven B stays in hours.
    expect(response.body.overall_stats).toEqual({
      ...figures([5, 30, 2, 72]),
      avg_completion_formatted: '1,1 gün',
    });
    expect(response.body.method_completion_times).toEqual([
      { id: 14, method_name: 'Moven P', ...figures([72]), avg_completion_formatted: '3,0 gün' },
      { id: 4, method_name: 'Moven B', ...figures([5, 30]), avg_completion_formatted: '17,5 saat' },
      { id: 5, method_name: 'London B', ...figures([2]), avg_completion_formatted: '2,0 saat' },
    ]);
    expect(response.body.message).toBeUndefined();
  });

  it('answers empty figures with a message when nothing in the range is completed', async () => {
    const response = await t.call(
      'GET',
      '/api/reports/completion-time?start_date=2026-01-11&end_date=2026-01-11',
      { token: t.admin },
    );
    expect(response.body.overall_stats).toMatchObject({ completed_count: 0, avg_completion_formatted: null });
    expect(response.body.method_completion_times).toEqual([]);
    expect(response.body.message).toBe('Seçilen dönemde tamamlanmış iade bulunmuyor');
  });
});

describe('GET /api/dashboard', () => {
  it('gives totals, per-method amounts with coloured status counts and the 5 newest refunds', async () => {
    const response = await t.call('GET', '/api/dashboard', { token: t.admin });
    expect(response.status).toBe(200);
    expect(response.body.total_count).toBe(7);
    expect(response.body.total_amount).toBe(lira(sumKurus(KEYS)));
    // Methods in display order: Moven P (0), Moven B (1), London B (2).
    expect(response.body.methods).toEqual([
      dashboardMethod(MOVEN_P, ['F', 'G'], [2, 1], [4, 1]),
      dashboardMethod(MOVEN_B, ['A', 'B', 'C'], [1, 1], [4, 2]),
      dashboardMethod(LONDON_B, ['D', 'E'], [4, 1], [5, 1]),
    ]);
    const created = await t.ctx.db.selectFrom('refunds').select(['id', 'created_at']).execute();
    const newest = created
      .sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.id - a.id)
      .slice(0, 5)
      .map((row) => row.id);
    const latest = response.body.latest as Array<Record<string, unknown>>;
    expect(latest.map((row) => row.id)).toEqual(newest);
    expect(latest[0]).toMatchObject({
      member_name: expect.any(String),
      payment_method_name: expect.any(String),
      reason: 'Mükerrer ödeme',
      status_name: expect.any(String),
      amount: expect.any(Number),
    });
  });
});

describe('who sees which figures', () => {
  it("limits every report to the role's payment methods", async () => {
    const { token } = await t.signInWithRole('raporcu', ['view_reports', 'view_refunds'], {
      methods: [5, 14],
    });

    const methods = await t.call('GET', '/api/reports/payment-methods', { token });
    expect(methods.body.totals).toEqual({
      total_refunds: 4,
      total_amount: lira(sumKurus(['D', 'E', 'F', 'G'])),
    });
    expect(methods.body.rows.map((r: { id: number }) => r.id)).toEqual([5, 14]);
    expect(methods.body.rows.map((r: { percentage: number }) => r.percentage)).toEqual([50, 50]);

    const statuses = await t.call('GET', '/api/reports/status-distribution', { token });
    expect(statuses.body.rows).toEqual([
      expect.objectContaining({ id: 2, refund_count: 1, percentage: 25 }),
      expect.objectContaining({ id: 4, refund_count: 2, percentage: 50 }),
      expect.objectContaining({ id: 5, refund_count: 1, percentage: 25 }),
    ]);
    const completion = await t.call('GET', '/api/reports/completion-time', { token });
    expect(completion.body.overall_stats.completed_count).toBe(2);
    expect(completion.body.overall_stats.avg_completion_hours).toBe(37);

    const dashboard = await t.call('GET', '/api/dashboard', { token });
    expect(dashboard.body.total_count).toBe(4);
    expect(
      dashboard.body.latest.every((r: { payment_method_id: number }) =>
        [5, 14].includes(r.payment_method_id),
      ),
    ).toBe(true);
  });

  it('gives a role without methods zero figures and refuses reports without view_reports', async () => {
    const { token } = await t.signInWithRole('bosraporcu', ['view_reports', 'view_refunds']);
    const methods = await t.call('GET', '/api/reports/payment-methods', { token });
    expect(methods.body).toEqual({ rows: [], totals: { total_refunds: 0, total_amount: 0 } });
    const dashboard = await t.call('GET', '/api/dashboard', { token });
    expect(dashboard.body).toMatchObject({ total_count: 0, total_amount: 0, methods: [], latest: [] });

    const { token: plain } = await t.signInWithRole('listeci', ['view_refunds']);
    for (const path of ['payment-methods', 'completion-time', 'status-distribution']) {
      const refused = await t.call('GET', `/api/reports/${path}`, { token: plain });
      expect(refused.status).toBe(403);
    }
    expect((await t.call('GET', '/api/reports/payment-methods')).status).toBe(401);
  });
});

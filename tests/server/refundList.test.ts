import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';
const ids: Record<string, number> = {};

/** Noon in Turkey on the given date, as epoch ms. */
const turkeyNoon = (date: string) => Date.parse(`${date}T12:00:00+03:00`);

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const make = async (key: string, fields: Record<string, string | number>, createdAt: number) => {
    const refund = await createRefundAs(t.server, t.admin, fields);
    await t.ctx.db
      .updateTable('refunds')
      .set({ created_at: createdAt })
      .where('id', '=', refund.id)
      .execute();
    ids[key] = refund.id;
  };
  await make(
    'ayse',
    {
      member_name: 'Ayşe Yılmaz',
      refund_name: 'Ayşe Yılmaz',
      user_id: 'AY100',
      login_id: 'ayse.y',
      amount: '250',
      method: 4,
      status: 1,
      reason_id: 1,
    },
    turkeyNoon('2026-01-10'),
  );
  await make(
    'mehmet',
    {
      member_name: 'Mehmet Demir',
      refund_name: 'Mehmet D.',
      user_id: 'MD200',
      login_id: 'mdemir',
      amount: '1000.50',
      method: 5,
      status: 2,
      reason_id: 2,
      ticket_id: 'CHAT-777',
    },
    turkeyNoon('2026-02-15'),
  );
  await make(
    'dupA',
    {
      member_name: 'Kopya Bir',
      refund_name: 'Kopya',
      user_id: 'DUPX',
      login_id: 'dupx',
      amount: '75',
      method: 14,
      status: 3,
      reason_id: 3,
    },
    turkeyNoon('2026-03-01'),
  );
  await make(
    'dupB',
    {
      member_name: 'Kopya İki',
      refund_name: 'Kopya',
      user_id: 'DUPX',
      login_id: 'dupx',
      amount: '75',
      method: 14,
      status: 4,
      reason_id: 5,
    },
    turkeyNoon('2026-03-31'),
  );
  await make(
    'late',
    {
      member_name: 'Zeynep Kaya',
      refund_name: 'Zeynep Kaya',
      user_id: 'ZK300',
      login_id: 'zkaya',
      amount: '5',
      method: 6,
      status: 1,
      reason_id: 4,
    },
    turkeyNoon('2026-04-01'),
  );
  await t.call('PUT', `/api/refunds/${ids.mehmet}/mail-status`, {
    token: t.admin,
    body: { mail_sent: true },
  });
});

const list = async (
  query: { filter?: object; sort?: [string, string]; range?: [number, number] },
  token = t.admin,
) => {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  if (query.range) params.set('range', JSON.stringify(query.range));
  return t.call<Array<Record<string, any>>>('GET', `/api/refunds?${params}`, { token }); // eslint-disable-line @typescript-eslint/no-explicit-any
};
const idsOf = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.id);

describe('GET /api/refunds', () => {
  it('answers newest first with a Content-Range total and the page size asked for', async () => {
    const response = await list({ range: [0, 1] });
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([ids.late, ids.dupB]);
    expect(response.headers.get('content-range')).toBe('refunds 0-1/5');
    const second = await list({ range: [2, 3] });
    expect(idsOf(second.body)).toEqual([ids.dupA, ids.mehmet]);
    expect(second.headers.get('content-range')).toBe('refunds 2-3/5');
    // A page past the end holds no rows: the range is unsatisfied ('*'), the total still there.
    const past = await list({ range: [20, 29] });
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe('refunds */5');
  });

  it.each([
    ['status_id', { status_id: 1 }, ['late', 'ayse']],
    ['payment_method_id', { payment_method_id: 14 }, ['dupB', 'dupA']],
    [
      'date range (inclusive, Turkish days)',
      { start_date: '2026-02-15', end_date: '2026-03-31' },
      ['dupB', 'dupA', 'mehmet'],
    ],
    ['duplicates only', { duplicates_only: true }, ['dupB', 'dupA']],
    ['mail sent', { mail_sent: true }, ['mehmet']],
    ['mail not sent', { mail_sent: false }, ['late', 'dupB', 'dupA', 'ayse']],
    ['search in member name, case-insensitive', { q: 'yılmaz' }, ['ayse']],
    ['search in ticket id', { q: 'chat-7' }, ['mehmet']],
    ['search of two characters in login id', { q: 'px' }, ['dupB', 'dupA']],
    ['search in user id', { q: 'DUPX' }, ['dupB', 'dupA']],
    ['search in reason name', { q: 'hatalı tut' }, ['mehmet']],
    ['exact id', { q: '#ID' }, ['ayse']],
    ['getMany ids', { id: ['ID_A', 'ID_B'] }, ['mehmet', 'ayse']],
    ['combined filters', { status_id: 1, q: 'kaya' }, ['late']],
  ])('filters by %s', async (_label, rawFilter, expected) => {
    let filter: Record<string, unknown> = { ...rawFilter };
    if (filter.q === '#ID') filter = { q: `#${ids.ayse}` };
    if (Array.isArray(filter.id)) filter = { id: [ids.ayse, ids.mehmet] };
    const response = await list({ filter });
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual(expected.map((key) => ids[key]));
    expect(response.headers.get('content-range')).toMatch(new RegExp(`/${expected.length}$`));
  });

  it('sorts on every listed column, both ways', async () => {
    const byAmount = await list({ sort: ['amount', 'ASC'] });
    expect(byAmount.body.map((r) => r.amount)).toEqual([5, 75, 75, 250, 1000.5]);
    const byAmountDesc = await list({ sort: ['amount', 'DESC'] });
    expect(byAmountDesc.body.map((r) => r.amount)).toEqual([1000.5, 250, 75, 75, 5]);
    for (const field of [
      'id',
      'created_at',
      'updated_at',
      'user_id',
      'login_id',
      'member_name',
      'refund_name',
      'ticket_id',
      'status_name',
      'payment_method_name',
      'reason',
      'mail_sent',
    ]) {
      const response = await list({ sort: [field, 'DESC'] });
      expect(response.status, field).toBe(200);
      expect(response.body).toHaveLength(5);
    }
    const byMethod = await list({ sort: ['payment_method_name', 'ASC'] });
    expect(byMethod.body.map((r) => r.payment_method_name)).toEqual(
      [...byMethod.body.map((r) => r.payment_method_name)].sort(),
    );
  });

  it('carries joined names and the duplicate group on each row', async () => {
    const rows = (await list({ filter: { duplicates_only: true } })).body;
    expect(rows.every((r) => r.duplicate_group_id === ids.dupA)).toBe(true);
    expect(rows[0]).toMatchObject({
      status_name: 'Tamamlandı',
      color: '#15803d',
      payment_method_name: 'Moven P',
      reason: 'Diğer',
      created_by_username: 'admin',
    });
  });

  it('refuses bad parameters with 400 and unknown sort fields', async () => {
    expect((await t.call('GET', '/api/refunds?filter={bad', { token: t.admin })).status).toBe(400);
    expect((await list({ sort: ['password_hash', 'ASC'] })).status).toBe(400);
    expect((await list({ range: [0, 1000] })).status).toBe(400);
    expect((await list({ filter: { start_date: '2026-13-45' } })).status).toBe(400);
    expect((await list({ filter: { start_date: '2026-03-02', end_date: '2026-03-01' } })).status).toBe(400);
    expect((await list({ filter: { status_id: 'x' } })).status).toBe(400);
  });

  it('shows a role only the refunds of its payment methods, by list, id, history and export', async () => {
    const { token } = await t.signInWithRole('moven1', ['view_refunds', 'view_payment_methods'], {
      methods: [4, 14],
    });
    expect(idsOf((await list({}, token)).body)).toEqual([ids.dupB, ids.dupA, ids.ayse]);
    expect((await t.call('GET', `/api/refunds/${ids.mehmet}`, { token })).status).toBe(404);
    expect((await t.call('GET', `/api/logs/refund/${ids.mehmet}`, { token })).status).toBe(404);
    expect(idsOf((await list({ filter: { id: [ids.mehmet, ids.ayse] } }, token)).body)).toEqual([ids.ayse]);
    const methods = await t.call<Array<{ id: number }>>('GET', '/api/methods', { token });
    expect(methods.body.map((m) => m.id).sort((a, b) => a - b)).toEqual([4, 14]);
    const csv = await t.call<string>('GET', '/api/refunds/export', { token });
    expect(csv.body).not.toContain('Mehmet Demir');
    expect(csv.body).toContain('Ayşe Yılmaz');

    const { token: noneToken } = await t.signInWithRole('yontemsiz1', ['view_refunds']);
    expect((await list({}, noneToken)).body).toEqual([]);
  });

  it('needs view_refunds, view_all_refunds for the mail filter and view_payment_methods for the method filter', async () => {
    const { token } = await t.signInWithRole('kisitli1', ['view_refunds'], { methods: [4] });
    expect((await list({ filter: { mail_sent: true } }, token)).status).toBe(403);
    expect((await list({ filter: { payment_method_id: 4 } }, token)).status).toBe(403);

    const { token: blindToken } = await t.signInWithRole('kor1', ['view_logs']);
    expect((await list({}, blindToken)).status).toBe(403);
  });

  it('lists statuses, methods and reasons by display order', async () => {
    const statuses = await t.call<Array<{ id: number; display_order: number }>>('GET', '/api/statuses', {
      token: t.admin,
    });
    expect(statuses.body.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const methods = await t.call<Array<{ display_order: number }>>('GET', '/api/methods', {
      token: t.admin,
    });
    const orders = methods.body.map((m) => m.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(methods.headers.get('content-range')).toBe('methods 0-9/10');
    expect((await t.call('GET', '/api/reasons', { token: t.admin })).body).toHaveLength(5);
  });
});

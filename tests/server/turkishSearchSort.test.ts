import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

/**
 * Turkish capitals in every search and Turkish alphabet order in every text sort, on both databases:
 * 'ŞAHİN' finds what 'şahin' finds, I pairs with ı and İ with i, and Ç follows C (not Z).
 */
const t = setupTestServer({ signInAdmin: true });

/** Member names in Turkish alphabet order (created shuffled). */
const MEMBERS_IN_ORDER = [
  'Can Tekin',
  'çağla Güneş',
  'Derya Ak',
  'Hakan Tuna',
  'Irmak Ilgaz',
  'İpek İnce',
  'Oya Sağlam',
  'Öykü Er',
  'Sibel Kurt',
  'Şahin Işık',
  'Uğur Çelik',
  'Ümit Acar',
  'Zeki Bal',
];
const SHUFFLED = [6, 0, 12, 3, 9, 1, 7, 4, 11, 2, 8, 5, 10].map((i) => MEMBERS_IN_ORDER[i]);
const YATIRIM_IPTALI = 4;
const refundIdOf: Record<string, number> = {};
let reasonRefundId = 0;

beforeAll(async () => {
  for (const [index, name] of SHUFFLED.entries()) {
    const refund = await createRefundAs(t.server, t.admin, {
      member_name: name,
      refund_name: name.toLocaleUpperCase('tr'),
      user_id: `TR${index}`,
      login_id: `tr.${index}`,
      ticket_id: `TRK-${index}`,
      reason_id: 1,
    });
    refundIdOf[name] = refund.id;
  }
  const reasonRefund = await createRefundAs(t.server, t.admin, {
    member_name: 'Nur Er',
    refund_name: 'Nur Er',
    reason_id: YATIRIM_IPTALI,
  });
  reasonRefundId = reasonRefund.id;
});

const refunds = async (query: { q?: string; sort?: [string, string] }) => {
  const params = new URLSearchParams({ range: JSON.stringify([0, 99]) });
  if (query.q !== undefined) params.set('filter', JSON.stringify({ q: query.q }));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  const response = await t.call<Array<{ id: number; member_name: string }>>('GET', `/api/refunds?${params}`, {
    token: t.admin,
  });
  expect(response.status).toBe(200);
  return response.body;
};
const memberNames = async (q: string) => (await refunds({ q })).map((row) => row.member_name).sort();

describe('refund search folds Turkish case', () => {
  it('a term with a line break does not match across two searched fields', async () => {
    // refund_name 'ŞAHİN IŞIK' is followed by member_name 'Şahin Işık' in the search document.
    expect(await memberNames('IŞIK\nŞahin')).toEqual([]);
    // A pasted line break reads as a space.
    expect(await memberNames('Şahin\r\nIşık')).toEqual(['Şahin Işık']);
  });

  it.each([
    ['ŞAHİN', 'şahin', ['Şahin Işık']],
    ['IŞIK', 'ışık', ['Şahin Işık']],
    ['İPEK İNCE', 'ipek ince', ['İpek İnce']],
    ['ÇELİK', 'çelik', ['Uğur Çelik']],
    ['ILGAZ', 'ılgaz', ['Irmak Ilgaz']],
    // Two letters: below the trigram index, the plain scan folds the same way.
    ['ÇA', 'ça', ['çağla Güneş']],
    // 'ip' is also in the reason 'Yatırım iptali'.
    ['İP', 'ip', ['Nur Er', 'İpek İnce']],
    ['ÖY', 'öy', ['Öykü Er']],
  ])("'%s' finds what '%s' finds", async (capitals, small, expected) => {
    expect(await memberNames(capitals)).toEqual(expected);
    expect(await memberNames(small)).toEqual(expected);
  });

  it('keeps I and İ apart: dotless I pairs with ı, dotted İ with i', async () => {
    expect(await memberNames('İrmak')).toEqual([]);
    expect(await memberNames('ıpek')).toEqual([]);
  });

  it('takes the characters of a term literally (a dot is a dot)', async () => {
    // Only the login ids 'tr.N' hold a dot.
    expect(await memberNames('.')).toEqual([...MEMBERS_IN_ORDER].sort());
    // tr.1, tr.10, tr.11, tr.12: the refunds created second, eleventh, twelfth and thirteenth.
    expect(await memberNames('r.1')).toEqual(['Can Tekin', 'Sibel Kurt', 'İpek İnce', 'Uğur Çelik'].sort());
  });

  it("'İPTALİ' reaches the refund through its reason 'Yatırım iptali' as 'iptali' does", async () => {
    for (const term of ['İPTALİ', 'iptali', 'YATIRIM İPTALİ']) {
      expect((await refunds({ q: term })).map((row) => row.id)).toEqual([reasonRefundId]);
    }
  });
});

describe('refund text columns sort in Turkish alphabet order', () => {
  const ours = (rows: Array<{ member_name: string }>) =>
    rows.map((row) => row.member_name).filter((name) => MEMBERS_IN_ORDER.includes(name));

  it.each(['member_name', 'refund_name'])('by %s, ascending and descending', async (field) => {
    expect(ours(await refunds({ sort: [field, 'ASC'] }))).toEqual(MEMBERS_IN_ORDER);
    expect(ours(await refunds({ sort: [field, 'DESC'] }))).toEqual([...MEMBERS_IN_ORDER].reverse());
  });

  it('by reason name: Ç after C, İ after I', async () => {
    const now = Date.now();
    const reasonIds: number[] = [];
    for (const [index, name] of ['Çifte ödeme', 'İade talebi', 'Cayma', 'Iskonto farkı'].entries()) {
      const row = await t.ctx.db
        .insertInto('refund_reasons')
        .values({
          name,
          code: `tr_order_${index}`,
          display_order: 90 + index,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reasonIds.push(row.id);
      await createRefundAs(t.server, t.admin, { member_name: `Sıra ${name}`, reason_id: row.id });
    }
    const rows = await refunds({ sort: ['reason', 'ASC'] });
    const order = rows.map((row) => row.member_name).filter((name) => name.startsWith('Sıra '));
    expect(order).toEqual(['Sıra Cayma', 'Sıra Çifte ödeme', 'Sıra Iskonto farkı', 'Sıra İade talebi']);
  });
});

describe('users and logs', () => {
  beforeAll(async () => {
    for (const [username, fullName] of [
      ['sule', 'Şule Çınar'],
      ['ilker', 'İlker Ilıcak'],
      ['cem', 'Cem Uz'],
      ['zehra', 'Zehra Öz'],
    ]) {
      await t.createUser({ username, password: 'Parola-Test-123', fullName });
    }
  });

  const users = async (query: { q?: string; sort?: [string, string] }) => {
    const params = new URLSearchParams({ range: JSON.stringify([0, 99]) });
    if (query.q !== undefined) params.set('filter', JSON.stringify({ q: query.q }));
    if (query.sort) params.set('sort', JSON.stringify(query.sort));
    const response = await t.call<Array<{ full_name: string | null }>>('GET', `/api/users?${params}`, {
      token: t.admin,
    });
    expect(response.status).toBe(200);
    return response.body.map((row) => row.full_name);
  };

  it('user search folds Turkish case', async () => {
    expect(await users({ q: 'ŞULE ÇINAR' })).toEqual(['Şule Çınar']);
    expect(await users({ q: 'İLKER ILICAK' })).toEqual(['İlker Ilıcak']);
    expect(await users({ q: 'ilker ılıcak' })).toEqual(['İlker Ilıcak']);
  });

  it('users sort by full name in Turkish alphabet order', async () => {
    const names = (await users({ sort: ['full_name', 'ASC'] })).filter(
      (name): name is string => !!name && ['Şule Çınar', 'İlker Ilıcak', 'Cem Uz', 'Zehra Öz'].includes(name),
    );
    expect(names).toEqual(['Cem Uz', 'İlker Ilıcak', 'Şule Çınar', 'Zehra Öz']);
  });

  it('log search folds Turkish case', async () => {
    const logs = async (q: string) => {
      const params = new URLSearchParams({ filter: JSON.stringify({ q, action: 'create_refund' }) });
      const response = await t.call<Array<{ details: string }>>('GET', `/api/logs?${params}`, {
        token: t.admin,
      });
      expect(response.status).toBe(200);
      return response.body.map((row) => row.details);
    };
    const found = await logs('ŞAHİN IŞIK');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Şahin Işık');
    expect(await logs('şahin ışık')).toEqual(found);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { REFUND_SEARCHED_COLUMNS } from '../../server/refunds/searchDocument.js';
import { setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';
import { rowsContaining, searchableRow } from './searchOracle.js';

/**
 * Short searches over stored text with characters at the edges of the code space: the highest code
 * point (U+10FFFF), astral characters (two UTF-16 units), combining marks. Each must find exactly the
 * rows a fold of every row finds.
 */
const t = setupTestServer({ signInAdmin: true });

const MAX = '\u{10FFFF}';
const FIELDS: Array<[string, string, string, string, string]> = [
  // user_id, login_id, member_name, refund_name, ticket_id
  [`Ua${MAX}b`, 'l1', 'Ad', 'Alan', 'T1'],
  ['U2', 'l2', 'Ad', 'Alan', `Tq${MAX}`],
  ['U3', 'l3', `Ad ${MAX}${MAX}z`, 'Alan', 'T3'],
  ['U4', 'l4', 'Ad', 'Alan', `T${MAX}`],
  ['U5', 'l5', 'Ad 😀x', 'Alan', 'T5😀'],
  ['U6', 'l6', 'Ade\u0301', 'Alan', 'T6e\u0301'],
  ['U7', 'l7', 'Ad', 'Alan', ''],
  ['U8', `l8${MAX}`, 'Ad', 'Alan', ''],
  ['U9', 'l9', 'Ad', 'Alan', '𝔸'],
  ['U10', 'l10', 'Ad', 'Alan', '\uFFFF'],
  ['U11', 'lÂ', 'Îİ', 'Ûû', 'ıÂ'],
  ['U12', 'lâ', 'îI', 'ÛU', 'iâ'],
];
const ROWS = FIELDS.map(([user_id, login_id, member_name, refund_name, ticket_id], i) =>
  searchableRow({ user_id, login_id, member_name, refund_name, ticket_id }, i),
);

beforeAll(async () => {
  await insertRefundRows(t.ctx, ROWS);
});

const expectedFor = (q: string) =>
  rowsContaining(ROWS, q)
    .map((row) => row.user_id)
    .sort();

async function found(q: string) {
  const response = await t.call<Array<{ user_id: string }>>(
    'GET',
    `/api/refunds?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,499]`,
    { token: t.admin },
  );
  expect(response.status).toBe(200);
  const total = Number(response.headers.get('content-range')?.split('/')[1]);
  return { total, rows: response.body.map((row) => row.user_id).sort() };
}

describe('short searches over characters at the edges of the code space', () => {
  it('find exactly the rows that contain the term', async () => {
    const terms = new Set<string>([
      MAX,
      `${MAX}${MAX}`,
      `a${MAX}`,
      `q${MAX}`,
      '😀',
      '😀x',
      'T5',
      'Â',
      'î',
      'ÎI',
      'ûU',
      'Iâ',
      'İÂ',
    ]);
    for (const row of ROWS) {
      for (const column of REFUND_SEARCHED_COLUMNS) {
        const chars = [...String(row[column])];
        chars.forEach((char, i) => {
          terms.add(char);
          if (i + 1 < chars.length) terms.add(char + chars[i + 1]);
        });
      }
    }
    const mismatches: string[] = [];
    for (const q of [...terms].filter((term) => term.trim() === term && term !== '')) {
      const expected = expectedFor(q);
      const { total, rows } = await found(q);
      if (JSON.stringify(rows) !== JSON.stringify(expected) || total !== expected.length) {
        mismatches.push(
          `${JSON.stringify(q)}: ${JSON.stringify(rows)}/${total}, want ${JSON.stringify(expected)}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});

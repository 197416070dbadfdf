import { beforeAll, describe, expect, it } from 'vitest';
import { REFUND_SEARCHED_COLUMNS } from '../../server/refunds/searchDocument.js';
import { setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';
import { rowsContaining, searchableRow } from './searchOracle.js';

/**
 * A search of one or two characters finds exactly the refunds that contain it, Turkish case aside,
 * whether the term is rare (read from the search index) or common (found by walking the list): also at
 * the very end of the last searched field, in the middle of Turkish names, and with characters that mean
 * something to LIKE, GLOB or the FTS query language.
 */
const t = setupTestServer({ signInAdmin: true });

const PIECES = ['Işık', 'şİ', 'ğ', 'Ü', 'q', '"', '%', '_', '*', 'x7', 'İ', 'ı', 'Ç', 'zq', 'ab', '9'];
/** A deterministic mix of the pieces: each row a different arrangement, some rows end with a piece. */
const piece = (n: number) => PIECES[n % PIECES.length];
const ROWS = Array.from({ length: 220 }, (_, i) =>
  searchableRow(
    {
      user_id: `U${i % 7}${piece(i * 5)}`,
      login_id: `l${piece(i * 3)}${i}`,
      member_name: `Ad ${piece(i)} Soyad`,
      refund_name: i % 11 === 0 ? `${piece(i * 7)}${piece(i * 13)}` : 'Alan',
      // The document's last characters: a one-character piece, a two-character piece or none.
      ticket_id: i % 3 === 0 ? `T${i}${piece(i * 11)}` : i % 3 === 1 ? `K${piece(i * 17)}` : `${i}`,
    },
    i,
  ),
);

beforeAll(async () => {
  await insertRefundRows(t.ctx, ROWS);
});

const expectedFor = (q: string) =>
  rowsContaining(ROWS, q)
    .map((row) => `${row.user_id}|${row.ticket_id}`)
    .sort();

async function found(q: string) {
  const response = await t.call<Array<{ user_id: string; ticket_id: string }>>(
    'GET',
    `/api/refunds?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,499]`,
    { token: t.admin },
  );
  expect(response.status).toBe(200);
  const total = Number(response.headers.get('content-range')?.split('/')[1]);
  return { total, rows: response.body.map((row) => `${row.user_id}|${row.ticket_id}`).sort() };
}

/** Every one- and two-character term of the rows' fields, and some that occur nowhere. */
function termsToTry(): string[] {
  const terms = new Set<string>(['İŞ', 'ww', 'Ğ', '""', '%%', '_x', 'Q', 'ZQ', 'İ', 'I', 'i', 'ı']);
  for (const row of ROWS.slice(0, 60)) {
    for (const column of REFUND_SEARCHED_COLUMNS) {
      const chars = [...String(row[column])];
      chars.forEach((char, i) => {
        terms.add(char);
        if (i + 1 < chars.length) terms.add(char + chars[i + 1]);
      });
    }
  }
  return [...terms].filter((term) => term.trim() === term && term !== '');
}

describe('searches of one or two characters over their index', () => {
  it('find exactly the rows that contain the term, with an exact total', async () => {
    const mismatches: string[] = [];
    for (const q of termsToTry()) {
      const expected = expectedFor(q);
      const { total, rows } = await found(q);
      if (JSON.stringify(rows) !== JSON.stringify(expected) || total !== expected.length) {
        mismatches.push(`${JSON.stringify(q)}: ${rows.length}/${total} found, ${expected.length} expected`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('find a term that only ends the last field, and one letter one before the end', async () => {
    await insertRefundRows(t.ctx, [
      {
        ...ROWS[0],
        user_id: 'SON1',
        login_id: 'son',
        member_name: 'Son',
        refund_name: 'Son',
        ticket_id: 'TKŞĞ',
      },
      {
        ...ROWS[0],
        user_id: 'SON2',
        login_id: 'son',
        member_name: 'Son',
        refund_name: 'Son',
        ticket_id: 'TKVJ',
      },
    ]);
    expect((await found('şğ')).rows).toEqual(['SON1|TKŞĞ']);
    expect((await found('Ğ')).rows).toContain('SON1|TKŞĞ');
    expect((await found('V')).rows).toEqual(['SON2|TKVJ']);
    expect((await found('j')).rows).toEqual(['SON2|TKVJ']);
    expect((await found('vJ')).rows).toEqual(['SON2|TKVJ']);
  });

  it('find a term that an edit brought in', async () => {
    expect((await found('wğ')).rows).toEqual([]);
    await t.ctx.db
      .updateTable('refunds')
      .set({ member_name: 'Ad Wğ Soyad' })
      .where('user_id', '=', 'SON2')
      .execute();
    expect((await found('WĞ')).rows).toEqual(['SON2|TKVJ']);
  });
});

import { describe, expect, it } from 'vitest';
import { LITERAL_STATEMENT_MARK, withIntegersInlined } from '../../server/db/literalStatements.js';

const compiled = (sql: string, parameters: unknown[]) =>
  ({ sql, parameters, query: { kind: 'RawNode' } }) as unknown as Parameters<typeof withIntegersInlined>[0];

describe('a statement with its integer values written in', () => {
  it('writes each value in place of its placeholder, marked, with no parameters left', () => {
    const inlined = withIntegersInlined(
      compiled(
        'select id from refunds where status_id = $1 and payment_method_id in ($2, $3) limit $4 offset $5',
        [4, 7, 12, 15, 0],
      ),
    );
    expect(inlined?.sql).toBe(
      `${LITERAL_STATEMENT_MARK}select id from refunds where status_id = (4) and payment_method_id in ((7), (12)) limit (15) offset (0)`,
    );
    expect(inlined?.parameters).toEqual([]);
  });

  it('keeps the tenth and later placeholders whole and a negative value an operand', () => {
    const values = Array.from({ length: 11 }, (_, i) => i + 1);
    values[10] = -3;
    const text = values.map((_, i) => `$${i + 1}`).join(' - ');
    expect(withIntegersInlined(compiled(text, values))?.sql).toBe(
      `${LITERAL_STATEMENT_MARK}(1) - (2) - (3) - (4) - (5) - (6) - (7) - (8) - (9) - (10) - (-3)`,
    );
  });

  it('leaves a $ inside quoted strings and identifiers alone', () => {
    const inlined = withIntegersInlined(compiled(`select '$1 it''s' as "a$2", x from t where y = $1`, [9]));
    expect(inlined?.sql).toBe(`${LITERAL_STATEMENT_MARK}select '$1 it''s' as "a$2", x from t where y = (9)`);
  });

  it('refuses text, fractions, huge numbers, arrays and placeholders that do not match the values', () => {
    expect(withIntegersInlined(compiled('select $1', ['kaya']))).toBeNull();
    expect(withIntegersInlined(compiled('select $1', ['1; drop table refunds']))).toBeNull();
    expect(withIntegersInlined(compiled('select $1', [1.5]))).toBeNull();
    expect(withIntegersInlined(compiled('select $1', [2 ** 60]))).toBeNull();
    expect(withIntegersInlined(compiled('select $1', [[1, 2]]))).toBeNull();
    expect(withIntegersInlined(compiled('select $1, $1', [1]))).toBeNull();
    expect(withIntegersInlined(compiled('select $1', [1, 2]))).toBeNull();
    expect(withIntegersInlined(compiled('select $2', [1]))).toBeNull();
    expect(withIntegersInlined(compiled("select 'open $1", [1]))).toBeNull();
  });
});

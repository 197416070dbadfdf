import type { CompiledQuery } from 'kysely';

/**
 * A statement whose values are written into its text starts with this mark: PostgreSQL connections
 * prepare it once by its text (see preparedStatements.ts). With no parameters left, the plan PostgreSQL
 * keeps is the one made for these very values, so a page keeps the plan its LIMIT and filters call for.
 */
export const LITERAL_STATEMENT_MARK = '/* literal */ ';

/**
 * The statement with each parameter written into its text, when every parameter is an integer (ids,
 * limits, offsets, epoch milliseconds); null otherwise. Placeholders are only read outside quoted
 * strings and identifiers, and each must appear exactly once, as Kysely numbers them.
 */
export function withIntegersInlined<R>(compiled: CompiledQuery<R>): CompiledQuery<R> | null {
  const values = compiled.parameters;
  if (!values.every((value) => typeof value === 'number' && Number.isSafeInteger(value))) return null;
  const used = new Set<number>();
  let text = '';
  let quote: string | null = null;
  const source = compiled.sql;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (quote) {
      text += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      text += char;
      continue;
    }
    const placeholder = char === '$' ? /^\$(\d+)/.exec(source.slice(at, at + 12)) : null;
    if (!placeholder) {
      text += char;
      continue;
    }
    const index = Number(placeholder[1]);
    if (index < 1 || index > values.length || used.has(index)) return null;
    used.add(index);
    // Parenthesised so that a negative value never reads as an operator after '-'.
    text += `(${String(values[index - 1])})`;
    at += placeholder[0].length - 1;
  }
  if (quote || used.size !== values.length) return null;
  return { ...compiled, sql: LITERAL_STATEMENT_MARK + text, parameters: [] };
}

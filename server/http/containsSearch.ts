import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connection.js';
import {
  foldTurkish,
  foldTurkishSql,
  foldVariants,
  foldedContainsGlob,
  foldedContainsRegex,
} from '../db/turkishText.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern (with ESCAPE '\\') of a "contains" search for a term, Turkish-folded (see turkishText.ts). */
export const containsPattern = (term: string) => `%${escapeLike(foldTurkish(term))}%`;

/**
 * The column contains the term, Turkish case aside (see turkishText.ts): PostgreSQL matches the stored
 * text with a regular expression of each character's forms, SQLite folds the column.
 */
export function foldedContains(column: Expression<unknown>, term: string, dialect: DialectName) {
  return dialect === 'postgres'
    ? sql<SqlBool>`${column} ~ ${foldedContainsRegex(term)}`
    : sql<SqlBool>`${foldTurkishSql(column, dialect)} LIKE ${containsPattern(term)} ESCAPE '\\'`;
}

/** "Contains" over several text columns, Turkish case aside, with every character of the term taken literally. */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  term: string,
  dialect: DialectName,
): Expression<SqlBool> {
  return eb.or(columns.map((column) => foldedContains(sql.ref(column), term, dialect)));
}

const isAsciiCapital = (character: string) => character >= 'A' && character <= 'Z';

/**
 * SQLite, for terms of one or two characters: the column contains the term, Turkish case aside, tested
 * on the plain column so that no row is folded. LIKE already pairs ASCII letters with their capitals;
 * the Turkish letters' other forms become alternative patterns. LIKE pairs i with I, which Turkish
 * does not, so a term with i or ı is then checked exactly by the GLOB of foldedContainsGlob (slower,
 * but only on the rows LIKE let through). Patterns multiply with the term's length: short terms only.
 */
export function shortTermContains(column: Expression<unknown>, term: string): RawBuilder<SqlBool> {
  const folded = [...foldTurkish(term)];
  const patterns = folded.reduce<string[]>(
    (prefixes, character) => {
      const forms = foldVariants(character).filter((form) => form === 'I' || !isAsciiCapital(form));
      return prefixes.flatMap((prefix) => forms.map((form) => prefix + escapeLike(form)));
    },
    [''],
  );
  const like = sql.join(
    patterns.map((pattern) => sql`${column} LIKE ${`%${pattern}%`} ESCAPE '\\'`),
    sql` OR `,
  );
  const pairsI = folded.some((character) => character === 'i' || character === 'ı');
  return pairsI
    ? sql<SqlBool>`((${like}) AND ${column} GLOB ${foldedContainsGlob(term)})`
    : sql<SqlBool>`(${like})`;
}

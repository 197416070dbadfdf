import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern (with ESCAPE '\\') of a case-insensitive "contains" search for a term. */
export const containsPattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

/** Case-insensitive "contains" over several text columns, with %, _ and \ in the term taken literally. */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  term: string,
): Expression<SqlBool> {
  const pattern = containsPattern(term);
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`));
}

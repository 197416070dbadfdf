import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" over several text columns, with %, _ and \ in the term taken literally. */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  term: string,
): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`));
}

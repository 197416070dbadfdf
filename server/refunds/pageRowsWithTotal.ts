import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { withIntegersInlined } from '../db/literalStatements.js';
import type { refundPageQueries } from './listQuery.js';
import { selectRefundRows, type RefundRow } from './store.js';

type PageQueries = ReturnType<typeof refundPageQueries>;
type ListedRow = RefundRow & { list_total: string | number };

interface PageStatements {
  rows: CompiledQuery<ListedRow>;
  total: CompiledQuery<{ total: string | number }>;
}

/**
 * A page and its list's total in one PostgreSQL statement: the rows of the page's ids, in the page's
 * order, each carrying the total summed over the rollup. Its values are written into its text, so each
 * connection plans it once for them (planning the joins costs several times what running them does).
 * Null when a value cannot be written in.
 */
function pageStatements(
  db: Kysely<Database>,
  page: PageQueries['page'],
  rollup: NonNullable<PageQueries['rollup']>,
): PageStatements | null {
  const listed = sql<{ id: number; place: number }>`unnest(ARRAY${page}) WITH ORDINALITY`.as<'listed'>(
    sql`listed(id, place)`,
  );
  const rows = withIntegersInlined(
    selectRefundRows(db)
      .innerJoin(listed, (join) => join.onRef('listed.id', '=', 'refunds.id'))
      .select(sql<string | number>`(${rollup})`.as('list_total'))
      .orderBy('listed.place')
      .compile(),
  );
  const total = withIntegersInlined(rollup.compile());
  return rows && total ? { rows, total } : null;
}

/** Statements by list request: building and compiling them took more of node's time than running them. */
const STATEMENTS_KEPT = 500;
const kept = new WeakMap<Kysely<Database>, Map<string, PageStatements | null>>();

/**
 * The rows of a page with its list's total, read in one statement, or null when the list's total is
 * not a rollup sum (or a value cannot be written in). `key` names the request (filters, scope, sort,
 * page); `queries` builds its statements when they are not kept yet.
 */
export async function readPageRowsWithTotal(
  db: Kysely<Database>,
  key: string,
  queries: () => Pick<PageQueries, 'page' | 'rollup'>,
): Promise<{ rows: RefundRow[]; total: number } | null> {
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  let statements = byKey.get(key);
  if (statements === undefined) {
    const { page, rollup } = queries();
    statements = rollup ? pageStatements(db, page, rollup) : null;
    if (byKey.size >= STATEMENTS_KEPT) byKey.clear();
    byKey.set(key, statements);
  }
  if (!statements) return null;
  const { rows } = await db.executeQuery(statements.rows);
  // An empty page carries no total: it is read on its own.
  const total = rows.length ? rows[0].list_total : (await db.executeQuery(statements.total)).rows[0].total;
  return { rows, total: Number(total) };
}

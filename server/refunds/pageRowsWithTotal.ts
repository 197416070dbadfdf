import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { withIntegersInlined } from '../db/literalStatements.js';
import { callerFingerprintSql } from '../auth/signedIn.js';
import type { refundPageQueries } from './listQuery.js';
import { selectRefundRows, type RefundRow } from './store.js';

type PageQueries = ReturnType<typeof refundPageQueries>;
type ListedRow = RefundRow & { list_total: string | number; caller_fingerprint: string | null };

interface PageStatements {
  rows: CompiledQuery<ListedRow>;
  total: CompiledQuery<{ total: string | number }>;
}

/** Stands for the caller's fingerprint in a statement until its values are written in. */
const CALLER_FINGERPRINT = 'caller_fingerprint_here';

/**
 * A page and its list's total in one PostgreSQL statement: the rows of the page's ids, in the page's
 * order, each carrying the total summed over the rollup and the fingerprint of the caller's session
 * (`$1`). Its other values are written into its text, so each connection plans it once for them
 * (planning the joins costs several times what running them does). Null when a value cannot be written
 * in.
 */
export function pageWithTotalStatements(
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
      .select([
        sql<string | number>`(${rollup})`.as('list_total'),
        sql<string | null>`${sql.raw(CALLER_FINGERPRINT)}`.as('caller_fingerprint'),
      ])
      .orderBy('listed.place')
      .compile(),
  );
  const total = withIntegersInlined(rollup.compile());
  if (!rows || !total) return null;
  const [before, after, ...more] = rows.sql.split(CALLER_FINGERPRINT);
  if (after === undefined || more.length) return null;
  return { rows: { ...rows, sql: before + callerFingerprintSql(db) + after }, total };
}

/** Statements by list request: building and compiling them took more of node's time than running them. */
const STATEMENTS_KEPT = 500;
interface Kept {
  statements: PageStatements | null;
  /** Requests for this page so far. */
  uses: number;
}
const kept = new WeakMap<Kysely<Database>, Map<string, Kept>>();

/**
 * The rows of a page with its list's total and the fingerprint of session `sessionId` (undefined when
 * the page is empty), read in one statement; null when the list's total is not a rollup sum (or a value
 * cannot be written in). `key` names the request (filters, scope, sort, page); `queries` builds its
 * statements when they are not kept yet.
 */
export async function readPageRowsWithTotal(
  db: Kysely<Database>,
  key: string,
  queries: () => Pick<PageQueries, 'page' | 'rollup'>,
  sessionId: number,
): Promise<{ rows: RefundRow[]; total: number; callerFingerprint?: string | null } | null> {
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  let entry = byKey.get(key);
  if (entry === undefined) {
    const { page, rollup } = queries();
    entry = { statements: rollup ? pageWithTotalStatements(db, page, rollup) : null, uses: 0 };
    if (byKey.size >= STATEMENTS_KEPT) byKey.clear();
    byKey.set(key, entry);
  }
  // A page asked for once (paging through a list) is read as ids and rows: planning the one statement
  // costs more than the round trip it saves, and only a page asked for again gains from its plan.
  const { statements } = entry;
  if (!statements || ++entry.uses < 2) return null;
  const { rows } = await db.executeQuery<ListedRow>({ ...statements.rows, parameters: [sessionId] });
  if (rows.length) {
    return { rows, total: Number(rows[0].list_total), callerFingerprint: rows[0].caller_fingerprint };
  }
  // An empty page carries no total: it is read on its own.
  return { rows, total: Number((await db.executeQuery(statements.total)).rows[0].total) };
}

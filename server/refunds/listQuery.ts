import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { asId } from '../http/inputLimits.js';
import { badRequest } from '../http/errors.js';
import { EXACT_ID_SEARCH, type RefundFilter } from './refundFilter.js';
import { rollupTotal, totalCeiling, type TotalQuery } from './listTotals.js';
import { foldTurkish, foldedContainsRegex } from '../db/turkishText.js';
import {
  REFUND_SEARCHED_COLUMNS,
  REFUND_TEXT_SORT_COLUMNS,
  pgRefundTextOrder,
  refundSearchDocument,
  type RefundTextSortColumn,
} from './searchDocument.js';
import { foldedContains, shortTermContains } from '../http/containsSearch.js';
import { serverText } from '../i18n/catalog.js';
import { rareShortTerm, rareShortTermCondition, type RareShortTerm } from './shortTermSearch.js';

/** The caller's view of the table: null = every payment method, else only these (maybe none). */
export interface RefundScope {
  visibleMethodIds: number[] | null;
}

export interface RefundSort {
  field: string;
  order: 'asc' | 'desc';
}

const SORTABLE_ON_REFUNDS = {
  id: 'refunds.id',
  created_at: 'refunds.created_at',
  updated_at: 'refunds.updated_at',
  amount: 'refunds.amount_kurus',
  mail_sent: 'refunds.mail_sent',
} as const;
/**
 * Text columns sort by their Turkish sort key, indexed (migration 0010): SQLite's virtual
 * `<column>_sort` column, PostgreSQL's index expression.
 */
function textSortKey(column: RefundTextSortColumn, dialect: DialectName): Expression<unknown> {
  return dialect === 'postgres' ? pgRefundTextOrder(column) : sql.ref(`refunds.${column}_sort`);
}
const isTextSortField = (field: string): field is RefundTextSortColumn =>
  (REFUND_TEXT_SORT_COLUMNS as readonly string[]).includes(field);
/** Names in small tables, sorted by their Turkish sort key (`name_sort`, migration 0011). */
const SORTABLE_BY_NAME = {
  status_name: { table: 'statuses', column: 'refunds.status_id' },
  payment_method_name: { table: 'payment_methods', column: 'refunds.payment_method_id' },
  reason: { table: 'refund_reasons', column: 'refunds.reason_id' },
} as const;

export const REFUND_SORT_FIELDS = [
  ...Object.keys(SORTABLE_ON_REFUNDS),
  ...REFUND_TEXT_SORT_COLUMNS,
  ...Object.keys(SORTABLE_BY_NAME),
];

/** An FTS5 phrase of the Turkish-folded term (the index holds folded text). */
const ftsPhrase = (q: string) => `"${foldTurkish(q).replace(/"/g, '""')}"`;
/** A reason's name contains the term, Turkish case aside. */
const reasonMatches = (q: string, dialect: DialectName) => foldedContains(sql.ref('name'), q, dialect);

/** What a search term matches, looked up before the list queries so that they can be shaped by its size. */
export interface SearchPlan {
  /** Reasons whose name contains the term. */
  reasonIds: number[];
  /**
   * Refunds whose text columns contain the term (3+ characters), else null: counted in the FTS index on
   * SQLite; on PostgreSQL through the trigram index, and only up to WALK_SORT_INDEX_ABOVE + 1.
   */
  textMatches: number | null;
  /** A term of one or two characters found in few refunds: the trigrams that start with it (shortTermSearch.ts). */
  rareShortTerm: RareShortTerm | null;
}

/** Above this many text matches the page walks its sort index and tests membership instead of sorting the matches. */
const WALK_SORT_INDEX_ABOVE = 1000;

/** The look-ups a search plan runs; the benchmark compiles these same statements. */
export function searchPlanQueries(dialect: DialectName, q: string | undefined) {
  if (!q || EXACT_ID_SEARCH.test(q)) return null;
  const reasons = sql<{ id: number }>`SELECT id FROM refund_reasons WHERE ${reasonMatches(q, dialect)}`;
  const textCount =
    [...q].length < 3
      ? null
      : dialect === 'sqlite'
        ? sql<{ n: number }>`SELECT count(*) AS n FROM refunds_fts WHERE refunds_fts MATCH ${ftsPhrase(q)}`
        : sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM refunds
            WHERE ${refundSearchDocument()} ~ ${foldedContainsRegex(q)} LIMIT ${WALK_SORT_INDEX_ABOVE + 1}) AS m`;
  return { reasons, textCount };
}

/**
 * A search's plan with its count of text matches still on its way: only the page's plan needs that
 * count, so the list's total may be counted meanwhile.
 */
export async function startSearchPlan(
  db: Kysely<Database>,
  dialect: DialectName,
  q: string | undefined,
): Promise<{ plan: SearchPlan; textMatches: Promise<number | null> } | undefined> {
  const queries = searchPlanQueries(dialect, q);
  if (!queries) return undefined;
  const textMatches = queries.textCount
    ? queries.textCount.execute(db).then((counted) => Number(counted.rows[0].n))
    : Promise.resolve(null);
  // Awaited by the caller; until then a failure must not count as unhandled.
  textMatches.catch(() => undefined);
  const [reasons, rare] = await Promise.all([
    queries.reasons.execute(db),
    rareShortTerm(db, dialect, q as string),
  ]);
  return {
    plan: { reasonIds: reasons.rows.map((r) => r.id), textMatches: null, rareShortTerm: rare },
    textMatches,
  };
}

/** A search alone over every payment method, matching no reason: its count of text matches may be the total. */
export const totalMayComeFromSearch = (filter: RefundFilter, scope: RefundScope, plan: SearchPlan) =>
  scope.visibleMethodIds === null &&
  plan.reasonIds.length === 0 &&
  Object.entries(filter).every(([key, value]) => key === 'q' || value === undefined);

/** '#123' is an exact id; anything else a Turkish-case-insensitive substring of the searched columns or the reason name. */
function searchCondition(
  eb: ExpressionBuilder<Database, 'refunds'>,
  q: string,
  dialect: DialectName,
  plan: SearchPlan | undefined,
  forPage: boolean,
): Expression<SqlBool> {
  const exactId = EXACT_ID_SEARCH.exec(q);
  if (exactId) {
    const id = asId(exactId[1]);
    // A number beyond the id column's range names no refund.
    return id === null ? sql<SqlBool>`1 = 0` : eb('refunds.id', '=', id);
  }
  const manyReasons = plan ? plan.reasonIds.length > 0 : true;
  let text: Expression<SqlBool>;
  if (plan?.rareShortTerm) {
    text = rareShortTermCondition(q, plan.rareShortTerm, dialect);
  } else if (dialect === 'postgres') {
    const walk = forPage && (manyReasons || (plan?.textMatches ?? 0) > WALK_SORT_INDEX_ABOVE);
    // Appending '' hides the document from its trigram index: PostgreSQL then walks the sort index and
    // tests each row instead of fetching and sorting every match.
    const document = walk ? sql`(${refundSearchDocument()} || '')` : refundSearchDocument();
    text = sql<SqlBool>`${document} ~ ${foldedContainsRegex(q)}`;
  } else if ([...q].length >= 3) {
    const matches = sql`(SELECT rowid FROM refunds_fts WHERE refunds_fts MATCH ${ftsPhrase(q)})`;
    const walk = forPage && (manyReasons || (plan?.textMatches ?? 0) > WALK_SORT_INDEX_ABOVE);
    // '+' keeps SQLite from fetching every match by id: it walks the sort index and tests membership instead.
    text = walk ? sql<SqlBool>`+refunds.id IN ${matches}` : sql<SqlBool>`refunds.id IN ${matches}`;
  } else {
    // A common term below the trigram length: a scan of the plain columns (a page stops at its rows),
    // which costs less than folding each row.
    text = eb.or(REFUND_SEARCHED_COLUMNS.map((column) => shortTermContains(sql.ref(`refunds.${column}`), q)));
  }
  if (!plan) {
    return eb.or([
      text,
      sql<SqlBool>`refunds.reason_id IN (SELECT id FROM refund_reasons WHERE ${reasonMatches(q, dialect)})`,
    ]);
  }
  return plan.reasonIds.length ? eb.or([text, eb('refunds.reason_id', 'in', plan.reasonIds)]) : text;
}

/** The WHERE of a refund list, or null when nothing restricts it (no WHERE keeps SQLite's fast COUNT(*)). */
export function refundCondition(
  filter: RefundFilter,
  scope: RefundScope,
  dialect: DialectName,
  plan?: SearchPlan,
  forPage = false,
): Expression<SqlBool> | null {
  const eb = expressionBuilder<Database, 'refunds'>();
  const conditions: Expression<SqlBool>[] = [];
  if (scope.visibleMethodIds !== null) {
    if (scope.visibleMethodIds.length === 0) return sql<SqlBool>`1 = 0`;
    conditions.push(eb('refunds.payment_method_id', 'in', scope.visibleMethodIds));
  }
  if (filter.q) conditions.push(searchCondition(eb, filter.q, dialect, plan, forPage));
  if (filter.statusId !== undefined) conditions.push(eb('refunds.status_id', '=', filter.statusId));
  if (filter.paymentMethodId !== undefined)
    conditions.push(eb('refunds.payment_method_id', '=', filter.paymentMethodId));
  if (filter.createdFrom !== undefined) conditions.push(eb('refunds.created_at', '>=', filter.createdFrom));
  if (filter.createdBefore !== undefined)
    conditions.push(eb('refunds.created_at', '<', filter.createdBefore));
  if (filter.duplicatesOnly) conditions.push(eb('refunds.duplicate_group_id', 'is not', null));
  if (filter.mailSent === true) conditions.push(eb('refunds.mail_sent', '=', 1));
  if (filter.mailSent === false) {
    conditions.push(eb.or([eb('refunds.mail_sent', '=', 0), eb('refunds.mail_sent', 'is', null)]));
  }
  if (filter.receiptReused) {
    // The few marked fingerprints, read from their partial index.
    conditions.push(
      eb(
        'refunds.id',
        'in',
        eb.selectFrom('receipt_fingerprints').select('refund_id').where('reused', '=', 1),
      ),
    );
  }
  if (filter.ids)
    conditions.push(filter.ids.length ? eb('refunds.id', 'in', filter.ids) : sql<SqlBool>`1 = 0`);
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0] : eb.and(conditions);
}

/**
 * The two queries of a list page: the page's ids (an index walk that fetches no row data, which keeps deep
 * OFFSETs cheap) and the total. The benchmark compiles these same queries to time them through the driver.
 */
export function refundPageQueries(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: RefundFilter,
  scope: RefundScope,
  sort: RefundSort,
  offset: number,
  limit: number,
  plan?: SearchPlan,
) {
  const condition = refundCondition(filter, scope, dialect, plan);
  const pageCondition = refundCondition(filter, scope, dialect, plan, true);
  const direction = sort.order;
  let ids = db
    .selectFrom('refunds')
    .$if(pageCondition !== null, (qb) => qb.where(pageCondition as Expression<SqlBool>))
    .select('refunds.id');
  if (Object.hasOwn(SORTABLE_ON_REFUNDS, sort.field)) {
    ids = ids.orderBy(SORTABLE_ON_REFUNDS[sort.field as keyof typeof SORTABLE_ON_REFUNDS], direction);
  } else if (isTextSortField(sort.field)) {
    ids = ids.orderBy(textSortKey(sort.field, dialect), direction);
  } else if (Object.hasOwn(SORTABLE_BY_NAME, sort.field)) {
    const { table, column } = SORTABLE_BY_NAME[sort.field as keyof typeof SORTABLE_BY_NAME];
    // SQLite would read the virtual key once per joined row: it ranks the few names first. PostgreSQL
    // reads the stored key in its (parallel) hash join.
    const place: RawBuilder<unknown> =
      dialect === 'postgres' ? sql`name_sort` : sql`dense_rank() OVER (ORDER BY name_sort)`;
    ids = ids
      .innerJoin(
        (eb) =>
          eb
            .selectFrom(table)
            .select(['id', place.as('place')])
            .as('named'),
        (join) => join.onRef('named.id', '=', column),
      )
      .orderBy('named.place', direction);
  } else {
    throw badRequest(serverText('server.http.unsortable', { field: sort.field }));
  }
  const page = ids.orderBy('refunds.id', direction).limit(limit).offset(offset);
  const matching = db
    .selectFrom('refunds')
    .$if(condition !== null, (qb) => qb.where(condition as Expression<SqlBool>));
  const ceiling = totalCeiling(filter, dialect, offset, limit);
  // SQLite counts a whole table from its b-tree faster than any sum: there only a filtered list's total
  // comes from the rollup.
  const fromRollup = dialect === 'postgres' || condition !== null ? rollupTotal(db, filter, scope) : null;
  // One row past the ceiling tells a capped count from an exact one that lands on it.
  const total: TotalQuery =
    ceiling === null
      ? (fromRollup ?? matching.select((eb) => eb.fn.countAll<number>().as('total')))
      : db
          .selectFrom(
            matching
              .select(sql.lit(1).as('one'))
              .limit(ceiling + 1)
              .as('counted'),
          )
          .select((eb) => eb.fn.countAll<number>().as('total'));
  // PostgreSQL's look-up counts at most WALK_SORT_INDEX_ABOVE + 1 matches: exact below that, else
  // enough to say that a first page's ceiling is passed.
  const matches = plan?.textMatches ?? null;
  const textTotal =
    matches === null ||
    dialect === 'sqlite' ||
    matches <= WALK_SORT_INDEX_ABOVE ||
    (ceiling !== null && matches > ceiling)
      ? matches
      : null;
  const knownTotal = plan && totalMayComeFromSearch(filter, scope, plan) ? textTotal : null;
  // A sum over the rollup: cheap enough to read within the page's own statement.
  const rollup = ceiling === null ? fromRollup : null;
  return { page, total, knownTotal, ceiling, rollup };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types.js';

/** A refund-list request in ra-data-simple-rest form, exactly as the SPA sends it. */
export interface ListCase {
  kind: 'list';
  name: string;
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
}

export interface DetailCase {
  kind: 'detail';
  name: string;
  /** Existing ids, requested in turn. */
  ids: number[];
}

export interface CreateCase {
  kind: 'create';
  name: string;
}

/** A dashboard or report request (issue 5), with or without a date range. */
export interface ReportCase {
  kind: 'report';
  name: string;
  path: string;
}

export type BenchCase = ListCase | DetailCase | CreateCase | ReportCase;

const REPORT_PATHS = [
  '/api/dashboard',
  '/api/reports/payment-methods',
  '/api/reports/completion-time',
  '/api/reports/status-distribution',
];

/** Each report over everything and over the last full month (the date-range picker's typical use). */
function reportCases(startDate: string, endDate: string): ReportCase[] {
  return REPORT_PATHS.flatMap((path) => [
    { kind: 'report' as const, name: path.replace('/api/', ''), path },
    {
      kind: 'report' as const,
      name: `${path.replace('/api/', '')} ${startDate}..${endDate}`,
      path: `${path}?start_date=${startDate}&end_date=${endDate}`,
    },
  ]);
}

/** A substring found in many names (Kaya, Karakaya …) and one that reaches the search through a reason name. */
const COMMON_TERM = 'kaya';
const REASON_TERM = 'iptal';
const SHORT_TERM = 'ka';
/** Short terms with Turkish letters: a common one, one that matches no refund (a scan of every row), one letter. */
const SHORT_TURKISH_TERM = 'kı';
const SHORT_UNMATCHED_TERM = 'İŞ';
const ONE_LETTER_TERM = 'ş';
const DEFAULT_SORT: ListCase['sort'] = ['created_at', 'DESC'];
const FIRST_PAGE: ListCase['range'] = [0, 14];

const list = (name: string, filter: Record<string, unknown>, extra: Partial<ListCase> = {}): ListCase => ({
  kind: 'list',
  name,
  sort: DEFAULT_SORT,
  range: FIRST_PAGE,
  filter,
  ...extra,
});

/** The refund list as it first opens: what the throughput and mixed-load cases ask for. */
export const DEFAULT_PAGE: ListCase = list('default page', {});

/** yyyy-MM-dd of the first and last day of the calendar month before the newest refund (Turkish time). */
function lastFullMonth(newestMs: number): [string, string] {
  const turkey = new Date(newestMs + 3 * 3_600_000);
  const first = new Date(Date.UTC(turkey.getUTCFullYear(), turkey.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(turkey.getUTCFullYear(), turkey.getUTCMonth(), 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** Random ids between min and max that exist. */
async function existingIds(
  db: Kysely<Database>,
  min: number,
  max: number,
  wanted: number,
): Promise<number[]> {
  const candidates = Array.from(
    { length: wanted * 2 },
    () => min + Math.floor(Math.random() * (max - min + 1)),
  );
  const found = new Set<number>();
  for (let i = 0; i < candidates.length; i += 500) {
    const rows = await db
      .selectFrom('refunds')
      .select('id')
      .where('id', 'in', candidates.slice(i, i + 500))
      .execute();
    rows.forEach((r) => found.add(r.id));
  }
  return [...found].slice(0, wanted);
}

/**
 * The benchmark's cases, with values read from the seeded database: a month that has data, a ticket id
 * that exists (a rare search), an id in the middle of the table, and the last page of the whole list.
 */
export async function benchCases(db: Kysely<Database>, visibleTotal: number): Promise<BenchCase[]> {
  const bounds = await db
    .selectFrom('refunds')
    .select((eb) => [
      eb.fn.min('id').as('minId'),
      eb.fn.max('id').as('maxId'),
      eb.fn.max('created_at').as('newest'),
    ])
    .executeTakeFirstOrThrow();
  const minId = Number(bounds.minId);
  const maxId = Number(bounds.maxId);
  const ids = await existingIds(db, minId, maxId, 1000);
  const middle = ids[0];
  const sample = await db
    .selectFrom('refunds')
    .select('ticket_id')
    .where('id', '=', middle)
    .executeTakeFirstOrThrow();
  const [startDate, endDate] = lastFullMonth(Number(bounds.newest));
  const lastPage: ListCase['range'] = [Math.max(0, visibleTotal - 15), Math.max(14, visibleTotal - 1)];

  return [
    DEFAULT_PAGE,
    list('status_id=4 (most rows)', { status_id: 4 }),
    list('status_id=1 (few rows)', { status_id: 1 }),
    list('payment_method_id=14', { payment_method_id: 14 }),
    list(`dates ${startDate}..${endDate}`, { start_date: startDate, end_date: endDate }),
    list('duplicates_only', { duplicates_only: true }),
    list('mail_sent=true', { mail_sent: true }),
    list('mail_sent=false', { mail_sent: false }),
    list(`q common '${COMMON_TERM}'`, { q: COMMON_TERM }),
    list(`q '${COMMON_TERM}' + status_id=4`, { q: COMMON_TERM, status_id: 4 }),
    list(`q rare '${sample.ticket_id}'`, { q: sample.ticket_id }),
    list(`q reason '${REASON_TERM}'`, { q: REASON_TERM }),
    list(`q 2 chars '${SHORT_TERM}'`, { q: SHORT_TERM }),
    list(`q 2 chars '${SHORT_TURKISH_TERM}'`, { q: SHORT_TURKISH_TERM }),
    list(`q 2 chars no match '${SHORT_UNMATCHED_TERM}'`, { q: SHORT_UNMATCHED_TERM }),
    list(`q 1 char '${ONE_LETTER_TERM}'`, { q: ONE_LETTER_TERM }),
    list(`q '#${middle}'`, { q: `#${middle}` }),
    list(`deep page [${lastPage.join(',')}]`, {}, { range: lastPage }),
    list('sort amount DESC', {}, { sort: ['amount', 'DESC'] }),
    { kind: 'detail', name: 'detail GET /refunds/:id', ids },
    { kind: 'create', name: 'create POST /refunds' },
    ...reportCases(startDate, endDate),
  ];
}

export const listQueryString = (c: ListCase) =>
  `sort=${encodeURIComponent(JSON.stringify(c.sort))}&range=${encodeURIComponent(JSON.stringify(c.range))}` +
  `&filter=${encodeURIComponent(JSON.stringify(c.filter))}`;

import pg from 'pg';
import { GROUPED_ROWS_SQL, duplicateGroupsSql } from './duplicateGroups.js';
import type { LoadReport, Progress } from './loadReport.js';
import { POSTGRES_ROLLUP_TRIGGERS, ROLLUP_REBUILD_SQL } from './rollups.js';
import { SEED_COLUMNS, type RefundGenerator, type SeedRefund } from './refundGenerator.js';
import { PG_SEARCH_TRIGRAM_TRIGGERS } from '../../server/refunds/shortTermIndexSql.js';
import { SearchTrigrams } from './searchTrigrams.js';

/** Rows per INSERT … SELECT FROM unnest(…): 17 array parameters whatever the row count. */
const ROWS_PER_STATEMENT = 10_000;
const PROGRESS_EVERY = 100_000;

const COLUMN_TYPES: Record<(typeof SEED_COLUMNS)[number], string> = {
  user_id: 'varchar',
  login_id: 'varchar',
  member_name: 'varchar',
  refund_name: 'varchar',
  reason_id: 'int',
  payment_method_id: 'int',
  status_id: 'int',
  amount_kurus: 'bigint',
  ticket_id: 'varchar',
  banveri: 'varchar',
  email: 'varchar',
  mail_sent: 'int',
  completed_at: 'bigint',
  created_by: 'int',
  updated_by: 'int',
  created_at: 'bigint',
  updated_at: 'bigint',
};

const SECONDARY_INDEXES_SQL = `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
  FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
  WHERE x.indrelid = 'refunds'::regclass
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`;

const INSERT_SQL = `INSERT INTO refunds (${SEED_COLUMNS.join(',')}) SELECT * FROM unnest(${SEED_COLUMNS.map(
  (column, i) => `$${i + 1}::${COLUMN_TYPES[column]}[]`,
).join(',')})`;

/**
 * Appends `count` refunds to PostgreSQL in one transaction: one array-parameter INSERT per 10 000 rows (a
 * multi-row insert without a bound-parameter limit) with the rollup triggers off and the secondary indexes
 * dropped, the indexes built again, the set-based duplicate update and rollup rebuild; then VACUUM ANALYZE (statistics, the visibility map for index-only counts,
 * and the trigram GIN index's pending list).
 */
export async function loadPostgres(
  databaseUrl: string,
  generator: RefundGenerator,
  count: number,
  progress: Progress,
): Promise<LoadReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const insertStart = performance.now();
    await client.query('BEGIN');
    const held = [...POSTGRES_ROLLUP_TRIGGERS, ...PG_SEARCH_TRIGRAM_TRIGGERS];
    for (const trigger of held) await client.query(`ALTER TABLE refunds DISABLE TRIGGER ${trigger}`);
    const trigrams = new SearchTrigrams();
    // The indexes that back no constraint are built again after the load: one sorted build each instead
    // of an insert per row (the trigram GIN index above all).
    const indexes = await client.query<{ name: string; definition: string }>(SECONDARY_INDEXES_SQL);
    for (const index of indexes.rows) await client.query(`DROP INDEX "${index.name}"`);
    for (let inserted = 0; inserted < count;) {
      const rows = Math.min(ROWS_PER_STATEMENT, count - inserted);
      const columns = SEED_COLUMNS.map(() => [] as SeedRefund[keyof SeedRefund][]);
      for (let i = 0; i < rows; i++) {
        const row = generator.next();
        SEED_COLUMNS.forEach((column, c) => columns[c].push(row[column]));
        trigrams.add(row);
      }
      await client.query(INSERT_SQL, columns);
      inserted += rows;
      if (inserted % PROGRESS_EVERY === 0 || inserted === count) progress(inserted);
    }
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes.rows) await client.query(index.definition);
    const insertMs = performance.now() - insertStart;

    const duplicatesStart = performance.now();
    const duplicatesChanged = (await client.query(duplicateGroupsSql('postgres'))).rowCount ?? 0;
    const duplicatesMs = performance.now() - duplicatesStart;

    const rollupsStart = performance.now();
    for (const statement of ROLLUP_REBUILD_SQL) await client.query(statement);
    for (const chunk of trigrams.chunks(10_000)) {
      await client.query(
        'INSERT INTO refund_search_trigrams (trigram) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
        [chunk],
      );
    }
    for (const trigger of held) await client.query(`ALTER TABLE refunds ENABLE TRIGGER ${trigger}`);
    await client.query('COMMIT');
    const rollupsMs = performance.now() - rollupsStart;

    const finishStart = performance.now();
    await client.query('VACUUM (ANALYZE) refunds, refund_daily_stats, refund_completion_stats');
    const finishMs = performance.now() - finishStart;

    const count64 = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0].n);
    const totalRows = await count64('SELECT COUNT(*) AS n FROM refunds');
    const groupedRows = await count64(GROUPED_ROWS_SQL);
    return {
      inserted: count,
      insertMs,
      duplicatesMs,
      duplicatesChanged,
      rollupsMs,
      finishMs,
      totalRows,
      groupedRows,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

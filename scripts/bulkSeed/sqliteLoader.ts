import SQLite from 'better-sqlite3';
import { GROUPED_ROWS_SQL, duplicateGroupsSql } from './duplicateGroups.js';
import type { LoadReport, Progress } from './loadReport.js';
import { ROLLUP_REBUILD_SQL, SQLITE_ROLLUP_TRIGGERS } from './rollups.js';
import { SEED_COLUMNS, type RefundGenerator } from './refundGenerator.js';

/** SQLite binds at most 32 766 parameters per statement; 1 500 rows × 17 columns stays under it. */
const ROWS_PER_STATEMENT = 1500;
const ROWS_PER_PROGRESS = 100_000;

function insertStatement(db: SQLite.Database, rows: number) {
  const tuple = `(${SEED_COLUMNS.map(() => '?').join(',')})`;
  return db.prepare(
    `INSERT INTO refunds (${SEED_COLUMNS.join(',')}) VALUES ${Array(rows).fill(tuple).join(',')}`,
  );
}

/**
 * Appends `count` refunds to the SQLite file in one transaction: multi-row INSERTs (the FTS triggers index
 * each row as it lands; the rollup triggers and the secondary indexes are dropped), the indexes built
 * again, the set-based duplicate update and rollup rebuild, the rollup triggers created again; then an
 * FTS merge and ANALYZE.
 */
export function loadSqlite(
  file: string,
  generator: RefundGenerator,
  count: number,
  progress: Progress,
): LoadReport {
  const db = new SQLite(file);
  try {
    db.pragma('busy_timeout = 5000');
    // A bulk load that can be rerun: no fsync per commit, a large page cache for the nine indexes.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288');
    db.pragma('temp_store = MEMORY');

    const full = insertStatement(db, ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const insertRows = (rows: number) => {
      for (let done = 0; done < rows;) {
        const n = Math.min(ROWS_PER_STATEMENT, rows - done);
        params.length = 0;
        for (let i = 0; i < n; i++) {
          const row = generator.next();
          for (const column of SEED_COLUMNS) params.push(row[column]);
        }
        (n === ROWS_PER_STATEMENT ? full : insertStatement(db, n)).run(params);
        done += n;
      }
    };

    // One transaction: the rollup triggers come back with the rollups rebuilt, or the load never happened.
    db.exec('BEGIN IMMEDIATE');
    let insertMs = 0;
    let duplicatesMs = 0;
    let duplicatesChanged = 0;
    let rollupsMs = 0;
    try {
      const triggerSql = SQLITE_ROLLUP_TRIGGERS.map((name) => {
        const row = db
          .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
          .get(name) as { sql: string } | undefined;
        if (!row) throw new Error(`trigger ${name} not found: is the database migrated?`);
        db.exec(`DROP TRIGGER ${name}`);
        return row.sql;
      });
      // The secondary indexes are built again after the load: a sorted build of each instead of a
      // random-order insert per row (the Turkish sort keys, the duplicate key, amounts …).
      const indexes = db
        .prepare(
          "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'refunds' AND sql IS NOT NULL",
        )
        .all() as Array<{ name: string; sql: string }>;
      for (const index of indexes) db.exec(`DROP INDEX ${index.name}`);

      const insertStart = performance.now();
      for (let inserted = 0; inserted < count;) {
        const rows = Math.min(ROWS_PER_PROGRESS, count - inserted);
        insertRows(rows);
        inserted += rows;
        progress(inserted);
      }
      for (const index of indexes) db.exec(index.sql);
      insertMs = performance.now() - insertStart;

      const duplicatesStart = performance.now();
      duplicatesChanged = db.prepare(duplicateGroupsSql('sqlite')).run().changes;
      duplicatesMs = performance.now() - duplicatesStart;

      const rollupsStart = performance.now();
      for (const statement of ROLLUP_REBUILD_SQL) db.exec(statement);
      for (const statement of triggerSql) db.exec(statement);
      db.exec('COMMIT');
      rollupsMs = performance.now() - rollupsStart;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }

    const finishStart = performance.now();
    // Merge the FTS segments the incremental inserts left behind, refresh planner statistics, and fold the
    // WAL back into the database file.
    db.prepare("INSERT INTO refunds_fts(refunds_fts) VALUES ('optimize')").run();
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
    const finishMs = performance.now() - finishStart;

    const totalRows = (db.prepare('SELECT COUNT(*) AS n FROM refunds').get() as { n: number }).n;
    const groupedRows = (db.prepare(GROUPED_ROWS_SQL).get() as { n: number }).n;
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
  } finally {
    db.close();
  }
}

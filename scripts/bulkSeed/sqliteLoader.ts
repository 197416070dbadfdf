import SQLite from 'better-sqlite3';
import { GROUPED_ROWS_SQL, duplicateGroupsSql } from './duplicateGroups.js';
import type { LoadReport, Progress } from './loadReport.js';
import { SEED_COLUMNS, type RefundGenerator } from './refundGenerator.js';

/** SQLite binds at most 32 766 parameters per statement; 1 500 rows × 17 columns stays under it. */
const ROWS_PER_STATEMENT = 1500;
const ROWS_PER_TRANSACTION = 100_000;

function insertStatement(db: SQLite.Database, rows: number) {
  const tuple = `(${SEED_COLUMNS.map(() => '?').join(',')})`;
  return db.prepare(
    `INSERT INTO refunds (${SEED_COLUMNS.join(',')}) VALUES ${Array(rows).fill(tuple).join(',')}`,
  );
}

/**
 * Appends `count` refunds to the SQLite file: multi-row INSERTs in large transactions (the FTS triggers
 * index each row as it lands), then the set-based duplicate update, an FTS merge and ANALYZE.
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
    const insertRows = db.transaction((rows: number) => {
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
    });

    const insertStart = performance.now();
    for (let inserted = 0; inserted < count;) {
      const rows = Math.min(ROWS_PER_TRANSACTION, count - inserted);
      insertRows(rows);
      inserted += rows;
      progress(inserted);
    }
    const insertMs = performance.now() - insertStart;

    const duplicatesStart = performance.now();
    const duplicatesChanged = db.prepare(duplicateGroupsSql('sqlite')).run().changes;
    const duplicatesMs = performance.now() - duplicatesStart;

    const finishStart = performance.now();
    // Merge the FTS segments the incremental inserts left behind, refresh planner statistics, and fold the
    // WAL back into the database file.
    db.prepare("INSERT INTO refunds_fts(refunds_fts) VALUES ('optimize')").run();
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
    const finishMs = performance.now() - finishStart;

    const totalRows = (db.prepare('SELECT COUNT(*) AS n FROM refunds').get() as { n: number }).n;
    const groupedRows = (db.prepare(GROUPED_ROWS_SQL).get() as { n: number }).n;
    return { inserted: count, insertMs, duplicatesMs, duplicatesChanged, finishMs, totalRows, groupedRows };
  } finally {
    db.close();
  }
}

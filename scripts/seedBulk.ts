/**
 * Bulk seed for benchmarks: `npm run seed:bulk -- --refunds 1000000 [--seed N]`.
 *
 * Appends realistic refunds to the database the server would use (DATA_DIR / DATABASE_URL, as the server
 * reads them), after running the server's own migrations and seed. Safe to rerun: each run appends and
 * recomputes the duplicate groups over the whole table.
 */
import { parseArgs } from 'node:util';
import { ADMIN_ROLE_ID } from '../contract/permissions.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedDatabase } from '../server/db/seed.js';
import type { LoadReport } from './bulkSeed/loadReport.js';
import { loadPostgres } from './bulkSeed/postgresLoader.js';
import { RefundGenerator } from './bulkSeed/refundGenerator.js';
import { loadSqlite } from './bulkSeed/sqliteLoader.js';

/** Share of refunds re-entered with a recent refund's key; with chance collisions about 2% end up grouped. */
const REPEAT_RATE = 0.004;
const USAGE =
  'usage: npm run seed:bulk -- --refunds N [--seed S]   (DATA_DIR / DATABASE_URL as for the server)';

function positiveInt(raw: string | undefined, name: string, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} needs a positive integer, got '${raw}'\n${USAGE}`);
  }
  return value;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number) => n.toLocaleString('en-US');

async function main() {
  const { values } = parseArgs({ options: { refunds: { type: 'string' }, seed: { type: 'string' } } });
  const count = positiveInt(values.refunds, 'refunds');
  const config = loadConfig();
  const started = performance.now();

  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let adminId: number;
  let existing: number;
  try {
    await migrateToLatest(handle);
    const seeded = await seedDatabase(handle, {
      username: config.adminUsername,
      password: config.adminPassword,
    });
    if (seeded.generatedAdminPassword) {
      console.log(
        `First admin created — username: ${config.adminUsername}  password: ${seeded.generatedAdminPassword}`,
      );
    }
    const admin =
      (await handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', config.adminUsername)
        .executeTakeFirst()) ??
      (await handle.db
        .selectFrom('users')
        .select('id')
        .where('role_id', '=', ADMIN_ROLE_ID)
        .orderBy('id')
        .executeTakeFirstOrThrow());
    adminId = admin.id;
    const row = await handle.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    existing = Number(row.n);
  } finally {
    await handle.db.destroy();
  }

  const seed = positiveInt(values.seed, 'seed', existing + 1);
  console.log(
    `Seeding ${thousands(count)} refunds into ${handle.location} (${thousands(existing)} there, seed ${seed})`,
  );
  const generator = new RefundGenerator({ count, seed, adminId, now: Date.now(), repeatRate: REPEAT_RATE });
  const progress = (inserted: number) => {
    const elapsed = performance.now() - started;
    console.log(`  ${thousands(inserted).padStart(11)} rows  ${seconds(elapsed).padStart(8)}`);
  };
  const report: LoadReport = config.databaseUrl
    ? await loadPostgres(config.databaseUrl, generator, count, progress)
    : loadSqlite(handle.location, generator, count, progress);

  const totalMs = performance.now() - started;
  const share = report.totalRows ? ((100 * report.groupedRows) / report.totalRows).toFixed(2) : '0';
  console.log(
    [
      `Inserted ${thousands(report.inserted)} rows in ${seconds(report.insertMs)}` +
        ` (${thousands(Math.round(report.inserted / (report.insertMs / 1000)))} rows/s)`,
      `Duplicate groups: ${seconds(report.duplicatesMs)} (${thousands(report.duplicatesChanged)} rows changed)`,
      `Rollups rebuilt (set-based): ${seconds(report.rollupsMs)}`,
      `Index merge + ANALYZE: ${seconds(report.finishMs)}`,
      `Total ${seconds(totalMs)} — ${thousands(Math.round(report.inserted / (totalMs / 1000)))} rows/s overall`,
      `Refunds now: ${thousands(report.totalRows)}, of which ${thousands(report.groupedRows)} (${share}%) in duplicate groups`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

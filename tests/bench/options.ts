import { parseArgs } from 'node:util';
import type { DialectName } from '../../server/db/connection.js';

export interface BenchOptions {
  db: DialectName;
  /** Print EXPLAIN QUERY PLAN / EXPLAIN for each list case's page and total query. */
  explain: boolean;
  /** Seconds of each measured HTTP phase (latency at one connection, then throughput). */
  seconds: number;
  /** Connections of the throughput phase. */
  connections: number;
  /** Requests per phase of the create case (each creates a refund, deleted at the end). */
  createRequests: number;
  /** Only the cases whose name contains one of these. */
  only: string[];
  /** Worker process counts (WEB_CONCURRENCY) of the throughput case. */
  workers: number[];
}

export const USAGE = `npm run bench -- [--db sqlite|postgres] [--explain] [--seconds 3] [--connections 4]
                    [--create-requests 200] [--only "default page,deep,throughput"] [--workers 1,2]
       npm run bench -- --receipts [--per-layout 4] [--kinds textPdf,png,degraded,scannedPdf]
                    [--engine native|npm|both] [--families colon-list,held-fax] [--verbose]
       npm run bench -- --assets      (the built SPA's sign-in page transfer; npm run build first)
Without --only the API cases come after the sign-in page transfer and before the receipt reader on its
generated corpus.
Database: BENCH_DATA_DIR (else DATA_DIR, else ./data) for SQLite; BENCH_DATABASE_URL (else DATABASE_URL) for
PostgreSQL. Seed it first: npm run seed:bulk -- --refunds 1000000`;

function positive(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number\n${USAGE}`);
  return value;
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'sqlite' },
      explain: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      'create-requests': { type: 'string' },
      only: { type: 'string' },
      workers: { type: 'string', default: '1,2' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.db !== 'sqlite' && values.db !== 'postgres')
    throw new Error(`--db must be sqlite or postgres\n${USAGE}`);
  return {
    db: values.db,
    explain: values.explain,
    seconds: positive(values.seconds, 'seconds', 3),
    connections: Math.round(positive(values.connections, 'connections', 4)),
    createRequests: Math.round(positive(values['create-requests'], 'create-requests', 200)),
    only: values.only ? values.only.split(',').map((s) => s.trim().toLowerCase()) : [],
    workers: values.workers.split(',').map((w) => Math.round(positive(w.trim(), 'workers', 1))),
  };
}

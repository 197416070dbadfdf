/**
 * Requests per second of the default refund page with 10 connections, against the built server run with 1, 2 …
 * worker processes (WEB_CONCURRENCY) on the bench's database; autocannon runs in the bench's process.
 */
import type { LoadClient } from './load/loadClient.js';
import type { RequestSpec } from './load/loadJob.js';
import { startServerProcess } from './serverProcess.js';
import { percentile } from './stats.js';

export const THROUGHPUT_TARGET_RPS = 1000;
export const THROUGHPUT_CONNECTIONS = 10;
/** Port of the spawned server (the bench's own server listens on a free one). */
const PORT = Number(process.env.BENCH_PROCESS_PORT ?? 4451);
const WARM_UP_REQUESTS = 1000;

export interface ThroughputResult {
  workers: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  failures: number;
}

export interface ThroughputRun {
  load: LoadClient;
  token: string;
  request: RequestSpec;
  database: { dataDir: string; databaseUrl: string | null };
  seconds: number;
}

async function measureOne(run: ThroughputRun, workers: number): Promise<ThroughputResult> {
  const server = await startServerProcess(workers, PORT, {
    DATA_DIR: run.database.dataDir,
    DATABASE_URL: run.database.databaseUrl ?? '',
  });
  try {
    const job = (amount: number) =>
      run.load.run({
        baseUrl: server.baseUrl,
        headers: { authorization: `Bearer ${run.token}` },
        connections: THROUGHPUT_CONNECTIONS,
        amount,
        requests: [run.request],
      });
    const warm = await job(WARM_UP_REQUESTS);
    const perSecond = warm.latenciesMs.length / (warm.elapsedMs / 1000);
    const outcome = await job(Math.max(2000, Math.round(perSecond * run.seconds)));
    const failures =
      outcome.errors +
      outcome.timeouts +
      Object.entries(outcome.statusCounts)
        .filter(([status]) => !status.startsWith('2'))
        .reduce((sum, [, n]) => sum + n, 0);
    return {
      workers,
      requestsPerSecond: outcome.latenciesMs.length / (outcome.elapsedMs / 1000),
      p50: percentile(outcome.latenciesMs, 50),
      p95: percentile(outcome.latenciesMs, 95),
      failures,
    };
  } finally {
    await server.stop();
  }
}

export async function measureThroughput(
  run: ThroughputRun,
  workerCounts: number[],
): Promise<ThroughputResult[]> {
  const results: ThroughputResult[] = [];
  for (const workers of workerCounts) results.push(await measureOne(run, workers));
  return results;
}

export function throughputReport(results: ThroughputResult[]): string {
  return [
    `Default page throughput, ${THROUGHPUT_CONNECTIONS} connections, the built server in its own processes:`,
    ...results.map(
      (r) =>
        `  ${r.workers} worker${r.workers === 1 ? ' ' : 's'}: ${r.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms` +
        (r.failures ? `, ${r.failures} failed` : '') +
        (r.requestsPerSecond >= THROUGHPUT_TARGET_RPS ? '' : `  MISS < ${THROUGHPUT_TARGET_RPS} req/s`),
    ),
  ].join('\n');
}

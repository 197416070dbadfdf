import type { LoadClient } from './load/loadClient.js';
import type { LoadJob, LoadOutcome, RequestSpec } from './load/loadJob.js';
import type { ListSql } from './listSql.js';
import type { SqlDriver } from './sqlDriver.js';
import { percentile } from './stats.js';

export interface HttpPhase {
  p50: number;
  p95: number;
  requests: number;
  requestsPerSecond: number;
  /** Non-2xx answers, socket errors and timeouts, by kind. */
  failures: string[];
}

export interface DriverTiming {
  p50: number;
  p95: number;
  iterations: number;
}

function summarize(outcome: LoadOutcome): HttpPhase {
  const failures = Object.entries(outcome.statusCounts)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${n}× HTTP ${status}`);
  if (outcome.errors) failures.push(`${outcome.errors} errors`);
  if (outcome.timeouts) failures.push(`${outcome.timeouts} timeouts`);
  const requests = outcome.latenciesMs.length;
  return {
    p50: percentile(outcome.latenciesMs, 50),
    p95: percentile(outcome.latenciesMs, 95),
    requests,
    requestsPerSecond: requests / (outcome.elapsedMs / 1000),
    failures,
  };
}

export interface HttpRun {
  base: Pick<LoadJob, 'baseUrl' | 'headers'>;
  requests: (phase: string) => RequestSpec[];
  /** About how long each measured phase should last. */
  seconds: number;
  /** A fixed number of requests per phase instead (the create case: one refund each). */
  fixedAmount?: number;
  connections: number;
}

const MIN_SAMPLES = 5;
const MAX_SAMPLES = 20_000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * A probe of 3 requests sizes the phases, a warm-up of about a second follows, then latency with one connection (p50/p95 of
 * requests one at a time: what one user waits) and throughput with several connections (requests per
 * second, p95 under that load). Each phase is a request count worth about `seconds`, at least 5.
 */
export async function measureHttp(
  load: LoadClient,
  run: HttpRun,
): Promise<{ single: HttpPhase; loaded: HttpPhase }> {
  const phase = async (name: string, connections: number, amount: number) =>
    summarize(await load.run({ ...run.base, connections, amount, requests: run.requests(name) }));
  let amount = run.fixedAmount ?? 0;
  if (run.fixedAmount === undefined) {
    const probe = await phase('probe', 1, 3);
    const perSecond = 1000 / Math.max(probe.p50, 0.05);
    const warmUp = clamp(perSecond, 0, 1000);
    if (warmUp > 0) await phase('warm', 1, warmUp);
    amount = clamp(run.seconds * perSecond, MIN_SAMPLES, MAX_SAMPLES);
  } else {
    await phase('warm', 1, Math.min(20, run.fixedAmount));
  }
  const single = await phase('single', 1, amount);
  const loaded = await phase('loaded', run.connections, Math.max(amount, 3 * run.connections));
  return { single, loaded };
}

/**
 * The route's statements straight through the driver (page + total, or the one statement that reads both),
 * repeated for about `seconds` (at least 5 times, at most 2000).
 */
export async function measureDriver(driver: SqlDriver, sql: ListSql, seconds: number): Promise<DriverTiming> {
  const queries = sql.asRouted
    ? [...sql.probe, sql.asRouted]
    : [...sql.probe, sql.page, ...(sql.knownTotal === null ? [sql.total] : [])];
  for (let i = 0; i < 3; i++) await driver.time(queries);
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (samples.length < 2000 && (samples.length < MIN_SAMPLES || performance.now() < deadline)) {
    samples.push(await driver.time(queries));
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), iterations: samples.length };
}

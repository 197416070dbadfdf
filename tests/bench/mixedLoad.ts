/**
 * Nobody waits behind another's work: the default page's p95 (autocannon, several connections) alone, then
 * while at the same time one user streams the whole CSV export, another runs short searches one after the
 * other, and an admin turns a large status's completed flag on (and off again at the end, so the bench
 * database keeps its data). Twice: as fast as the answers come, where on a small machine the p95 is mostly
 * the queue of the page's own requests (what the throughput case measures), and at the steady rate of a
 * busy panel (150 req/s, an open loop), where a request waits only behind other work. Against the built
 * server (dist/server/main.js) in its own process(es).
 */
import type { LoadClient } from './load/loadClient.js';
import type { RequestSpec } from './load/loadJob.js';
import { startServerProcess } from './serverProcess.js';
import { percentile } from './stats.js';

export const MIXED_P95_TARGET_MS = 50;
const PORT = Number(process.env.BENCH_PROCESS_PORT ?? 4451) + 1;
/** A status that is not completed and holds many refunds in the bulk seed (Reddedildi, ~11%). */
const TOGGLED_STATUS_ID = 5;
const SEARCH_TERM = 'ka';
/** A busy panel's steady load of the default page (every staffer paging at once), the same in every run. */
const PACED_RATE = 150;

export interface MixedLoadRun {
  load: LoadClient;
  token: string;
  defaultPage: RequestSpec;
  database: { dataDir: string; databaseUrl: string | null };
  workers: number;
  connections: number;
  seconds: number;
}

export interface MixedLoadResult {
  workers: number;
  aloneP95: number;
  mixedP50: number;
  mixedP95: number;
  mixedRequests: number;
  /** The same page at a steady rate (PACED_RATE), alone and beside the others. */
  pacedRate: number;
  pacedAloneP95: number;
  pacedMixedP95: number;
  exportedMegabytes: number;
  searchP95: number;
  searches: number;
  toggleMs: number;
}

async function setCompleted(baseUrl: string, headers: Record<string, string>, isCompleted: boolean) {
  const statuses = (await (await fetch(`${baseUrl}/api/statuses`, { headers })).json()) as Array<{
    id: number;
  }>;
  const status = statuses.find((s) => s.id === TOGGLED_STATUS_ID);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/statuses/${TOGGLED_STATUS_ID}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...status, is_completed: isCompleted }),
  });
  if (response.status !== 200) throw new Error(`status toggle answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Waits until no completed-flag rewrite is pending: a rewrite left running would load the next case (or,
 * resumed by the next server on this database, the next bench run).
 */
export async function waitForCompletionRewrites(baseUrl: string, headers: Record<string, string>) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const pending = (await (
      await fetch(`${baseUrl}/api/statuses/completion-rewrites`, { headers })
    ).json()) as unknown[];
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the completed-flag rewrite did not end within 10 minutes');
}

/** Streams the export until `stop` resolves or it ends; answers the megabytes read. */
async function exportWhile(baseUrl: string, headers: Record<string, string>, stop: Promise<void>) {
  const controller = new AbortController();
  void stop.then(() => controller.abort());
  let bytes = 0;
  try {
    const response = await fetch(`${baseUrl}/api/refunds/export`, { headers, signal: controller.signal });
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return bytes / 1_048_576;
}

async function searchWhile(baseUrl: string, headers: Record<string, string>, stop: Promise<void>) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const filter = encodeURIComponent(JSON.stringify({ q: SEARCH_TERM }));
  const latencies: number[] = [];
  while (!stopped) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/refunds?range=[0,14]&filter=${filter}`, { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export async function measureMixedLoad(run: MixedLoadRun): Promise<MixedLoadResult> {
  const server = await startServerProcess(run.workers, PORT, {
    DATA_DIR: run.database.dataDir,
    DATABASE_URL: run.database.databaseUrl ?? '',
  });
  const headers = { authorization: `Bearer ${run.token}` };
  const page = (amount: number, overallRate?: number) =>
    run.load.run({
      baseUrl: server.baseUrl,
      headers,
      connections: run.connections,
      amount,
      overallRate,
      requests: [run.defaultPage],
    });
  try {
    const alone = await page(1000);
    const perSecond = alone.latenciesMs.length / (alone.elapsedMs / 1000);
    const pacedRate = PACED_RATE;
    const pacedAmount = pacedRate * Math.min(run.seconds, 5);
    const pacedAlone = await page(pacedAmount, pacedRate);
    let finish = () => {};
    const stop = new Promise<void>((resolve) => (finish = resolve));
    const exporting = exportWhile(server.baseUrl, headers, stop);
    const searching = searchWhile(server.baseUrl, headers, stop);
    const toggleMs = await setCompleted(server.baseUrl, headers, true);
    // Fewer requests than alone in the same time: the page shares the machine with the rest.
    const mixed = await page(Math.max(500, Math.round((perSecond * run.seconds) / 2)));
    const pacedMixed = await page(pacedAmount, pacedRate);
    finish();
    const [exportedMegabytes, searchLatencies] = await Promise.all([exporting, searching]);
    await setCompleted(server.baseUrl, headers, false);
    await waitForCompletionRewrites(server.baseUrl, headers);
    return {
      workers: run.workers,
      aloneP95: percentile(alone.latenciesMs, 95),
      mixedP50: percentile(mixed.latenciesMs, 50),
      mixedP95: percentile(mixed.latenciesMs, 95),
      mixedRequests: mixed.latenciesMs.length,
      pacedRate,
      pacedAloneP95: percentile(pacedAlone.latenciesMs, 95),
      pacedMixedP95: percentile(pacedMixed.latenciesMs, 95),
      exportedMegabytes,
      searchP95: percentile(searchLatencies, 95),
      searches: searchLatencies.length,
      toggleMs,
    };
  } finally {
    await server.stop();
  }
}

export function mixedLoadReport(r: MixedLoadResult, connections: number): string {
  const check = (p95: number) => (p95 < MIXED_P95_TARGET_MS ? 'ok' : `MISS ≥ ${MIXED_P95_TARGET_MS} ms`);
  return [
    `Mixed load, ${r.workers} worker(s): default page at ${connections} connections, ${r.mixedRequests} requests`,
    `  as fast as answered: alone p95 ${r.aloneP95.toFixed(1)} ms; with the others p50 ${r.mixedP50.toFixed(1)} ms, ` +
      `p95 ${r.mixedP95.toFixed(1)} ms ${check(r.mixedP95)}`,
    `  at a steady ${r.pacedRate} req/s: alone p95 ${r.pacedAloneP95.toFixed(1)} ms; with the others ` +
      `p95 ${r.pacedMixedP95.toFixed(1)} ms ${check(r.pacedMixedP95)}`,
    `  meanwhile: export streamed ${r.exportedMegabytes.toFixed(1)} MB; ${r.searches} searches '${SEARCH_TERM}' ` +
      `p95 ${r.searchP95.toFixed(1)} ms; completed flag of status ${TOGGLED_STATUS_ID} answered in ` +
      `${r.toggleMs.toFixed(0)} ms (its rewrite runs on)`,
  ].join('\n');
}

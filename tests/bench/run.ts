/**
 * API benchmark of issues 3 and 5 (refund list, detail, create, dashboard, reports):
 * `npm run bench -- [--db sqlite|postgres] [--explain]` (see options.ts).
 * Without --only it starts with the sign-in page's transfer from the built SPA (assetSizes.ts;
 * `npm run bench -- --assets` alone) and ends with the receipt reader's accuracy and timing bench
 * (receiptAccuracy.ts; `npm run bench -- --receipts` alone).
 *
 * Starts the API in this process on a seeded database, signs a bench admin in over HTTP and, per case,
 * measures HTTP latency (one connection) and throughput (several) with autocannon from a worker thread,
 * then times the list route's own page + total SQL straight through the driver. Prints one table.
 */
import os from 'node:os';
import path from 'node:path';
import { loginTransferReport, measureLoginTransfer } from './assetSizes.js';
import { compareWithLastRun, type Figures } from './lastRun.js';
import { waitForCompletionRewrites, measureMixedLoad, mixedLoadReport } from './mixedLoad.js';
import { measureThroughput, throughputReport } from './throughput.js';
import { type BenchServer, startBenchServer } from './benchServer.js';
import { type BenchCase, benchCases, DEFAULT_PAGE, listQueryString } from './cases.js';
import { createRequests } from './createRequests.js';
import { LoadClient } from './load/loadClient.js';
import type { RequestSpec } from './load/loadJob.js';
import { listTotal } from '../../server/refunds/listTotals.js';
import { listSql } from './listSql.js';
import { type HttpRun, measureDriver, measureHttp } from './measure.js';
import { parseBenchOptions, type BenchOptions } from './options.js';
import {
  type CaseResult,
  LIST_P95_TARGET_MS,
  OVERHEAD_TARGET_MS,
  REPORT_P95_TARGET_MS,
  resultTable,
  SHORT_SEARCH_P95_TARGET_MS,
  verdict,
} from './report.js';
import { openSqlDriver, type SqlDriver } from './sqlDriver.js';

/** A search for one or two characters (the short-search target applies). */
const isShortSearch = (c: BenchCase) =>
  c.kind === 'list' && typeof c.filter.q === 'string' && [...c.filter.q].length <= 2;

function requestsOf(c: BenchCase, options: BenchOptions): HttpRun['requests'] {
  if (c.kind === 'list') {
    const spec: RequestSpec = { method: 'GET', path: `/api/refunds?${listQueryString(c)}` };
    return () => [spec];
  }
  if (c.kind === 'report') {
    const spec: RequestSpec = { method: 'GET', path: c.path };
    return () => [spec];
  }
  if (c.kind === 'detail') return () => c.ids.map((id) => ({ method: 'GET', path: `/api/refunds/${id}` }));
  const runId = Date.now().toString(36);
  return (phase) => createRequests(options.createRequests, `${runId}${phase}`);
}

async function runCase(
  c: BenchCase,
  server: BenchServer,
  driver: SqlDriver,
  load: LoadClient,
  options: BenchOptions,
): Promise<CaseResult> {
  const { single, loaded } = await measureHttp(load, {
    base: { baseUrl: server.baseUrl, headers: { authorization: `Bearer ${server.token}` } },
    requests: requestsOf(c, options),
    seconds: options.seconds,
    fixedAmount: c.kind === 'create' ? options.createRequests : undefined,
    connections: options.connections,
  });
  if (c.kind !== 'list') {
    const p95TargetMs = c.kind === 'report' ? REPORT_P95_TARGET_MS : null;
    return {
      name: c.name,
      p95TargetMs,
      isList: false,
      total: null,
      totalCapped: false,
      single,
      loaded,
      driver: null,
    };
  }

  const sql = await listSql(server.built.ctx, server.scope, c);
  const driverTiming = await measureDriver(driver, sql, Math.min(2, options.seconds));
  const { total, capped } = listTotal(sql.knownTotal ?? (await driver.scalar(sql.total)), sql.ceiling);
  if (options.explain) {
    console.log(`\n── ${c.name}\n  page:  ${sql.page.sql}\n  params: ${JSON.stringify(sql.page.parameters)}`);
    console.log((await driver.explain(sql.page)).join('\n'));
    console.log(`  total: ${sql.total.sql}`);
    console.log((await driver.explain(sql.total)).join('\n'));
  }
  return {
    name: c.name,
    p95TargetMs: isShortSearch(c) ? SHORT_SEARCH_P95_TARGET_MS : LIST_P95_TARGET_MS,
    isList: true,
    total,
    totalCapped: capped,
    single,
    loaded,
    driver: driverTiming,
  };
}

async function runReceiptBench(argv: string[]): Promise<void> {
  const { runReceiptBench: run } = await import('./receiptAccuracy.js');
  if (!(await run(argv))) process.exitCode = 1;
}

/** The sign-in page's transfer from the built SPA (WEB_ROOT, else dist/web). */
function runAssetBench(figures: Figures): void {
  const webRoot = path.resolve(process.env.WEB_ROOT || 'dist/web');
  const transfer = measureLoginTransfer(webRoot);
  const report = loginTransferReport(transfer);
  console.log(report);
  if (report.includes('MISS')) process.exitCode = 1;
  const kb = (bytes: number) => ({ value: bytes / 1024, unit: 'KB', higherIsBetter: false });
  figures['sign-in page brotli'] = kb(transfer.brotliBytes);
  figures['sign-in page gzip'] = kb(transfer.gzipBytes);
}

const wants = (options: BenchOptions, name: string) =>
  options.only.length === 0 || options.only.some((o) => name.includes(o));

async function main() {
  // `npm run bench -- --assets`: the built SPA's sign-in page transfer alone (needs no database).
  const figures: Figures = {};
  if (process.argv.includes('--assets')) {
    runAssetBench(figures);
    console.log(`\n${compareWithLastRun(figures)}`);
    return;
  }
  // `npm run bench -- --receipts [options of receiptAccuracy.ts]`: the receipt reader alone.
  if (process.argv.includes('--receipts')) {
    await runReceiptBench(process.argv.slice(2).filter((arg) => arg !== '--receipts'));
    return;
  }
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.only.length === 0) {
    runAssetBench(figures);
    console.log('');
  }
  await runApiBench(options, figures);
  console.log(`\n${compareWithLastRun(figures)}`);
  // The whole bench (no --only) ends with the receipt reader on its generated corpus.
  if (options.only.length === 0) {
    console.log('');
    await runReceiptBench([]);
  }
}

async function runApiBench(options: BenchOptions, figures: Figures) {
  const server = await startBenchServer(options);
  const { ctx } = server.built;
  const driver = await openSqlDriver(ctx.db, ctx.dialect, {
    file: server.built.databaseLocation,
    url: server.config.databaseUrl,
  });
  const load = new LoadClient();
  try {
    // A rewrite an earlier run left is resumed by this server: measure nothing until it is done.
    await waitForCompletionRewrites(server.baseUrl, { authorization: `Bearer ${server.token}` });
    const everything = await listSql(ctx, server.scope, DEFAULT_PAGE);
    const visibleTotal = await driver.scalar(everything.total);
    const cases = (await benchCases(ctx.db, visibleTotal)).filter(
      (c) => options.only.length === 0 || options.only.some((o) => c.name.toLowerCase().includes(o)),
    );
    console.log(
      `Benchmark on ${ctx.dialect} (${server.built.databaseLocation}), ${visibleTotal.toLocaleString('en-US')} refunds; ` +
        `node ${process.version}, ${os.cpus().length} CPUs; about ${options.seconds} s per HTTP phase` +
        (options.explain ? '; EXPLAIN per list case' : ''),
    );
    const results: CaseResult[] = [];
    for (const c of cases) {
      const result = await runCase(c, server, driver, load, options);
      results.push(result);
      if (!options.explain)
        console.log(`  ${c.name}: p50 ${result.single.p50.toFixed(2)} ms  ${verdict(result)}`);
      if (c.name === 'default page')
        figures['default page p95'] = { value: result.single.p95, unit: 'ms', higherIsBetter: false };
    }
    console.log(`\n${resultTable(results, options.connections)}`);
    const driverName = ctx.dialect === 'sqlite' ? 'better-sqlite3, one after the other' : 'pg, both at once';
    console.log(
      [
        '',
        `HTTP p50/p95: one connection, requests for about ${options.seconds} s (create: ${options.createRequests}); ` +
          `req/s and p95 c=${options.connections}: ${options.connections} connections. Times in ms.`,
        `driver p50: the list route's page + total statements (refundPageQueries, compiled) through ${driverName} ` +
          'as the route runs them (on PostgreSQL a page without a search whose total is a rollup sum is the one ' +
          'prepared statement that reads rows, total and the caller); Δ p50 = HTTP p50 − driver p50.',
        `Targets: list p95 < ${LIST_P95_TARGET_MS} ms (a 1–2 character search < ${SHORT_SEARCH_P95_TARGET_MS} ms) ` +
          `and Δ p50 ≤ ${OVERHEAD_TARGET_MS} ms; dashboard and reports ` +
          `p95 < ${REPORT_P95_TARGET_MS} ms (MISS marks a case that misses one).`,
      ].join('\n'),
    );
    if (wants(options, 'throughput')) {
      const throughput = await measureThroughput(
        {
          load,
          token: server.token,
          request: { method: 'GET', path: `/api/refunds?${listQueryString(DEFAULT_PAGE)}` },
          database: { dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl },
          seconds: Math.max(options.seconds, 5),
        },
        options.workers,
      );
      console.log(`\n${throughputReport(throughput)}`);
      for (const r of throughput)
        figures[`default page req/s, ${r.workers} worker(s)`] = {
          value: r.requestsPerSecond,
          unit: 'req/s',
          higherIsBetter: true,
        };
    }
    if (wants(options, 'mixed')) {
      const workers = options.workers[options.workers.length - 1];
      const mixed = await measureMixedLoad({
        load,
        token: server.token,
        defaultPage: { method: 'GET', path: `/api/refunds?${listQueryString(DEFAULT_PAGE)}` },
        database: { dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl },
        workers,
        connections: options.connections,
        seconds: Math.max(options.seconds, 10),
      });
      console.log(`\n${mixedLoadReport(mixed, options.connections)}`);
      figures[`mixed load default page p95, ${workers} worker(s)`] = {
        value: mixed.mixedP95,
        unit: 'ms',
        higherIsBetter: false,
      };
      figures[`mixed load default page p95 at a steady rate, ${workers} worker(s)`] = {
        value: mixed.pacedMixedP95,
        unit: 'ms',
        higherIsBetter: false,
      };
    }
  } finally {
    await load.close();
    await driver.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

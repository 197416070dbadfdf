import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * How many server processes share the port: WEB_CONCURRENCY, else one per core in production and one in
 * development and tests (where a restart on change and a single log matter more than throughput).
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (raw) {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`WEB_CONCURRENCY must be an integer ≥ 1, got '${raw}'`);
    }
    return value;
  }
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test' || env.VITEST) return 1;
  return os.availableParallelism();
}

/** A worker that does not end within this time of the shutdown signal is killed. */
const SHUTDOWN_GRACE_MS = 30_000;
/** Replacements for workers that die after starting, before the primary gives up. */
const MAX_RESTARTS = 10;

/**
 * The primary of a multi-process server: forks `count` workers (each runs the whole server on the shared
 * port; node:cluster hands connections to them in turn), prints `onListening` once all listen, replaces a
 * worker that dies after it started, and on SIGINT/SIGTERM asks every worker to finish its requests and
 * exits when all have. A worker that fails to start ends the whole server with code 1.
 */
export function runPrimary(count: number, onListening: (port: number) => void): void {
  const listening = new Set<Worker>();
  let restarts = 0;
  let stopping = false;
  let failed = false;

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    if (code !== 0) failed = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (listening.size === count && restarts === 0) onListening(address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    // A worker ends with 0 only after a signal sent to it alone (or to the process group, before ours).
    if (code === 0) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (!started || restarts >= MAX_RESTARTS) return stopAll(1);
    restarts++;
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
  for (let i = 0; i < count; i++) cluster.fork();
}

export const isWorker = () => cluster.isWorker;

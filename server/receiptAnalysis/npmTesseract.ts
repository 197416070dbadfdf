/**
 * The OCR engine installed by npm, for machines without the Debian Tesseract: tesseract.js (Tesseract
 * compiled to WebAssembly) with the Turkish LSTM model of @tesseract.js-data. Up to two worker
 * threads are kept while receipts keep coming and ended after a minute without one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Word } from './layout.js';
import { ppmOfBmp } from './pnmImage.js';
import { ToolError } from './runTool.js';
import type { OcrOptions } from './tesseractOcr.js';
import { wordsOfTsv } from './tesseractTsv.js';

/** The Turkish model alone, as for the native engine (tesseractOcr.ts): a second one doubles the time. */
const LANGUAGES = ['tur'] as const;
const IDLE_MS = 60_000;
const require = createRequire(import.meta.url);

/** One worker thread and whether a recognition holds it (its parameters are set per recognition). */
interface PooledWorker {
  worker: Promise<Worker>;
  busy: boolean;
  /** Rejects when the worker is ended: tesseract.js never settles the jobs of an ended worker. */
  ended: Promise<never>;
  end: (error: Error) => void;
}

/** Up to one worker per core, so that two passes of a page (ocrPasses.ts) may run at once. */
const MAX_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
let pool: PooledWorker[] = [];
const waiting: Array<{ resolve: (pooled: PooledWorker) => void; reject: (error: Error) => void }> = [];
let idleTimer: NodeJS.Timeout | undefined;

/**
 * tesseract.js reads every language from one folder, and each package ships its own: a private folder
 * of links to the models (LSTM only, 'best_int') is made once per process.
 */
function languageFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-tessdata-'));
  for (const language of LANGUAGES) {
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const file = `${language}.traineddata.gz`;
    fs.symlinkSync(path.join(packageDir, '4.0.0_best_int', file), path.join(folder, file));
  }
  return folder;
}

function startWorker(): Promise<Worker> {
  const langPath = languageFolder();
  return createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  }).finally(() => fs.rmSync(langPath, { recursive: true, force: true }));
}

/** Ends the worker threads (tests, shutdown); the next recognition starts a new one. */
export async function closeNpmOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const ending = pool;
  pool = [];
  // Recognitions that run or wait on these workers fail rather than wait forever.
  for (const next of waiting.splice(0)) next.reject(workerEnded());
  for (const pooled of ending) pooled.end(workerEnded());
  await Promise.all(ending.map(async (pooled) => (await pooled.worker.catch(() => null))?.terminate()));
}

const workerEnded = () => new ToolError('missing', 'tesseract.js worker ended');

function newWorker(): PooledWorker {
  let end: (error: Error) => void = () => undefined;
  const ended = new Promise<never>((_, reject) => (end = reject));
  ended.catch(() => undefined);
  return { worker: startWorker(), busy: true, ended, end };
}

/** Ends the workers a minute after the last recognition, when none runs or waits. */
function armIdleTimer(): void {
  clearTimeout(idleTimer);
  if (waiting.length > 0 || pool.some((pooled) => pooled.busy)) return;
  idleTimer = setTimeout(() => void closeNpmOcr(), IDLE_MS);
  idleTimer.unref();
}

/**
 * A worker for this recognition alone: a free one, a new one, or the first one freed; a caller that gives
 * up while it waits leaves the line at once.
 */
function acquireWorker(signal?: AbortSignal): Promise<PooledWorker> {
  const free = pool.find((pooled) => !pooled.busy);
  if (free) {
    free.busy = true;
    return Promise.resolve(free);
  }
  if (pool.length < MAX_WORKERS) {
    const started = newWorker();
    pool.push(started);
    // A worker that could not start leaves the pool; the next recognition tries again.
    started.worker.catch(() => {
      pool = pool.filter((pooled) => pooled !== started);
    });
    return Promise.resolve(started);
  }
  return new Promise((resolve, reject) => {
    const entry = {
      resolve: (pooled: PooledWorker) => {
        signal?.removeEventListener('abort', giveUp);
        resolve(pooled);
      },
      reject: (error: Error) => {
        signal?.removeEventListener('abort', giveUp);
        reject(error);
      },
    };
    const giveUp = () => {
      const at = waiting.indexOf(entry);
      if (at >= 0) waiting.splice(at, 1);
      reject(signal?.reason);
      armIdleTimer();
    };
    signal?.addEventListener('abort', giveUp, { once: true });
    waiting.push(entry);
  });
}

function releaseWorker(pooled: PooledWorker): void {
  const next = waiting.shift();
  if (next && pool.includes(pooled)) return next.resolve(pooled);
  pooled.busy = false;
  if (next) void acquireWorker().then(next.resolve, next.reject);
}

/**
 * Words of an image by tesseract.js. A worker's page segmentation and thresholding are set for each
 * recognition, so a worker serves one recognition at a time; a run cannot be stopped half way, but a
 * caller that gave up before its turn gets none.
 */
export async function recogniseWithNpm(image: Buffer, options: OcrOptions = {}): Promise<Word[]> {
  options.signal?.throwIfAborted();
  clearTimeout(idleTimer);
  const pooled = await acquireWorker(options.signal);
  try {
    options.signal?.throwIfAborted();
    const current = await Promise.race([pooled.worker, pooled.ended]);
    await Promise.race([
      current.setParameters({
        tessedit_pageseg_mode: String(options.pageSegmentation ?? 4) as never,
        thresholding_method: options.thresholding === 'sauvola' ? '2' : '0',
      } as never),
      pooled.ended,
    ]);
    // A BMP goes over as a PPM of the same pixels: tesseract.js re-encodes a BMP at great cost (pnmImage.ts).
    const result = await Promise.race([
      current.recognize(ppmOfBmp(image) ?? image, {}, { tsv: true, text: false, blocks: false }),
      pooled.ended,
    ]);
    return wordsOfTsv(`header\n${result.data.tsv ?? ''}`);
  } finally {
    releaseWorker(pooled);
    armIdleTimer();
  }
}

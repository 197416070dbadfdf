/**
 * The OCR engine installed by npm, for machines without the Debian Tesseract: tesseract.js (Tesseract
 * compiled to WebAssembly) with the Turkish LSTM model of @tesseract.js-data. One worker
 * thread is kept while receipts keep coming and ended after a minute without one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Word } from './layout.js';
import type { OcrOptions } from './tesseractOcr.js';
import { wordsOfTsv } from './tesseractTsv.js';

/** The Turkish model alone, as for the native engine (tesseractOcr.ts): a second one doubles the time. */
const LANGUAGES = ['tur'] as const;
const IDLE_MS = 60_000;
const require = createRequire(import.meta.url);

let worker: Promise<Worker> | null = null;
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

/** Ends the worker thread (tests, shutdown); the next recognition starts a new one. */
export async function closeNpmOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

export async function recogniseWithNpm(image: Buffer, options: OcrOptions = {}): Promise<Word[]> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = await worker.catch((error: unknown) => {
    worker = null;
    throw error;
  });
  try {
    await current.setParameters({
      tessedit_pageseg_mode: String(options.pageSegmentation ?? 4) as never,
      thresholding_method: options.thresholding === 'sauvola' ? '2' : '0',
    } as never);
    const result = await current.recognize(image, {}, { tsv: true, text: false, blocks: false });
    return wordsOfTsv(`header\n${result.data.tsv ?? ''}`);
  } finally {
    idleTimer = setTimeout(() => void closeNpmOcr(), IDLE_MS);
    idleTimer.unref();
  }
}

/**
 * The generated receipt corpus on disk: where it lives, its manifest, and `ensureReceiptCorpus()`, which
 * generates it (generate.ts, under the e2e Chromium lock) when it is missing, stale or too small.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ExpectedFields } from './receiptLayouts.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Git-ignored (test-results/). */
export const CORPUS_DIR = process.env.RECEIPT_CORPUS_DIR ?? path.join(ROOT, 'test-results', 'receipt-corpus');
/** Raise when the layouts, data or rendering change, so old corpora are rebuilt. */
export const CORPUS_VERSION = 9;
export const DEFAULT_PER_LAYOUT = 4;
const CHROMIUM_LOCK = '/tmp/iade-e2e.lock';

export const RECEIPT_KINDS = ['textPdf', 'png', 'degraded', 'scannedPdf'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export interface CorpusSample {
  id: string;
  layout: string;
  /** Of a family the reader is never tuned on. */
  heldBack: boolean;
  /** File names inside CORPUS_DIR. */
  files: Record<ReceiptKind, string>;
  expected: ExpectedFields;
}

export interface CorpusManifest {
  version: number;
  perLayout: number;
  samples: CorpusSample[];
}

export const manifestPath = (dir = CORPUS_DIR) => path.join(dir, 'manifest.json');

export function readManifest(dir = CORPUS_DIR): CorpusManifest | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestPath(dir), 'utf8')) as CorpusManifest;
    const complete = manifest.samples.every((sample) =>
      RECEIPT_KINDS.every((kind) => fs.existsSync(path.join(dir, sample.files[kind]))),
    );
    return complete ? manifest : null;
  } catch {
    return null;
  }
}

export const isUsable = (manifest: CorpusManifest | null, perLayout: number): manifest is CorpusManifest =>
  manifest !== null && manifest.version === CORPUS_VERSION && manifest.perLayout >= perLayout;

/** The corpus with at least `perLayout` samples per layout, generated first if need be. */
export async function ensureReceiptCorpus(perLayout = DEFAULT_PER_LAYOUT): Promise<CorpusManifest> {
  const current = readManifest();
  if (isUsable(current, perLayout)) return current;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const script = path.join(ROOT, 'tests', 'receiptCorpus', 'generate.ts');
  await promisify(execFile)('flock', [CHROMIUM_LOCK, tsx, script, '--per-layout', String(perLayout)], {
    cwd: ROOT,
    timeout: 300_000,
    env: { ...process.env, RECEIPT_CORPUS_DIR: CORPUS_DIR },
  });
  const generated = readManifest();
  if (!isUsable(generated, perLayout))
    throw new Error(`receipt corpus generation left no usable ${CORPUS_DIR}`);
  return generated;
}

export const samplePath = (sample: CorpusSample, kind: ReceiptKind, dir = CORPUS_DIR) =>
  path.join(dir, sample.files[kind]);

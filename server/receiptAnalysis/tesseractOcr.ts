import type { Word } from './layout.js';
import { runTool } from './runTool.js';
import { wordsOfTsv } from './tesseractTsv.js';

export interface OcrOptions {
  /**
   * Tesseract languages: ANALYSIS_OCR_LANGUAGES, else 'tur' (tesseract-ocr-tur). The Turkish model reads
   * the English labels of bilingual receipts too; adding 'eng' costs 40–70 % more time per pass for no
   * more fields right on the tuned corpus.
   */
  languages?: string;
  /** Tesseract page segmentation mode: 4 (one column of lines of varying size, the default) or 6, 3, 11. */
  pageSegmentation?: number;
  /** Binarisation: 'otsu' (global, Tesseract's default) or 'sauvola' (local: grey cells, noise, stains). */
  thresholding?: 'otsu' | 'sauvola';
  timeoutMs?: number;
  /** Stops the run when the caller has given up on the answer. */
  signal?: AbortSignal;
}

export const TESSERACT = process.env.TESSERACT_PATH ?? 'tesseract';
const DEFAULT_LANGUAGES = process.env.ANALYSIS_OCR_LANGUAGES ?? 'tur';

/**
 * Words with their boxes of an image (PNG, JPEG, GIF, PNM … whatever Leptonica reads) by Tesseract's
 * command line (TSV output). Tesseract's own OpenMP threads are limited to one, as the queue already
 * decides how many recognitions run at once.
 */
export async function recogniseImage(image: Buffer, options: OcrOptions = {}): Promise<Word[]> {
  const args = [
    'stdin',
    'stdout',
    '-l',
    options.languages ?? DEFAULT_LANGUAGES,
    '--psm',
    String(options.pageSegmentation ?? 4),
  ];
  if (options.thresholding === 'sauvola') args.push('-c', 'thresholding_method=2');
  args.push('tsv');
  const output = await runTool(TESSERACT, args, {
    input: image,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxOutputBytes: 1024 * 1024,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    signal: options.signal,
  });
  return wordsOfTsv(output.toString('utf8'));
}

import { runTool } from './runTool.js';

export interface OcrOptions {
  /** Tesseract languages: ANALYSIS_OCR_LANGUAGES, else 'tur+eng' (tesseract-ocr-tur and -eng). */
  languages?: string;
  /** Tesseract page segmentation mode: 4 (one column of lines of varying size, the default) or 6, 3, 11. */
  pageSegmentation?: number;
  /** Binarisation: 'otsu' (global, Tesseract's default) or 'sauvola' (local: grey cells, noise, stains). */
  thresholding?: 'otsu' | 'sauvola';
  timeoutMs?: number;
}

const TESSERACT = process.env.TESSERACT_PATH ?? 'tesseract';
const DEFAULT_LANGUAGES = process.env.ANALYSIS_OCR_LANGUAGES ?? 'tur+eng';

/**
 * Text of an image (PNG, JPEG, GIF, PNM … whatever Leptonica reads) by Tesseract's command line, one
 * line per printed line; preserve_interword_spaces keeps column gaps. Tesseract's own OpenMP threads are limited to
 * one, as the queue already decides how many recognitions run at once.
 */
export async function recogniseImage(image: Buffer, options: OcrOptions = {}): Promise<string> {
  const args = [
    'stdin',
    'stdout',
    '-l',
    options.languages ?? DEFAULT_LANGUAGES,
    '--psm',
    String(options.pageSegmentation ?? 4),
  ];
  args.push('-c', 'preserve_interword_spaces=1');
  if (options.thresholding === 'sauvola') args.push('-c', 'thresholding_method=2');
  const output = await runTool(TESSERACT, args, {
    input: image,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxOutputBytes: 1024 * 1024,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return output.toString('utf8');
}

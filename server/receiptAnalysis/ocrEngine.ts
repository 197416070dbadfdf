/**
 * Which OCR and PDF rasteriser to use: the native tools (Debian's tesseract with tur, poppler's
 * pdftoppm) when they run, else the npm ones (tesseract.js, pdfjs on @napi-rs/canvas), so that a machine
 * set up by `npm install` alone still reads images. ANALYSIS_OCR_ENGINE=native|npm forces one.
 */
import { rasterisePdfPageWithCanvas } from './canvasRaster.js';
import type { Word } from './layout.js';
import { recogniseWithNpm } from './npmTesseract.js';
import { detectPageTurn, type PageTurn } from './pageOrientation.js';
import { rasterisePdfPage } from './pdfRaster.js';
import { runTool } from './runTool.js';
import { recogniseImage, TESSERACT, type OcrOptions } from './tesseractOcr.js';

export type OcrEngineName = 'native' | 'npm';
export type OcrEnginePreference = OcrEngineName | 'auto';

export interface OcrEngine {
  name: OcrEngineName;
  recognise(image: Buffer, options: OcrOptions): Promise<Word[]>;
  /** Runs of its own may go at once, each on its own core (a process or a worker thread per run). */
  parallel?: boolean;
  /**
   * The clockwise turn that sets a page upright, or null when unsure; an engine without orientation
   * detection has none, and its caller reads the page turned each way instead.
   */
  pageTurn?(image: Buffer, options: Pick<OcrOptions, 'timeoutMs' | 'signal'>): Promise<PageTurn | null>;
  rasterise(
    pdf: Buffer,
    pageNumber: number,
    options: { dpi: number; timeoutMs?: number; signal?: AbortSignal },
  ): Promise<Buffer>;
}

const PDFTOPPM = process.env.PDFTOPPM_PATH ?? 'pdftoppm';

const runs = (command: string, args: string[], expect?: RegExp) =>
  runTool(command, args, { timeoutMs: 10_000, maxOutputBytes: 64 * 1024 }).then(
    (output) => (expect ? expect.test(output.toString('utf8')) : true),
    () => false,
  );

let nativeTools: Promise<{ tesseract: boolean; pdftoppm: boolean }> | null = null;

/** Checked once per process: does the native Tesseract run and know Turkish, does pdftoppm run. */
function detectNativeTools() {
  nativeTools ??= Promise.all([runs(TESSERACT, ['--list-langs'], /^tur$/m), runs(PDFTOPPM, ['-v'])]).then(
    ([tesseract, pdftoppm]) => ({ tesseract, pdftoppm }),
  );
  return nativeTools;
}

const canvasRaster: OcrEngine['rasterise'] = (pdf, pageNumber, options) =>
  rasterisePdfPageWithCanvas(pdf, pageNumber, options);

export async function ocrEngine(
  preference: OcrEnginePreference = (process.env.ANALYSIS_OCR_ENGINE as OcrEnginePreference) ?? 'auto',
): Promise<OcrEngine> {
  const tools = await detectNativeTools();
  const native = preference === 'native' || (preference !== 'npm' && tools.tesseract);
  return {
    name: native ? 'native' : 'npm',
    recognise: native ? recogniseImage : recogniseWithNpm,
    parallel: true,
    ...(native ? { pageTurn: detectPageTurn } : {}),
    rasterise: native && tools.pdftoppm ? rasterisePdfPage : canvasRaster,
  };
}

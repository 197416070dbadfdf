/**
 * The receipt reader: bytes of a receipt in, the six refund fields out.
 *
 * PDF: the words of its text layer (pdfjs-dist); a PDF without one (a scan) or whose text yields no
 * field is rasterised page by page (pdftoppm, else pdfjs on an npm canvas; 200 dpi) and read by OCR.
 * JPEG, PNG, GIF: OCR (Tesseract's Turkish model, native or tesseract.js: ocrEngine.ts; up to two passes with
 * different settings: ocrPasses.ts). The fields come from the words' layout (receiptParser.ts).
 * OCR runs through a small queue (ocrQueue.ts), as it takes a CPU core for a second or more.
 */
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';
import { imageSize, isComplete, isWellFormed } from './imageSize.js';
import { defaultOcrQueue, type OcrQueue } from './ocrQueue.js';
import { ocrEngine, type OcrEngine, type OcrEngineName, type OcrEnginePreference } from './ocrEngine.js';
import { readPdfText, type PdfText } from './pdfText.js';
import { readImageByOcr } from './ocrPasses.js';
import {
  emptyReceiptFields,
  foundFieldCount,
  NOT_FOUND,
  RECEIPT_FIELD_NAMES,
  type ReceiptFields,
} from './receiptFields.js';
import { receiptFileKind, type ReceiptFileKind } from './receiptFileKind.js';
import { parseReceiptWords, type FieldConfidence, type ParsedReceipt } from './receiptParser.js';
import { ToolError } from './runTool.js';

/** Fields read, and the text they were read from. */
type TextReading = ParsedReceipt & { text: string };

export interface AnalysisOptions {
  /** Where OCR jobs wait their turn; defaults to the process-wide queue. */
  ocrQueue?: OcrQueue;
  /** Time-out of one Tesseract or pdftoppm run (default 30 s). */
  toolTimeoutMs?: number;
  /** Pages of a PDF read by OCR (default 2; the text layer of one more is read). */
  maxPdfPages?: number;
  /** OCR engine: native Tesseract when it runs ('auto', the default), forced, or one given (benches). */
  engine?: OcrEnginePreference | OcrEngine;
  /** Aborted when the caller has given up: waiting jobs leave the queue, running tools are killed. */
  signal?: AbortSignal;
}

/** How the text was obtained. */
export type AnalysisSource = 'pdf-text' | 'pdf-ocr' | 'image-ocr';

export interface AnalysisResult {
  /** True when at least one field was found. */
  success: boolean;
  data: ReceiptFields;
  /** Per found field, how sure the reader is (0–1); staff should check values below about 0.75. */
  confidence: FieldConfidence;
  kind: ReceiptFileKind;
  source: AnalysisSource;
  /** The OCR engine used, when OCR ran. */
  engine?: OcrEngineName;
  /** The text the fields were read from, every OCR pass's (for diagnostics; not part of the HTTP answer). */
  text: string;
}

/** Larger images are refused before Tesseract decodes them (40 megapixels ≈ A4 at 600 dpi, twice). */
const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Scanned pages are rasterised at 200 dpi: letters of 8 points and more are then as tall as Tesseract
 * reads best, and the page has half the pixels of 300 dpi to binarise and lay out.
 */
const SCAN_DPI = 200;
/** Pages are rasterised at SCAN_DPI, less when their longest side would exceed this many pixels. */
const MAX_RASTER_SIDE_PX = 4000;
/** The resolution a scanned page whose longest side measures `longestSide` points is rasterised at. */
export const scanDpi = (longestSide: number): number =>
  Math.max(72, Math.min(SCAN_DPI, Math.floor((MAX_RASTER_SIDE_PX * 72) / Math.max(longestSide, 1))));
/** A text layer with fewer letters than this is taken for a scan. */
const MIN_TEXT_LETTERS = 20;

function toAnalysisError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'AbortError') {
    return new ReceiptAnalysisError(504, ANALYSIS_MESSAGES.timedOut);
  }
  if (!(error instanceof ToolError)) return error;
  if (error.failure === 'timeout') return new ReceiptAnalysisError(504, ANALYSIS_MESSAGES.timedOut);
  if (error.failure === 'missing') return new ReceiptAnalysisError(503, ANALYSIS_MESSAGES.unavailable);
  return new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
}

const result = (
  kind: ReceiptFileKind,
  source: AnalysisSource,
  reading: TextReading,
  engine?: OcrEngineName,
): AnalysisResult => ({
  success: foundFieldCount(reading.fields) > 0,
  data: reading.fields,
  confidence: reading.confidence,
  kind,
  source,
  ...(engine ? { engine } : {}),
  text: reading.text,
});

/** Page by page until every field is found; a field takes the first page's value that has one. */
async function ocrPdf(
  data: Buffer,
  pdf: PdfText,
  engine: OcrEngine,
  queue: OcrQueue,
  options: AnalysisOptions,
): Promise<TextReading> {
  const fields = emptyReceiptFields();
  const confidence: FieldConfidence = {};
  const texts: string[] = [];
  const last = Math.min(pdf.pageCount, options.maxPdfPages ?? 2);
  const dpi = scanDpi(pdf.longestSide);
  for (let number = 1; number <= last; number++) {
    const limits = { timeoutMs: options.toolTimeoutMs, signal: options.signal };
    const image = await engine.rasterise(data, number, { dpi, ...limits });
    const page = await readImageByOcr(image, engine, { ...limits, borrowCore: () => queue.borrowCore() });
    texts.push(page.text);
    for (const name of RECEIPT_FIELD_NAMES) {
      if (fields[name] !== NOT_FOUND || page.fields[name] === NOT_FOUND) continue;
      fields[name] = page.fields[name];
      confidence[name] = page.confidence[name];
    }
    if (foundFieldCount(fields) === RECEIPT_FIELD_NAMES.length) break;
  }
  return { fields, confidence, text: texts.join('\n\n') };
}

/** The engine the options name, or the one they give. */
const engineOf = (choice: AnalysisOptions['engine']): Promise<OcrEngine> =>
  typeof choice === 'object' ? Promise.resolve(choice) : ocrEngine(choice);

/**
 * Analyses a receipt. Throws ReceiptAnalysisError (status + Turkish message) for a file that is empty,
 * too large, of another type or corrupt, when the OCR queue is full, or when OCR times out.
 */
export async function analyzeReceipt(data: Buffer, options: AnalysisOptions = {}): Promise<AnalysisResult> {
  const kind = await receiptFileKind(data);
  const queue = options.ocrQueue ?? defaultOcrQueue;
  try {
    if (kind === 'pdf') {
      const pdf = await readPdfText(data, (options.maxPdfPages ?? 2) + 1).catch(() => {
        throw new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
      });
      const letters = pdf.text.match(/\p{L}/gu)?.length ?? 0;
      if (letters >= MIN_TEXT_LETTERS) {
        const fromText = result(kind, 'pdf-text', { ...parseReceiptWords(pdf.words), text: pdf.text });
        if (fromText.success) return fromText;
      }
      const engine = await engineOf(options.engine);
      const reading = await queue.run(() => ocrPdf(data, pdf, engine, queue, options), options.signal);
      return result(kind, 'pdf-ocr', reading, engine.name);
    }
    const size = imageSize(data, kind);
    const tooLarge = !size || size.width * size.height > MAX_IMAGE_PIXELS;
    if (
      tooLarge ||
      size.width === 0 ||
      size.height === 0 ||
      !isComplete(data, kind) ||
      !isWellFormed(data, kind)
    ) {
      throw new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
    }
    const engine = await engineOf(options.engine);
    const reading = await queue.run(
      () =>
        readImageByOcr(data, engine, {
          timeoutMs: options.toolTimeoutMs,
          signal: options.signal,
          borrowCore: () => queue.borrowCore(),
        }),
      options.signal,
    );
    return result(kind, 'image-ocr', reading, engine.name);
  } catch (error) {
    throw toAnalysisError(error);
  }
}

/**
 * The receipt reader: bytes of a receipt in, the six fields of the spec out.
 *
 * PDF: the text layer (pdfjs-dist); a PDF without one (a scan) or whose text yields no field is
 * rasterised page by page (pdftoppm, 300 dpi) and read by OCR. JPEG, PNG, GIF: OCR (Tesseract, tur+eng,
 * up to two passes with different settings: ocrPasses.ts).
 * OCR runs through a small queue (ocrQueue.ts), as it takes a CPU core for a second or more.
 */
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';
import { imageSize } from './imageSize.js';
import { defaultOcrQueue, type OcrQueue } from './ocrQueue.js';
import { rasterisePdfPage } from './pdfRaster.js';
import { readPdfText, type PdfText } from './pdfText.js';
import { readImageByOcr, type OcrReading } from './ocrPasses.js';
import {
  emptyReceiptFields,
  foundFieldCount,
  NOT_FOUND,
  RECEIPT_FIELD_NAMES,
  type ReceiptFields,
} from './receiptFields.js';
import { receiptFileKind, type ReceiptFileKind } from './receiptFileKind.js';
import { parseReceiptText } from './receiptParser.js';
import { ToolError } from './runTool.js';

export interface AnalysisOptions {
  /** Where OCR jobs wait their turn; defaults to the process-wide queue. */
  ocrQueue?: OcrQueue;
  /** Time-out of one Tesseract or pdftoppm run (default 30 s). */
  toolTimeoutMs?: number;
  /** Pages of a PDF looked at (default 2). */
  maxPdfPages?: number;
}

/** How the text was obtained. */
export type AnalysisSource = 'pdf-text' | 'pdf-ocr' | 'image-ocr';

export interface AnalysisResult {
  /** True when at least one field was found. */
  success: boolean;
  data: ReceiptFields;
  kind: ReceiptFileKind;
  source: AnalysisSource;
  /** The text the fields were read from, every OCR pass's (for diagnostics; not part of the HTTP answer). */
  text: string;
}

/** Larger images are refused before Tesseract decodes them (40 megapixels ≈ A4 at 600 dpi, twice). */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Pages are rasterised at 300 dpi, less when their longest side would exceed this many pixels. */
const MAX_RASTER_SIDE_PX = 4000;
/** A text layer with fewer letters than this is taken for a scan. */
const MIN_TEXT_LETTERS = 20;

function toAnalysisError(error: unknown): unknown {
  if (!(error instanceof ToolError)) return error;
  if (error.failure === 'timeout') return new ReceiptAnalysisError(504, ANALYSIS_MESSAGES.timedOut);
  if (error.failure === 'missing') return new ReceiptAnalysisError(503, ANALYSIS_MESSAGES.unavailable);
  return new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
}

const result = (kind: ReceiptFileKind, source: AnalysisSource, reading: OcrReading): AnalysisResult => ({
  success: foundFieldCount(reading.fields) > 0,
  data: reading.fields,
  kind,
  source,
  text: reading.text,
});

/** Page by page until every field is found; a field takes the first page's value that has one. */
async function ocrPdf(data: Buffer, pdf: PdfText, options: AnalysisOptions): Promise<OcrReading> {
  const fields = emptyReceiptFields();
  const texts: string[] = [];
  const last = Math.min(pdf.pageCount, options.maxPdfPages ?? 2);
  const dpi = Math.max(
    72,
    Math.min(300, Math.floor((MAX_RASTER_SIDE_PX * 72) / Math.max(pdf.longestSide, 1))),
  );
  for (let number = 1; number <= last; number++) {
    const image = await rasterisePdfPage(data, number, { dpi, timeoutMs: options.toolTimeoutMs });
    const page = await readImageByOcr(image, { timeoutMs: options.toolTimeoutMs });
    texts.push(page.text);
    for (const name of RECEIPT_FIELD_NAMES) if (fields[name] === NOT_FOUND) fields[name] = page.fields[name];
    if (foundFieldCount(fields) === RECEIPT_FIELD_NAMES.length) break;
  }
  return { fields, text: texts.join('\n\n') };
}

/**
 * Analyses a receipt. Throws ReceiptAnalysisError (status + Turkish message) for a file that is empty,
 * too large, of another type or corrupt, when the OCR queue is full, or when OCR times out.
 */
export async function analyzeReceipt(data: Buffer, options: AnalysisOptions = {}): Promise<AnalysisResult> {
  const kind = await receiptFileKind(data);
  const queue = options.ocrQueue ?? defaultOcrQueue;
  try {
    if (kind === 'pdf') {
      const pdf = await readPdfText(data, options.maxPdfPages ?? 2).catch(() => {
        throw new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
      });
      const letters = pdf.text.match(/\p{L}/gu)?.length ?? 0;
      if (letters >= MIN_TEXT_LETTERS) {
        const fromText = result(kind, 'pdf-text', { fields: parseReceiptText(pdf.text), text: pdf.text });
        if (fromText.success) return fromText;
      }
      return result(kind, 'pdf-ocr', await queue.run(() => ocrPdf(data, pdf, options)));
    }
    const size = imageSize(data, kind);
    if (!size || size.width === 0 || size.height === 0 || size.width * size.height > MAX_IMAGE_PIXELS) {
      throw new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
    }
    const reading = await queue.run(() => readImageByOcr(data, { timeoutMs: options.toolTimeoutMs }));
    return result(kind, 'image-ocr', reading);
  } catch (error) {
    throw toAnalysisError(error);
  }
}

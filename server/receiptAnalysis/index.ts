/**
 * Receipt (dekont) analysis service.
 *
 * In-process use (the panel's POST /api/receipt-analysis):
 *   analyzeReceipt(buffer: Buffer, options?: AnalysisOptions): Promise<AnalysisResult>
 *     → { success, data: { gonderici_ismi, alici_ismi, alici_hesap, tutar, islem_tarihi, islem_saati },
 *         confidence: { <found field>: 0–1 }, kind, source, engine, text }; 'Bulunamadı' (NOT_FOUND) for a
 *         field not found or not certain; success = any field found.
 *   Throws ReceiptAnalysisError (extends HttpError: statusCode + Turkish message) for bad input:
 *     400 empty, 413 > 5 MB, 415 not JPEG/PNG/GIF/PDF, 422 corrupt, 503 OCR busy/unavailable, 504 OCR time-out.
 *
 * HTTP use: receiptAnalysisPlugin, a Fastify plugin answering POST /analyze-dekont (multipart field
 * 'dekont') with { success, data, confidence }, or { success: false, message } and the status above; mount it with
 * any prefix (`app.register(receiptAnalysisPlugin, { prefix: '/analysis' })`). Own process: main.ts
 * (`npm run analysis`, ANALYSIS_PORT default 3100).
 *
 * parseReceiptWords(words) is the pure layout parser the two share (parseReceiptText(text) for plain text).
 * OCR: native Tesseract and pdftoppm when they run, else tesseract.js and pdfjs on @napi-rs/canvas
 * (ocrEngine.ts; ANALYSIS_OCR_ENGINE=native|npm forces one).
 */
export { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';
export {
  analyzeReceipt,
  type AnalysisOptions,
  type AnalysisResult,
  type AnalysisSource,
} from './analyzeReceipt.js';
export { OcrQueue, defaultOcrQueue } from './ocrQueue.js';
export { receiptAnalysisPlugin, type ReceiptAnalysisPluginOptions } from './receiptAnalysisPlugin.js';
export {
  NOT_FOUND,
  RECEIPT_FIELD_NAMES,
  type ReceiptFieldName,
  type ReceiptFields,
} from './receiptFields.js';
export { parseReceiptText, parseReceiptWords, type FieldConfidence } from './receiptParser.js';
export { closeNpmOcr } from './npmTesseract.js';

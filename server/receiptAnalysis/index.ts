/**
 * Receipt (dekont) analysis service.
 *
 * In-process use (the panel's POST /api/receipt-analysis):
 *   analyzeReceipt(buffer: Buffer, options?: AnalysisOptions): Promise<AnalysisResult>
 *     → { success, data: { gonderici_ismi, alici_ismi, alici_hesap, tutar, islem_tarihi, islem_saati },
 *         kind, source, text }; 'Bulunamadı' (NOT_FOUND) for a field not found; success = any field found.
 *   Throws ReceiptAnalysisError (extends HttpError: statusCode + Turkish message) for bad input:
 *     400 empty, 413 > 5 MB, 415 not JPEG/PNG/GIF/PDF, 422 corrupt, 503 OCR busy/unavailable, 504 OCR time-out.
 *
 * HTTP use: receiptAnalysisPlugin, a Fastify plugin answering POST /analyze-dekont (multipart field
 * 'dekont') with { success, data }, or { success: false, message } and the status above; mount it with
 * any prefix (`app.register(receiptAnalysisPlugin, { prefix: '/analysis' })`). Own process: main.ts
 * (`npm run analysis`, ANALYSIS_PORT default 3100).
 *
 * parseReceiptText(text) is the pure parser the two share.
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
export { parseReceiptText } from './receiptParser.js';

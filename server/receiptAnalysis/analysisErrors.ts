import { HttpError } from '../http/errors.js';
import { catalogTexts } from '../i18n/catalog.js';

/** The Turkish messages of the analysis service (the receipt-file ones are the same the refund form shows). */
export const ANALYSIS_MESSAGES = catalogTexts({
  unsupported: 'server.receipts.unsupported',
  tooLarge: 'server.receipts.tooLarge',
  empty: 'server.receipts.analysis.empty',
  missingFile: 'server.receipts.analysis.missingFile',
  unreadable: 'server.receipts.analysis.unreadable',
  busy: 'server.receipts.analysis.busy',
  timedOut: 'server.receipts.analysis.timedOut',
  unavailable: 'server.receipts.analysis.unavailable',
});

/**
 * A receipt that cannot be analysed, with the HTTP status to answer and a Turkish message: 400 empty or
 * missing, 413 too large, 415 not JPEG/PNG/GIF/PDF, 422 corrupt, 503 OCR queue full or OCR tools missing, 504 OCR time-out.
 * It is an HttpError, so the panel's error handler answers it as `{ message }` with that status.
 */
export class ReceiptAnalysisError extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
    this.name = 'ReceiptAnalysisError';
  }
}

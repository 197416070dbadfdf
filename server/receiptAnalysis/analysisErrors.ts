import { HttpError } from '../http/errors.js';
import { RECEIPT_MESSAGES } from '../receipts/storage.js';

/** The Turkish messages of the analysis service (the receipt-file ones are the same the refund form shows). */
export const ANALYSIS_MESSAGES = {
  unsupported: RECEIPT_MESSAGES.unsupported,
  tooLarge: RECEIPT_MESSAGES.tooLarge,
  empty: 'Dekont dosyası boş',
  missingFile: "Dekont dosyası bulunamadı: 'dekont' alanında bir dosya gönderin",
  unreadable: 'Dekont okunamadı: dosya bozuk veya okunamıyor',
  busy: 'Dekont okuma servisi meşgul, lütfen tekrar deneyin',
  timedOut: 'Dekont okuma zaman aşımına uğradı, lütfen tekrar deneyin',
  unavailable: 'Dekont okuma servisi şu anda kullanılamıyor',
} as const;

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

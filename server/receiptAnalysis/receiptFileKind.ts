import { fileTypeFromBuffer } from 'file-type';
import { RECEIPT_MAX_BYTES } from '../receipts/storage.js';
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';

export type ReceiptFileKind = 'pdf' | 'png' | 'jpg' | 'gif';

/** The same rules as a stored receipt (receipts/storage.ts): real type by magic bytes, at most 5 MB. */
const KINDS: Record<string, ReceiptFileKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

export async function receiptFileKind(data: Buffer): Promise<ReceiptFileKind> {
  if (data.length === 0) throw new ReceiptAnalysisError(400, ANALYSIS_MESSAGES.empty);
  if (data.length > RECEIPT_MAX_BYTES) throw new ReceiptAnalysisError(413, ANALYSIS_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(data);
  const kind = detected ? KINDS[detected.mime] : undefined;
  if (!kind) throw new ReceiptAnalysisError(415, ANALYSIS_MESSAGES.unsupported);
  return kind;
}

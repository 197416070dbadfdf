import type { FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, isMultipartStreamError } from '../http/inputLimits.js';
import { RECEIPT_MAX_BYTES } from '../receipts/storage.js';
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';

/** The multipart field that carries the receipt: `dekont`, the name analysis services expect. */
export const RECEIPT_FIELD = 'dekont';

export interface UploadedReceipt {
  data: Buffer;
  filename: string;
  mimetype: string;
}

/**
 * Reads the `dekont` file of a multipart request, at most 5 MB: 400 when it is missing, 413 when it is
 * larger. Emptiness and type are the analyser's to judge.
 */
export async function readUploadedReceipt(request: FastifyRequest): Promise<UploadedReceipt> {
  if (!request.isMultipart()) throw new ReceiptAnalysisError(400, ANALYSIS_MESSAGES.missingFile);
  const part = await request
    .file({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10 } })
    .catch((error: unknown) => {
      if (isMultipartStreamError(error)) throw new ReceiptAnalysisError(400, INPUT_MESSAGES.malformedForm);
      throw error;
    });
  if (!part || part.fieldname !== RECEIPT_FIELD)
    throw new ReceiptAnalysisError(400, ANALYSIS_MESSAGES.missingFile);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ReceiptAnalysisError(413, ANALYSIS_MESSAGES.tooLarge);
    }
    if (isMultipartStreamError(error)) throw new ReceiptAnalysisError(400, INPUT_MESSAGES.malformedForm);
    throw error;
  }
  // A parent's multipart set-up with throwFileSizeLimit off just stops the stream at the limit.
  if (part.file.truncated) throw new ReceiptAnalysisError(413, ANALYSIS_MESSAGES.tooLarge);
  return { data, filename: part.filename || RECEIPT_FIELD, mimetype: part.mimetype };
}

import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { HttpError, badRequest } from '../http/errors.js';
import { MALFORMED_FORM, assertNoNul, isMultipartStreamError } from '../http/inputLimits.js';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, type ReceiptFile } from '../receipts/storage.js';

export interface RefundForm {
  fields: Record<string, string>;
  file: ReceiptFile | null;
}

const FIELD_NAMES = new Set([
  'method',
  'reason_id',
  'user_id',
  'login_id',
  'member_name',
  'refund_name',
  'amount',
  'status',
  'ticket_id',
  'banveri',
  'email',
  // The version the editor started from (optimistic concurrency, see refundVersion.ts).
  'version',
]);

/**
 * Reads the refund form as the spec sends it (multipart with an optional `receipt_image` file), or as
 * JSON for API clients. Unknown fields are ignored; values become trimmed strings.
 */
export async function readRefundForm(request: FastifyRequest): Promise<RefundForm> {
  const fields: Record<string, string> = {};
  let file: ReceiptFile | null = null;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Geçersiz istek');
    for (const [name, value] of Object.entries(body)) {
      if (!FIELD_NAMES.has(name) || value === null || value === undefined) continue;
      if (typeof value === 'object') throw badRequest(`Geçersiz alan: ${name}`);
      fields[name] = String(value).trim();
    }
    return { fields, file };
  }
  try {
    await readParts(request, fields, (next) => (file = next));
  } catch (error) {
    if (isMultipartStreamError(error)) throw badRequest(MALFORMED_FORM);
    throw error;
  }
  assertNoNul(fields);
  return { fields, file };
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  setFile: (file: ReceiptFile) => void,
): Promise<void> {
  for await (const part of request.parts({
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 30, fieldSize: 4096 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'receipt_image') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(`Beklenmeyen dosya alanı: ${part.fieldname}`);
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, RECEIPT_MESSAGES.tooLarge);
      setFile({ buffer, filename: part.filename });
    } else if (FIELD_NAMES.has(part.fieldname)) {
      fields[part.fieldname] = String(part.value ?? '').trim();
    }
  }
}

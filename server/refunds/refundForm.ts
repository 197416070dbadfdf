import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { Value } from 'typebox/value';
import {
  REFUND_FORM_FIELDS,
  RefundFormSchema,
  RefundJsonBodySchema,
  type RefundFormFields,
} from '../../contract/refunds.js';
import { HttpError, badRequest } from '../http/errors.js';
import { MALFORMED_FORM, assertNoNul, isMultipartStreamError } from '../http/inputLimits.js';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, type ReceiptFile } from '../receipts/storage.js';

export interface RefundForm {
  fields: RefundFormFields;
  file: ReceiptFile | null;
}

const FIELD_NAMES: ReadonlySet<string> = new Set(REFUND_FORM_FIELDS);

/** The first schema failure of the form, as the Turkish message of its field. */
function checkFields(schema: typeof RefundFormSchema | typeof RefundJsonBodySchema, value: unknown): void {
  if (Value.Check(schema, value)) return;
  const [first] = Value.Errors(schema, value);
  const field = first?.instancePath.replace(/^\//, '') ?? '';
  const limit = (first?.params as { limit?: unknown } | undefined)?.limit;
  if (first?.keyword === 'maxLength' && typeof limit === 'number')
    throw badRequest(`Alan çok uzun: ${field} (en fazla ${limit} karakter)`);
  throw badRequest(field ? `Geçersiz veya eksik alan: ${field}` : 'Geçersiz istek');
}

/**
 * Reads the refund form: multipart with an optional `receipt_image` file, or JSON for API clients.
 * Unknown fields are ignored; values become trimmed text, checked against the contract's form schema.
 */
export async function readRefundForm(request: FastifyRequest): Promise<RefundForm> {
  const fields: Record<string, string> = {};
  let file: ReceiptFile | null = null;
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Geçersiz istek');
    const known = Object.fromEntries(Object.entries(body).filter(([name]) => FIELD_NAMES.has(name)));
    checkFields(RefundJsonBodySchema, known);
    for (const [name, value] of Object.entries(known)) {
      if (value !== null && value !== undefined) fields[name] = String(value).trim();
    }
  } else {
    try {
      await readParts(request, fields, (next) => (file = next));
    } catch (error) {
      if (isMultipartStreamError(error)) throw badRequest(MALFORMED_FORM);
      throw error;
    }
    assertNoNul(fields);
  }
  checkFields(RefundFormSchema, fields);
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

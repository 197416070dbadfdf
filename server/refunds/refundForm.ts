import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { Value } from 'typebox/value';
import {
  REFUND_FORM_FIELDS,
  RefundFormSchema,
  RefundJsonBodySchema,
  type RefundFormFields,
} from '../../contract/refunds.js';
import { badRequest } from '../http/errors.js';
import { INPUT_MESSAGES, assertNoNul, isMultipartStreamError } from '../http/inputLimits.js';
import { singleLineText } from '../http/singleLineText.js';
import type { ReceiptStore, SavedReceipt } from '../receipts/receiptStore.js';
import { RECEIPT_MAX_BYTES, saveUploadedReceipt } from '../receipts/storage.js';
import { serverText } from '../i18n/catalog.js';

export interface RefundForm {
  fields: RefundFormFields;
  /** The uploaded receipt, already stored: whoever fails after reading the form removes it. */
  file: SavedReceipt | null;
  /** The uploaded file's own name, for the history (it is stored under a random one). */
  fileName: string | null;
}

const MAX_FILE_NAME = 120;

/** The client's file name, readable and short: no folders, no control or bidi characters; null when none is left. */
export function uploadedFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = singleLineText(base.replace(/\p{Cc}/gu, ''));
  return clean === '' ? null : [...clean].slice(0, MAX_FILE_NAME).join('');
}

const FIELD_NAMES: ReadonlySet<string> = new Set(REFUND_FORM_FIELDS);

/** The first schema failure of the form, as the Turkish message of its field. */
function checkFields(schema: typeof RefundFormSchema | typeof RefundJsonBodySchema, value: unknown): void {
  if (Value.Check(schema, value)) return;
  const [first] = Value.Errors(schema, value);
  const field = first?.instancePath.replace(/^\//, '') ?? '';
  const limit = (first?.params as { limit?: unknown } | undefined)?.limit;
  if (first?.keyword === 'maxLength' && typeof limit === 'number')
    throw badRequest(serverText('server.refunds.fieldTooLong', { field, max: limit }));
  throw badRequest(serverText(field ? 'server.http.invalidField' : 'server.http.badRequest', { field }));
}

/**
 * Reads the refund form: multipart with an optional `receipt_image` file, or JSON for API clients.
 * Unknown fields are ignored; values become trimmed text, checked against the contract's form schema.
 * The file streams into the receipt store as it arrives; a form refused after it is removed again.
 */
export async function readRefundForm(request: FastifyRequest, store: ReceiptStore): Promise<RefundForm> {
  const fields: Record<string, string> = {};
  let file: SavedReceipt | null = null;
  let fileName: string | null = null;
  try {
    await readBody(request, store, fields, (saved, name) => {
      file = saved;
      fileName = uploadedFileName(name);
    });
    checkFields(RefundFormSchema, fields);
  } catch (error) {
    await store.remove([(file as SavedReceipt | null)?.path ?? null]);
    throw error;
  }
  return { fields, file, fileName };
}

/** Runs the write that uses the form's stored upload; the upload is removed again if it fails. */
export async function removingUploadOnFailure<T>(
  store: ReceiptStore,
  form: RefundForm,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await store.remove([form.file?.path ?? null]);
    throw error;
  }
}

async function readBody(
  request: FastifyRequest,
  store: ReceiptStore,
  fields: Record<string, string>,
  setFile: (file: SavedReceipt, name: string) => void,
): Promise<void> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest(serverText('server.http.badRequest'));
    const known = Object.fromEntries(Object.entries(body).filter(([name]) => FIELD_NAMES.has(name)));
    checkFields(RefundJsonBodySchema, known);
    for (const [name, value] of Object.entries(known)) {
      if (value !== null && value !== undefined) fields[name] = singleLineText(String(value));
    }
  } else {
    try {
      await readParts(request, store, fields, setFile);
    } catch (error) {
      if (isMultipartStreamError(error)) throw badRequest(INPUT_MESSAGES.malformedForm);
      throw error;
    }
    assertNoNul(fields);
    for (const name of Object.keys(fields)) fields[name] = singleLineText(fields[name]);
  }
}

async function readParts(
  request: FastifyRequest,
  store: ReceiptStore,
  fields: Record<string, string>,
  setFile: (file: SavedReceipt, name: string) => void,
): Promise<void> {
  for await (const part of request.parts({
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 30, fieldSize: 4096 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'receipt_image') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(serverText('server.refunds.unexpectedFile', { field: part.fieldname }));
      }
      setFile(await saveUploadedReceipt(store, part.file), part.filename);
    } else if (FIELD_NAMES.has(part.fieldname)) {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
}

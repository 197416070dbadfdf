import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/errors.js';
import type { ReceiptStore, SavedReceipt } from './receiptStore.js';
import { catalogTexts } from '../i18n/catalog.js';

export const RECEIPT_MAX_BYTES = 5_242_880;
export const RECEIPT_MESSAGES = catalogTexts({
  unsupported: 'server.receipts.unsupported',
  tooLarge: 'server.receipts.tooLarge',
  empty: 'server.receipts.empty',
});

/** What a receipt may be, judged by its bytes (magic numbers), never by its name or declared type. */
const ALLOWED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
export const RECEIPT_CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(ALLOWED).map(([mime, ext]) => [ext, mime]),
);

/**
 * How much of an upload is held to judge its type. The four allowed types show in their first bytes; the
 * margin lets a PNG's leading chunks (a large colour profile) be walked to an animation marker, which
 * makes it an APNG and refused, as when the whole file was judged.
 */
const SNIFF_BYTES = 64 * 1024;

/** An upload as the multipart reader streams it; `truncated` is set when it went past the size limit. */
export interface ReceiptUpload extends AsyncIterable<Buffer> {
  readonly truncated?: boolean;
}

async function drain(rest: AsyncIterator<Buffer>): Promise<void> {
  try {
    while (!(await rest.next()).done);
  } catch {
    // the request's own error surfaces from the form reader
  }
}

/**
 * Streams an upload into the store, checking its real type on its first bytes and its size as it goes;
 * answers what was stored. Nothing stays stored when a check fails (400 empty, 413 too large, 415 type).
 */
export async function saveUploadedReceipt(store: ReceiptStore, upload: ReceiptUpload): Promise<SavedReceipt> {
  const source = upload[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const prefix = Buffer.concat(head);
  if (prefix.length === 0) throw new HttpError(400, RECEIPT_MESSAGES.empty);
  const detected = await fileTypeFromBuffer(prefix);
  const ext = detected ? ALLOWED[detected.mime] : undefined;
  if (!ext) {
    // Read to its end, so that the client gets the answer instead of a reset while it still sends.
    if (!ended) await drain(source);
    throw new HttpError(
      upload.truncated ? 413 : 415,
      upload.truncated ? RECEIPT_MESSAGES.tooLarge : RECEIPT_MESSAGES.unsupported,
    );
  }
  async function* whole() {
    yield prefix;
    if (!ended) for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    if (upload.truncated) throw new HttpError(413, RECEIPT_MESSAGES.tooLarge);
  }
  return store.save(whole(), ext);
}

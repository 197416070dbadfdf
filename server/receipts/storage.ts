import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/errors.js';

export const RECEIPT_MAX_BYTES = 5_242_880;
export const RECEIPT_MESSAGES = {
  unsupported: 'Desteklenmeyen dosya formatı. Lütfen PNG, JPG, GIF veya PDF yükleyin.',
  tooLarge: "Dosya boyutu 5MB'ı aşamaz.",
  empty: 'Dosya boş olamaz.',
} as const;

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

/** Stored paths are relative to the uploads folder: 'receipts/<32 hex>.<ext>'. */
const STORED_PATH = /^receipts\/[0-9a-f]{32}\.(jpg|png|gif|pdf)$/;
export const isStoredReceiptPath = (value: string) => STORED_PATH.test(value);

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export interface ReceiptFile {
  buffer: Buffer;
  filename: string;
}

/** Checks size and real type; answers the file extension to store it under. */
export async function checkReceipt(file: ReceiptFile): Promise<string> {
  if (file.buffer.length === 0) throw new HttpError(400, RECEIPT_MESSAGES.empty);
  if (file.buffer.length > RECEIPT_MAX_BYTES) throw new HttpError(413, RECEIPT_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(file.buffer);
  const ext = detected ? ALLOWED[detected.mime] : undefined;
  if (!ext) throw new HttpError(415, RECEIPT_MESSAGES.unsupported);
  return ext;
}

/** Writes the file under a random name outside any web root; answers its stored path. */
export async function storeReceipt(dataDir: string, buffer: Buffer, ext: string): Promise<string> {
  const stored = `receipts/${crypto.randomBytes(16).toString('hex')}.${ext}`;
  const target = path.join(uploadsDir(dataDir), stored);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, buffer, { flag: 'wx', mode: 0o640 });
  return stored;
}

/** Removes a stored receipt; a path that is not one of ours, or already gone, is left alone. */
export async function removeReceipt(dataDir: string, stored: string | null): Promise<void> {
  if (!stored || !isStoredReceiptPath(stored)) return;
  await fs.rm(path.join(uploadsDir(dataDir), stored), { force: true });
}

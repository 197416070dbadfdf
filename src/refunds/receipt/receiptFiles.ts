import type { Refund } from '../types';

/** A receipt is a JPEG, PNG, GIF or PDF of at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5_242_880;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
/** For the file picker's `accept`. */
export const RECEIPT_ACCEPT = [...RECEIPT_MIME_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.pdf'].join(',');

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export type ReceiptCheck = { ok: true } | { ok: false; message: string };

/**
 * The declared type decides, the name's extension stands in when the browser declares none (the
 * server checks the bytes). Returns the translation key of the refusal message.
 */
export function checkReceiptFile(file: Pick<File, 'type' | 'name' | 'size'>): ReceiptCheck {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || EXTENSION_TYPES[extension] || '';
  if (!(RECEIPT_MIME_TYPES as readonly string[]).includes(type)) {
    return { ok: false, message: 'refunds.messages.unsupportedFile' };
  }
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, message: 'refunds.messages.fileTooLarge' };
  return { ok: true };
}

/** Field names under which older API answers carry the receipt paths. */
const RECEIPT_KEYS = ['receipt_path', 'receipt_image_path', 'receipt_image', 'image_path', 'receipt'];
const DEPOSIT_KEYS = ['deposit_receipt_path', 'deposit_image_path', 'deposit_image', 'deposit_receipt'];

/**
 * A stored receipt path as a URL: http(s) and /uploads/ values are kept, 'uploads/' gets a leading
 * slash, client or public paths are moved under /uploads/, anything else is prefixed with /uploads/.
 */
export function normaliseReceiptUrl(path: string): string {
  const value = path.trim();
  if (/^https?:\/\//i.test(value) || value.startsWith('/uploads/')) return value;
  if (value.startsWith('uploads/')) return `/${value}`;
  const publicPath = value.match(/^\/?(?:client\/)?(?:public\/)?(?:uploads\/)?(.*)$/);
  return `/uploads/${(publicPath?.[1] ?? value).replace(/^\/+/, '')}`;
}

function firstPath(record: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return normaliseReceiptUrl(value);
  }
  return null;
}

export const refundReceiptUrl = (refund: Partial<Refund>): string | null =>
  firstPath(refund as Record<string, unknown>, RECEIPT_KEYS);

export const depositReceiptUrl = (refund: Partial<Refund>): string | null =>
  firstPath(refund as Record<string, unknown>, DEPOSIT_KEYS);

/** The signed URL as an attachment: the server answers `download=1` with Content-Disposition. */
export function downloadUrlOf(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/** Whether a receipt URL (or a File) is a PDF rather than an image. */
export function isPdfReceipt(target: string | Pick<File, 'type' | 'name'>): boolean {
  if (typeof target !== 'string') {
    return target.type === 'application/pdf' || /\.pdf$/i.test(target.name);
  }
  const path = target.split(/[?#]/)[0];
  return /\.pdf$/i.test(path);
}

/** The first file of a drop or paste, if any. */
export function firstFileOf(transfer: DataTransfer | null): File | null {
  if (!transfer) return null;
  if (transfer.files && transfer.files.length > 0) return transfer.files[0];
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind === 'file') {
      const file = item.getAsFile();
      if (file) return file;
    }
  }
  return null;
}

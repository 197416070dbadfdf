import crypto from 'node:crypto';
import type { ReceiptFieldValues } from '../../contract/receipts.js';
import type { AppContext } from '../context.js';
import { detailsOf, recordReading } from './fingerprints.js';

/** Keeps what the reader found on these bytes (the analysis route holds them whole already). */
export async function rememberReading(ctx: AppContext, data: Buffer, fields: ReceiptFieldValues) {
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  await recordReading(ctx.db, ctx.dialect, sha256, detailsOf(fields));
}

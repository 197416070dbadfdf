import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../server/context.js';
import type { Database } from '../../server/db/types.js';
import type { ReceiptStore } from '../../server/receipts/receiptStore.js';
import { uploadsDir } from '../../server/receipts/folderReceiptStore.js';
import { PNG_1X1 } from './fixtures/receipts.js';

/** Names ('<32 hex>.<ext>') of the receipts the server's store holds, sorted: the folder's or PostgreSQL's. */
export async function storedReceiptNames(ctx: AppContext): Promise<string[]> {
  return (await ctx.receipts.list()).map((entry) => entry.path.replace('receipts/', '')).sort();
}

/** A store with the database and data folder behind it (a test server's context gives all three). */
export interface ReceiptPlace {
  db: Kysely<Database>;
  receipts: ReceiptStore;
  dataDir: string;
}

export const placeOf = (ctx: AppContext): ReceiptPlace => ({
  db: ctx.db,
  receipts: ctx.receipts,
  dataDir: ctx.config.dataDir,
});

/** Makes a stored receipt ('<name>' or 'receipts/<name>') as old as `ageMs`, as if written then. */
export async function ageStoredReceipt(place: ReceiptPlace, name: string, ageMs: number): Promise<void> {
  const then = Date.now() - ageMs;
  const stored = name.startsWith('receipts/') ? name : `receipts/${name}`;
  if (place.receipts.kind === 'postgres') {
    await place.db
      .updateTable('receipt_files')
      .set({ created_at: then })
      .where('path', '=', stored)
      .execute();
  } else {
    const file = path.join(uploadsDir(place.dataDir), stored);
    fs.utimesSync(file, then / 1000, then / 1000);
  }
}

/** A receipt as a crashed write leaves it: stored, but no refund references it. Answers its name. */
export async function strayReceipt(ctx: AppContext, ageMs = 0): Promise<string> {
  const saved = await ctx.receipts.save([PNG_1X1], 'png');
  const name = saved.path.replace('receipts/', '');
  if (ageMs > 0) await ageStoredReceipt(placeOf(ctx), name, ageMs);
  return name;
}

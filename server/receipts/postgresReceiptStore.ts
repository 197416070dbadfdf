import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import {
  isStoredReceiptPath,
  newStoredPath,
  ownPaths,
  type ReceiptBytes,
  type ReceiptStore,
  type SavedReceipt,
} from './receiptStore.js';

/** Bytes per receipt_file_chunks row: a 5 MB receipt is 20 rows, and a write holds at most this much. */
export const RECEIPT_CHUNK_BYTES = 256 * 1024;

/**
 * Receipts in PostgreSQL (DATABASE_URL): a receipt_files row per receipt and its bytes in 256 KB bytea rows
 * of receipt_file_chunks, written as the upload streams in. Each chunk is its own short statement, so a
 * slow upload never holds a pooled connection or a transaction open. The receipt_files row comes first
 * with no sha256 ("being written"), and gets its size and hash once the last chunk is in: only then can it
 * be opened. A write that dies half-way leaves an incomplete row the orphan sweep removes. A refund change
 * that drops a receipt only marks its row deleted (deleted_at): it can no longer be opened, while a download
 * that began before reads its chunks to the end; the bytes go with purgeRemoved, an hour later.
 */
export function postgresReceiptStore(db: Kysely<Database>): ReceiptStore {
  async function write(storedPath: string, bytes: ReceiptBytes): Promise<SavedReceipt> {
    await db
      .insertInto('receipt_files')
      .values({ path: storedPath, size: 0, sha256: null, created_at: Date.now() })
      .execute();
    const hash = crypto.createHash('sha256');
    let size = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (data: Buffer) => {
      await db.insertInto('receipt_file_chunks').values({ path: storedPath, seq, data }).execute();
      seq += 1;
    };
    try {
      for await (const chunk of bytes) {
        hash.update(chunk);
        size += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (pendingBytes >= RECEIPT_CHUNK_BYTES) {
          const joined = Buffer.concat(pending);
          await flush(joined.subarray(0, RECEIPT_CHUNK_BYTES));
          pending = [joined.subarray(RECEIPT_CHUNK_BYTES)];
          pendingBytes = pending[0].length;
        }
      }
      if (pendingBytes > 0) await flush(Buffer.concat(pending));
      const sha256 = hash.digest('hex');
      await db.updateTable('receipt_files').set({ size, sha256 }).where('path', '=', storedPath).execute();
      return { path: storedPath, size, sha256 };
    } catch (error) {
      await db.deleteFrom('receipt_files').where('path', '=', storedPath).execute();
      throw error;
    }
  }

  const remove = async (trx: Kysely<Database>, storedPaths: Array<string | null>) => {
    const own = ownPaths(storedPaths);
    if (own.length > 0) await trx.deleteFrom('receipt_files').where('path', 'in', own).execute();
  };

  // Marked, not deleted: a download that opened it before reads on; purgeRemoved drops the bytes later.
  const markRemoved = async (trx: Kysely<Database>, storedPaths: Array<string | null>) => {
    const own = ownPaths(storedPaths);
    if (own.length === 0) return;
    await trx
      .updateTable('receipt_files')
      .set({ deleted_at: Date.now() })
      .where('path', 'in', own)
      .where('deleted_at', 'is', null)
      .execute();
  };

  return {
    kind: 'postgres',
    save: (bytes, ext) => write(newStoredPath(ext), bytes),
    async saveAs(storedPath, bytes) {
      if (!isStoredReceiptPath(storedPath)) throw new Error(`not a stored receipt path: ${storedPath}`);
      return write(storedPath, bytes);
    },
    async open(storedPath) {
      if (!isStoredReceiptPath(storedPath)) return null;
      const file = await db
        .selectFrom('receipt_files')
        .select(['size'])
        .where('path', '=', storedPath)
        .where('sha256', 'is not', null)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!file) return null;
      const chunks = Math.ceil(file.size / RECEIPT_CHUNK_BYTES);
      // One chunk per read, fetched when the client takes it: a slow download holds no connection.
      async function* read() {
        for (let seq = 0; seq < chunks; seq++) {
          const row = await db
            .selectFrom('receipt_file_chunks')
            .select('data')
            .where('path', '=', storedPath)
            .where('seq', '=', seq)
            .executeTakeFirst();
          if (!row) throw new Error(`receipt ${storedPath} lost chunk ${seq} while being read`);
          yield row.data;
        }
      }
      return { size: file.size, stream: Readable.from(read()) };
    },
    removeInTransaction: markRemoved,
    removeAfterCommit: async () => undefined,
    remove: (storedPaths) => remove(db, storedPaths),
    async purgeRemoved(before) {
      const purged = await db.deleteFrom('receipt_files').where('deleted_at', '<', before).executeTakeFirst();
      return Number(purged.numDeletedRows);
    },
    async list() {
      const rows = await db
        .selectFrom('receipt_files')
        .select(['path', 'created_at'])
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((row) => ({ path: row.path, createdAt: row.created_at }));
    },
  };
}

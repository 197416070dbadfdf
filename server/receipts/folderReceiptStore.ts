import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  isStoredReceiptPath,
  newStoredPath,
  ownPaths,
  type ReceiptBytes,
  type ReceiptStore,
  type SavedReceipt,
  type StoredReceiptEntry,
} from './receiptStore.js';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The SQLite default: one file per receipt under <DATA_DIR>/uploads/receipts, outside any web root. */
export function folderReceiptStore(dataDir: string): ReceiptStore {
  const root = uploadsDir(dataDir);
  const fileOf = (storedPath: string) => path.join(root, storedPath);

  async function write(storedPath: string, bytes: ReceiptBytes): Promise<SavedReceipt> {
    const target = fileOf(storedPath);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const hash = crypto.createHash('sha256');
    let size = 0;
    async function* counted() {
      for await (const chunk of bytes) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    }
    try {
      await pipeline(counted, fs.createWriteStream(target, { flags: 'wx', mode: 0o640 }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fsp.rm(target, { force: true });
      throw error;
    }
    return { path: storedPath, size, sha256: hash.digest('hex') };
  }

  async function remove(storedPaths: Array<string | null>) {
    for (const storedPath of ownPaths(storedPaths)) await fsp.rm(fileOf(storedPath), { force: true });
  }

  return {
    kind: 'folder',
    save: (bytes, ext) => write(newStoredPath(ext), bytes),
    async saveAs(storedPath, bytes) {
      if (!isStoredReceiptPath(storedPath)) throw new Error(`not a stored receipt path: ${storedPath}`);
      return write(storedPath, bytes);
    },
    async open(storedPath) {
      if (!isStoredReceiptPath(storedPath)) return null;
      const stat = await fsp.stat(fileOf(storedPath)).catch(() => null);
      if (!stat?.isFile()) return null;
      return { size: stat.size, stream: fs.createReadStream(fileOf(storedPath)) };
    },
    removeInTransaction: async () => undefined,
    removeAfterCommit: remove,
    remove,
    purgeRemoved: async () => 0,
    async list() {
      let names: string[];
      try {
        names = await fsp.readdir(path.join(root, 'receipts'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries: StoredReceiptEntry[] = [];
      for (const storedPath of names.map((name) => `receipts/${name}`).filter(isStoredReceiptPath)) {
        const stat = await fsp.stat(fileOf(storedPath)).catch(() => null);
        if (stat?.isFile()) entries.push({ path: storedPath, createdAt: stat.mtimeMs });
      }
      return entries;
    },
  };
}

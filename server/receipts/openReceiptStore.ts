import type { DatabaseHandle } from '../db/connection.js';
import { folderReceiptStore } from './folderReceiptStore.js';
import { postgresReceiptStore } from './postgresReceiptStore.js';
import type { ReceiptStore } from './receiptStore.js';

/** PostgreSQL keeps the receipts when it keeps the data (DATABASE_URL); SQLite keeps them in DATA_DIR. */
export function openReceiptStore(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  dataDir: string,
): ReceiptStore {
  return handle.dialect === 'postgres' ? postgresReceiptStore(handle.db) : folderReceiptStore(dataDir);
}

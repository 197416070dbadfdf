import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** What a save wrote: the stored path ('receipts/<32 hex>.<ext>'), its size and SHA-256 (hex). */
/** Bytes to store, as they arrive (an upload) or at hand (a test, an import). */
export type ReceiptBytes = AsyncIterable<Buffer> | Iterable<Buffer>;

export interface SavedReceipt {
  path: string;
  size: number;
  sha256: string;
}

export interface OpenedReceipt {
  size: number;
  stream: Readable;
}

export interface StoredReceiptEntry {
  path: string;
  /** When the write started (epoch ms): the orphan sweep leaves younger ones alone. */
  createdAt: number;
}

/**
 * Where receipt bytes live: a folder next to the SQLite file, or PostgreSQL tables when DATABASE_URL is
 * set (so that several server processes on several machines see the same files). Stored receipts never
 * change after their save; a replacement is a new path.
 */
export interface ReceiptStore {
  readonly kind: 'folder' | 'postgres';
  /** Writes the bytes under a new random name as they arrive; a failed source leaves nothing behind. */
  save(bytes: ReceiptBytes, ext: string): Promise<SavedReceipt>;
  /** Writes under a given stored path (the import command); fails when that path is taken. */
  saveAs(storedPath: string, bytes: ReceiptBytes): Promise<SavedReceipt>;
  /** The stored bytes as a stream, or null when there is no such (complete) receipt. */
  open(storedPath: string): Promise<OpenedReceipt | null>;
  /**
   * Deletes receipts inside the transaction that stops referencing them (PostgreSQL): they go or stay
   * with it. They can no longer be opened once it commits, but their bytes stay for purgeRemoved, so that
   * a download that began before ends whole. The folder cannot roll back, so it does nothing here and
   * deletes in removeAfterCommit (a file being read stays readable until its reader closes it).
   */
  removeInTransaction(trx: Kysely<Database>, storedPaths: Array<string | null>): Promise<void>;
  /** Deletes receipts once the transaction that dropped their references has committed (folder). */
  removeAfterCommit(storedPaths: Array<string | null>): Promise<void>;
  /** Deletes receipts now, whatever the store (a failed write's upload, the orphan sweep). */
  remove(storedPaths: Array<string | null>): Promise<void>;
  /** Drops the bytes of receipts removed in a transaction before `before` (epoch ms); answers how many. */
  purgeRemoved(before: number): Promise<number>;
  /** Every stored receipt, complete or still being written, that has not been removed. */
  list(): Promise<StoredReceiptEntry[]>;
}

/** Stored paths are relative to the uploads folder: 'receipts/<32 hex>.<ext>'. */
const STORED_PATH = /^receipts\/[0-9a-f]{32}\.(jpg|png|gif|pdf)$/;
export const isStoredReceiptPath = (value: string) => STORED_PATH.test(value);

export const newStoredPath = (ext: string) => `receipts/${crypto.randomBytes(16).toString('hex')}.${ext}`;

/** Only names the server itself gives are ever written or deleted. */
export const ownPaths = (storedPaths: Array<string | null>): string[] =>
  storedPaths.filter((value): value is string => value !== null && isStoredReceiptPath(value));

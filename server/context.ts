import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DialectName } from './db/connection.js';
import type { Database } from './db/types.js';
import type { SessionPolicy } from './auth/sessions.js';
import type { ReceiptStore } from './receipts/receiptStore.js';
import type { ReceiptUrlSigner } from './receipts/signer.js';

/** What every route module needs: the database and the settings. */
export interface AppContext {
  db: Kysely<Database>;
  /**
   * For long reads that take no part in a transaction (searches, exports, reports): on SQLite a pool of
   * read-only connections in worker threads, so the event loop keeps serving; on PostgreSQL the same pool
   * as `db`.
   */
  readDb: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  sessionPolicy: SessionPolicy;
  receiptSigner: ReceiptUrlSigner;
  /** Where receipt bytes live: PostgreSQL with DATABASE_URL, else the data folder. */
  receipts: ReceiptStore;
}

export interface RouteOptions {
  ctx: AppContext;
}

/** A route module: registered with the context, typed by the TypeBox schemas of its routes. */
export type RoutePlugin = FastifyPluginAsyncTypebox<RouteOptions>;

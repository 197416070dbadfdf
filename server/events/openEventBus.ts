import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { RefundEventBus } from './eventBus.js';
import { PollingEventBus } from './pollingEventBus.js';
import { PostgresEventBus } from './postgresEventBus.js';

/** The bus for the configured database: LISTEN/NOTIFY on PostgreSQL, reading new rows on SQLite. */
export function openEventBus(ctx: AppContext, log: FastifyBaseLogger): RefundEventBus {
  const onError = (error: unknown) => log.warn({ err: error }, 'refund event bus');
  return ctx.dialect === 'postgres' && ctx.config.databaseUrl
    ? new PostgresEventBus(ctx.config.databaseUrl, onError)
    : new PollingEventBus(ctx.db, onError);
}

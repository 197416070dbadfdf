import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store kept in the database, so that the limits hold across restarts and across
 * several server processes sharing one PostgreSQL. One atomic upsert per counted request.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      const fullKey = `${this.prefix}${key}`.slice(0, 255);
      const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
      db.insertInto('rate_limits')
        .values({ key: fullKey, hits: 1, reset_at: now + timeWindow })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
            reset_at: sql`CASE WHEN ${expired} THEN ${now + timeWindow} ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: row.hits, ttl: Math.max(0, row.reset_at - now) }))
        .catch((error: Error) => callback(error));
    }

    // Typed as RouteOptions by the plugin; at run time it is the merged limit settings with routeInfo.
    child(routeOptions: object) {
      const info = (routeOptions as RouteInfo).routeInfo;
      const method = [info?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method}:${info?.url ?? ''}:`);
    }
  };
}

export async function purgeExpiredRateLimits(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', Date.now()).execute();
}

import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { versionedCache } from '../db/versionedCache.js';

interface TotalQuery {
  compile(): CompiledQuery;
  executeTakeFirstOrThrow(): Promise<{ total: number }>;
}

const MAX_ENTRIES = 200;

/**
 * List totals (a sum over ~100 000 rollup rows at a million refunds, most of a list request's time),
 * remembered on SQLite while its file holds the same data; counted each time on PostgreSQL.
 */
export function listTotalCache(db: Kysely<Database>) {
  const totals = versionedCache<number>(db, MAX_ENTRIES);
  return function total(query: TotalQuery): Promise<number> {
    const compiled = query.compile();
    return totals.get(`${compiled.sql}\n${JSON.stringify(compiled.parameters)}`, async () =>
      Number((await query.executeTakeFirstOrThrow()).total),
    );
  };
}

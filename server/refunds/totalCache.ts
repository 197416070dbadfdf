import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';

interface TotalQuery {
  compile(): CompiledQuery;
  executeTakeFirstOrThrow(): Promise<{ total: number }>;
}

const MAX_ENTRIES = 200;

/**
 * Remembers list totals (a sum over ~100 000 rollup rows at a million refunds, most of a list request's
 * time) for as long as the SQLite file holds the same data. The version is read in one statement of a few
 * microseconds: `data_version` moves with every commit of another connection (other server processes),
 * `total_changes()` with every row this connection wrote, so any write anywhere forgets every total.
 * PostgreSQL has no such cheap version, and there the totals are counted each time.
 */
export function listTotalCache(db: Kysely<Database>, dialect: DialectName) {
  const totals = new Map<string, number>();
  let version = '';

  const currentVersion = async () => {
    const { rows } = await sql<{ version: string }>`SELECT
        (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS version`.execute(db);
    return rows[0].version;
  };

  return async function total(query: TotalQuery): Promise<number> {
    if (dialect !== 'sqlite') return Number((await query.executeTakeFirstOrThrow()).total);
    const now = await currentVersion();
    if (now !== version) {
      totals.clear();
      version = now;
    }
    const compiled = query.compile();
    const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
    const known = totals.get(key);
    if (known !== undefined) return known;
    const counted = Number((await query.executeTakeFirstOrThrow()).total);
    // Kept only when nothing was written while it counted, so that it matches the version it is filed under.
    if ((await currentVersion()) === version) {
      if (totals.size >= MAX_ENTRIES) totals.clear();
      totals.set(key, counted);
    }
    return counted;
  };
}

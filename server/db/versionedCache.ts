import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * Answers remembered for as long as the SQLite file holds the same data. The version is read in one
 * statement of a few microseconds: `data_version` moves with every commit of another connection (other
 * server processes), `total_changes()` with every row this connection wrote, so any write anywhere
 * forgets every answer. PostgreSQL has no such cheap version, and there nothing is remembered.
 */
export interface VersionedCache<V> {
  /** The remembered answer for `key`, else `load()`'s, kept only if nothing was written while it ran. */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export function versionedCache<V>(db: Kysely<Database>, maxEntries: number): VersionedCache<V> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return { get: (_key, load) => load() };
  const answers = new Map<string, V>();
  let version = '';

  const currentVersion = async () => {
    const { rows } = await sql<{ version: string }>`SELECT
        (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS version`.execute(db);
    return rows[0].version;
  };

  return {
    async get(key, load) {
      const before = await currentVersion();
      if (before !== version) {
        answers.clear();
        version = before;
      }
      if (answers.has(key)) return answers.get(key) as V;
      const loaded = await load();
      // Kept only when nothing was written while it loaded — judged against the version it started on,
      // not the shared one, which another request may have moved on meanwhile.
      if ((await currentVersion()) === before && version === before) {
        if (answers.size >= maxEntries) answers.clear();
        answers.set(key, loaded);
      }
      return loaded;
    },
  };
}

import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { createTestDatabase, DB_KIND, type TestDatabase } from './harness.js';

let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.db.destroy();
  await database?.drop();
});

async function tableExists(db: Kysely<unknown>, name: string): Promise<boolean> {
  const query =
    DB_KIND === 'sqlite'
      ? sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${name}`
      : sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_name = ${name}`;
  return Number((await query.execute(db)).rows[0].n) > 0;
}

describe('a migration that fails half way', () => {
  it('leaves nothing of itself behind, and is tried again whole on the next start', async () => {
    database = await createTestDatabase();
    const config = loadConfig({ ...process.env, ...database.env });
    handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(handle);
    const db = handle.db as unknown as Kysely<unknown>;

    let failing = true;
    const migrator = new Migrator({
      db,
      migrationTableName: 'atomic_test_migrations',
      migrationLockTableName: 'atomic_test_migration_lock',
      provider: {
        getMigrations: async () => ({
          '9001_half_way': {
            up: async (trx: Kysely<unknown>) => {
              await sql`CREATE TABLE half_written (id INTEGER PRIMARY KEY)`.execute(trx);
              await sql`INSERT INTO half_written (id) VALUES (1)`.execute(trx);
              if (failing) await sql`INSERT INTO no_such_table (id) VALUES (1)`.execute(trx);
            },
          },
        }),
      },
    });
    const first = await migrator.migrateToLatest();
    expect(first.error).toBeDefined();
    expect(await tableExists(db, 'half_written')).toBe(false);

    failing = false;
    const second = await migrator.migrateToLatest();
    expect(second.error).toBeUndefined();
    expect(second.results?.map((result) => result.status)).toEqual(['Success']);
    expect(await tableExists(db, 'half_written')).toBe(true);
  });
});

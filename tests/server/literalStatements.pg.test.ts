import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITERAL_STATEMENT_MARK } from '../../server/db/literalStatements.js';
import {
  LITERAL_STATEMENTS_PER_CONNECTION,
  runMarkedStatementsPrepared,
} from '../../server/db/preparedStatements.js';
import { createTestDatabase, type TestDatabase } from './harness.js';

let database: TestDatabase;
let db: Kysely<Record<string, never>>;

/** A literal statement answering `n` from a one-row table, so that a changed column type makes it stale. */
const literal = (n: number): CompiledQuery<{ v: number }> =>
  ({
    sql: `${LITERAL_STATEMENT_MARK}SELECT (${n})::int AS v, label FROM literal_probe`,
    parameters: [],
    query: { kind: 'RawNode' },
  }) as unknown as CompiledQuery<{ v: number }>;

const answer = async (n: number) => (await db.executeQuery(literal(n))).rows[0]?.v;
const preparedHere = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM pg_prepared_statements
        WHERE name LIKE 'iade_literal_%'`.execute(db)
    ).rows[0].n,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so that every statement of the test is prepared on the same one.
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 });
  pool.on('connect', runMarkedStatementsPrepared);
  db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await sql`CREATE TABLE literal_probe (label varchar(10))`.execute(db);
  await sql`INSERT INTO literal_probe VALUES ('x')`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('statements with their values written in, on one PostgreSQL connection', () => {
  it('are prepared once each, the least recently used dropped beyond the limit, and still answer', async () => {
    const count = LITERAL_STATEMENTS_PER_CONNECTION + 20;
    for (let n = 1; n <= count; n++) expect(await answer(n)).toBe(n);
    expect(await preparedHere()).toBe(LITERAL_STATEMENTS_PER_CONNECTION);
    // The first ones were dropped: they are prepared again and answer the same.
    for (let n = 1; n <= 5; n++) expect(await answer(n)).toBe(n);
    for (let n = 1; n <= 5; n++) expect(await answer(n)).toBe(n);
    expect(await preparedHere()).toBe(LITERAL_STATEMENTS_PER_CONNECTION);
  });

  it('run unnamed inside a transaction that failed, without touching what is prepared', async () => {
    const before = await preparedHere();
    await expect(
      db.connection().execute(async (connection) => {
        await sql`BEGIN`.execute(connection);
        await sql`SELECT 1/0`.execute(connection).catch(() => undefined);
        try {
          await connection.executeQuery(literal(10_000));
        } finally {
          await sql`ROLLBACK`.execute(connection);
        }
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect(await preparedHere()).toBe(before);
    expect(await answer(10_000)).toBe(10_000);
  });

  it('are prepared again when a column they read changed type', async () => {
    expect(await answer(7)).toBe(7);
    await sql`ALTER TABLE literal_probe ALTER COLUMN label TYPE varchar(40)`.execute(db);
    expect(await answer(7)).toBe(7);
    expect(await answer(8)).toBe(8);
  });
});

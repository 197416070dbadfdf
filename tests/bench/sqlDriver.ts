import SQLite from 'better-sqlite3';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import type { DialectName } from '../../server/db/connection.js';
import type { Database } from '../../server/db/types.js';
import { LITERAL_STATEMENT_MARK } from '../../server/db/literalStatements.js';

/** Runs compiled statements straight through the database driver, outside Kysely and HTTP. */
export interface SqlDriver {
  /**
   * Runs the statements as the list route does (its Promise.all): one after the other on SQLite's single
   * connection, at the same time on two connections with PostgreSQL. Answers the wall time in ms.
   */
  time(queries: readonly CompiledQuery[]): Promise<number>;
  /** The planner's view of one statement, one line per plan node. */
  explain(query: CompiledQuery): Promise<string[]>;
  /** The first column of the first row (a COUNT). */
  scalar(query: CompiledQuery): Promise<number>;
  close(): Promise<void>;
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

/** better-sqlite3 on the same file; each run prepares its statement, as Kysely's SQLite driver does. */
class SqliteDriver implements SqlDriver {
  private readonly db: SQLite.Database;

  constructor(file: string, pragmas: string[]) {
    this.db = new SQLite(file, { readonly: true, fileMustExist: true });
    for (const pragma of pragmas) this.db.pragma(pragma);
  }

  async time(queries: readonly CompiledQuery[]): Promise<number> {
    const start = performance.now();
    for (const q of queries) this.db.prepare(q.sql).all(q.parameters as unknown[]);
    return performance.now() - start;
  }

  async explain(query: CompiledQuery): Promise<string[]> {
    const rows = this.db
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(query.parameters as unknown[]) as PlanRow[];
    const depth = new Map<number, number>([[0, 0]]);
    return rows.map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `${'  '.repeat(level)}${row.detail}`;
    });
  }

  async scalar(query: CompiledQuery): Promise<number> {
    const row = this.db
      .prepare(query.sql)
      .raw(true)
      .get(query.parameters as unknown[]) as unknown[];
    return Number(row[0]);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/**
 * Two pg clients; unnamed statements (parse, bind, execute each time), as Kysely's pg driver sends them,
 * except a statement with its values written in, which the server prepares once by its text.
 */
class PostgresDriver implements SqlDriver {
  private readonly named = new Map<string, string>();

  private constructor(private readonly clients: pg.Client[]) {}

  static async connect(url: string): Promise<PostgresDriver> {
    const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all(clients.map((c) => c.connect()));
    return new PostgresDriver(clients);
  }

  async time(queries: readonly CompiledQuery[]): Promise<number> {
    const start = performance.now();
    await Promise.all(
      queries.map((q, i) => {
        const values = q.parameters as unknown[];
        const client = this.clients[i % 2];
        if (!q.sql.startsWith(LITERAL_STATEMENT_MARK)) return client.query(q.sql, values);
        let name = this.named.get(q.sql);
        if (!name) this.named.set(q.sql, (name = `bench_literal_${this.named.size + 1}`));
        return client.query({ name, text: q.sql, values });
      }),
    );
    return performance.now() - start;
  }

  async explain(query: CompiledQuery): Promise<string[]> {
    const result = await this.clients[0].query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${query.sql}`,
      query.parameters as unknown[],
    );
    return result.rows.map((row) => `  ${row['QUERY PLAN']}`);
  }

  async scalar(query: CompiledQuery): Promise<number> {
    const result = await this.clients[0].query({
      text: query.sql,
      values: query.parameters as unknown[],
      rowMode: 'array',
    });
    return Number((result.rows[0] as unknown[])[0]);
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.end()));
  }
}

/** The server connection's page-cache and memory-map sizes, so that the driver reads the file as the server does. */
const MIRRORED_PRAGMAS = ['cache_size', 'mmap_size'];

export async function openSqlDriver(
  db: Kysely<Database>,
  dialect: DialectName,
  location: { file: string; url: string | null },
) {
  if (dialect === 'postgres') {
    if (!location.url) throw new Error('no DATABASE_URL for the pg driver');
    return PostgresDriver.connect(location.url);
  }
  const pragmas: string[] = [];
  for (const name of MIRRORED_PRAGMAS) {
    const result = await sql<Record<string, number>>`PRAGMA ${sql.raw(name)}`.execute(db);
    const value = result.rows[0] ? Object.values(result.rows[0])[0] : undefined;
    if (value !== undefined) pragmas.push(`${name} = ${value}`);
  }
  return new SqliteDriver(location.file, pragmas);
}

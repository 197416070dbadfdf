import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import { runMarkedStatementsPrepared } from './preparedStatements.js';
import type { Database } from './types.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for the start-up message (file path or URL without password). */
  location: string;
}

// BIGINT (epoch ms, kuruş, COUNT) and NUMERIC (SUM, AVG) arrive as strings from pg; every value this
// application stores in them stays far below 2^53, so numbers are exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * SQLite changes its schema inside a transaction like any write; Kysely's adapter says it cannot, and its
 * migrator would then leave a migration that fails half way half applied.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * SQLite with transactions that take the write lock when they begin (BEGIN IMMEDIATE), waiting for it up
 * to busy_timeout. A plain BEGIN reads first and asks for the lock at its first write, which fails at
 * once, without waiting, when another connection (another server process on the file) committed in
 * between: with several workers a name check followed by its insert would then be refused.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }

  createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, with each SQL text prepared once: Kysely prepares every statement
 * anew, and preparing took a tenth of the refund list's CPU time. A cached statement is never iterated
 * (nothing here streams), so two uses cannot overlap on this single connection.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('connect', runMarkedStatementsPrepared);
    // An idle connection the database ends (a restart, a fail-over, pg_terminate_backend) is dropped by the
    // pool, which opens a new one when next asked; unheard, the pool's 'error' would end the process.
    pool.on('error', () => undefined);
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: url.toString(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'iade-kontrol.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -65536');
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
    location: file,
  };
}

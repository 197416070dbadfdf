import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { ReadPool } from './readPool.js';

/** A connection whose statements go to whichever pool thread is free; it has no transactions. */
function poolConnection(pool: ReadPool): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return { rows: (await pool.run(query.sql, query.parameters)) as R[] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('the read pool does not stream');
    },
  };
}

function poolDriver(pool: ReadPool): Driver {
  const connection = poolConnection(pool);
  const noTransactions = () => Promise.reject(new Error('the read pool runs no transactions'));
  return {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => {},
    destroy: () => pool.close(),
  };
}

/** Kysely over a read pool: SQLite's SQL, executed off the event loop. */
export function readPoolKysely<DB>(pool: ReadPool): Kysely<DB> {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => poolDriver(pool),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return new Kysely<DB>({ dialect });
}

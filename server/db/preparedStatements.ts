import pg from 'pg';

/**
 * Statements run on PostgreSQL as named prepared statements, so that each connection parses and plans
 * them once instead of on every request. Only statements whose plan does not depend on their values
 * belong here (look-ups by key): a search or a page with a LIMIT keeps a plan made for its values.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 64;

/** Marks a statement's SQL text to be prepared on every PostgreSQL connection that runs it. */
export function prepareOnPostgres(text: string): void {
  if (preparedNames.has(text) || preparedNames.size >= MAX_PREPARED) return;
  preparedNames.set(text, `iade_prepared_${preparedNames.size + 1}`);
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed type since it was prepared
 * (a column widened by a migration another process ran): the statement must be prepared again.
 */
const isStalePlan = (error: unknown) => {
  const { code, routine, message } = (error ?? {}) as { code?: string; routine?: string; message?: string };
  // The routine names it whatever language the server's messages are in.
  return (
    code === '0A000' &&
    (routine === 'RevalidateCachedQuery' ||
      String(message).includes('cached plan must not change result type'))
  );
};

type Query = (...args: unknown[]) => unknown;

/** Makes a new pool connection run the marked statements by name (Kysely passes text and values). */
export function runMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  /** This connection's name for a statement prepared again (a stale one keeps its name, refused). */
  const renamed = new Map<string, string>();
  let preparedAgain = 0;

  const runNamed = async (text: string, values: unknown[]): Promise<unknown> => {
    const name = renamed.get(text) ?? (preparedNames.get(text) as string);
    try {
      return await query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // pg remembers the name as parsed, so the text is prepared again under a new name; the stale
      // statement is dropped when nothing else is in flight on the connection.
      renamed.set(text, `${preparedNames.get(text)}_${++preparedAgain}`);
      if (client.getTransactionStatus() !== 'I') throw error;
      await query(`DEALLOCATE ${name}`);
      return query({ name: renamed.get(text), text, values });
    }
  };

  Object.assign(client, {
    query(...args: unknown[]) {
      const [text, values, callback] = args;
      const named =
        typeof text === 'string' &&
        Array.isArray(values) &&
        callback === undefined &&
        preparedNames.has(text);
      return named ? runNamed(text, values) : query(...args);
    },
  });
}

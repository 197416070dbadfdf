import pg from 'pg';
import { LITERAL_STATEMENT_MARK } from './literalStatements.js';

/**
 * Statements run on PostgreSQL as named prepared statements, so that each connection parses and plans
 * them once instead of on every request. Two kinds belong here:
 * - look-ups by key, marked once by their text: their plan does not depend on their values;
 * - statements with their values written into their text (LITERAL_STATEMENT_MARK), whose plan is made
 *   for those values: each connection keeps the most recently used ones.
 * A search with a text term keeps an unnamed statement planned for each request.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 64;
/** Literal statements each connection keeps prepared; the least recently used one is dropped first. */
export const LITERAL_STATEMENTS_PER_CONNECTION = 16;

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
/** What pg remembers of the statements it prepared on a connection (it skips their Parse). */
type PreparedConnection = { connection?: { parsedStatements?: Record<string, string> } };

/** Makes a new pool connection run the marked and literal statements by name (Kysely passes text and values). */
export function runMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  /** This connection's name for a statement prepared again (a stale one keeps its name, refused). */
  const renamed = new Map<string, string>();
  /** Literal statements prepared here, least recently used first. */
  const literals = new Map<string, string>();
  let named = 0;

  /** Deallocates a statement and lets pg parse its name no more. */
  const drop = (name: string) => {
    delete (client as PreparedConnection).connection?.parsedStatements?.[name];
    (query(`DEALLOCATE ${name}`) as Promise<unknown>).catch(() => undefined);
  };

  /** The name a literal statement runs under, or null to run it unnamed (no room and a transaction open). */
  const literalName = (text: string): string | null => {
    const known = literals.get(text);
    if (known !== undefined) {
      literals.delete(text);
      literals.set(text, known);
      return known;
    }
    if (literals.size >= LITERAL_STATEMENTS_PER_CONNECTION) {
      // A failed transaction refuses DEALLOCATE; the statement then runs unnamed.
      if (client.getTransactionStatus() !== 'I') return null;
      const [oldest, oldestName] = literals.entries().next().value as [string, string];
      literals.delete(oldest);
      drop(oldestName);
    }
    const name = `iade_literal_${++named}`;
    literals.set(text, name);
    return name;
  };

  const nameOf = (text: string) =>
    text.startsWith(LITERAL_STATEMENT_MARK)
      ? literalName(text)
      : (renamed.get(text) ?? (preparedNames.get(text) as string));

  const runNamed = async (text: string, values: unknown[]): Promise<unknown> => {
    const name = nameOf(text);
    if (name === null) return query(text, values);
    try {
      return await query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // pg remembers the name as parsed, so the text is prepared again under a new name; the stale
      // statement is dropped when nothing else is in flight on the connection.
      if (text.startsWith(LITERAL_STATEMENT_MARK)) literals.delete(text);
      else renamed.set(text, `${preparedNames.get(text)}_${++named}`);
      if (client.getTransactionStatus() !== 'I') throw error;
      drop(name);
      const again = nameOf(text);
      return again === null ? query(text, values) : query({ name: again, text, values });
    }
  };

  Object.assign(client, {
    query(...args: unknown[]) {
      const [text, values, callback] = args;
      const prepared =
        typeof text === 'string' &&
        Array.isArray(values) &&
        callback === undefined &&
        (preparedNames.has(text) || text.startsWith(LITERAL_STATEMENT_MARK));
      return prepared ? runNamed(text, values) : query(...args);
    },
  });
}

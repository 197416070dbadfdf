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

/** Makes a new pool connection run the marked statements by name (Kysely passes text and values). */
export function runMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query(...args: unknown[]) {
      const [text, values] = args;
      const name = typeof text === 'string' && Array.isArray(values) ? preparedNames.get(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    },
  });
}

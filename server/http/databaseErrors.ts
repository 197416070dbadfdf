/**
 * Integrity-constraint violations (SQLSTATE class 23, SQLite's SQLITE_CONSTRAINT_*), deadlocks and
 * serialisation failures (40P01, 40001), a statement in a transaction another failure already aborted
 * (25P02), and SQLite's busy write lock.
 */
export const isConcurrentConflict = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    /^23[0-9A-Z]{3}$/.test(code) ||
    ['40P01', '40001', '25P02'].includes(code) ||
    code.startsWith('SQLITE_CONSTRAINT') ||
    code === 'SQLITE_BUSY'
  );
};

/** PostgreSQL's SQLSTATE class 22, "data exception". */
export const isDataException = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

/** PostgreSQL refusing a new connection to a database that does not take any now (55000 at start-up). */
const CONNECTION_REFUSING_ROUTINES = new Set(['InitPostgres', 'CheckMyDatabase']);
/** The socket to the database could not be opened or was lost. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The database could not answer, through no fault of the request: PostgreSQL cancelled the statement
 * (57014: a statement time-out, pg_cancel_backend), is shutting down, starting or recovering
 * (57P01–57P05), refuses more connections (53300) or connections to this database (55000 at start-up),
 * or the connection could not be opened or was lost (class 08, a socket failure, pg's "Connection
 * terminated …" and its pool's connect time-out).
 */
export const isDatabaseUnavailable = (error: unknown) => {
  const { code, routine, message } = (error ?? {}) as {
    code?: unknown;
    routine?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string') {
    if (/^57(014|P0[1-5])$/.test(code) || code === '53300' || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === '55000' && typeof routine === 'string' && CONNECTION_REFUSING_ROUTINES.has(routine))
      return true;
    if (SOCKET_FAILURES.has(code)) return true;
  }
  return (
    typeof message === 'string' &&
    (/^Connection terminated/.test(message) || message === 'timeout exceeded when trying to connect')
  );
};

import { sql, SqliteAdapter, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { prepareOnPostgres } from '../db/preparedStatements.js';
import type { Database } from '../db/types.js';
import { USER_ACCESS_COLUMNS } from '../users/userRow.js';
import { userAccessOf, type UserAccess } from './access.js';
import type { StoredSession } from './sessions.js';

/** A bearer token's session with its user, as one request needs them. */
export interface SignedIn {
  session: StoredSession;
  user: UserAccess;
  /** The payment methods assigned to the user's role, read with its permissions. */
  roleMethodIds: number[];
  /**
   * PostgreSQL: a digest of every value read here, which a statement can compute again to tell whether
   * the caller is still the same (see callerCheck.ts); null on SQLite.
   */
  fingerprint: string | null;
}

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** One subquery's values joined by commas in their order (NULL when it has none), in either dialect. */
function commaList(db: Kysely<Database>, subquery: RawBuilder<unknown>): RawBuilder<string | null> {
  return isSqlite(db)
    ? sql<string | null>`(SELECT group_concat(v, ',') FROM (${subquery} ORDER BY v))`
    : sql<string | null>`(SELECT string_agg(v::text, ',' ORDER BY v) FROM (${subquery}) AS listed)`;
}

const splitList = (list: string | null) => (list ? list.split(',') : []);

/** The session's row joined to its user and role: what the caller's values are read from. */
const callerRows = (db: Kysely<Database>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id');

const permissionNames = (db: Kysely<Database>) =>
  commaList(
    db,
    sql`SELECT permissions.name AS v FROM role_permissions
          JOIN permissions ON permissions.id = role_permissions.permission_id
          WHERE role_permissions.role_id = users.role_id`,
  );
const methodIds = (db: Kysely<Database>) =>
  commaList(db, sql`SELECT payment_method_id AS v FROM role_payment_methods WHERE role_id = users.role_id`);

/** The digest of the caller's values over callerRows (PostgreSQL; NULL on SQLite, which needs none). */
function callerFingerprint(db: Kysely<Database>): RawBuilder<string | null> {
  if (isSqlite(db)) return sql<null>`NULL`;
  const columns = [
    'sessions.id',
    'sessions.last_seen_at',
    'sessions.expires_at',
    ...USER_ACCESS_COLUMNS.map((column) => column.split(' as ')[0]),
  ].map((column) => sql.ref(column));
  // A row's text tells NULL from '' and keeps each value in its place; SHA-256 works on servers that
  // refuse md5 (FIPS mode).
  const row = sql`ROW(${sql.join([...columns, permissionNames(db), methodIds(db)])})::text`;
  return sql<string>`encode(sha256(convert_to(${row}, 'UTF8')), 'hex')`;
}

const TOKEN_HASH = 'token-hash';
const SESSION_ID = -1;

/**
 * The session of a token hash, its user, the role's permissions and payment methods, in one statement:
 * every signed-in request starts with it, and on PostgreSQL each further round trip costs as much as the
 * reading itself. Compiled once per database, and prepared once per PostgreSQL connection.
 */
function signedInStatement(db: Kysely<Database>) {
  return callerRows(db)
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      ...USER_ACCESS_COLUMNS,
      permissionNames(db).as('permission_names'),
      methodIds(db).as('method_ids'),
      callerFingerprint(db).as('fingerprint'),
    ])
    .where('sessions.token_hash', '=', TOKEN_HASH)
    .compile();
}

type SignedInStatement = ReturnType<typeof signedInStatement>;
type SignedInRow = SignedInStatement extends CompiledQuery<infer Row> ? Row : never;
const statements = new WeakMap<Kysely<Database>, SignedInStatement>();
const fingerprintStatements = new WeakMap<Kysely<Database>, string>();

/**
 * A scalar subquery giving the fingerprint of session `$1` now (NULL once it is gone), to be read in
 * the same statement, and so the same snapshot, as the rows a request answers with.
 */
export function callerFingerprintSql(db: Kysely<Database>): string {
  let text = fingerprintStatements.get(db);
  if (text === undefined) {
    const compiled = callerRows(db)
      .select(callerFingerprint(db).as('fingerprint'))
      .where('sessions.id', '=', SESSION_ID)
      .compile();
    if (compiled.parameters.length !== 1 || compiled.parameters[0] !== SESSION_ID) {
      throw new Error('caller fingerprint statement: unexpected parameters');
    }
    text = `(${compiled.sql})`;
    fingerprintStatements.set(db, text);
  }
  return text;
}

/** The session of a token hash with its user; a session whose user is gone finds nothing. */
export async function loadSignedIn(db: Kysely<Database>, tokenHash: string): Promise<SignedIn | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = signedInStatement(db);
    if (statement.parameters.length !== 1 || statement.parameters[0] !== TOKEN_HASH) {
      throw new Error('signed-in statement: unexpected parameters');
    }
    prepareOnPostgres(statement.sql);
    statements.set(db, statement);
  }
  const { rows } = await db.executeQuery<SignedInRow>({ ...statement, parameters: [tokenHash] });
  const row = rows[0];
  if (!row) return null;
  return {
    session: {
      id: row.session_id,
      user_id: row.id,
      last_seen_at: row.last_seen_at,
      expires_at: row.expires_at,
    },
    user: userAccessOf(row, splitList(row.permission_names)),
    roleMethodIds: splitList(row.method_ids)
      .map(Number)
      .sort((a, b) => a - b),
    fingerprint: row.fingerprint,
  };
}

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
}

/** One subquery's values joined by commas (NULL when it has none), in either dialect. */
function commaList(db: Kysely<Database>, subquery: RawBuilder<unknown>): RawBuilder<string | null> {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<string | null>`(SELECT group_concat(v, ',') FROM (${subquery}))`
    : sql<string | null>`(SELECT string_agg(v::text, ',') FROM (${subquery}) AS listed)`;
}

const splitList = (list: string | null) => (list ? list.split(',') : []);

/**
 * The session of a token hash, its user, the role's permissions and payment methods, in one statement:
 * every signed-in request starts with it, and on PostgreSQL each further round trip costs as much as the
 * reading itself. Compiled once per database, and prepared once per PostgreSQL connection.
 */
function signedInStatement(db: Kysely<Database>) {
  const permissionNames = commaList(
    db,
    sql`SELECT permissions.name AS v FROM role_permissions
          JOIN permissions ON permissions.id = role_permissions.permission_id
          WHERE role_permissions.role_id = users.role_id`,
  );
  const methodIds = commaList(
    db,
    sql`SELECT payment_method_id AS v FROM role_payment_methods WHERE role_id = users.role_id`,
  );
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      ...USER_ACCESS_COLUMNS,
      permissionNames.as('permission_names'),
      methodIds.as('method_ids'),
    ])
    .where('sessions.token_hash', '=', TOKEN_HASH)
    .compile();
}

const TOKEN_HASH = 'token-hash';
type SignedInStatement = ReturnType<typeof signedInStatement>;
type SignedInRow = SignedInStatement extends CompiledQuery<infer Row> ? Row : never;
const statements = new WeakMap<Kysely<Database>, SignedInStatement>();

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
  };
}

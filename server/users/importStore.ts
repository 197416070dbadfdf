import type { Kysely } from 'kysely';
import type { UserCreateBody, UserImportError } from '../../contract/users.js';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/types.js';
import { HttpError, badRequest, conflict } from '../http/errors.js';
import { loadPolicyRole, logRefusal } from './policyStore.js';
import {
  USER_MESSAGES,
  UserChangeForbidden,
  assertMayGrant,
  userFields,
  type PolicyRole,
  type UserFields,
  type UserManager,
  usernameKey,
} from './rules.js';
import { writeNewUsers } from './store.js';
import { serverText } from '../i18n/catalog.js';

/** An import refused as a whole: every faulty entry, and the grant refusals among them. */
export class ImportRefused extends Error {
  constructor(
    readonly errors: UserImportError[],
    readonly refusals: UserChangeForbidden[],
  ) {
    super('import refused');
  }
}

/** Passwords hashed at once during an import; the rest of the thread pool serves sign-ins. */
const HASH_PARALLELISM = 2;

/** `work` over `items` with at most `limit` running at once; results in input order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Checks every entry of an import without writing or hashing: the user rules, duplicates within the
 * file, the 2FA flag, the role and whether the caller may grant it, and usernames already taken (one
 * query per 500). Throws ImportRefused listing every faulty entry; answers the entries' fields otherwise.
 */
async function checkImport(db: Kysely<Database>, list: readonly UserCreateBody[], manager: UserManager) {
  const errors: UserImportError[] = [];
  const refusals: UserChangeForbidden[] = [];
  const entries: Array<{ index: number; fields: UserFields }> = [];
  const roles = new Map<number, Promise<PolicyRole>>();
  const seen = new Set<string>();
  for (const [index, item] of list.entries()) {
    try {
      const fields = userFields(item, 'create');
      const username = fields.username as string;
      if (seen.has(usernameKey(username))) throw conflict(USER_MESSAGES.duplicateInFile);
      seen.add(usernameKey(username));
      if (fields.is_2fa_enabled) throw badRequest(USER_MESSAGES.twoFactorOnlyOff);
      const roleId = fields.role_id as number;
      if (!roles.has(roleId)) roles.set(roleId, loadPolicyRole(db, roleId, USER_MESSAGES.roleMissing));
      assertMayGrant(
        manager,
        await (roles.get(roleId) as Promise<PolicyRole>),
        serverText('server.users.log.newUser', { username }),
      );
      entries.push({ index, fields });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error instanceof UserChangeForbidden) refusals.push(error);
      errors.push({ index, username: item.username ?? null, message: error.message });
    }
  }
  const names = entries.map((entry) => usernameKey(entry.fields.username as string));
  const taken = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .selectFrom('users')
      .select('username')
      .where((eb) => eb(eb.fn('lower', ['username']), 'in', names.slice(i, i + 500)))
      .execute();
    for (const row of rows) taken.add(usernameKey(row.username));
  }
  for (const { index, fields } of entries) {
    const username = fields.username as string;
    if (taken.has(usernameKey(username)))
      errors.push({ index, username, message: USER_MESSAGES.usernameTaken });
  }
  if (errors.length > 0) {
    throw new ImportRefused(
      errors.sort((a, b) => a.index - b.index),
      refusals,
    );
  }
  return entries;
}

/**
 * Creates every user of an import, or none: the whole file is checked before any password is hashed
 * (a refused file answers at once); hashing (argon2, ~0.1 s each) runs outside any transaction, a few
 * at a time, so the database (SQLite's one connection) stays free for other requests meanwhile; then
 * one short transaction checks again what may have changed during hashing (usernames taken, roles and
 * their grants) and writes every user with its log row. A refused import's grant refusals are logged.
 */
export async function importUsers(
  db: Kysely<Database>,
  list: readonly UserCreateBody[],
  manager: UserManager,
) {
  try {
    const checked = await checkImport(db, list, manager);
    const hashes = await mapBounded(checked, HASH_PARALLELISM, (entry) =>
      hashPassword(entry.fields.password as string),
    );
    return await db.transaction().execute(async (trx) => {
      await checkImport(trx, list, manager);
      const users = checked.map((entry, i) => ({ fields: entry.fields, passwordHash: hashes[i] }));
      const ids = await writeNewUsers(trx, users, manager);
      return checked.map((entry, i) => ({ username: entry.fields.username as string, id: ids[i] }));
    });
  } catch (error) {
    // Logged once the import's transaction has rolled back, so the log rows survive it.
    if (error instanceof ImportRefused) {
      for (const refusal of error.refusals) await logRefusal(db, manager, refusal);
    }
    throw error;
  }
}

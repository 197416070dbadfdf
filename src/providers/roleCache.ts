import { BUILTIN_ROLES, type Role } from '../roles/roleTypes';

/** localStorage key of the cached role list with its timestamp. */
export const ROLE_CACHE_KEY = 'rolesCache';

/** The role cache is valid for one hour. */
export const ROLE_CACHE_MS = 60 * 60 * 1000;

interface CachedRoles {
  roles: Role[];
  updatedAt: number;
}

export function readRoleCache(): CachedRoles | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(ROLE_CACHE_KEY) ?? 'null') as CachedRoles | null;
    if (!parsed || !Array.isArray(parsed.roles) || typeof parsed.updatedAt !== 'number') return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeRoleCache(roles: Role[], now = Date.now()): void {
  try {
    window.localStorage.setItem(ROLE_CACHE_KEY, JSON.stringify({ roles, updatedAt: now }));
  } catch {
    // A full or blocked storage only costs the cache.
  }
}

export const isFresh = (cache: CachedRoles, now = Date.now()): boolean =>
  now - cache.updatedAt < ROLE_CACHE_MS;

/**
 * The role list: the cache while it is younger than an hour (unless `force`), else `fetchRoles`; on
 * failure the cache whatever its age, then the built-in admin and casi roles.
 */
export async function loadRoles(
  fetchRoles: () => Promise<Role[]>,
  { force = false }: { force?: boolean } = {},
): Promise<Role[]> {
  const cache = readRoleCache();
  if (!force && cache && isFresh(cache)) return cache.roles;
  try {
    const roles = await fetchRoles();
    writeRoleCache(roles);
    return roles;
  } catch {
    return cache?.roles ?? [...BUILTIN_ROLES];
  }
}

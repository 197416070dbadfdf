import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { loadRoles, ROLE_CACHE_MS } from './roleCache';
import type { Role } from './roleTypes';

export const ROLES_QUERY_KEY = ['app', 'roles'] as const;

/** The role list (cached for an hour, falling back to the old cache, then admin and casi) and a forced reload. */
export function useRoles() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery<Role[]>({
    queryKey: ROLES_QUERY_KEY,
    queryFn: () => loadRoles(dataProvider.getRoles),
    staleTime: ROLE_CACHE_MS,
  });
  const reload = async () => {
    const roles = await loadRoles(dataProvider.getRoles, { force: true });
    queryClient.setQueryData(ROLES_QUERY_KEY, roles);
    return roles;
  };
  return { roles: query.data ?? [], isPending: query.isPending, reload };
}

import { useGetList } from 'react-admin';
import { ROLE_CACHE_MS } from '../providers/roleCache';
import type { Role } from './roleTypes';

/** Every role, through the data provider's hour-long role cache (and its fallbacks). */
export function useRoles() {
  const { data, isPending } = useGetList<Role>(
    'roles',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: ROLE_CACHE_MS },
  );
  return { roles: data ?? [], isPending };
}

import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { ADMIN_TABS, type AdminTabId } from './adminTabs';

export type AdminTabAccess = Record<AdminTabId, boolean>;

/**
 * canAccess({ resource: 'admin', action: tab }) for every admin tab in one query, cached beside
 * react-admin's own canAccess answers (and dropped with them at logout).
 */
export function useAdminTabAccess(): AdminTabAccess | undefined {
  const authProvider = useAuthProvider();
  const { data } = useQuery({
    queryKey: ['auth', 'canAccess', 'admin', ADMIN_TABS.map((tab) => tab.id)],
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        ADMIN_TABS.map(
          async (tab) =>
            [
              tab.id,
              (await authProvider?.canAccess?.({ resource: 'admin', action: tab.id, signal })) ?? true,
            ] as const,
        ),
      );
      return Object.fromEntries(answers) as AdminTabAccess;
    },
  });
  return data;
}

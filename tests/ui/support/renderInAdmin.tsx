import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { createAuthProvider, type AppAuthProvider } from '../../../src/providers/authProvider';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';

export interface RenderInAdminOptions {
  path?: string;
  authProvider?: AppAuthProvider;
}

/**
 * Renders `ui` inside react-admin's context (real providers, fresh auth state, in-memory store) and a
 * memory router; `location()` tells the current path. Notifications close quickly so that a test can
 * read several in a row.
 */
export function renderInAdmin(
  ui: ReactNode,
  { path = '/', authProvider = createAuthProvider() }: RenderInAdminOptions = {},
) {
  let currentPath = path;
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => (currentPath = location.pathname)}
    >
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {ui}
        <Notification autoHideDuration={100} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, authProvider, location: () => currentPath };
}

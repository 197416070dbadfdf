import { screen } from '@testing-library/react';
import { listReply, mockSignedInApi, type RouteHandler } from './mockFetch';
import { renderApp, setupUser } from './renderApp';
import { adminUser } from './users';

/**
 * Signs `caller` in, mocks `routes` (over an empty user and role list, which the panel's first tab
 * loads), opens /admin and clicks the tab named `tab`.
 */
export async function openAdminTab(
  tab: string,
  routes: Record<string, RouteHandler> = {},
  caller: object = adminUser,
) {
  const api = mockSignedInApi(caller, {
    'GET /api/users': listReply([], 'users'),
    'GET /api/roles': { body: [] },
    ...routes,
  });
  const user = setupUser();
  renderApp('/admin');
  await screen.findByRole('heading', { name: 'Yönetim Paneli' }, { timeout: 8000 });
  await user.click(screen.getByRole('tab', { name: tab }));
  return { api, user };
}

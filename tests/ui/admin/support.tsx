import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { AdminApp } from '../../../src/App';
import { mockFetch, type MockReply, type RouteHandler } from '../support/mockFetch';
import { adminUser, refundViewerUser, supportUser } from '../support/users';

export { adminUser, refundViewerUser, supportUser };

export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

/** A list answer in ra-data-simple-rest form: array body and Content-Range. */
export function listReply(rows: object[], resource: string, total = rows.length): MockReply {
  const end = rows.length === 0 ? 0 : rows.length - 1;
  return { body: rows, headers: { 'Content-Range': `${resource} 0-${end}/${total}` } };
}

let sessionCounter = 0;

/** Signs `user` in (a fresh token per call keeps sessions apart) and mocks `routes`. */
export function mockAdminApi(user: object, routes: Record<string, RouteHandler> = {}) {
  sessionCounter += 1;
  window.localStorage.setItem('token', `admin-session-${sessionCounter}`);
  return mockFetch({ 'GET /api/auth/me': { body: user }, ...routes });
}

/** Renders the whole app (real providers and routes) at `path`. */
export function renderApp(path: string) {
  let currentPath = path;
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => (currentPath = location.pathname)}
    >
      <AdminApp store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { ...view, location: () => currentPath };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { AdminApp } from '../../../src/App';

/** A user-event session without the pointer-events check, which MUI's transitions would trip. */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Renders the whole app (real providers and routes, in-memory react-admin store) at `path`. */
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

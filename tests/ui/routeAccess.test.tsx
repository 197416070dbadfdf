import { render, screen, waitFor } from '@testing-library/react';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../../src/App';
import { mockFetch, type MockReply } from './support/mockFetch';
import { refundViewerUser, supportUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/reports',
}));

const reportViewerUser = { ...supportUser, id: 11, username: 'rapor', permissions: ['view_reports'] };

let sessionCounter = 0;

/** A fresh token per test keeps the app-wide auth provider's cached /auth/me apart. */
function signIn(me: MockReply | (() => Promise<MockReply>), routes: Record<string, MockReply> = {}) {
  sessionCounter += 1;
  window.localStorage.setItem('token', `guard-session-${sessionCounter}`);
  return mockFetch({ 'GET /api/auth/me': me, ...routes });
}

function renderApp(path: string) {
  let currentPath = path;
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => (currentPath = location.pathname)}
    >
      <AdminApp store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { location: () => currentPath };
}

const reportsHeading = () => screen.queryByRole('heading', { name: 'Raporlar' });

describe('route guard', () => {
  it('shows a loading text while the access check waits for the permissions', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const api = signIn(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    const app = renderApp('/reports');
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me').length).toBeGreaterThan(0));
    expect((await screen.findAllByText('Yükleniyor...')).length).toBeGreaterThan(0);
    expect(reportsHeading()).toBeNull();
    answer({ body: reportViewerUser });
    expect(await screen.findByRole('heading', { name: 'Raporlar' })).toBeTruthy();
    expect(app.location()).toBe('/reports');
  });

  it('sends a visitor without a session to /login', async () => {
    mockFetch({});
    const app = renderApp('/reports');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(reportsHeading()).toBeNull();
  });

  it('sends a user whom the access table refuses to /dashboard', async () => {
    signIn({ body: refundViewerUser });
    const app = renderApp('/reports');
    expect(await screen.findByText('Hoş geldiniz, mehmet!')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
    expect(reportsHeading()).toBeNull();
  });

  it('sends a user without view_refunds from the refund list to /dashboard without asking for refunds', async () => {
    const logsOnly = { ...refundViewerUser, permissions: ['view_logs'] };
    const api = signIn({ body: logsOnly });
    const app = renderApp('/refunds');
    expect(await screen.findByText('Hoş geldiniz, mehmet!')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
    expect(api.callsTo('GET', '/api/refunds')).toHaveLength(0);
  });

  it("sends a refused user from a react-admin view to /dashboard through react-admin's own check", async () => {
    // react-admin renders the view once before its refusal redirects: its catalog calls get answers.
    const emptyList = (resource: string) => ({ body: [], headers: { 'Content-Range': `${resource} 0-0/0` } });
    signIn(
      { body: refundViewerUser },
      {
        'GET /api/statuses': emptyList('statuses'),
        'GET /api/methods': emptyList('methods'),
        'GET /api/reasons': emptyList('reasons'),
      },
    );
    const app = renderApp('/refunds/create');
    expect(await screen.findByText('Hoş geldiniz, mehmet!')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
  });

  it('sends a user who may not edit refunds from the edit page to /dashboard without reading the refund', async () => {
    const api = signIn({ body: refundViewerUser });
    const app = renderApp('/refunds/edit/5');
    expect(await screen.findByText('Hoş geldiniz, mehmet!')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
    expect(api.callsTo('GET', '/api/refunds/5')).toHaveLength(0);
  });

  it('shows the page to a user the access table allows', async () => {
    signIn({ body: reportViewerUser });
    const app = renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Raporlar' })).toBeTruthy();
    expect(app.location()).toBe('/reports');
  });
});

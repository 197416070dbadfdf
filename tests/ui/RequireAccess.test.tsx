import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RequireAccess, type RequireAccessProps } from '../../src/auth/RequireAccess';
import { mockFetch, type MockReply } from './support/mockFetch';
import { renderInAdmin } from './support/renderInAdmin';
import { adminUser, refundViewerUser, supportUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/guarded',
}));

const renderGuarded = (rule: Omit<RequireAccessProps, 'children'>) =>
  renderInAdmin(
    <Routes>
      <Route
        path="/guarded"
        element={
          <RequireAccess {...rule}>
            <p>guarded content</p>
          </RequireAccess>
        }
      />
      <Route path="/login" element={<p>login route</p>} />
      <Route path="/dashboard" element={<p>dashboard route</p>} />
    </Routes>,
    { path: '/guarded' },
  );

const signedInAs = (user: object) => {
  window.localStorage.setItem('token', 'tok');
  return mockFetch({ 'GET /api/auth/me': { body: user } });
};

describe('RequireAccess', () => {
  it('shows a loading text while the permissions are on their way', async () => {
    window.localStorage.setItem('token', 'tok');
    let answer: (reply: MockReply) => void = () => undefined;
    const api = mockFetch({
      'GET /api/auth/me': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const view = renderGuarded({ allOf: ['view_logs'] });
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1));
    expect(screen.getByText('Yükleniyor...')).toBeTruthy();
    expect(screen.queryByText('guarded content')).toBeNull();
    answer({ body: supportUser });
    expect(await screen.findByText('guarded content')).toBeTruthy();
    expect(view.location()).toBe('/guarded');
  });

  it('sends a visitor without a session to /login', async () => {
    mockFetch({});
    const view = renderGuarded({});
    expect(await screen.findByText('login route')).toBeTruthy();
    expect(view.location()).toBe('/login');
  });

  it('sends a user who lacks a required permission to /dashboard', async () => {
    signedInAs(refundViewerUser);
    const view = renderGuarded({ allOf: ['view_logs'] });
    expect(await screen.findByText('dashboard route')).toBeTruthy();
    expect(view.location()).toBe('/dashboard');
    expect(screen.queryByText('guarded content')).toBeNull();
  });

  it('sends a user without any of the required roles to /dashboard', async () => {
    signedInAs(supportUser);
    renderGuarded({ roles: ['casi', 'admin'] });
    expect(await screen.findByText('dashboard route')).toBeTruthy();
  });

  it('needs every allOf permission and one anyOf permission', async () => {
    signedInAs(supportUser);
    renderGuarded({ anyOf: ['manage_users', 'manage_statuses'], allOf: ['view_refunds', 'view_logs'] });
    expect(await screen.findByText('guarded content')).toBeTruthy();
  });

  it('lets admin through every check', async () => {
    signedInAs(adminUser);
    renderGuarded({ roles: ['casi'], allOf: ['view_logs', 'view_reports'] });
    expect(await screen.findByText('guarded content')).toBeTruthy();
  });
});

import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/login/LoginPage';
import { navigateBrowserTo } from '../../src/providers/browserNavigation';
import { ROLE_CACHE_KEY } from '../../src/providers/roleCache';
import { mockFetch, mockSignedInApi, type MockReply } from './support/mockFetch';
import { renderApp } from './support/renderApp';
import { renderInAdmin } from './support/renderInAdmin';
import { adminUser, refundViewerUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/dashboard',
}));

const emptyDashboard: MockReply = {
  body: { total_count: 0, total_amount: 0, by_method: [], latest: [] },
};
const roles = [
  { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1, permissions: [] },
  { id: 2, name: 'casi', display_name: 'CASI Yetkili', is_system_role: 1, permissions: [] },
  { id: 7, name: 'denetci', display_name: 'Denetçi', is_system_role: 0, permissions: ['view_refunds'] },
];

describe('two-factor sign-in across the full navigation', () => {
  it("shows 'İki faktörlü doğrulama başarılı' on the page the navigation loads, once", async () => {
    mockFetch({
      'GET /api/users/login-attempts': {
        body: { data: { attempts: 0, isBlocked: false, blockedUntil: null } },
      },
      'POST /api/auth/login': { body: { is_2fa_enabled: true, requires2FA: true, userId: 1, ticket: 't-1' } },
      'POST /api/auth/2fa/validate': { body: { ...adminUser, is_2fa_enabled: true, token: 'after-2fa' } },
    });
    const user = userEvent.setup();
    renderInAdmin(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { path: '/login' },
    );
    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await user.type(await screen.findByLabelText('Doğrulama Kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    await waitFor(() => expect(navigateBrowserTo).toHaveBeenCalledWith('/dashboard'));

    // The browser loads /dashboard afresh: a new app on the stored token.
    cleanup();
    mockFetch({
      'GET /api/auth/me': { body: adminUser },
      'GET /api/dashboard': emptyDashboard,
      'GET /api/roles': { body: roles },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('İki faktörlü doğrulama başarılı')).toBeTruthy();

    // A later start (another reload) does not repeat it.
    cleanup();
    renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('İki faktörlü doğrulama başarılı')).toBeNull();
  });
});

describe('roles at app start', () => {
  it('loads the role list into its cache when the app starts, on any page', async () => {
    const api = mockSignedInApi(refundViewerUser, {
      'GET /api/dashboard': emptyDashboard,
      'GET /api/roles': { body: roles },
    });
    renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, mehmet!');
    await waitFor(() => expect(api.callsTo('GET', '/api/roles')).toHaveLength(1));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(ROLE_CACHE_KEY) ?? '{}').roles).toEqual(roles),
    );
  });

  it('reads a role cache younger than an hour without asking the server', async () => {
    window.localStorage.setItem(ROLE_CACHE_KEY, JSON.stringify({ roles, updatedAt: Date.now() - 60_000 }));
    const api = mockSignedInApi(refundViewerUser, {
      'GET /api/dashboard': emptyDashboard,
      'GET /api/roles': { body: roles },
    });
    renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, mehmet!');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.callsTo('GET', '/api/roles')).toHaveLength(0);
  });
});

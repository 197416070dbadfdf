import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, mockSignedInApi } from './support/mockFetch';
import { renderApp } from './support/renderApp';
import { adminUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/dashboard',
}));

/** The page title react-admin puts into the header. */
const headerTitle = () => document.getElementById('react-admin-title')?.textContent ?? '';

describe('page titles in the header and the browser tab', () => {
  it.each([
    ['/users', 'Kullanıcı Yönetimi'],
    ['/admin', 'Yönetim Paneli'],
    ['/admin/roles', 'Yönetim Paneli'],
    ['/logs', 'Sistem Logları'],
    ['/profile', 'Profil'],
  ])('%s shows "%s"', async (path, title) => {
    mockSignedInApi(adminUser, {
      'GET /api/users': listReply([], 'users'),
      'GET /api/roles': { body: [] },
      'GET /api/logs': listReply([], 'logs'),
      'GET /api/auth/2fa/status': { body: { is2FAEnabled: false } },
    });
    renderApp(path);
    await waitFor(() => expect(headerTitle()).toBe(title), { timeout: 10_000 });
    // The browser tab names the page too.
    await waitFor(() => expect(document.title).toBe(`${title} – Iade Kontrol`));
  });
});

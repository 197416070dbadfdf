import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, mockSignedInApi } from '../support/mockFetch';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, refundViewerUser, supportUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

const statuses = [{ id: 1, name: 'Beklemede', color: '#f59e0b', display_order: 1, is_active: true }];

describe('admin panel access', () => {
  it('sends a user without any admin permission to the dashboard', async () => {
    mockSignedInApi(refundViewerUser, { 'GET /api/refunds': listReply([], 'refunds') });
    const view = renderApp('/admin');
    await waitFor(() => expect(view.location()).toBe('/dashboard'), { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Durumlar' })).toBeNull();
  });

  it('shows the yellow message on a tab without its permission and does not list the e-mail tab', async () => {
    // supportUser holds manage_statuses but neither manage_users nor admin_access.
    mockSignedInApi(supportUser, { 'GET /api/statuses': listReply(statuses, 'statuses') });
    const user = setupUser();
    const view = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Yönetim Paneli' }, { timeout: 5000 });
    expect(view.location()).toBe('/admin');

    // The first tab it may use opens first.
    expect(await screen.findByRole('cell', { name: 'Beklemede' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Kullanıcılar' }));
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('Bu alanı görüntülemek için yetkiniz yetersiz.');
    expect(warning.className).toMatch(/Warning/);
    expect(screen.queryByRole('button', { name: 'Yeni Kullanıcı' })).toBeNull();

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Kullanıcılar',
      'Roller',
      'Durumlar',
      'Ödeme Yöntemleri',
      'İade Sebepleri',
      'Genel Ayarlar',
    ]);
  });

  it("answers the e-mail tab's URL without admin_access with the red message", async () => {
    const api = mockSignedInApi(supportUser);
    renderApp('/admin/status-canned-responses');
    const error = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(error.textContent).toBe('Bu alana erişmek için yönetici yetkisi gereklidir.');
    expect(error.className).toMatch(/Error/);
    expect(screen.queryByRole('tab', { name: 'E-posta Yönetimi' })).toBeNull();
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(api.callsTo('GET', '/api/status-canned-responses')).toHaveLength(0);
  });

  it('refuses the users tab to a panel viewer who may not read users, without asking the server', async () => {
    // view_admin_panel opens the panel, but the user list is for user managers only (the server says 403).
    const panelViewer = { ...supportUser, permissions: ['view_admin_panel', 'manage_reasons'] };
    const api = mockSignedInApi(panelViewer, { 'GET /api/reasons': listReply([], 'reasons') });
    renderApp('/admin/users');
    const warning = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(warning.textContent).toBe('Bu alanı görüntülemek için yetkiniz yetersiz.');
    expect(api.callsTo('GET', '/api/users')).toHaveLength(0);
  });

  it('lets an admin open every tab without a denial', async () => {
    mockSignedInApi(adminUser, {
      'GET /api/statuses': listReply(statuses, 'statuses'),
      'GET /api/users': listReply([], 'users'),
      'GET /api/roles': { body: [] },
    });
    const user = setupUser();
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Yönetim Paneli' }, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'E-posta Yönetimi' }));
    expect(screen.queryByText('Bu alana erişmek için yönetici yetkisi gereklidir.')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Genel Ayarlar' }));
    expect(await screen.findByText('Genel ayarlar geliştirme aşamasındadır.')).toBeTruthy();
  });
});

describe('admin panel tab in the URL', () => {
  it('opens the tab the URL names and puts a chosen tab into the URL', async () => {
    mockSignedInApi(supportUser, { 'GET /api/statuses': listReply(statuses, 'statuses') });
    const user = setupUser();
    const view = renderApp('/admin/users');
    const usersTab = await screen.findByRole('tab', { name: 'Kullanıcılar' }, { timeout: 5000 });
    expect(usersTab.getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bu alanı görüntülemek için yetkiniz yetersiz.',
    );

    await user.click(screen.getByRole('tab', { name: 'Durumlar' }));
    await waitFor(() => expect(view.location()).toBe('/admin/statuses'));
    expect(await screen.findByRole('cell', { name: 'Beklemede' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Durumlar' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Genel Ayarlar' }));
    await waitFor(() => expect(view.location()).toBe('/admin/general'));
  });

  it('keeps the tab over a reload of its URL', async () => {
    mockSignedInApi(supportUser, { 'GET /api/statuses': listReply(statuses, 'statuses') });
    renderApp('/admin/general');
    expect(
      await screen.findByText('Genel ayarlar geliştirme aşamasındadır.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Genel Ayarlar' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('cell', { name: 'Beklemede' })).toBeNull();
  });

  it('sends a user without any admin permission from a tab URL to the dashboard', async () => {
    mockSignedInApi(refundViewerUser, { 'GET /api/refunds': listReply([], 'refunds') });
    const view = renderApp('/admin/roles');
    await waitFor(() => expect(view.location()).toBe('/dashboard'), { timeout: 5000 });
  });
});

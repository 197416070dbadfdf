import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, mockSignedInApi, type RouteHandler } from '../support/mockFetch';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, refundViewerUser, supportUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/logs',
}));

const logs = [
  {
    id: 2,
    username: 'ayse',
    action: 'delete_refund',
    details: 'İade #7 silindi',
    ip_address: '10.0.0.5',
    // 14:30 in Turkey (UTC+3).
    created_at: '2024-03-05T11:30:00.000Z',
  },
  {
    id: 1,
    username: 'mehmet',
    action: 'login',
    details: 'Giriş yapıldı',
    ip_address: '10.0.0.6',
    created_at: '2024-03-04T06:05:00.000Z',
  },
];

async function openLogs(user: object, routes: Record<string, RouteHandler> = {}) {
  const api = mockSignedInApi(user, { 'GET /api/logs': listReply(logs, 'logs'), ...routes });
  const actor = setupUser();
  renderApp('/logs');
  await screen.findByRole('heading', { name: 'Sistem Logları' }, { timeout: 8000 });
  return { api, actor };
}

const lastFilter = (api: Awaited<ReturnType<typeof openLogs>>['api']) =>
  JSON.parse(api.callsTo('GET', '/api/logs').at(-1)?.query.get('filter') ?? '{}') as Record<string, string>;

describe('system logs', { timeout: 20_000 }, () => {
  it('shows the access-denied message without view_logs', async () => {
    const { api } = await openLogs(refundViewerUser);
    expect(screen.getByText('Bu sayfayı görüntüleme yetkiniz bulunmuyor.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/logs')).toHaveLength(0);
  });

  it('lists the columns, newest first, with the info box', async () => {
    const { api } = await openLogs(supportUser);
    const row = (await screen.findByText('İade #7 silindi')).closest('tr') as HTMLElement;
    expect(within(row).getByText('İade Silme')).toBeTruthy();
    expect(within(row).getByText('ayse')).toBeTruthy();
    expect(within(row).getByText('10.0.0.5')).toBeTruthy();
    expect(within(row).getByText('05 Mar 2024 14:30')).toBeTruthy();
    expect(screen.getByText(/Bu sayfada kullanıcıların sistemde yaptığı işlemlerin/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/logs')[0].query.get('sort')).toBe('["created_at","DESC"]');
    // Clearing needs admin_access, which supportUser lacks.
    expect(screen.queryByRole('button', { name: 'Tüm Logları Temizle' })).toBeNull();
  });

  it('reloads on a filter change and on a search', async () => {
    const { api, actor } = await openLogs(supportUser);
    await screen.findByText('İade #7 silindi');
    await actor.click(screen.getByRole('combobox', { name: 'Filtre' }));
    await actor.click(await screen.findByRole('option', { name: 'Silme İşlemleri' }));
    await waitFor(() => expect(lastFilter(api)).toEqual({ action: 'deletions' }));
    await actor.type(screen.getByPlaceholderText('Kullanıcı, işlem veya detay ara'), 'ayse');
    await waitFor(() => expect(lastFilter(api)).toEqual({ action: 'deletions', q: 'ayse' }));
  });

  it("shows 'Gösterilecek log kaydı bulunamadı' for an empty list", async () => {
    await openLogs(supportUser, { 'GET /api/logs': listReply([], 'logs') });
    expect(await screen.findByText('Gösterilecek log kaydı bulunamadı')).toBeTruthy();
  });

  it('clears every log after confirmation and tells the count', async () => {
    const { api, actor } = await openLogs(adminUser, {
      'DELETE /api/logs/clear': { body: { count: 42, message: 'ok' } },
    });
    await screen.findByText('İade #7 silindi');
    await actor.click(screen.getByRole('button', { name: 'Tüm Logları Temizle' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Tüm log kayıtları kalıcı olarak silinecek');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Loglar başarıyla temizlendi. Silinen kayıt sayısı: 42')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/logs/clear')).toHaveLength(1);
  });
});

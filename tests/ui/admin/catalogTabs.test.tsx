import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply } from '../support/mockFetch';
import { openAdminTab } from '../support/openAdminTab';
import { methods as catalogMethods } from '../support/refundFixtures';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

/** The shared two methods, London Banka switched off. */
const methods = [catalogMethods[0], { ...catalogMethods[1], is_active: false }];

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('payment methods tab', () => {
  it('lists order, name, code and Aktif/Pasif', async () => {
    await openAdminTab('Ödeme Yöntemleri', { 'GET /api/methods': listReply(methods, 'methods') });
    await screen.findByRole('cell', { name: 'Moven Banka' });
    expect(within(rowOf('Moven Banka')).getByText('moven_b')).toBeTruthy();
    expect(within(rowOf('Moven Banka')).getByText('Aktif')).toBeTruthy();
    expect(within(rowOf('London Banka')).getByText('Pasif')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    await openAdminTab('İade Sebepleri', { 'GET /api/reasons': listReply([], 'reasons') });
    expect(await screen.findByText('Henüz iade sebebi bulunmuyor')).toBeTruthy();
  });

  it('requires name and code, forces the code to lowercase and adds the method', async () => {
    let rows: object[] = [...methods];
    const { api, user } = await openAdminTab('Ödeme Yöntemleri', {
      'GET /api/methods': () => listReply(rows, 'methods'),
      'POST /api/methods': ({ body }) => {
        const created = { id: 9, ...(body as object), message: 'Ödeme yöntemi başarıyla eklendi' };
        rows = [...rows, created];
        return { status: 201, body: created };
      },
    });
    await screen.findByRole('cell', { name: 'Moven Banka' });
    await user.click(screen.getByRole('button', { name: 'Yeni Ödeme Yöntemi' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Yöntem adı ve kodu gereklidir')).toBeTruthy();
    expect(api.callsTo('POST', '/api/methods')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Yöntem Adı/), 'Papara');
    await user.type(within(dialog).getByLabelText(/Kod/), 'Papara P-1');
    expect((within(dialog).getByLabelText(/Kod/) as HTMLInputElement).value).toBe('papara_p1');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Ödeme yöntemi başarıyla eklendi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/methods')[0].body).toEqual({
      name: 'Papara',
      code: 'papara_p1',
      display_order: 0,
      is_active: true,
    });
    expect(await screen.findByRole('cell', { name: 'Papara' })).toBeTruthy();
  });

  it('keeps a method that refunds still use and says why', async () => {
    const { user } = await openAdminTab('Ödeme Yöntemleri', {
      'GET /api/methods': listReply(methods, 'methods'),
      'DELETE /api/methods/4': {
        status: 409,
        body: { message: 'Bu ödeme yöntemi iadelerde kullanılıyor; silmek yerine pasif yapın' },
      },
    });
    await screen.findByRole('cell', { name: 'Moven Banka' });
    await user.click(within(rowOf('Moven Banka')).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Moven Banka ödeme yöntemini silmek istediğinize emin misiniz?');
    expect(dialog.textContent).toContain('Bu işlem geri alınamaz');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(
      await screen.findByText(
        'Silme işlemi başarısız: Bu ödeme yöntemi iadelerde kullanılıyor; silmek yerine pasif yapın',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Moven Banka' })).toBeTruthy();
  });
});

describe('statuses tab', () => {
  it('edits a status: name required, order at least 0, colour kept', async () => {
    const statuses = [{ id: 1, name: 'Beklemede', color: '#f59e0b', display_order: 1, is_active: true }];
    const { api, user } = await openAdminTab('Durumlar', {
      'GET /api/statuses': listReply(statuses, 'statuses'),
      'PUT /api/statuses/1': ({ body }) => ({ body: { id: 1, ...(body as object) } }),
    });
    await screen.findByRole('cell', { name: 'Beklemede' });
    expect(within(rowOf('Beklemede')).getByText('#f59e0b')).toBeTruthy();
    await user.click(within(rowOf('Beklemede')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Durumu Düzenle')).toBeTruthy();
    const name = within(dialog).getByLabelText(/Durum Adı/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Durum adı gereklidir')).toBeTruthy();

    await user.type(name, 'İncelemede');
    const order = within(dialog).getByLabelText('Sıra');
    await user.clear(order);
    await user.type(order, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Sıra 0 veya daha büyük bir tam sayı olmalıdır')).toBeTruthy();

    await user.clear(order);
    await user.type(order, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Durum başarıyla güncellendi')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PUT', '/api/statuses/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/statuses/1')[0].body).toEqual({
      name: 'İncelemede',
      color: '#f59e0b',
      display_order: 3,
      is_active: true,
      is_completed: false,
    });
  });

  it("shows how far a status's refunds are rewritten after its completed flag changed, until done", async () => {
    const statuses = [
      { id: 1, name: 'Beklemede', color: '#f59e0b', display_order: 1, is_active: true },
      { id: 2, name: 'Ödendi', color: '#16a34a', display_order: 2, is_active: true, is_completed: true },
    ];
    let rewrites = [{ status_id: 2, done_percent: 45, requested_at: '2026-11-23T09:30:00.000Z' }];
    const { api } = await openAdminTab('Durumlar', {
      'GET /api/statuses': listReply(statuses, 'statuses'),
      'GET /api/statuses/completion-rewrites': () => ({ body: rewrites }),
    });
    await screen.findByRole('cell', { name: 'Beklemede' });
    const progress = await screen.findByRole('status');
    expect(progress.textContent).toBe('İadeler güncelleniyor: %45');
    expect(progress.closest('tr')?.textContent).toContain('Ödendi');
    expect(within(rowOf('Beklemede')).queryByRole('status')).toBeNull();

    // Asked again while under way; gone once the rewrite is done, and not asked again after that.
    rewrites = [];
    await waitFor(() => expect(screen.queryByText(/İadeler güncelleniyor/)).toBeNull(), { timeout: 5_000 });
    const asked = api.callsTo('GET', '/api/statuses/completion-rewrites').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.callsTo('GET', '/api/statuses/completion-rewrites')).toHaveLength(asked);
  }, 15_000);
});

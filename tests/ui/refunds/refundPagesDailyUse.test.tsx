import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localIso, mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

/** Every call the page made to a single refund or its history. */
const refundCalls = (api: ReturnType<typeof mockRefundApi>) =>
  api.requests.filter((request) => /^\/api\/(refunds|logs\/refund)\/./.test(request.path));

describe('refund pages in daily use', () => {
  it.each(['/refunds/abc', '/refunds/edit/abc', '/refunds/0'])(
    'shows the not-found page for %s without asking the API',
    async (path) => {
      const api = mockRefundApi(adminUser);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeTruthy();
      expect(refundCalls(api).map((request) => request.path)).toEqual([]);
    },
    30_000,
  );

  it('asks before leaving a create form with unsaved changes', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    const confirm = vi.fn((message?: string) => !message);
    vi.stubGlobal('confirm', confirm);
    const view = renderApp('/refunds/create');
    const memberName = await screen.findByRole('textbox', { name: /^Üye Adı/ });
    await user.type(memberName, 'Yarım Kalan');
    await user.click(screen.getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(String(confirm.mock.calls[0][0]).startsWith('Bazı değişiklikleriniz kaydedilmedi')).toBe(true);
    expect(view.location()).toBe('/refunds/create');
    expect((memberName as HTMLInputElement).value).toBe('Yarım Kalan');

    confirm.mockImplementation(() => true);
    await user.click(screen.getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(view.location()).toBe('/refunds'));
  }, 30_000);

  it('leaves an untouched edit form without asking', async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: refund({ id: 5 }) },
      'GET /api/logs/refund/5': { body: [] },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const view = renderApp('/refunds/edit/5');
    const memberName = (await screen.findByRole('textbox', { name: /^Üye Adı/ })) as HTMLInputElement;
    await waitFor(() => expect(memberName.value).toBe('Üye 5'));
    await user.click(screen.getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(view.location()).toBe('/refunds/5'));
    expect(confirm).not.toHaveBeenCalled();
  }, 30_000);

  it('shows an edited amount the Turkish way and sends it exactly', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: refund({ id: 5, amount: 48965.45 }) },
      'PUT /api/refunds/5': { body: refund({ id: 5, amount: 48965.46 }) },
      'GET /api/logs/refund/5': { body: [] },
    });
    const view = renderApp('/refunds/edit/5');
    const amount = (await screen.findByRole('textbox', { name: /^Tutar/ })) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('48.965,45'));
    await user.clear(amount);
    await user.type(amount, '48.965,46');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(view.location()).toBe('/refunds/5'));
    const body = api.callsTo('PUT', '/api/refunds/5')[0].body as FormData;
    expect(body.get('amount')).toBe('48965.46');
  }, 30_000);

  it("names a receipt change in the timeline by the uploaded file's name, never the stored one", async () => {
    const stored = 'receipts/3f9c1e0b8a7d4c2e9f1a6b5d4c3e2f1a.png';
    const storedBefore = 'receipts/0a1b2c3d4e5f60718293a4b5c6d7e8f9.png';
    mockRefundApi(adminUser, {
      'GET /api/refunds/7': { body: refund({ id: 7 }) },
      'GET /api/logs/refund/7': {
        body: [
          {
            id: 31,
            refund_id: 7,
            action: 'upload_receipt',
            details: 'İade güncellendi: #7',
            additional_data: JSON.stringify({
              receipt_image_path: { old: storedBefore, new: stored, file: 'mart-dekontu.png' },
            }),
            username: 'mehmet',
            created_at: localIso(2024, 3, 9, 10, 0),
          },
          {
            id: 30,
            refund_id: 7,
            action: 'update_refund',
            details: 'İade güncellendi: #7',
            // Written before the original name was kept.
            additional_data: JSON.stringify({ receipt_image_path: { old: null, new: storedBefore } }),
            username: 'mehmet',
            created_at: localIso(2024, 3, 8, 10, 0),
          },
        ],
      },
    });
    renderApp('/refunds/7');
    const timeline = await screen.findByRole('list', { name: 'İşlem Geçmişi' });
    await within(timeline).findByText('Dekont değiştirildi: mart-dekontu.png');
    expect(within(timeline).getByText('Dekont eklendi')).toBeTruthy();
    expect(timeline.textContent).not.toMatch(/3f9c1e0b|0a1b2c3d/);
  }, 30_000);
});

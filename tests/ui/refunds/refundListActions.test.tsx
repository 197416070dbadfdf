import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply } from '../support/mockFetch';
import { localIso, mockRefundApi, refund, refundListChangedBy } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const openList = async () => {
  renderApp('/refunds');
  await screen.findByText('Üye 1');
};

describe('refund list actions', () => {
  it('changes a status through the dialog and updates the row with the answer', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'PUT /api/refunds/1/status': {
        body: { id: 1, status_id: 2, status_name: 'Onaylandı', color: '#16a34a', message: 'ok' },
      },
    });
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Durumu Güncelle' }));
    const dialog = await screen.findByRole('dialog', { name: /Durum Güncelle/ });
    await user.click(within(dialog).getByRole('combobox', { name: 'Yeni Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Onaylandı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Durum başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/refunds/1/status')[0].body).toEqual({ status_id: 2, version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Üye 1')).getByText('Onaylandı')).toBeTruthy();
    expect(within(rowOf('Üye 2')).getByText('Beklemede')).toBeTruthy();
  }, 20_000);

  it('just closes the status dialog when the status is unchanged, and reports a failure', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'PUT /api/refunds/2/status': { status: 400, body: { message: 'Durum bulunamadı' } },
    });
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Durumu Güncelle' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/refunds/1/status')).toHaveLength(0);

    await user.click(within(rowOf('Üye 2')).getByRole('button', { name: 'Durumu Güncelle' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Yeni Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Reddedildi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Durum güncellenirken hata: Durum bulunamadı')).toBeTruthy();
    expect(within(rowOf('Üye 2')).getByText('Beklemede')).toBeTruthy();
  }, 20_000);

  it('toggles the mail flag', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'PUT /api/refunds/1/mail-status': { body: { id: 1, mail_sent: 1, message: 'ok' } },
      'PUT /api/refunds/2/mail-status': { body: { id: 2, mail_sent: 0, message: 'ok' } },
    });
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Mail gönderildi olarak işaretle' }));
    expect(await screen.findByText('Mail gönderildi')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/refunds/1/mail-status')[0].body).toEqual({ mail_sent: true });
    const toggle = within(rowOf('Üye 1')).getByRole('button', { name: 'Mail gönderilmedi olarak işaretle' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    // (Its toast, 'Mail durumu iptal edildi', queues behind the first one for 5 seconds.)
    await user.click(
      within(rowOf('Üye 2')).getByRole('button', { name: 'Mail gönderilmedi olarak işaretle' }),
    );
    expect(
      await within(rowOf('Üye 2')).findByRole('button', { name: 'Mail gönderildi olarak işaretle' }),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/refunds/2/mail-status')[0].body).toEqual({ mail_sent: false });
  }, 20_000);

  it('deletes a refund only after confirmation', async () => {
    const user = setupUser();
    const api = mockRefundApi(
      adminUser,
      refundListChangedBy(
        'DELETE /api/refunds/1',
        { body: { id: 1, message: 'İade silindi' } },
        [refund({ id: 1 }), refund({ id: 2 })],
        [refund({ id: 2 })],
      ),
    );
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'İadeyi Sil' });
    expect(
      within(dialog).getByText('#1 numaralı iadeyi silmek istediğinize emin misiniz? Bu işlem geri alınamaz'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(api.callsTo('DELETE', '/api/refunds/1')).toHaveLength(0);

    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('İade başarıyla silindi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Üye 1')).toBeNull());
    expect(api.callsTo('DELETE', '/api/refunds/1')).toHaveLength(1);
  }, 20_000);

  it('shows the receipts of a row, or says there is none, and reports an image that fails', async () => {
    const user = setupUser();
    const withReceipt = refund({ id: 1, receipt_path: '/uploads/receipts/a1.png?exp=9&sig=s' });
    mockRefundApi(adminUser, {
      'GET /api/refunds': listReply([withReceipt, refund({ id: 2 })], 'refunds'),
      'GET /api/refunds/1': { body: withReceipt },
      'GET /api/refunds/2': { body: refund({ id: 2 }) },
    });
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Dekontu Görüntüle' }));
    const dialog = await screen.findByRole('dialog');
    const image = await within(dialog).findByRole('img', { name: 'İade Dekontu' });
    expect(image.getAttribute('src')).toBe('/uploads/receipts/a1.png?exp=9&sig=s');
    expect(within(dialog).getByRole('link', { name: 'İade Dekontu: İndir' }).getAttribute('href')).toBe(
      '/uploads/receipts/a1.png?exp=9&sig=s&download=1',
    );
    fireEvent.error(image);
    expect(await within(dialog).findByText('Resim yüklenemedi')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf('Üye 2')).getByRole('button', { name: 'Dekontu Görüntüle' }));
    expect(await screen.findByText('Görüntülenecek dekont bulunamadı.')).toBeTruthy();
  }, 20_000);

  it('shows the change history with a close button, its empty state and its load error', async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'GET /api/logs/refund/1': {
        body: [
          {
            id: 8,
            refund_id: 1,
            action: 'update_refund_status',
            details: 'Durum güncellendi',
            additional_data: JSON.stringify({ status_id: { old: 1, new: 2 } }),
            username: 'ayse',
            created_at: localIso(2024, 3, 7, 10, 0),
          },
        ],
      },
      'GET /api/logs/refund/2': { status: 500, body: { message: 'boom' } },
    });
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Geçmiş' }));
    const dialog = await screen.findByRole('dialog', { name: /Değişiklik Geçmişi/ });
    expect(await within(dialog).findByText('Beklemede')).toBeTruthy();
    expect(within(dialog).getByText('Onaylandı')).toBeTruthy();
    expect(within(dialog).getByText(/ayse tarafından/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(rowOf('Üye 2')).getByRole('button', { name: 'Geçmiş' }));
    expect(await screen.findByText('Değişiklik geçmişi yüklenirken bir hata oluştu')).toBeTruthy();
  }, 20_000);

  it("says 'Değişiklik bulunamadı' for a refund without history", async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Geçmiş' }));
    expect(await screen.findByText('Değişiklik bulunamadı')).toBeTruthy();
  }, 20_000);
});

describe('bulk actions and export', () => {
  /** The list, its bulk call answering `bulkReply`, with the rows of 'Üye 1' and 'Üye 2' selected. */
  async function selectFirstTwoRows(bulkReply: unknown) {
    const user = setupUser();
    const api = mockRefundApi(adminUser, { 'POST /api/refunds/bulk': { body: bulkReply } });
    await openList();
    await user.click(within(rowOf('Üye 1')).getByRole('checkbox'));
    await user.click(within(rowOf('Üye 2')).getByRole('checkbox'));
    return { user, api };
  }

  it('changes the status of two selected refunds in one bulk call', async () => {
    const { user, api } = await selectFirstTwoRows({ succeeded: [1, 2], failed: [] });
    await user.click(await screen.findByRole('button', { name: 'Durumu Değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seçili İadelerin Durumunu Güncelle' });
    expect(within(dialog).getByText('2 iade seçildi')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Yeni Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Onaylandı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('2 iadenin durumu güncellendi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/refunds/bulk')[0].body).toEqual({
      action: 'status',
      ids: [1, 2],
      status_id: 2,
      // Each change names the version the list showed, so a record changed since is refused.
      versions: { 1: 3, 2: 3 },
    });
  }, 20_000);

  it('marks selected refunds mailed and reports partial failures', async () => {
    const { user, api } = await selectFirstTwoRows({
      succeeded: [1],
      failed: [{ id: 2, message: 'Yetkiniz yok' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Seçilenleri mail gönderildi yap' }));
    expect(await screen.findByText('1 kayıt işlendi, 1 kayıt işlenemedi: Yetkiniz yok')).toBeTruthy();
    expect(api.callsTo('POST', '/api/refunds/bulk')[0].body).toEqual({
      action: 'mail',
      ids: [1, 2],
      mail_sent: true,
    });
  }, 20_000);

  it('deletes selected refunds after confirmation', async () => {
    const { user, api } = await selectFirstTwoRows({ succeeded: [1, 2], failed: [] });
    await user.click(await screen.findByRole('button', { name: 'Seçilenleri Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seçili İadeleri Sil' });
    expect(within(dialog).getByText(/2 iadeyi silmek istediğinize emin misiniz\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('2 iade silindi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/refunds/bulk')[0].body).toEqual({ action: 'delete', ids: [1, 2] });
  }, 20_000);

  it('exports the whole filtered list as CSV with the session token', async () => {
    const user = setupUser();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/export': {
        body: 'id;tutar',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="iadeler.csv"',
        },
      },
    });
    await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Sadece mükerrer kayıtlar' }));
    await user.click(screen.getByRole('button', { name: 'CSV Dışa Aktar' }));
    expect(await screen.findByText('CSV dosyası indirildi')).toBeTruthy();
    const call = api.callsTo('GET', '/api/refunds/export')[0];
    expect(JSON.parse(call.query.get('filter') ?? '')).toEqual({ duplicates_only: true });
    expect(JSON.parse(call.query.get('sort') ?? '')).toEqual(['created_at', 'DESC']);
    expect(call.headers.get('Authorization')).toBe(`Bearer ${window.localStorage.getItem('token')}`);
    expect(clicks).toEqual(['iadeler.csv']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0][0]).toBeInstanceOf(Blob);
  }, 20_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localIso, mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, casiUser, refundViewerUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds/7',
}));

const detail = refund({
  id: 7,
  amount: 1234.56,
  banveri: 'TR330006100519786457841326',
  status_id: 2,
  status_name: 'Onaylandı',
  color: '#16a34a',
  created_by_username: null,
  updated_by_username: 'mehmet',
  receipt_path: '/uploads/receipts/r7.png?exp=9&sig=s',
  deposit_receipt_path: null,
});

const logs = [
  {
    id: 21,
    refund_id: 7,
    action: 'update_refund',
    details: 'İade güncellendi',
    additional_data: JSON.stringify({
      amount: { old: 1000, new: 1234.56 },
      member_name: { old: 'Eski Üye', new: 'Üye 7' },
    }),
    username: 'mehmet',
    created_at: localIso(2024, 3, 8, 9, 45),
  },
  {
    id: 20,
    refund_id: 7,
    action: 'update_refund_status',
    details: 'Durum 2 olarak güncellendi',
    additional_data: JSON.stringify({ status_id: { old: 1, new: 2 } }),
    username: 'ayse',
    created_at: localIso(2024, 3, 6, 16, 20),
  },
];

const section = (name: string) => screen.getByRole('region', { name });

/** Which of the detail page's actions are shown: history, edit, status change and receipt upload. */
const shownActions = () => ({
  history: screen.queryByRole('button', { name: 'Geçmiş' }) !== null,
  edit: screen.queryByRole('link', { name: 'Düzenle' }) !== null,
  status: screen.queryByRole('button', { name: 'Durum Güncelle' }) !== null,
  upload: screen.queryByRole('region', { name: 'Dekont Yükle' }) !== null,
});

async function openDetail(user: object, routes = {}) {
  const api = mockRefundApi(user, {
    'GET /api/refunds/7': { body: detail },
    'GET /api/logs/refund/7': { body: logs },
    ...routes,
  });
  const view = renderApp('/refunds/7');
  await screen.findByRole('heading', { name: 'İade #7' });
  return { api, view };
}

describe('refund detail', () => {
  it('shows the header, the info section and the summary', async () => {
    await openDetail(adminUser);
    expect(screen.getByText('Moven Banka · 1.234,56 TL')).toBeTruthy();
    const badge = screen.getAllByTestId('status-badge')[0];
    expect(badge.textContent).toBe('Onaylandı');
    const info = section('İade Bilgileri');
    const value = (label: string) => within(info).getByText(label).nextElementSibling?.textContent;
    expect(value('Ödeme Yöntemi')).toBe('Moven Banka');
    expect(value('Tutar')).toBe('1.234,56 TL');
    expect(value('İade Yapılacak İsim')).toBe('Alıcı 7');
    expect(value('Üye Adı')).toBe('Üye 7');
    expect(value('USER ID')).toBe('U7');
    expect(value('Login ID')).toBe('login7');
    expect(value('Tarih - Saat')).toBe('05 Mart 2024 14:30');
    expect(value('Ticket - Chat ID')).toBe('T-7');
    expect(value('IBAN')).toBe('TR330006100519786457841326');
    expect(value('İade Sebebi')).toBe('Mükerrer Yatırım');
    const summary = section('Özet');
    const summaryValue = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(summaryValue('Oluşturan')).toBe('Admin');
    expect(summaryValue('Oluşturulma Tarihi')).toBe('05 Mart 2024 14:30');
    expect(summaryValue('Son Güncelleme')).toBe('06 Mart 2024 09:15 · mehmet tarafından');
  }, 20_000);

  it('gives admin the history, edit and status buttons and the upload box', async () => {
    await openDetail(adminUser);
    expect(shownActions()).toEqual({ history: true, edit: true, status: true, upload: true });
    expect(screen.getByRole('link', { name: 'Düzenle' }).getAttribute('href')).toBe('/refunds/edit/7');
  }, 20_000);

  it('gives a view-only user none of them, and no payment method', async () => {
    await openDetail(refundViewerUser);
    expect(shownActions()).toEqual({ history: false, edit: false, status: false, upload: false });
    expect(within(section('İade Bilgileri')).queryByText('Ödeme Yöntemi')).toBeNull();
    expect(screen.getByText('1.234,56 TL', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText(/Moven Banka/)).toBeNull();
  }, 20_000);

  it('gives casi edit, status and upload but not the history button', async () => {
    await openDetail(casiUser);
    expect(shownActions()).toEqual({ history: false, edit: true, status: true, upload: true });
  }, 20_000);

  it('lists the creation entry, then the changes newest first, old value in red → new value in green', async () => {
    await openDetail(adminUser);
    const timeline = section('İşlem Geçmişi');
    await within(timeline).findAllByTestId('log-entry');
    const items = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'İade oluşturuldu',
      'İade güncellendi',
      'Durum güncellendi',
    ]);
    expect(items[0].textContent).toContain('Admin tarafından · 05 Mart 2024 14:30');
    expect(items[1].textContent).toContain('mehmet tarafından · 08 Mart 2024 09:45');

    const change = (item: HTMLElement, field: string) => {
      const line = item.querySelector(`[data-field="${field}"]`) as HTMLElement;
      return {
        text: line.textContent,
        old: line.querySelector('[data-change="old"]') as HTMLElement,
        new: line.querySelector('[data-change="new"]') as HTMLElement,
      };
    };
    const amount = change(items[1], 'amount');
    expect(amount.text).toBe('Tutar:1.000,00 TL1.234,56 TL');
    expect(amount.old.textContent).toBe('1.000,00 TL');
    expect(amount.new.textContent).toBe('1.234,56 TL');
    expect(
      getComputedStyle(amount.old).textDecorationLine || getComputedStyle(amount.old).textDecoration,
    ).toContain('line-through');
    const red = getComputedStyle(amount.old).color;
    const green = getComputedStyle(amount.new).color;
    expect(red).not.toBe(green);
    expect(change(items[1], 'member_name').text).toBe('Üye Adı:Eski ÜyeÜye 7');
    const status = change(items[2], 'status_id');
    expect(status.text).toBe('Durum:BeklemedeOnaylandı');
    expect(getComputedStyle(status.old).color).toBe(red);
    expect(getComputedStyle(status.new).color).toBe(green);
  }, 20_000);

  it('shows the refund receipt with view and download links, an empty deposit panel and a failed image', async () => {
    await openDetail(adminUser);
    expect(within(section('Yatırım Dekontu')).getByText('Yatırım dekontu bulunmuyor')).toBeTruthy();
    const panel = section('İade Dekontu');
    expect(
      within(panel).getByRole('link', { name: 'İade Dekontu: Yeni sekmede görüntüle' }).getAttribute('href'),
    ).toBe('/uploads/receipts/r7.png?exp=9&sig=s');
    expect(within(panel).getByRole('link', { name: 'İade Dekontu: İndir' }).getAttribute('href')).toBe(
      '/uploads/receipts/r7.png?exp=9&sig=s&download=1',
    );
    fireEvent.error(within(panel).getByRole('img', { name: 'İade Dekontu' }));
    expect(await within(panel).findByText('Resim yüklenemedi')).toBeTruthy();
  }, 20_000);

  it('shows a PDF deposit receipt in a frame', async () => {
    await openDetail(adminUser, {
      'GET /api/refunds/7': {
        body: { ...detail, deposit_receipt_path: '/uploads/receipts/d7.pdf?exp=9&sig=s' },
      },
    });
    const panel = section('Yatırım Dekontu');
    expect(within(panel).getByTitle('Yatırım Dekontu').getAttribute('src')).toBe(
      '/uploads/receipts/d7.pdf?exp=9&sig=s',
    );
    expect(within(panel).getByRole('link', { name: 'Yatırım Dekontu: İndir' }).getAttribute('href')).toBe(
      '/uploads/receipts/d7.pdf?exp=9&sig=s&download=1',
    );
  }, 20_000);

  it('uploads a receipt alone and shows the new one', async () => {
    const user = setupUser();
    const { api } = await openDetail(adminUser, {
      'PUT /api/refunds/7': {
        body: {
          ...detail,
          deposit_receipt_path: null,
          receipt_path: '/uploads/receipts/new.png?exp=9&sig=t',
        },
      },
    });
    const box = section('Dekont Yükle');
    await user.upload(
      within(box).getByLabelText('Dekont dosyası'),
      new File(['x'], 'yeni.png', { type: 'image/png' }),
    );
    expect(within(box).getByText('yeni.png')).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Dekont başarıyla yüklendi')).toBeTruthy();
    const body = api.callsTo('PUT', '/api/refunds/7')[0].body as FormData;
    expect([...body.keys()]).toEqual(['receipt_image', 'version']);
    expect(body.get('version')).toBe('3');
    await waitFor(() =>
      expect(
        within(section('İade Dekontu')).getByRole('img', { name: 'İade Dekontu' }).getAttribute('src'),
      ).toBe('/uploads/receipts/new.png?exp=9&sig=t'),
    );
    expect(within(box).queryByText('yeni.png')).toBeNull();
  }, 20_000);

  it('reports a failed upload with the server message', async () => {
    const user = setupUser();
    await openDetail(adminUser, {
      'PUT /api/refunds/7': { status: 415, body: { message: 'Desteklenmeyen dosya formatı.' } },
    });
    const box = section('Dekont Yükle');
    await user.upload(
      within(box).getByLabelText('Dekont dosyası'),
      new File(['x'], 'yeni.png', { type: 'image/png' }),
    );
    await user.click(within(box).getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Dekont yüklenirken hata: Desteklenmeyen dosya formatı.')).toBeTruthy();
  }, 20_000);

  it('changes the status from the header and updates the badge', async () => {
    const user = setupUser();
    const { api } = await openDetail(adminUser, {
      'PUT /api/refunds/7/status': {
        body: { id: 7, status_id: 3, status_name: 'Reddedildi', color: null, message: 'ok' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Durum Güncelle' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Yeni Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Reddedildi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Durum başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/refunds/7/status')[0].body).toEqual({ status_id: 3, version: 3 });
    await waitFor(() => expect(screen.getAllByTestId('status-badge')[0].textContent).toBe('Reddedildi'));
  }, 20_000);

  it('opens the history dialog', async () => {
    const user = setupUser();
    await openDetail(adminUser);
    await user.click(screen.getByRole('button', { name: 'Geçmiş' }));
    const dialog = await screen.findByRole('dialog', { name: /Değişiklik Geçmişi/ });
    expect(within(dialog).getAllByTestId('log-entry')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it("says 'İade bulunamadı' with a way back for a missing refund", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRefundApi(adminUser, { 'GET /api/refunds/7': { status: 404, body: { message: 'İade bulunamadı' } } });
    renderApp('/refunds/7');
    expect(await screen.findByRole('heading', { name: 'İade bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Listeye Dön' }).getAttribute('href')).toBe('/refunds');
  }, 20_000);

  it('reports any other load failure and returns to /refunds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRefundApi(adminUser, { 'GET /api/refunds/7': { status: 500, body: { message: 'Sunucu hatası' } } });
    const view = renderApp('/refunds/7');
    expect(await screen.findByText('İade detayları yüklenirken hata: Sunucu hatası')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/refunds'));
  }, 20_000);
});

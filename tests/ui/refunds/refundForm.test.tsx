import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp } from '../support/renderApp';
import { adminUser, refundViewerUser } from '../support/users';
import { chooseOption } from './chooseOption';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds/create',
}));

const setupUser = (options: { applyAccept?: boolean } = {}) =>
  userEvent.setup({ pointerEventsCheck: 0, ...options });

const png = (name = 'dekont.png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const toast = (text: string) =>
  screen.findByText(text, { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' });

async function openCreate() {
  const view = renderApp('/refunds/create');
  await screen.findByRole('heading', { name: 'Yeni İade Oluştur' });
  // The selects can only be used once the reference lists are there.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Durum/ }).textContent).toBe('Beklemede'));
  return view;
}

describe('refund create', () => {
  it('lets the amount field take a Turkish amount: digits, thousands dots and a decimal comma', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    await openCreate();
    const amount = screen.getByRole('textbox', { name: /^Tutar/ }) as HTMLInputElement;
    await user.type(amount, '48.96a-5,4e5');
    expect(amount.value).toBe('48.965,45');
    await user.type(amount, '{Backspace}{Backspace}{Backspace}');
    expect(amount.value).toBe('48.965');
  }, 20_000);

  it('refuses an amount above what the server stores, naming the maximum', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    await openCreate();
    const amount = screen.getByRole('textbox', { name: /^Tutar/ });
    await user.type(amount, '99999999999999999999,99');
    await user.click(screen.getByRole('button', { name: 'İade Oluştur' }));
    expect(await screen.findByText('Tutar en fazla 9.999.999.999.999,99 TL olabilir')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '9.999.999.999.999,99');
    await waitFor(() => expect(screen.queryByText(/^Tutar en fazla/)).toBeNull());
  }, 20_000);

  it('refuses unsupported and oversized receipts and accepts a picked, dropped or pasted one', async () => {
    const user = setupUser({ applyAccept: false });
    mockRefundApi(adminUser);
    await openCreate();
    const picker = screen.getByLabelText('Dekont dosyası') as HTMLInputElement;
    expect(picker.getAttribute('accept')).toContain('application/pdf');

    await user.upload(picker, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await toast('Desteklenmeyen dosya formatı. Lütfen PNG, JPG, GIF veya PDF yükleyin.')).toBeTruthy();
    expect(screen.queryByTestId('receipt-preview')).toBeNull();

    await user.upload(picker, png('big.png', 5_242_881));
    expect(await toast("Dosya boyutu 5MB'ı aşamaz.")).toBeTruthy();
    expect(screen.queryByTestId('receipt-preview')).toBeNull();

    await user.upload(picker, png('dekont.png'));
    expect(await toast('Dekont yüklendi: dekont.png')).toBeTruthy();
    const preview = screen.getByTestId('receipt-preview');
    expect(within(preview).getByText('dekont.png')).toBeTruthy();
    await user.click(within(preview).getByRole('button', { name: 'Dekontu kaldır' }));
    expect(screen.queryByTestId('receipt-preview')).toBeNull();

    const dropzone = screen.getByRole('button', { name: 'Dekont Yükle' });
    fireEvent.drop(dropzone, {
      dataTransfer: { files: [new File(['%PDF'], 'dekont.pdf', { type: 'application/pdf' })] },
    });
    expect(within(screen.getByTestId('receipt-preview')).getByText('dekont.pdf')).toBeTruthy();

    fireEvent.paste(document.body, { clipboardData: { files: [png('pano.png')], items: [] } });
    expect(within(screen.getByTestId('receipt-preview')).getByText('pano.png')).toBeTruthy();
  }, 20_000);

  it("says 'Lütfen tüm zorunlu alanları doldurun' and sends nothing when required fields are empty", async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser);
    await openCreate();
    await user.click(screen.getByRole('button', { name: 'İade Oluştur' }));
    expect(await toast('Lütfen tüm zorunlu alanları doldurun')).toBeTruthy();
    expect(screen.getAllByText('Lütfen tüm zorunlu alanları doldurun').length).toBeGreaterThan(5);
    expect(api.callsTo('POST', '/api/refunds')).toHaveLength(0);
  }, 20_000);

  it('sends every field and the receipt as multipart, then returns to the list', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'POST /api/refunds': { status: 201, body: refund({ id: 77 }) },
    });
    const view = await openCreate();
    expect(screen.getByRole('textbox', { name: 'IBAN' }).getAttribute('placeholder')).toBe(
      'TR00 0000 0000 0000 0000 0000 00',
    );
    await chooseOption(user, /^Ödeme Yöntemi/, 'London Banka');
    await chooseOption(user, /^İade Sebebi/, 'Hatalı Yatırım');
    await user.type(screen.getByRole('textbox', { name: /^USER ID/ }), 'U-900');
    await user.type(screen.getByRole('textbox', { name: /^Login ID/ }), 'login900');
    await user.type(screen.getByRole('textbox', { name: /^Üye Adı/ }), 'Ali Veli');
    await user.type(screen.getByRole('textbox', { name: /^İade Yapılacak İsim/ }), 'Ayşe Veli');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'TR330006100519786457841326');
    await user.type(screen.getByRole('textbox', { name: /^Tutar/ }), '1500');
    await user.type(screen.getByRole('textbox', { name: /^Ticket - Chat ID/ }), 'TCK-1');
    await user.type(screen.getByRole('textbox', { name: /^E-posta/ }), 'ali@example.com');
    fireEvent.paste(document.body, { clipboardData: { files: [png('pano.png')], items: [] } });
    await user.click(screen.getByRole('button', { name: 'İade Oluştur' }));

    expect(await toast('İade başarıyla oluşturuldu')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/refunds'));
    const body = api.callsTo('POST', '/api/refunds')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'receipt_image'))).toEqual({
      method: '5',
      reason_id: '2',
      user_id: 'U-900',
      login_id: 'login900',
      member_name: 'Ali Veli',
      refund_name: 'Ayşe Veli',
      banveri: 'TR330006100519786457841326',
      amount: '1500',
      status: '1',
      ticket_id: 'TCK-1',
      email: 'ali@example.com',
    });
    expect((body.get('receipt_image') as File).name).toBe('pano.png');
  }, 30_000);

  it("shows the server's message when creating fails", async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'POST /api/refunds': { status: 400, body: { message: 'IBAN geçersiz' } },
    });
    const view = await openCreate();
    await chooseOption(user, /^Ödeme Yöntemi/, 'Moven Banka');
    await chooseOption(user, /^İade Sebebi/, 'Mükerrer Yatırım');
    for (const [label, value] of [
      [/^USER ID/, 'U1'],
      [/^Login ID/, 'l1'],
      [/^Üye Adı/, 'Ali'],
      [/^İade Yapılacak İsim/, 'Veli'],
      [/^Ticket - Chat ID/, 'T1'],
      [/^E-posta/, 'a@example.com'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
    await user.type(screen.getByRole('textbox', { name: /^Tutar/ }), '10');
    await user.click(screen.getByRole('button', { name: 'İade Oluştur' }));
    expect(await toast('İade oluşturulurken hata: IBAN geçersiz')).toBeTruthy();
    expect(view.location()).toBe('/refunds/create');
  }, 30_000);

  it('says the asked status went for approval when the server created the refund in another one', async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'POST /api/refunds': {
        status: 201,
        body: {
          ...refund({ id: 78 }),
          approval: { id: 5, to_status_id: 4, to_status_name: 'Tamamlandı', message: 'onaya gönderildi' },
        },
      },
    });
    const view = await openCreate();
    await chooseOption(user, /^Ödeme Yöntemi/, 'Moven Banka');
    await chooseOption(user, /^İade Sebebi/, 'Mükerrer Yatırım');
    for (const [label, value] of [
      [/^USER ID/, 'U1'],
      [/^Login ID/, 'l1'],
      [/^Üye Adı/, 'Ali'],
      [/^İade Yapılacak İsim/, 'Veli'],
      [/^Ticket - Chat ID/, 'T1'],
      [/^E-posta/, 'a@example.com'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
    await user.type(screen.getByRole('textbox', { name: /^Tutar/ }), '500000');
    await user.click(screen.getByRole('button', { name: 'İade Oluştur' }));
    expect(
      await toast('Durum değişikliği onaya gönderildi: Tamamlandı. İkinci bir yetkilinin onayı bekleniyor.'),
    ).toBeTruthy();
    expect(screen.queryByText('İade başarıyla oluşturuldu')).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/refunds'));
  }, 30_000);

  it('is closed to a user without create_refund', async () => {
    mockRefundApi(refundViewerUser);
    const view = renderApp('/refunds/create');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  }, 20_000);
});

describe('refund edit', () => {
  const existing = refund({
    id: 5,
    banveri: 'TR330006100519786457841326',
    receipt_path: '/uploads/receipts/r5.png?exp=9&sig=s',
    amount: 250.5,
  });

  it('shows the refund, its current receipt and the replacement note, and saves as multipart', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: existing },
      'PUT /api/refunds/5': { body: { ...existing, member_name: 'Yeni İsim' } },
      'GET /api/logs/refund/5': { body: [] },
    });
    const view = renderApp('/refunds/edit/5');
    const memberName = (await screen.findByRole('textbox', { name: /^Üye Adı/ })) as HTMLInputElement;
    await waitFor(() => expect(memberName.value).toBe('Üye 5'));
    // Shown as the list shows it, not '250.5'.
    expect((screen.getByRole('textbox', { name: /^Tutar/ }) as HTMLInputElement).value).toBe('250,50');
    expect(screen.getByRole('img', { name: 'Mevcut Dekont' }).getAttribute('src')).toBe(
      '/uploads/receipts/r5.png?exp=9&sig=s',
    );
    expect(screen.getByText('Yeni bir dekont yüklerseniz mevcut dekontun yerini alır.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'İptal' })).toBeTruthy();

    await user.clear(memberName);
    await user.type(memberName, 'Yeni İsim');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await toast('İade başarıyla güncellendi')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/refunds/5'));
    const body = api.callsTo('PUT', '/api/refunds/5')[0].body as FormData;
    expect(body.get('member_name')).toBe('Yeni İsim');
    expect(body.get('amount')).toBe('250.50');
    expect(body.get('method')).toBe('4');
    expect(body.get('status')).toBe('1');
    // The version the edit started from: the server refuses the save if someone saved in between.
    expect(body.get('version')).toBe('3');
    expect(body.has('receipt_image')).toBe(false);
  }, 30_000);

  it('offers to reload when someone else saved in between (409), then saves on the new version', async () => {
    const user = setupUser();
    const theirs = { ...existing, member_name: 'Başkasının Adı', version: 4 };
    let current = existing;
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/5': () => ({ body: current }),
      'PUT /api/refunds/5': ({ body }) => {
        if ((body as FormData).get('version') === '3') {
          current = theirs;
          return {
            status: 409,
            body: { message: 'Bu iade siz düzenlerken başka biri tarafından değiştirildi' },
          };
        }
        return { body: { ...theirs, amount: 99, version: 5 } };
      },
      'GET /api/logs/refund/5': { body: [] },
    });
    const view = renderApp('/refunds/edit/5');
    const memberName = (await screen.findByRole('textbox', { name: /^Üye Adı/ })) as HTMLInputElement;
    await waitFor(() => expect(memberName.value).toBe('Üye 5'));
    await user.clear(memberName);
    await user.type(memberName, 'Benim Adım');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    const reload = await screen.findByRole('button', { name: 'Yeniden Yükle' });
    const notice = reload.closest('[role="alert"]') as HTMLElement;
    expect(notice.textContent).toContain('Bu iade siz düzenlerken başka biri tarafından değiştirildi');
    expect(view.location()).toBe('/refunds/edit/5');
    const gets = api.callsTo('GET', '/api/refunds/5').length;
    await user.click(reload);
    await waitFor(() => expect(api.callsTo('GET', '/api/refunds/5').length).toBeGreaterThan(gets));
    await waitFor(() => expect(memberName.value).toBe('Başkasının Adı'));
    expect(screen.queryByRole('button', { name: 'Yeniden Yükle' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(view.location()).toBe('/refunds/5'));
    const puts = api.callsTo('PUT', '/api/refunds/5');
    expect(puts).toHaveLength(2);
    expect((puts[1].body as FormData).get('version')).toBe('4');
  }, 30_000);

  it('reports a failed save with the server message', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: existing },
      'PUT /api/refunds/5': { status: 400, body: { message: 'Tutar geçersiz' } },
    });
    renderApp('/refunds/edit/5');
    const memberName = (await screen.findByRole('textbox', { name: /^Üye Adı/ })) as HTMLInputElement;
    await waitFor(() => expect(memberName.value).toBe('Üye 5'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await toast('İade güncellenirken hata: Tutar geçersiz')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/refunds/5')).toHaveLength(1);
  }, 30_000);

  it('reports a load failure and returns to /refunds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRefundApi(adminUser, {
      'GET /api/refunds/5': { status: 500, body: { message: 'Veritabanı hatası' } },
    });
    const view = renderApp('/refunds/edit/5');
    expect(await toast('Veri yüklenirken hata: Veritabanı hatası')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/refunds'));
  }, 20_000);
});

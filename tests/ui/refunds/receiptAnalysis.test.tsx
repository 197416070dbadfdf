import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply, RouteHandler } from '../support/mockFetch';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds/create',
}));

const ANALYSE = 'POST /api/receipt-analysis/analyze-dekont';
const NOT_FOUND = 'Bulunamadı';

const png = (name = 'dekont.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const toast = (text: string, timeout?: number) =>
  screen.findByText(
    text,
    { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' },
    { timeout },
  );
const queryToast = (text: string) =>
  screen.queryByText(text, { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' });

const analysis = (data: Record<string, string>, success = true): MockReply => ({
  body: {
    success,
    data: {
      gonderici_ismi: NOT_FOUND,
      alici_ismi: NOT_FOUND,
      alici_hesap: NOT_FOUND,
      tutar: NOT_FOUND,
      islem_tarihi: NOT_FOUND,
      islem_saati: NOT_FOUND,
      ...data,
    },
  },
});

const fullAnalysis = (tutar: string) =>
  analysis({
    gonderici_ismi: 'AYŞE YILMAZ',
    alici_ismi: 'ÖDEME KURULUŞU A.Ş.',
    alici_hesap: 'TR33 0006 1005 1978 6457 8413 26',
    tutar,
    islem_tarihi: '05.03.2024',
    islem_saati: '14:30',
  });

const field = (name: RegExp, role: 'textbox' = 'textbox') =>
  screen.getByRole(role, { name }) as HTMLInputElement;
const refundName = () => field(/^İade Yapılacak İsim/);
const iban = () => field(/^IBAN/);
const amount = () => field(/^Tutar/);
const analyseButton = () => screen.getByRole('button', { name: /Dekontu Analiz Et|Dekont analiz ediliyor/ });

async function openCreate(routes: Record<string, RouteHandler>) {
  const user = setupUser();
  const api = mockRefundApi(adminUser, routes);
  renderApp('/refunds/create');
  await screen.findByRole('heading', { name: 'Yeni İade Oluştur' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Durum/ }).textContent).toBe('Beklemede'));
  return { user, api };
}

async function attachReceipt(user: ReturnType<typeof setupUser>, file = png()) {
  await user.upload(screen.getByLabelText('Dekont dosyası'), file);
  expect(await toast(`Dekont yüklendi: ${file.name}`)).toBeTruthy();
}

/** What the user typed before analysing; a failed analysis must leave exactly this. */
async function typeOwnValues(user: ReturnType<typeof setupUser>) {
  await user.type(refundName(), 'Elle Yazılan');
  await user.type(iban(), 'TR000000');
  await user.type(amount(), '42');
}

const expectOwnValues = () => {
  expect(refundName().value).toBe('Elle Yazılan');
  expect(iban().value).toBe('TR000000');
  expect(amount().value).toBe('42');
};

describe('receipt analysis on the refund form', () => {
  it('asks for a receipt first and calls nothing when there is none', async () => {
    const { user, api } = await openCreate({ [ANALYSE]: fullAnalysis('10,00') });
    await user.click(analyseButton());
    expect(await toast('Önce bir dekont yükleyin')).toBeTruthy();
    expect(api.callsTo('POST', '/api/receipt-analysis/analyze-dekont')).toHaveLength(0);
  }, 20_000);

  it('sends the receipt as `dekont`, shows the progress toast and a busy button while it runs, then fills the form', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { user, api } = await openCreate({
      [ANALYSE]: () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    await attachReceipt(user);
    await user.click(analyseButton());

    expect(await toast('Dekont analiz ediliyor, lütfen bekleyin...')).toBeTruthy();
    const busy = analyseButton();
    expect(busy.textContent).toBe('Dekont analiz ediliyor...');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.querySelector('.MuiCircularProgress-root')).toBeTruthy();
    const sent = api.callsTo('POST', '/api/receipt-analysis/analyze-dekont')[0].body as FormData;
    expect((sent.get('dekont') as File).name).toBe('dekont.png');

    answer(fullAnalysis('1.234,56'));
    await waitFor(() => expect(refundName().value).toBe('AYŞE YILMAZ'));
    expect(iban().value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(amount().value).toBe('1.234,56');
    expect((analyseButton() as HTMLButtonElement).disabled).toBe(false);

    // The progress toast closes as the form is filled; the result shows at once, not after it.
    expect(await toast('Dekont başarıyla okundu ve form alanları dolduruldu!', 1000)).toBeTruthy();
    expect(queryToast('Dekont analiz ediliyor, lütfen bekleyin...')).toBeNull();
  }, 30_000);

  it.each([
    ['250,00 TL', '250,00'],
    ['₺1.000', '1.000,00'],
    ['TRY 12.500,5', '12.500,50'],
  ])(
    'reads the amount %s as %s',
    async (tutar, expected) => {
      const { user } = await openCreate({ [ANALYSE]: fullAnalysis(tutar) });
      await attachReceipt(user);
      await user.click(analyseButton());
      await waitFor(() => expect(amount().value).toBe(expected));
      expect(await toast('Dekont başarıyla okundu ve form alanları dolduruldu!')).toBeTruthy();
    },
    20_000,
  );

  it("never writes 'Bulunamadı' into the form, and names the refund only when the recipient was found", async () => {
    const { user } = await openCreate({
      [ANALYSE]: analysis({ gonderici_ismi: 'AYŞE YILMAZ', tutar: '75,25' }),
    });
    await typeOwnValues(user);
    await attachReceipt(user);
    await user.click(analyseButton());
    await waitFor(() => expect(amount().value).toBe('75,25'));
    expect(refundName().value).toBe('Elle Yazılan');
    expect(iban().value).toBe('TR000000');
    expect(await toast('Dekont başarıyla okundu ve form alanları dolduruldu!')).toBeTruthy();
  }, 20_000);

  it.each([
    ['nothing was found', analysis({})],
    ['the service says it failed', { body: { success: false, data: null } }],
    ['only fields the form does not take were found', analysis({ islem_tarihi: '05.03.2024' })],
  ])(
    'warns and leaves the form as it was when %s',
    async (_case, reply) => {
      const { user } = await openCreate({ [ANALYSE]: reply });
      await typeOwnValues(user);
      await attachReceipt(user);
      await user.click(analyseButton());
      expect(await toast('Dekont okunamadı veya bilgiler algılanamadı')).toBeTruthy();
      expectOwnValues();
    },
    20_000,
  );

  it.each([
    [415, 'Desteklenmeyen dosya türü'],
    [422, 'Dekont okunamadı: dosya bozuk'],
    [504, 'Analiz servisi zaman aşımına uğradı'],
  ])(
    "reports a %i with the server's message and leaves the form as it was",
    async (status, message) => {
      const { user } = await openCreate({ [ANALYSE]: { status, body: { message } } });
      await typeOwnValues(user);
      await attachReceipt(user);
      await user.click(analyseButton());
      expect(await toast(`Dekont okuma hatası: ${message}`)).toBeTruthy();
      expectOwnValues();
      expect((analyseButton() as HTMLButtonElement).disabled).toBe(false);
    },
    20_000,
  );

  it('reports a network failure the same way', async () => {
    const { user } = await openCreate({
      [ANALYSE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await attachReceipt(user);
    await user.click(analyseButton());
    expect(await toast('Dekont okuma hatası: Failed to fetch')).toBeTruthy();
  }, 20_000);

  it('is on the edit form too and fills it from a new receipt', async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: refund({ id: 5, amount: 10, refund_name: 'Eski İsim' }) },
      'GET /api/logs/refund/5': { body: [] },
      [ANALYSE]: fullAnalysis('99,90'),
    });
    renderApp('/refunds/edit/5');
    await screen.findByRole('heading', { name: 'İadeyi Düzenle' });
    await waitFor(() => expect(refundName().value).toBe('Eski İsim'));
    await attachReceipt(user);
    await user.click(analyseButton());
    await waitFor(() => expect(amount().value).toBe('99,90'));
    expect(refundName().value).toBe('AYŞE YILMAZ');
  }, 20_000);
});

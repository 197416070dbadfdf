import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureReceiptCorpus, samplePath, type CorpusSample } from '../receiptCorpus/receiptCorpus.js';
import { FakeHelpdesk, helpdeskEnv } from '../server/fakeHelpdesk.js';
import { SCREENSHOT_DIR, apiCall, refundByMember } from './harness.js';
import { chooseOption, setUpAdminBrowser } from './uiSteps.js';

const TICKET_ID = 'CHAT-E2E-DEKONT';
const MEMBER_NAME = 'Dekont Testi Üye';
const MAPPED_STATUS = 'Onaylandı';
const CANNED_RESPONSE = { ID: 'cr-approved', name: 'İade onaylandı' };

let helpdesk: FakeHelpdesk;
let receipt: CorpusSample;

const app = setUpAdminBrowser({
  environment: async () => {
    // The corpus generator takes the Chromium lock itself: generate it before a locked run.
    const corpus = await ensureReceiptCorpus();
    // A fixed sample: the first PNG of the corpus, not one picked for reading well.
    receipt = corpus.samples[0];
    helpdesk = await FakeHelpdesk.start();
    return helpdeskEnv(helpdesk, 5000);
  },
  cleanUp: async () => {
    await helpdesk?.close();
  },
});

const toast = (text: string | RegExp, timeout?: number) =>
  app.page.locator('.MuiSnackbarContent-message').filter({ hasText: text }).first().waitFor({ timeout });

/** The corpus writes amounts the Turkish way ('3.150,00'). */
const amountOf = (turkish: string) => Number(turkish.replace(/\./g, '').replace(',', '.'));
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

describe('receipt reader and help desk in a real browser', () => {
  it('maps the approved status to a canned response and shows it on the e-mail tab', async () => {
    const statuses = await apiCall<Array<{ id: number; name: string }>>(app.server, 'GET', '/api/statuses', {
      token: app.apiToken,
    });
    const approved = statuses.body.find((status) => status.name === MAPPED_STATUS);
    expect(approved).toBeTruthy();
    const created = await apiCall(app.server, 'POST', '/api/status-canned-responses', {
      token: app.apiToken,
      body: {
        status_id: approved?.id,
        canned_response_id: CANNED_RESPONSE.ID,
        canned_response_name: CANNED_RESPONSE.name,
        is_active: true,
      },
    });
    expect(created.status).toBe(201);

    await app.page.goto(`${app.server.baseUrl}/admin`);
    await app.page.getByRole('tab', { name: 'E-posta Yönetimi' }).click();
    const row = app.page.getByTestId('mapping-row').filter({ hasText: MAPPED_STATUS });
    // The fake help desk lists the response with the shortcut 'onay': the table shows it.
    await row.getByText('onay', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('Aktif');
    expect(await row.textContent()).toContain('admin');
    await app.page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
    await toast('HelpDesk API bağlantısı başarılı!');
    await app.page.waitForTimeout(300); // the toast's opening transition, for the picture only
    await app.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'email-management.png') });

    // The modal lists the help desk's canned responses.
    await app.page.getByRole('button', { name: 'Yeni Eşleştirme' }).click();
    const modal = app.page.getByRole('dialog', { name: 'Yeni Eşleştirme Ekle' });
    await modal.getByRole('combobox', { name: /^Hazır Yanıt/ }).click();
    await app.page.getByRole('option', { name: 'İade onaylandı (onay)' }).waitFor();
    await app.page.getByRole('option', { name: 'İade reddedildi' }).waitFor();
    await app.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'email-mapping-modal.png') });
    await app.page.keyboard.press('Escape');
    await modal.getByRole('button', { name: 'İptal' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('fills the create form from an uploaded receipt PNG and saves the refund', async () => {
    await app.page.goto(`${app.server.baseUrl}/refunds/create`);
    await app.page.getByRole('heading', { name: 'Yeni İade Oluştur' }).waitFor();
    const fileName = path.basename(samplePath(receipt, 'png'));
    await app.page.getByLabel('Dekont dosyası').setInputFiles(samplePath(receipt, 'png'));
    await toast(`Dekont yüklendi: ${fileName}`);
    await app.page.getByRole('button', { name: 'Dekontu Analiz Et' }).click();
    await toast('Dekont analiz ediliyor, lütfen bekleyin...');

    const refundName = app.page.getByRole('textbox', { name: /^İade Yapılacak İsim/ });
    const iban = app.page.getByRole('textbox', { name: 'IBAN' });
    const amount = app.page.getByRole('textbox', { name: /^Tutar/ });
    await expect.poll(() => refundName.inputValue(), { timeout: 30_000 }).not.toBe('');
    expect(await refundName.inputValue()).toBe(receipt.expected.gonderici_ismi);
    expect(withoutSpaces(await iban.inputValue())).toBe(receipt.expected.alici_hesap);
    expect(amountOf(await amount.inputValue())).toBe(amountOf(receipt.expected.tutar));
    await app.page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'receipt-analysis-filled.png'),
      fullPage: true,
    });
    await toast('Dekont başarıyla okundu ve form alanları dolduruldu!', 10_000);

    await chooseOption(app.page.getByRole('combobox', { name: /^Ödeme Yöntemi/ }), 'Moven B');
    await chooseOption(app.page.getByRole('combobox', { name: /^İade Sebebi/ }), 'Mükerrer ödeme');
    await app.page.getByRole('textbox', { name: /^USER ID/ }).fill('E2E-DEKONT');
    await app.page.getByRole('textbox', { name: /^Login ID/ }).fill('e2e.dekont');
    await app.page.getByRole('textbox', { name: /^Üye Adı/ }).fill(MEMBER_NAME);
    await app.page.getByRole('textbox', { name: /^Ticket - Chat ID/ }).fill(TICKET_ID);
    await app.page.getByRole('textbox', { name: /^E-posta/ }).fill('dekont@example.test');
    await app.page.getByRole('button', { name: 'İade Oluştur' }).click();
    await toast('İade başarıyla oluşturuldu', 10_000);
    await app.page.waitForURL(/\/refunds$/);

    const created = await refundByMember(app.server, app.apiToken, MEMBER_NAME);
    expect(created).toMatchObject({
      refund_name: receipt.expected.gonderici_ismi,
      amount: amountOf(receipt.expected.tutar),
      ticket_id: TICKET_ID,
    });
    expect(created.mail_sent ?? 0).toBe(0);
    expect(withoutSpaces(String(created.banveri))).toBe(receipt.expected.alici_hesap);
    expect(created.receipt_path).toMatch(/^\/uploads\/receipts\/\w+\.png\?/);
  });

  it('sends the mapped canned response to the ticket when the status changes, and sets the mail flag', async () => {
    expect(helpdesk.replies).toEqual([]);
    const row = app.page.getByRole('row').filter({ hasText: MEMBER_NAME }).first();
    await row.hover();
    const mailToggle = row.getByRole('button', { name: /^Mail gönder/ });
    expect(await mailToggle.getAttribute('aria-pressed')).toBe('false');
    await row.getByRole('button', { name: 'Durumu Güncelle' }).click();
    const dialog = app.page.getByRole('dialog', { name: /Durum Güncelle/ });
    await chooseOption(dialog.getByRole('combobox', { name: 'Yeni Durum' }), MAPPED_STATUS);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast(`Durum başarıyla güncellendi ve hazır yanıt gönderildi: ${CANNED_RESPONSE.name}`, 15_000);
    await app.page.waitForTimeout(300); // the toast's opening transition, for the picture only

    await expect.poll(() => mailToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await row.textContent()).toContain(MAPPED_STATUS);
    const refund = await refundByMember(app.server, app.apiToken, MEMBER_NAME);
    expect(refund).toMatchObject({ status_name: MAPPED_STATUS, mail_sent: 1 });
    expect(helpdesk.replies).toHaveLength(1);
    expect(helpdesk.replies[0]).toMatchObject({
      ticketId: TICKET_ID,
      text: 'Merhaba, iade talebiniz onaylanmıştır.',
    });
    await app.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'status-mail-sent.png') });
    expect(app.problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { textPdf } from '../server/fixtures/textPdf.js';
import { apiCall, refundByMember } from './harness.js';
import { chooseOption, screenshotAt, setUpAdminBrowser, type Theme } from './uiSteps.js';

/** One bank receipt, attached to two refunds. */
const RECEIPT = textPdf([
  'GONDEREN: AHMET YILMAZ',
  'ALICI ADI SOYADI: MEHMET KAYA',
  'ALICI IBAN: TR33 0006 1005 1978 6457 8413 26',
  'ISLEM TUTARI: 1.250,75 TL',
  'ISLEM TARIHI: 05.03.2026 14:32',
]);
const receiptFile = { name: 'dekont.pdf', mimeType: 'application/pdf', buffer: RECEIPT };

let firstId = 0;

const app = setUpAdminBrowser({
  async seed(session) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      method: '4',
      reason_id: '1',
      user_id: 'REUSE-U1',
      login_id: 'reuse.first',
      member_name: 'İlk Dekont Sahibi',
      refund_name: 'Mehmet Kaya',
      amount: '1250.75',
      status: '1',
      ticket_id: 'CHAT-REUSE-1',
      email: 'ilk@example.test',
    })) {
      form.append(key, value);
    }
    form.append('receipt_image', new Blob([new Uint8Array(RECEIPT)], { type: 'application/pdf' }), 'ilk.pdf');
    const created = await fetch(`${session.server.baseUrl}/api/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.apiToken}` },
      body: form,
    });
    expect(created.status).toBe(201);
    firstId = ((await created.json()) as { id: number }).id;
  },
});

async function openCreate(size: { width: number; height: number }, theme: Theme) {
  await app.page.setViewportSize(size);
  await app.page.evaluate((name) => localStorage.setItem('RaStore.theme', JSON.stringify(name)), theme);
  await app.page.goto(`${app.server.baseUrl}/refunds/create`);
  await app.page.getByRole('heading', { name: 'Yeni İade Oluştur' }).waitFor();
  await app.page.getByLabel('Dekont dosyası').waitFor({ state: 'attached' });
}

describe('a receipt already used by another refund', () => {
  it('is flagged before saving, links to the other refund, and the save anyway is logged', async () => {
    const laptop = { width: 1366, height: 768 };
    await openCreate(laptop, 'light');
    await chooseOption(app.page.getByRole('combobox', { name: /^Ödeme Yöntemi/ }), 'Moven B');
    await chooseOption(app.page.getByRole('combobox', { name: /^İade Sebebi/ }), 'Mükerrer ödeme');
    await app.page.getByRole('textbox', { name: /^USER ID/ }).fill('REUSE-U2');
    await app.page.getByRole('textbox', { name: /^Login ID/ }).fill('reuse.second');
    await app.page.getByRole('textbox', { name: /^Üye Adı/ }).fill('İkinci Dekont Sahibi');
    await app.page.getByRole('textbox', { name: /^İade Yapılacak İsim/ }).fill('Mehmet Kaya');
    await app.page.getByRole('textbox', { name: /^Tutar/ }).fill('1.250,75');
    await app.page.getByRole('textbox', { name: /^Ticket - Chat ID/ }).fill('CHAT-REUSE-2');
    await app.page.getByRole('textbox', { name: /^E-posta/ }).fill('ikinci@example.test');
    await app.page.getByLabel('Dekont dosyası').setInputFiles(receiptFile);

    const warning = app.page.getByTestId('receipt-reuse-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`Bu dekont #${firstId} numaralı iadede de kullanılmış`);
    const link = warning.getByRole('link', { name: `İade #${firstId} (Aynı dosya)` });
    expect(await link.getAttribute('href')).toBe(`/refunds/${firstId}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await warning.scrollIntoViewIfNeeded();
    await screenshotAt(app.page, 'receipt-reuse-form', laptop, 'light');

    // The link opens the other refund beside the form, which keeps what was typed.
    const [other] = await Promise.all([app.page.context().waitForEvent('page'), link.click()]);
    await other.getByRole('heading', { name: `İade #${firstId}` }).waitFor();
    await other.close();

    await app.page.getByRole('button', { name: 'İade Oluştur' }).click();
    await app.page.getByText('İade başarıyla oluşturuldu').first().waitFor();
    const second = await refundByMember(app.server, app.apiToken, 'İkinci Dekont Sahibi');
    expect(second).toBeTruthy();

    const expected = `Bu dekont #${firstId} numaralı iadede de kullanılmış; yine de kaydedildi`;
    const history = await apiCall<Array<{ action: string; details: string }>>(
      app.server,
      'GET',
      `/api/logs/refund/${second.id}`,
      { token: app.apiToken },
    );
    expect(history.body.find((line) => line.action === 'receipt_reused')?.details).toBe(expected);
    const logs = await apiCall<Array<{ action: string; details: string }>>(
      app.server,
      'GET',
      `/api/logs?filter=${encodeURIComponent(JSON.stringify({ action: 'receipt_reused' }))}`,
      { token: app.apiToken },
    );
    expect(logs.body.map((line) => line.details)).toContain(`İade #${second.id}: ${expected}`);

    // The refund's timeline shows it to staff.
    await app.page.goto(`${app.server.baseUrl}/refunds/${second.id}`);
    await app.page.getByText(expected).first().waitFor();

    // The list filter finds both refunds.
    await app.page.goto(`${app.server.baseUrl}/refunds`);
    // The box follows the list's filter, which is applied after a short pause: clicked, then awaited.
    const reusedOnly = app.page.getByRole('checkbox', { name: 'Dekontu başka iadede kullanılmış' });
    await reusedOnly.click();
    await expect.poll(() => reusedOnly.isChecked()).toBe(true);
    await app.page.getByRole('row').filter({ hasText: 'İkinci Dekont Sahibi' }).first().waitFor();
    await app.page.getByRole('row').filter({ hasText: 'İlk Dekont Sahibi' }).first().waitFor();
    await screenshotAt(app.page, 'receipt-reuse-list', laptop, 'light');
    await reusedOnly.click();
    await expect.poll(() => reusedOnly.isChecked()).toBe(false);
  });

  it('shows the warning on a phone in dark mode', async () => {
    const phone = { width: 390, height: 844 };
    await openCreate(phone, 'dark');
    await app.page.getByLabel('Dekont dosyası').setInputFiles(receiptFile);
    const warning = app.page.getByTestId('receipt-reuse-warning');
    await warning.waitFor();
    const second = await refundByMember(app.server, app.apiToken, 'İkinci Dekont Sahibi');
    await expect.poll(() => warning.textContent()).toContain(`#${firstId}, #${second.id}`);
    await warning.scrollIntoViewIfNeeded();
    await screenshotAt(app.page, 'receipt-reuse-form', phone, 'dark');
    const box = await warning.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    expect(app.problems).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG_1X1 } from '../server/fixtures/receipts.js';
import {
  SCREENSHOT_DIR,
  apiCall,
  launchBrowser,
  startAppServer,
  type AppServer,
  adminApiToken,
} from './harness.js';
import { signInAsAdmin } from './uiSteps.js';

let server: AppServer;
let browser: Browser;
let page: Page;
let problems: string[];
let apiToken: string;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  ({ page, problems } = await signInAsAdmin(browser, server));
  apiToken = await adminApiToken(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (text: string | RegExp) => page.getByText(text).first().waitFor();

/** The list row that shows this member name (hovered, so that its actions are visible). */
async function row(memberName: string): Promise<Locator> {
  const locator = page.getByRole('row').filter({ hasText: memberName });
  await locator.first().hover();
  return locator.first();
}

async function chooseOption(combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Pastes a PNG as if copied from a screenshot tool: a paste event carrying a file. */
async function pasteReceipt(name: string, bytes: Buffer) {
  await page.evaluate(
    ({ fileName, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: 'image/png' }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    },
    { fileName: name, data: [...bytes] },
  );
}

async function refundByMember(memberName: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: memberName }));
  const list = await apiCall<Array<Record<string, unknown>>>(server, 'GET', `/api/refunds?filter=${filter}`, {
    token: apiToken,
  });
  return list.body[0];
}

describe('refunds in a real browser', () => {
  it('renders the list soon after navigation', async () => {
    // Figures, not assertions: speed targets live in the benchmarks.
    let started = Date.now();
    await page.goto(`${server.baseUrl}/refunds`);
    await page.getByText('Henüz iade kaydı bulunmuyor').waitFor();
    const fullLoad = Date.now() - started;
    await page.getByRole('menuitem', { name: 'Ana Sayfa' }).click();
    await page.waitForURL(/\/dashboard$/);
    started = Date.now();
    await page.getByRole('menuitem', { name: 'İadeler' }).click();
    await page.getByText('Henüz iade kaydı bulunmuyor').waitFor();
    console.log(
      `refund list rendered: ${fullLoad} ms after a full page load, ${Date.now() - started} ms after a menu click`,
    );
  });

  it('creates a refund with a receipt pasted from the clipboard', async () => {
    await page.getByRole('link', { name: 'Yeni İade' }).click();
    await page.getByRole('heading', { name: 'Yeni İade Oluştur' }).waitFor();
    await chooseOption(page.getByRole('combobox', { name: /^Ödeme Yöntemi/ }), 'Moven B');
    await chooseOption(page.getByRole('combobox', { name: /^İade Sebebi/ }), 'Mükerrer ödeme');
    await page.getByRole('textbox', { name: /^USER ID/ }).fill('E2E-U1');
    await page.getByRole('textbox', { name: /^Login ID/ }).fill('e2e.login');
    await page.getByRole('textbox', { name: /^Üye Adı/ }).fill('Deniz Uçar');
    await page.getByRole('textbox', { name: /^İade Yapılacak İsim/ }).fill('Deniz Uçar');
    await page.getByRole('textbox', { name: 'IBAN' }).fill('TR330006100519786457841326');
    await page.getByRole('spinbutton', { name: /^Tutar/ }).fill('1500');
    await page.getByRole('textbox', { name: /^Ticket - Chat ID/ }).fill('CHAT-E2E-1');
    await page.getByRole('textbox', { name: /^E-posta/ }).fill('deniz@example.test');
    await pasteReceipt('dekont.png', PNG_1X1);
    await toast('Dekont yüklendi: dekont.png');
    await page.getByTestId('receipt-preview').waitFor();
    await page.getByRole('button', { name: 'İade Oluştur' }).click();
    await toast('İade başarıyla oluşturuldu');
    await page.waitForURL(/\/refunds$/);
    const created = await refundByMember('Deniz Uçar');
    expect(created).toMatchObject({
      amount: 1500,
      payment_method_name: 'Moven B',
      banveri: 'TR330006100519786457841326',
    });
    expect(created.receipt_path).toMatch(/^\/uploads\/receipts\/\w+\.png\?/);
  });

  it('opens the refund, changes its status and sees the change in its history', async () => {
    const created = await refundByMember('Deniz Uçar');
    await (await row('Deniz Uçar')).getByRole('link', { name: 'Detayları Görüntüle' }).click();
    await page.getByRole('heading', { name: `İade #${created.id}` }).waitFor();
    await page.getByRole('button', { name: 'Durum Güncelle' }).click();
    await chooseOption(page.getByRole('combobox', { name: 'Yeni Durum' }), 'Onaylandı');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Durum başarıyla güncellendi');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'refund-detail.png'), fullPage: true });

    await page.getByRole('button', { name: 'Geçmiş' }).click();
    const dialog = page.getByRole('dialog', { name: /Değişiklik Geçmişi/ });
    await dialog.waitFor();
    const statusChange = dialog.locator('[data-field=status_id]').first();
    await expect.poll(() => statusChange.locator('[data-change=old]').textContent()).toContain('Beklemede');
    expect(await statusChange.locator('[data-change=new]').textContent()).toContain('Onaylandı');
    await dialog.getByRole('button', { name: 'Kapat' }).click();
  });

  it('marks the refund mailed from the list', async () => {
    await page.goto(`${server.baseUrl}/refunds`);
    await (await row('Deniz Uçar')).getByRole('button', { name: 'Mail gönderildi olarak işaretle' }).click();
    await toast('Mail gönderildi');
    await expect.poll(async () => (await refundByMember('Deniz Uçar')).mail_sent).toBe(1);
  });

  it('bulk-changes the status of two refunds, exports CSV and deletes one', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      method: '5',
      reason_id: '2',
      user_id: 'E2E-U2',
      login_id: 'e2e.two',
      member_name: 'Kemal Sunal',
      refund_name: 'Kemal Sunal',
      amount: '42.50',
      status: '1',
      ticket_id: 'CHAT-E2E-2',
      email: 'kemal@example.test',
    })) {
      form.append(key, value);
    }
    const created = await fetch(`${server.baseUrl}/api/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}` },
      body: form,
    });
    expect(created.status).toBe(201);

    await page.goto(`${server.baseUrl}/refunds`);
    for (const name of ['Deniz Uçar', 'Kemal Sunal']) {
      await (await row(name)).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Durumu Değiştir' }).click();
    await chooseOption(page.getByRole('combobox', { name: 'Yeni Durum' }), 'İnceleniyor');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await toast('2 iadenin durumu güncellendi');
    expect((await refundByMember('Deniz Uçar')).status_name).toBe('İnceleniyor');
    expect((await refundByMember('Kemal Sunal')).status_name).toBe('İnceleniyor');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV Dışa Aktar' }).click();
    const download = await downloadPromise;
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Deniz Uçar');
    expect(csv).toContain('Kemal Sunal');
    expect(csv.trim().split('\r\n')).toHaveLength(3);

    await (await row('Kemal Sunal')).getByRole('button', { name: 'Sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'İadeyi Sil' });
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await toast('İade başarıyla silindi');
    await expect.poll(async () => (await refundByMember('Kemal Sunal')) ?? null).toBeNull();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'refund-list.png') });
    expect(problems).toEqual([]);
  });
});

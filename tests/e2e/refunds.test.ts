import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { PNG_1X1 } from '../server/fixtures/receipts.js';
import { SCREENSHOT_DIR, refundByMember } from './harness.js';
import { chooseOption, setUpAdminBrowser } from './uiSteps.js';

const app = setUpAdminBrowser();

const toast = (text: string | RegExp) => app.page.getByText(text).first().waitFor();

/** The list row that shows this member name (hovered, so that its actions are visible). */
async function row(memberName: string): Promise<Locator> {
  const locator = app.page.getByRole('row').filter({ hasText: memberName });
  await locator.first().hover();
  return locator.first();
}

/** Pastes a PNG as if copied from a screenshot tool: a paste event carrying a file. */
async function pasteReceipt(name: string, bytes: Buffer) {
  await app.page.evaluate(
    ({ fileName, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: 'image/png' }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    },
    { fileName: name, data: [...bytes] },
  );
}

describe('refunds in a real browser', () => {
  it('renders the list soon after navigation', async () => {
    // Figures, not assertions: speed targets live in the benchmarks.
    let started = Date.now();
    await app.page.goto(`${app.server.baseUrl}/refunds`);
    await app.page.getByText('Henüz iade kaydı bulunmuyor').waitFor();
    const fullLoad = Date.now() - started;
    await app.page.getByRole('menuitem', { name: 'Ana Sayfa' }).click();
    await app.page.waitForURL(/\/dashboard$/);
    started = Date.now();
    await app.page.getByRole('menuitem', { name: 'İadeler' }).click();
    await app.page.getByText('Henüz iade kaydı bulunmuyor').waitFor();
    console.log(
      `refund list rendered: ${fullLoad} ms after a full page load, ${Date.now() - started} ms after a menu click`,
    );
  });

  it('creates a refund with a receipt pasted from the clipboard', async () => {
    await app.page.getByRole('link', { name: 'Yeni İade' }).click();
    await app.page.getByRole('heading', { name: 'Yeni İade Oluştur' }).waitFor();
    await chooseOption(app.page.getByRole('combobox', { name: /^Ödeme Yöntemi/ }), 'Moven B');
    await chooseOption(app.page.getByRole('combobox', { name: /^İade Sebebi/ }), 'Mükerrer ödeme');
    await app.page.getByRole('textbox', { name: /^USER ID/ }).fill('E2E-U1');
    await app.page.getByRole('textbox', { name: /^Login ID/ }).fill('e2e.login');
    await app.page.getByRole('textbox', { name: /^Üye Adı/ }).fill('Deniz Uçar');
    await app.page.getByRole('textbox', { name: /^İade Yapılacak İsim/ }).fill('Deniz Uçar');
    await app.page.getByRole('textbox', { name: 'IBAN' }).fill('TR330006100519786457841326');
    await app.page.getByRole('textbox', { name: /^Tutar/ }).fill('1.500');
    await app.page.getByRole('textbox', { name: /^Ticket - Chat ID/ }).fill('CHAT-E2E-1');
    await app.page.getByRole('textbox', { name: /^E-posta/ }).fill('deniz@example.test');
    await pasteReceipt('dekont.png', PNG_1X1);
    await toast('Dekont yüklendi: dekont.png');
    await app.page.getByTestId('receipt-preview').waitFor();
    await app.page.getByRole('button', { name: 'İade Oluştur' }).click();
    await toast('İade başarıyla oluşturuldu');
    await app.page.waitForURL(/\/refunds$/);
    const created = await refundByMember(app.server, app.apiToken, 'Deniz Uçar');
    expect(created).toMatchObject({
      amount: 1500,
      payment_method_name: 'Moven B',
      banveri: 'TR330006100519786457841326',
    });
    expect(created.receipt_path).toMatch(/^\/uploads\/receipts\/\w+\.png\?/);
  });

  it('opens the refund, changes its status and sees the change in its history', async () => {
    const created = await refundByMember(app.server, app.apiToken, 'Deniz Uçar');
    await (await row('Deniz Uçar')).getByRole('link', { name: 'Detayları Görüntüle' }).click();
    await app.page.getByRole('heading', { name: `İade #${created.id}` }).waitFor();
    await app.page.getByRole('button', { name: 'Durum Güncelle' }).click();
    await chooseOption(app.page.getByRole('combobox', { name: 'Yeni Durum' }), 'Onaylandı');
    await app.page.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Durum başarıyla güncellendi');
    await app.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'refund-detail.png'), fullPage: true });

    await app.page.getByRole('button', { name: 'Geçmiş' }).click();
    const dialog = app.page.getByRole('dialog', { name: /Değişiklik Geçmişi/ });
    await dialog.waitFor();
    const statusChange = dialog.locator('[data-field=status_id]').first();
    await expect.poll(() => statusChange.locator('[data-change=old]').textContent()).toContain('Beklemede');
    expect(await statusChange.locator('[data-change=new]').textContent()).toContain('Onaylandı');
    await dialog.getByRole('button', { name: 'Kapat' }).click();
  });

  it('marks the refund mailed from the list', async () => {
    await app.page.goto(`${app.server.baseUrl}/refunds`);
    await (await row('Deniz Uçar')).getByRole('button', { name: 'Mail gönderildi olarak işaretle' }).click();
    await toast('Mail gönderildi');
    await expect
      .poll(async () => (await refundByMember(app.server, app.apiToken, 'Deniz Uçar')).mail_sent)
      .toBe(1);
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
    const created = await fetch(`${app.server.baseUrl}/api/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.apiToken}` },
      body: form,
    });
    expect(created.status).toBe(201);

    await app.page.goto(`${app.server.baseUrl}/refunds`);
    for (const name of ['Deniz Uçar', 'Kemal Sunal']) {
      await (await row(name)).getByRole('checkbox').check();
    }
    await app.page.getByRole('button', { name: 'Durumu Değiştir' }).click();
    await chooseOption(app.page.getByRole('combobox', { name: 'Yeni Durum' }), 'İnceleniyor');
    await app.page.getByRole('button', { name: 'Uygula' }).click();
    await toast('2 iadenin durumu güncellendi');
    expect((await refundByMember(app.server, app.apiToken, 'Deniz Uçar')).status_name).toBe('İnceleniyor');
    expect((await refundByMember(app.server, app.apiToken, 'Kemal Sunal')).status_name).toBe('İnceleniyor');

    const downloadPromise = app.page.waitForEvent('download');
    await app.page.getByRole('button', { name: 'CSV Dışa Aktar' }).click();
    const download = await downloadPromise;
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Deniz Uçar');
    expect(csv).toContain('Kemal Sunal');
    expect(csv.trim().split('\r\n')).toHaveLength(3);

    await (await row('Kemal Sunal')).getByRole('button', { name: 'Sil' }).click();
    const confirm = app.page.getByRole('dialog', { name: 'İadeyi Sil' });
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await toast('İade başarıyla silindi');
    await expect
      .poll(async () => (await refundByMember(app.server, app.apiToken, 'Kemal Sunal')) ?? null)
      .toBeNull();
    await app.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'refund-list.png') });
    expect(app.problems).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateTotpCode } from '../../server/auth/totp.js';
import { adminApiToken, apiCall, launchBrowser, startAppServer, type AppServer } from './harness.js';
import { openLogin, signInAsAdmin, submitCredentials } from './uiSteps.js';

let server: AppServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  adminToken = await adminApiToken(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The sidebar's items (the user menu is closed, so every menu item on the page is the sidebar's). */
async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole('menuitem', { name: 'Sistem Logları' }).waitFor();
  return page
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
}

describe('a restricted role in a real browser', () => {
  let page: Page;
  let secret = '';

  it("lets an admin create role 'denetci' with only view_refunds and view_logs, and a user with it", async () => {
    const admin = await signInAsAdmin(browser, server);
    const adminPage = admin.page;
    await adminPage.goto(`${server.baseUrl}/admin`);
    await adminPage.getByRole('tab', { name: 'Roller' }).click();
    const form = adminPage.getByRole('form', { name: 'Yeni Rol Ekle' });
    await form.getByRole('textbox', { name: 'Kod Adı' }).fill('denetci');
    await form.getByRole('textbox', { name: 'Görünen Ad' }).fill('Denetçi');
    await form.getByRole('textbox', { name: 'Açıklama' }).fill('Salt okuma');
    await form.getByRole('button', { name: 'Ekle' }).click();
    await adminPage.getByText('Yeni rol başarıyla eklendi').first().waitFor();

    const row = adminPage
      .getByRole('row')
      .filter({ has: adminPage.getByRole('cell', { name: 'denetci', exact: true }) });
    await row.getByRole('button', { name: 'Yetkileri Düzenle' }).click();
    const editor = adminPage.getByRole('dialog', { name: 'Denetçi Yetkileri' });
    // A new role starts with view_refunds and view_payment_methods: logs on, payment methods off.
    const viewRefunds = editor.getByRole('button', { name: 'İadeleri görüntüleme' });
    await expect.poll(() => viewRefunds.getAttribute('aria-pressed')).toBe('true');
    for (const [permission, after] of [
      ['Logları görüntüleme', 'true'],
      ['Ödeme yöntemlerini görüntüleme', 'false'],
    ]) {
      const toggle = editor.getByRole('button', { name: permission });
      expect(await toggle.getAttribute('aria-pressed')).not.toBe(after);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(after);
    }
    await editor.getByRole('button', { name: 'Kapat' }).click();
    const roles = await apiCall<Array<{ name: string; permissions: string[] }>>(server, 'GET', '/api/roles', {
      token: adminToken,
    });
    expect(roles.body.find((r) => r.name === 'denetci')?.permissions).toEqual(['view_logs', 'view_refunds']);

    await adminPage.goto(`${server.baseUrl}/users`);
    await adminPage.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Yeni Kullanıcı Ekle' });
    await dialog.getByLabel('Kullanıcı Adı').fill('denetci1');
    await dialog.getByLabel('Şifre').fill('denetci-parola');
    await dialog.getByLabel('Ad Soyad').fill('Deniz Denetçi');
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await adminPage.getByRole('option', { name: 'Denetçi' }).click();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await adminPage.getByText('Kullanıcı başarıyla eklendi').first().waitFor();
    expect(admin.problems).toEqual([]);
    await adminPage.context().close();
  });

  it('signs that user in: only the allowed menu items, and an admin route refused with 403', async () => {
    ({ page } = await openLogin(browser, server));
    await submitCredentials(page, 'denetci1', 'denetci-parola');
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Hoş geldiniz, Deniz Denetçi!').waitFor();
    expect(await menuItems(page)).toEqual(['Ana Sayfa', 'İadeler', 'Sistem Logları']);

    const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
    const direct = await apiCall(server, 'GET', '/api/users', { token });
    expect(direct.status).toBe(403);
    expect(direct.body.message).toBe('Bu işlem için yetkiniz bulunmuyor');
    expect((await apiCall(server, 'GET', '/api/logs', { token })).status).toBe(200);
  });

  it('turns on 2FA from /profile with a code computed from the shown secret', async () => {
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'İki Faktörlü Doğrulama' }).click();
    await page.getByRole('button', { name: 'Kurulumu Başlat' }).click();
    await page.getByRole('img', { name: 'İki faktörlü doğrulama QR kodu' }).waitFor();
    secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Doğrulama Kodu').fill(generateTotpCode(secret, Date.now() - 30_000));
    await page.getByRole('button', { name: 'Doğrula ve Etkinleştir' }).click();
    await page.getByText('İki faktörlü doğrulama başarıyla etkinleştirildi').first().waitFor();
    await page.context().close();
  });

  it('then signs in with the authenticator code', async () => {
    const session = await openLogin(browser, server);
    await submitCredentials(session.page, 'denetci1', 'denetci-parola');
    await session.page.getByText('İki faktörlü doğrulama kodu gerekli').waitFor();
    await session.page.getByLabel('Doğrulama Kodu').fill(generateTotpCode(secret));
    await session.page.getByRole('button', { name: 'Doğrula ve Giriş Yap' }).click();
    await session.page.waitForURL(/\/dashboard$/);
    await session.page.getByText('Hoş geldiniz, Deniz Denetçi!').waitFor();
    expect(session.problems).toEqual([]);
    await session.page.context().close();
  });
});

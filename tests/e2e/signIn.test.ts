import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateTotpCode } from '../../server/auth/totp.js';
import {
  ADMIN_PASSWORD,
  SCREENSHOT_DIR,
  apiCall,
  launchBrowser,
  startAppServer,
  type AppServer,
} from './harness.js';
import { openLogin as openLoginPage, submitCredentials } from './uiSteps.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const openLogin = () => openLoginPage(browser, server);

describe('sign-in in a real browser', () => {
  it('signs in the seeded admin, greets by full name, and signs out to /login', async () => {
    const { page, problems } = await openLogin();
    await expect(page.getByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    await submitCredentials(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Hoş geldiniz, Sistem Yöneticisi!').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-admin.png') });

    await page.getByLabel('Kullanıcı menüsü').click();
    await page.getByRole('menuitem', { name: /Çıkış/ }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The old session is gone on the server too: a protected page sends the browser back to /login.
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL(/\/login$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path once signed in', async () => {
    const { page } = await openLogin();
    await submitCredentials(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.baseUrl}/olmayan-sayfa`);
    await page.getByRole('heading', { name: 'Sayfa Bulunamadı' }).waitFor();
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.context().close();
  });

  it('shows the blocked view with a running countdown after ten wrong passwords', async () => {
    const { page } = await openLogin();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await submitCredentials(page, 'kilitlenecek', `yanlis-${attempt}`);
      if (attempt < 10) {
        await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
        await expect.poll(() => page.getByRole('button', { name: 'Giriş Yap' }).isEnabled()).toBe(true);
      }
    }
    await page.getByText('Erişim Engellendi').waitFor();
    await page.getByText('Hesabınız geçici olarak engellendi').waitFor();
    const countdown = page.getByTestId('block-countdown');
    const first = (await countdown.textContent())?.trim() ?? '';
    expect(first).toMatch(/^1[45]:[0-5]\d$/);
    await page.waitForTimeout(2100);
    const later = (await countdown.textContent())?.trim() ?? '';
    expect(later).toMatch(/^1[45]:[0-5]\d$/);
    expect(later).not.toBe(first);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'login-blocked.png') });
    await page.context().close();
  });

  it('signs in with an authenticator code after 2FA was turned on through the API', async () => {
    const login = await apiCall(server, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const token = login.body.token as string;
    const setup = await apiCall(server, 'POST', '/api/auth/2fa/setup', { token });
    const secret = setup.body.secret as string;
    const verify = await apiCall(server, 'POST', '/api/auth/2fa/verify', {
      token,
      body: { token: generateTotpCode(secret, Date.now() - 30_000) },
    });
    expect(verify.status).toBe(200);

    const { page, problems } = await openLogin();
    await submitCredentials(page, 'admin', ADMIN_PASSWORD);
    await page.getByText('İki faktörlü doğrulama kodu gerekli').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const submit = page.getByRole('button', { name: 'Doğrula ve Giriş Yap' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Doğrulama Kodu').fill(generateTotpCode(secret));
    await submit.click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Hoş geldiniz, Sistem Yöneticisi!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

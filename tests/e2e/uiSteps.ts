import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, watchPageProblems, type AppServer } from './harness.js';

/** A fresh browser context on the login page (the app redirects / there when signed out). */
export async function openLogin(
  browser: Browser,
  server: AppServer,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    locale: 'tr-TR',
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(`${server.baseUrl}/`);
  await page.waitForURL(/\/login$/);
  await page.getByRole('heading', { name: 'Iade Kontrol' }).waitFor();
  return { page, problems };
}

export async function submitCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Signs the seeded admin in and waits for the dashboard. */
export async function signInAsAdmin(browser: Browser, server: AppServer) {
  const session = await openLogin(browser, server);
  await submitCredentials(session.page, 'admin', ADMIN_PASSWORD);
  await session.page.waitForURL(/\/dashboard$/);
  return session;
}

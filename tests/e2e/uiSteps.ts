import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  SCREENSHOT_DIR,
  adminApiToken,
  launchBrowser,
  startAppServer,
  watchPageProblems,
  type AppServer,
} from './harness.js';

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

/** What a test file gets from setUpAdminBrowser: all set once its beforeAll has run. */
export interface AdminBrowserSession {
  server: AppServer;
  browser: Browser;
  /** The admin's page, signed in and on the dashboard. */
  page: Page;
  /** The page errors and CSP violations seen on that page so far. */
  problems: string[];
  /** The admin's API session token, for setting data up without the browser. */
  apiToken: string;
}

export interface AdminBrowserOptions {
  /** Runs first; the environment it returns is added to the server's (e.g. a fake help desk's). */
  environment?: () => Promise<Record<string, string>>;
  /** Runs once the server is up, before the admin signs in in the browser (e.g. seeding data). */
  seed?: (session: AdminBrowserSession) => Promise<void>;
  /** Runs after the browser and the server have stopped. */
  cleanUp?: () => Promise<void>;
}

/**
 * Registers the beforeAll/afterAll of a browser test file: the production server, the browser, the
 * screenshot folder, the admin's API token and the admin signed in in the browser.
 */
export function setUpAdminBrowser(options: AdminBrowserOptions = {}): AdminBrowserSession {
  const session = {} as AdminBrowserSession;
  beforeAll(async () => {
    session.server = await startAppServer((await options.environment?.()) ?? {});
    session.browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    session.apiToken = await adminApiToken(session.server);
    await options.seed?.(session);
    const signedIn = await signInAsAdmin(session.browser, session.server);
    session.page = signedIn.page;
    session.problems = signedIn.problems;
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    await options.cleanUp?.();
  });
  return session;
}

/** Opens an MUI select and picks the option with exactly this name. */
export async function chooseOption(combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
}

export type Theme = 'light' | 'dark';

/**
 * A picture of the page as a staffer sees it, `<name>-<width>x<height>-<theme>.png` in the screenshot folder:
 * the mouse parked off every row and button (no hover shade or tooltip), after the opening transitions.
 */
export async function screenshotAt(
  page: Page,
  name: string,
  size: { width: number; height: number },
  theme: Theme,
  mouse = { x: size.width - 2, y: size.height - 2 },
): Promise<void> {
  await page.mouse.move(mouse.x, mouse.y);
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}-${theme}.png`),
  });
}

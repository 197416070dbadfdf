import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, SCREENSHOT_DIR, apiCall, watchPageProblems, type AppServer } from './harness.js';
import { chooseOption, setUpAdminBrowser, submitCredentials } from './uiSteps.js';

const PENDING = 1;
const REJECTED = 5;

/** Pending refunds of three amounts and rejected ones: the saved view keeps only the pending, by amount. */
const SEED = [
  { member: 'Görünüm Orta', amount: '500.00', status: PENDING },
  { member: 'Görünüm Büyük', amount: '9000.00', status: PENDING },
  { member: 'Görünüm Küçük', amount: '25.50', status: PENDING },
  { member: 'Görünüm Red', amount: '7000.00', status: REJECTED },
  { member: 'Görünüm Red İki', amount: '120.00', status: REJECTED },
];

const VIEW_NAME = 'Bekleyenler, tutara göre';

const app = setUpAdminBrowser({
  seed: async ({ server, apiToken }) => {
    for (const [index, entry] of SEED.entries()) {
      const form = new FormData();
      const fields: Record<string, string> = {
        method: '4',
        reason_id: '1',
        user_id: `GRN-U${index}`,
        login_id: `gorunum.${index}`,
        member_name: entry.member,
        refund_name: entry.member,
        amount: entry.amount,
        status: String(entry.status),
        ticket_id: `GRN-${index}`,
        email: `gorunum${index}@example.test`,
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const response = await fetch(`${server.baseUrl}/api/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}` },
        body: form,
      });
      expect(response.status).toBe(201);
    }
  },
});

type Theme = 'light' | 'dark';

async function screenshot(page: Page, name: string) {
  // The mouse off any row or button: no hover shade or tooltip in the picture.
  const size = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(size.width - 2, size.height - 2);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name) });
}

/** The member names of the list's rows, top to bottom. */
const memberColumn = (page: Page) => page.locator('tbody td.column-member_name').allTextContents();

/** A new browser (context) with no stored state at all, at this size and theme, signed in as admin. */
async function freshSignIn(
  browser: Browser,
  server: AppServer,
  size: { width: number; height: number },
  theme: Theme,
) {
  const context = await browser.newContext({ locale: 'tr-TR', viewport: size });
  // react-admin keeps the theme in its localStorage store.
  await context.addInitScript((name) => {
    if (!localStorage.getItem('RaStore.theme')) localStorage.setItem('RaStore.theme', JSON.stringify(name));
  }, theme);
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(`${server.baseUrl}/`);
  await page.waitForURL(/\/login$/);
  await submitCredentials(page, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  return { page, problems };
}

describe('saved views in a real browser', () => {
  it('saves a filtered, sorted view as default and opens with it in a new browser after signing in again', async () => {
    const { page, server, browser } = app;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.baseUrl}/refunds`);
    await page.locator('tbody td.column-member_name').first().waitFor();
    expect((await memberColumn(page)).length).toBe(SEED.length);

    // Pending only, largest amount first.
    await chooseOption(page.getByRole('combobox', { name: 'Durum Tüm Durumlar', exact: true }), 'Beklemede');
    await expect.poll(() => memberColumn(page)).toHaveLength(3);
    // Sorted by amount, in whichever direction the header's first click gives.
    const sortOrder = () => {
      const params = new URL(page.url()).searchParams;
      return params.get('sort') === 'amount' ? params.get('order') : null;
    };
    await page.getByRole('button', { name: /^Tutar alanına göre (artan|azalan) sırala$/ }).click();
    await expect.poll(sortOrder, { timeout: 15_000 }).not.toBeNull();
    const order = sortOrder() as 'ASC' | 'DESC';
    const byAmountDesc = ['Görünüm Büyük', 'Görünüm Orta', 'Görünüm Küçük'];
    const byAmount = order === 'DESC' ? byAmountDesc : [...byAmountDesc].reverse();
    await expect.poll(() => memberColumn(page)).toEqual(byAmount);

    await page.getByRole('button', { name: 'Görünümü kaydet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Listenin şu anki halini kaydet' });
    await dialog.getByRole('textbox', { name: 'Görünüm adı' }).fill(VIEW_NAME);
    await dialog.getByRole('checkbox', { name: /varsayılan/ }).check();
    await dialog.getByRole('checkbox', { name: 'İade Sebebi' }).uncheck();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Görünüm kaydedildi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const bar = page.getByRole('navigation', { name: 'Kayıtlı görünümler' });
    const chip = bar.getByRole('button', { name: VIEW_NAME, exact: true });
    await expect.poll(() => chip.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => page.locator('th.column-reason').isVisible()).toBe(false);
    await screenshot(page, 'saved-views-1366x768-light.png');

    // Stored on the server as the admin's default.
    const views = await apiCall<Array<{ name: string; is_default: boolean; state: unknown }>>(
      server,
      'GET',
      '/api/saved-views',
      { token: app.apiToken },
    );
    expect(views.body).toEqual([
      expect.objectContaining({
        name: VIEW_NAME,
        is_default: true,
        state: {
          filter: { status_id: PENDING },
          sort: { field: 'amount', order },
          per_page: 15,
          hidden_columns: ['reason'],
        },
      }),
    ]);

    await page.getByLabel('Kullanıcı menüsü').click();
    await page.getByRole('menuitem', { name: /Çıkış/ }).click();
    await page.waitForURL(/\/login$/);
    expect(app.problems).toEqual([]);

    // Another browser: no session storage, no local storage, nothing but the account.
    const phone = await freshSignIn(browser, server, { width: 390, height: 844 }, 'dark');
    await phone.page.goto(`${server.baseUrl}/refunds`);
    await phone.page.locator('tbody td.column-member_name').first().waitFor();
    await expect.poll(() => memberColumn(phone.page)).toEqual(byAmount);
    const phoneChip = phone.page
      .getByRole('navigation', { name: 'Kayıtlı görünümler' })
      .getByRole('button', { name: VIEW_NAME, exact: true });
    await expect.poll(() => phoneChip.getAttribute('aria-current')).toBe('true');
    expect(new URL(phone.page.url()).searchParams.get('sort')).toBe('amount');
    const dark = await phone.page.evaluate(() => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return r + g + b < 3 * 128;
    });
    expect(dark).toBe(true);
    await screenshot(phone.page, 'saved-views-390x844-dark.png');

    // The keys: '?' lists them, j moves onto the first row.
    await phone.page.locator('body').press('?');
    const help = phone.page.getByRole('dialog', { name: 'Klavye kısayolları' });
    await help.waitFor();
    await screenshot(phone.page, 'saved-views-keys-390x844-dark.png');
    await help.getByRole('button', { name: 'Kapat' }).click();
    await help.waitFor({ state: 'hidden' });
    await phone.page.locator('body').press('j');
    expect(
      await phone.page.evaluate(() => (document.activeElement as HTMLElement).dataset.refundId),
    ).toBeTruthy();
    expect(phone.problems).toEqual([]);
    await phone.page.context().close();
  }, 180_000);
});

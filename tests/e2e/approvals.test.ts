import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  SCREENSHOT_DIR,
  adminApiToken,
  apiCall,
  launchBrowser,
  startAppServer,
  watchPageProblems,
  type AppServer,
} from './harness.js';
import { chooseOption, screenshotAt, submitCredentials, type Theme } from './uiSteps.js';

const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** A casi who asks for the completion, and a colleague whose role may approve (method 4 only). */
const REQUESTER = { username: 'ayse_talep', password: 'E2e-Talep-Parola-1' };
const APPROVER = { username: 'burak_onay', password: 'E2e-Onay-Parola-1' };

let server: AppServer;
let browser: Browser;
let token = '';
let refundId = 0;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  token = await adminApiToken(server);
  const settings = await apiCall(server, 'PUT', '/api/approval-settings', {
    token,
    body: { enabled: true, threshold: '10000', status_ids: null },
  });
  expect(settings.status).toBe(200);
  const permissions = await apiCall<Array<{ id: number; name: string }>>(
    server,
    'GET',
    '/api/roles/permissions/all',
    { token },
  );
  const idOf = (name: string) => permissions.body.find((p) => p.name === name)?.id;
  const role = await apiCall<{ id: number }>(server, 'POST', '/api/roles', {
    token,
    body: { name: 'onaylayici', display_name: 'Onaylayıcı' },
  });
  await apiCall(server, 'PUT', `/api/roles/${role.body.id}/permissions`, {
    token,
    body: ['view_refunds', 'view_payment_methods', 'approve_refunds'].map(idOf),
  });
  await apiCall(server, 'PUT', `/api/roles/${role.body.id}/payment-methods`, {
    token,
    body: { paymentMethodIds: [4] },
  });
  for (const [user, roleId] of [
    [REQUESTER, 2],
    [APPROVER, role.body.id],
  ] as const) {
    const created = await apiCall(server, 'POST', '/api/users', {
      token,
      body: { ...user, role_id: roleId, email: `${user.username}@example.test`, is_active: true },
    });
    expect(created.status).toBe(201);
  }
  const refund = await apiCall<{ id: number }>(server, 'POST', '/api/refunds', {
    token,
    body: {
      method: 4,
      reason_id: 1,
      user_id: 'U-ONAY',
      login_id: 'L-ONAY',
      member_name: 'Büyük İade Üyesi',
      refund_name: 'Büyük Alıcı',
      amount: '75000.00',
      status: 1,
      ticket_id: 'T-ONAY',
      email: 'onay@example.test',
    },
  });
  expect(refund.status).toBe(201);
  refundId = refund.body.id;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context of its own (its own session), signed in, at this size and theme. */
async function signedIn(user: { username: string; password: string }, theme: Theme = 'light') {
  const context = await browser.newContext({ locale: 'tr-TR', viewport: DESK });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(`${server.baseUrl}/login`);
  await page.evaluate((name) => localStorage.setItem('RaStore.theme', JSON.stringify(name)), theme);
  await submitCredentials(page, user.username, user.password);
  await page.waitForURL(/\/dashboard$/);
  return { page, problems };
}

async function show(page: Page, urlPath: string, size: { width: number; height: number }, theme: Theme) {
  await page.setViewportSize(size);
  await page.evaluate((name) => localStorage.setItem('RaStore.theme', JSON.stringify(name)), theme);
  await page.goto(`${server.baseUrl}${urlPath}`);
  // The page's own background once the theme has painted it (transparent until then).
  await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)');
  const dark = await page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r + g + b < 3 * 128;
  });
  expect(dark, `${urlPath} in ${theme} mode`).toBe(theme === 'dark');
}

const refundStatus = async () =>
  (
    await apiCall<{ status_id: number; pending_approval_id: number | null }>(
      server,
      'GET',
      `/api/refunds/${refundId}`,
      { token },
    )
  ).body;

describe('four-eyes approval in two browsers', () => {
  it('A asks for the completion of a big refund, cannot approve it, B approves and the status applies', async () => {
    const requester = await signedIn(REQUESTER);
    const a = requester.page;
    await a.goto(`${server.baseUrl}/refunds/${refundId}`);
    await a.getByRole('heading', { name: `İade #${refundId}` }).waitFor();
    await a.getByRole('button', { name: 'Durum Güncelle' }).click();
    await chooseOption(a.getByRole('combobox', { name: 'Yeni Durum' }), 'Tamamlandı');
    await a.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await a.getByText('Durum değişikliği onaya gönderildi: Tamamlandı').first().waitFor();
    const panel = a.getByTestId('pending-approval-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('ayse_talep');
    expect(await panel.getByRole('button', { name: 'Onayla' }).count()).toBe(0);
    expect(await refundStatus()).toMatchObject({ status_id: 1 });

    // The server refuses A's own decision even when asked directly.
    const approvalId = (await refundStatus()).pending_approval_id;
    const refused = await a.evaluate(async (id) => {
      const response = await fetch(`/api/approvals/${id}/approve`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({}),
      });
      return response.status;
    }, approvalId);
    expect(refused).toBe(403);

    const approver = await signedIn(APPROVER);
    const b = approver.page;
    await b.getByTestId('approvals-badge').getByText('1').waitFor();
    await show(b, '/approvals', DESK, 'light');
    await b.getByRole('heading', { name: 'Onay Bekleyen Talepler' }).waitFor();
    const row = b.getByTestId(`approval-row-${approvalId}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('75.000,00 TL');
    await screenshotAt(b, 'approvals-queue', DESK, 'light');
    await show(b, '/approvals', PHONE, 'dark');
    await b.getByTestId(`approval-row-${approvalId}`).waitFor();
    await screenshotAt(b, 'approvals-queue', PHONE, 'dark');

    await show(b, `/refunds/${refundId}`, PHONE, 'dark');
    await b.getByTestId('pending-approval-panel').getByRole('button', { name: 'Onayla' }).waitFor();
    await screenshotAt(b, 'approvals-detail', PHONE, 'dark');
    await show(b, `/refunds/${refundId}`, DESK, 'light');
    const decide = b.getByTestId('pending-approval-panel');
    await decide.getByRole('button', { name: 'Onayla' }).waitFor();
    await screenshotAt(b, 'approvals-detail', DESK, 'light');
    await decide.getByRole('button', { name: 'Onayla' }).click();
    const dialog = b.getByRole('dialog');
    await dialog.getByLabel('Not (isteğe bağlı)').fill('Dekont ve tutar kontrol edildi');
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await b.getByText('Talep onaylandı; durum değiştirildi').first().waitFor();
    await b.getByTestId('status-badge').filter({ hasText: 'Tamamlandı' }).first().waitFor();
    await screenshotAt(b, 'approvals-detail-approved', DESK, 'light');
    expect(await refundStatus()).toMatchObject({ status_id: 4, pending_approval_id: null });
    await b.getByText('Onaylandı (dört göz)').first().waitFor();

    expect(requester.problems).toEqual([]);
    expect(approver.problems).toEqual([]);
  }, 120_000);

  it('shows the admin the settings tab with the stored values', async () => {
    const admin = await signedIn({ username: 'admin', password: ADMIN_PASSWORD });
    await show(admin.page, '/admin/approvals', DESK, 'light');
    const threshold = admin.page.getByLabel('Tutar eşiği (TL)');
    await threshold.waitFor();
    expect(await threshold.inputValue()).toBe('10000,00');
    expect(await admin.page.getByLabel('Dört göz onayı açık').isChecked()).toBe(true);
    await screenshotAt(admin.page, 'approvals-settings', DESK, 'light');
    await show(admin.page, '/admin/approvals', PHONE, 'dark');
    await admin.page.getByLabel('Tutar eşiği (TL)').waitFor();
    await screenshotAt(admin.page, 'approvals-settings', PHONE, 'dark');
    expect(admin.problems).toEqual([]);
  }, 120_000);
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, apiCall } from './harness.js';
import { openLogin, screenshotAt, setUpAdminBrowser, submitCredentials, type Theme } from './uiSteps.js';

const THEMES: Theme[] = ['light', 'dark'];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The thirteen toggles of the permission editor, by their Turkish names. */
const EDITABLE = [
  'İadeleri görüntüleme',
  'İade oluşturma ve düzenleme',
  'İade güncelleme (dekont yükleme)',
  'İade durumu güncelleme',
  'İade silme',
  'Tüm iadeleri görüntüleme (mail durumu)',
  'Ödeme yöntemlerini görüntüleme',
  'Durum yönetimi',
  'Ödeme yöntemi yönetimi',
  'İade sebebi yönetimi',
  'Logları görüntüleme',
  'Raporları görüntüleme',
  'İade onaylama (dört göz)',
];

const app = setUpAdminBrowser({ environment: async () => ({ PORT: process.env.E2E_PORT ?? '0' }) });

interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
}

const rolesByApi = async () =>
  (await apiCall<RoleRow[]>(app.server, 'GET', '/api/roles', { token: app.apiToken })).body;

const roleRow = (page: Page, code: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

/** Opens a page at this size and theme (react-admin keeps the theme in its localStorage store). */
async function open(page: Page, urlPath: string, size: { width: number; height: number }, theme: Theme) {
  await page.setViewportSize(size);
  await page.evaluate((name) => localStorage.setItem('RaStore.theme', JSON.stringify(name)), theme);
  await page.goto(`${app.server.baseUrl}${urlPath}`);
  await page.waitForLoadState('networkidle');
  const dark = await page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r + g + b < 3 * 128;
  });
  expect(dark, `${urlPath} in ${theme} mode`).toBe(theme === 'dark');
}

describe('admin panel: the missing spec pieces in a real browser', () => {
  it('a role added in the form starts with view_refunds and view_payment_methods; the editor lists thirteen', async () => {
    const { page } = app;
    await page.goto(`${app.server.baseUrl}/admin/roles`);
    const form = page.getByRole('form', { name: 'Yeni Rol Ekle' });
    await form.getByRole('textbox', { name: 'Kod Adı' }).fill('gozlemci');
    await form.getByRole('textbox', { name: 'Görünen Ad' }).fill('Gözlemci');
    await form.getByRole('button', { name: 'Ekle' }).click();
    await page.getByText('Yeni rol başarıyla eklendi').first().waitFor();

    await roleRow(page, 'gozlemci').getByRole('button', { name: 'Yetkileri Düzenle' }).click();
    const editor = page.getByRole('dialog', { name: 'Gözlemci Yetkileri' });
    await editor.getByRole('button', { name: 'Logları görüntüleme' }).waitFor();
    const toggles = editor.locator('button[aria-pressed]');
    expect((await toggles.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).sort()).toEqual(
      [...EDITABLE].sort(),
    );
    const granted = await editor
      .locator('button[aria-pressed="true"]')
      .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
    expect(granted.sort()).toEqual(['Ödeme yöntemlerini görüntüleme', 'İadeleri görüntüleme'].sort());
    await editor.getByRole('button', { name: 'Kapat' }).click();

    const created = (await rolesByApi()).find((role) => role.name === 'gozlemci');
    expect(created?.permissions).toEqual(['view_payment_methods', 'view_refunds']);
  });

  it('keeps the admin tab in the URL over a reload', async () => {
    const { page } = app;
    await page.goto(`${app.server.baseUrl}/admin/roles`);
    await page.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }).waitFor();
    await page.getByRole('tab', { name: 'Durumlar' }).click();
    await page.waitForURL(/\/admin\/statuses$/);
    await page.reload();
    await page.getByRole('tab', { name: 'Durumlar', selected: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/statuses');
    await page.goto(`${app.server.baseUrl}/admin/roles`);
    await page.reload();
    await page.getByRole('tab', { name: 'Roller', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }).waitFor();
  });

  it('pushes permissions to every role, each one logged, and shows the result per role', async () => {
    const { page } = app;
    const before = await apiCall<unknown[]>(app.server, 'GET', '/api/logs', { token: app.apiToken });
    await page.goto(`${app.server.baseUrl}/admin/roles`);
    await page.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }).click();
    const results = page.getByRole('list', { name: 'Rollere göre eşitleme sonucu' });
    await results.waitFor();
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      'CASI Yetkili: Güncellendi',
      'Gözlemci: Güncellendi',
    ]);
    await page.getByText('Tüm yetkiler başarıyla güncellendi').first().waitFor();

    const casi = (await rolesByApi()).find((role) => role.name === 'casi');
    expect(casi?.permissions).toEqual(
      expect.arrayContaining([
        'create_refund',
        'update_refund',
        'view_refunds',
        'view_all_refunds',
        'update_refund_status',
        'view_payment_methods',
      ]),
    );
    const logs = await apiCall<Array<{ action: string }>>(app.server, 'GET', '/api/logs', {
      token: app.apiToken,
    });
    const synced = logs.body.filter((row) => row.action === 'update_role_permissions').length;
    const syncedBefore = (before.body as Array<{ action: string }>).filter(
      (row) => row.action === 'update_role_permissions',
    ).length;
    expect(synced - syncedBefore).toBe(2);
  });

  it('shows the failures a role manager without those rights meets, role by role', async () => {
    const permissions = await apiCall<Array<{ id: number; name: string }>>(
      app.server,
      'GET',
      '/api/roles/permissions/all',
      { token: app.apiToken },
    );
    const idOf = (name: string) => permissions.body.find((p) => p.name === name)?.id;
    const role = await apiCall<{ id: number }>(app.server, 'POST', '/api/roles', {
      token: app.apiToken,
      body: { name: 'rol_sorumlusu', display_name: 'Rol Sorumlusu' },
    });
    await apiCall(app.server, 'PUT', `/api/roles/${role.body.id}/permissions`, {
      token: app.apiToken,
      body: ['manage_roles', 'view_admin_panel', 'view_refunds'].map(idOf),
    });
    const user = await apiCall(app.server, 'POST', '/api/users', {
      token: app.apiToken,
      body: { username: 'rolsorumlusu', password: 'rol-sorumlusu-1', role_id: role.body.id, is_active: true },
    });
    expect(user.status).toBe(201);

    const session = await openLogin(app.browser, app.server);
    await submitCredentials(session.page, 'rolsorumlusu', 'rol-sorumlusu-1');
    await session.page.waitForURL(/\/dashboard$/);
    await session.page.goto(`${app.server.baseUrl}/admin/roles`);
    await session.page.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }).click();
    const results = session.page.getByRole('list', { name: 'Rollere göre eşitleme sonucu' });
    await results.waitFor();
    const lines = await results.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('Rol Sorumlusu: Güncellendi');
    expect(lines[0]).toMatch(/^CASI Yetkili: (?!Güncellendi)/);
    expect(lines[1]).toMatch(/^Gözlemci: (?!Güncellendi)/);
    await session.page.getByText('Güncelleme sırasında 2 hata oluştu').first().waitFor();
    await session.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-roles-sync-errors.png') });
    await session.page.context().close();
  });

  for (const size of SIZES) {
    for (const theme of THEMES) {
      it(`looks right at ${size.width}×${size.height} in ${theme} mode: sync results and the editor`, async () => {
        const { page } = app;
        await open(page, '/admin/roles', size, theme);
        await page.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }).click();
        await page.getByRole('list', { name: 'Rollere göre eşitleme sonucu' }).waitFor();
        // The toast would hide part of the results: wait until it has gone.
        await page.getByText('Tüm yetkiler başarıyla güncellendi').last().waitFor();
        await page.waitForTimeout(5600);
        const overflow = await page.evaluate(
          () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
        );
        expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
        await screenshotAt(page, 'admin-roles-sync', size, theme);

        await roleRow(page, 'gozlemci').getByRole('button', { name: 'Yetkileri Düzenle' }).click();
        const editor = page.getByRole('dialog', { name: 'Gözlemci Yetkileri' });
        await editor.getByRole('button', { name: 'Logları görüntüleme' }).waitFor();
        await screenshotAt(page, 'admin-permission-editor', size, theme);
        await editor.getByRole('button', { name: 'Kapat' }).click();
      });
    }
  }

  it('sets the page titles of /users, /admin, /logs and /profile in the header', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const [urlPath, title] of [
      ['/users', 'Kullanıcı Yönetimi'],
      ['/admin/roles', 'Yönetim Paneli'],
      ['/logs', 'Sistem Logları'],
      ['/profile', 'Profil'],
    ]) {
      await page.goto(`${app.server.baseUrl}${urlPath}`);
      await expect
        .poll(() => page.locator('#react-admin-title').textContent(), { timeout: 15_000 })
        .toBe(title);
    }
    expect(app.problems).toEqual([]);
  });
});

describe('sign-in pieces in a real browser', () => {
  it('warns once from the fifth failure, blocks for 15 dakika at the tenth, and keeps the block over a reload', async () => {
    const { page } = await openLogin(app.browser, app.server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await submitCredentials(page, 'kilit_deneme', `yanlis-${attempt}`);
      if (attempt < 10) {
        await expect.poll(() => page.getByRole('button', { name: 'Giriş Yap' }).isEnabled()).toBe(true);
      }
      if (attempt === 5) {
        await page.getByText(/10 deneme hakkınızdan 5 tanesi kaldı/).waitFor();
        await page.getByText('Kullanıcı adı veya şifre hatalı').first().waitFor();
        expect(await page.getByText(/deneme hakk/i).count()).toBe(1);
      }
    }
    await page
      .getByText('Çok fazla başarısız giriş denemesi. Hesabınız 15 dakika süreyle engellendi.')
      .waitFor();
    const countdown = page.getByTestId('block-countdown');
    const first = (await countdown.textContent())?.trim() ?? '';
    expect(first).toMatch(/^1[45]:[0-5]\d$/);

    await page.reload();
    await page.getByText('Erişim Engellendi').waitFor();
    const afterReload = (await countdown.textContent())?.trim() ?? '';
    expect(afterReload).toMatch(/^1[45]:[0-5]\d$/);
    await page.waitForTimeout(1100);
    expect((await countdown.textContent())?.trim()).not.toBe(afterReload);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'login-blocked-after-reload.png') });
    await page.context().close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { SCREENSHOT_DIR, apiCall } from './harness.js';
import { type AdminBrowserSession, setUpAdminBrowser } from './uiSteps.js';

const MOVEN_B = 4;
const LONDON_B = 5;
const PENDING = 1;
const COMPLETED = 4;
const REJECTED = 5;

/**
 * The seeded set, worked out by hand:
 * Moven B  1234.56 + 1000.00 + 250.10 = 2484.66 over 3 refunds (average 828.22), 60.0 %
 * London B   99.99 +  500.25          =  600.24 over 2 refunds (average 300.12), 40.0 %
 * all       3084.90 over 5 (average 616.98); statuses: Beklemede 2, Tamamlandı 2, Reddedildi 1.
 */
const SEED: Array<{ member: string; method: number; amount: string; status: number; completes?: boolean }> = [
  { member: 'Rapor Bir', method: MOVEN_B, amount: '1234.56', status: PENDING },
  { member: 'Rapor İki', method: MOVEN_B, amount: '1000.00', status: PENDING, completes: true },
  { member: 'Rapor Üç', method: MOVEN_B, amount: '250.10', status: PENDING },
  { member: 'Rapor Dört', method: LONDON_B, amount: '99.99', status: REJECTED },
  { member: 'Rapor Beş', method: LONDON_B, amount: '500.25', status: PENDING, completes: true },
];

async function createRefund(
  { server, apiToken }: AdminBrowserSession,
  index: number,
  entry: (typeof SEED)[number],
): Promise<number> {
  const form = new FormData();
  const fields: Record<string, string> = {
    method: String(entry.method),
    reason_id: '1',
    user_id: `RPR-U${index}`,
    login_id: `rapor.${index}`,
    member_name: entry.member,
    refund_name: entry.member,
    amount: entry.amount,
    status: String(entry.status),
    ticket_id: `RPR-${index}`,
    email: `rapor${index}@example.test`,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${server.baseUrl}/api/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}` },
    body: form,
  });
  const body = (await response.json()) as { id: number };
  expect(response.status).toBe(201);
  return body.id;
}

const app = setUpAdminBrowser({
  seed: async (session) => {
    for (const [index, entry] of SEED.entries()) {
      const id = await createRefund(session, index + 1, entry);
      if (entry.completes) {
        const changed = await apiCall(session.server, 'PUT', `/api/refunds/${id}/status`, {
          token: session.apiToken,
          // Just created: version 1 is the one this change starts from.
          body: { status_id: COMPLETED, version: 1 },
        });
        expect(changed.status).toBe(200);
      }
    }
  },
});

/** The text of each cell of the table row headed by `name`. */
async function rowCells(region: Locator, name: string): Promise<string[]> {
  const row = region.getByRole('row').filter({ has: app.page.getByRole('rowheader', { name, exact: true }) });
  return row.getByRole('cell').allTextContents();
}

/** A full-page screenshot once the charts' entry animations have settled. */
async function screenshot(name: string) {
  await app.page.waitForLoadState('networkidle');
  await app.page.waitForTimeout(800);
  await app.page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
}

async function setDarkMode(dark: boolean) {
  const isDark = async () =>
    app.page.evaluate(() => {
      const background = getComputedStyle(document.body).backgroundColor;
      const [r, g, b] = (background.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
      return r + g + b < 3 * 128;
    });
  if ((await isDark()) !== dark)
    await app.page.getByRole('button', { name: 'Açık/koyu tema arasında geçiş yap' }).click();
  await expect.poll(isDark).toBe(dark);
  // Off the toggle, so that its tooltip is not in the screenshot.
  await app.page.mouse.move(5, 700);
  await app.page.getByRole('tooltip').waitFor({ state: 'hidden' });
}

describe('dashboard and reports in a real browser', () => {
  it('shows the seeded figures on the dashboard', async () => {
    await app.page.goto(`${app.server.baseUrl}/dashboard`);
    const figure = (label: string) => app.page.getByRole('group', { name: label });
    await figure('Toplam İade Sayısı').getByText('5', { exact: true }).waitFor();
    await figure('Toplam İade Tutarı').getByText('3.084,90 TL').waitFor();

    const moven = app.page.getByRole('region', { name: 'Moven B' });
    await moven.getByText('2.484,66 TL').waitFor();
    await moven.getByText('3 iade').waitFor();
    expect(await moven.getByTestId('status-count').allTextContents()).toEqual([
      'Beklemede: 2',
      'Tamamlandı: 1',
    ]);
    const london = app.page.getByRole('region', { name: 'London B' });
    await london.getByText('600,24 TL').waitFor();
    expect(await london.getByTestId('status-count').allTextContents()).toEqual([
      'Tamamlandı: 1',
      'Reddedildi: 1',
    ]);

    const latest = app.page.getByRole('region', { name: 'Son İadeler' });
    expect(await latest.getByRole('rowheader').allTextContents()).toEqual([
      'Rapor Beş',
      'Rapor Dört',
      'Rapor Üç',
      'Rapor İki',
      'Rapor Bir',
    ]);
    const cells = await rowCells(latest, 'Rapor Bir');
    expect(cells.slice(0, 4)).toEqual(['Moven B', 'Mükerrer ödeme', '1.234,56 TL', 'Beklemede']);

    await screenshot('dashboard-light.png');
    await setDarkMode(true);
    await screenshot('dashboard-dark.png');
    await setDarkMode(false);
  });

  it('shows the seeded figures on the reports page', async () => {
    await app.page.getByRole('menuitem', { name: 'Raporlar' }).click();
    await app.page.waitForURL(/\/reports$/);
    const figure = (label: string) => app.page.getByRole('group', { name: label });
    await figure('Toplam İade').getByText('5', { exact: true }).waitFor();
    await figure('Toplam Tutar').getByText('3.084,90 TL').waitFor();
    await figure('Ortalama Tutar').getByText('616,98 TL').waitFor();
    // Completed within seconds of creation: hours, not days.
    await figure('Ortalama Tamamlanma Süresi').getByText('0,0 saat').waitFor();
    await app.page.getByText(/^Son güncelleme: \d{2}:\d{2}:\d{2}$/).waitFor();

    const methods = app.page.getByRole('region', { name: 'Ödeme Yöntemlerine Göre İadeler' });
    await methods.getByRole('rowheader', { name: 'Moven B' }).waitFor();
    expect(await rowCells(methods, 'Moven B')).toEqual(['3', '%60,0', '2.484,66 TL', '828,22 TL']);
    expect(await rowCells(methods, 'London B')).toEqual(['2', '%40,0', '600,24 TL', '300,12 TL']);

    const completion = app.page.getByRole('region', { name: 'Tamamlanma Süreleri' });
    expect(await rowCells(completion, 'Moven B')).toEqual(['1', '0,0 saat', '0,0 saat', '0,0 saat']);
    expect(await rowCells(completion, 'London B')).toEqual(['1', '0,0 saat', '0,0 saat', '0,0 saat']);

    const statuses = app.page.getByRole('region', { name: 'Durum Dağılımı' });
    expect(await rowCells(statuses, 'Beklemede')).toEqual(['2', '%40,0']);
    expect(await rowCells(statuses, 'Tamamlandı')).toEqual(['2', '%40,0']);
    expect(await rowCells(statuses, 'Reddedildi')).toEqual(['1', '%20,0']);

    // The charts drew one slice per status and one bar per method.
    const donut = app.page.getByRole('region', { name: 'Durumlara Göre Dağılım' });
    await expect.poll(() => donut.locator('path.MuiPieArc-root').count()).toBe(3);
    const bars = app.page.getByRole('region', { name: 'Ödeme Yöntemine Göre Tutar' });
    await expect.poll(() => bars.locator('.MuiBarElement-root').count()).toBe(2);

    await screenshot('reports-light.png');
    await setDarkMode(true);
    await screenshot('reports-dark.png');
    await setDarkMode(false);
  });

  it('exports the payment-method table as CSV', async () => {
    const methods = app.page.getByRole('region', { name: 'Ödeme Yöntemlerine Göre İadeler' });
    const downloadPromise = app.page.waitForEvent('download');
    await methods.getByRole('button', { name: /CSV olarak indir/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^odeme-yontemleri_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFÖdeme Yöntemi;İade Sayısı;Yüzde;Toplam Tutar (TL);Ortalama Tutar (TL)',
      'Moven B;3;60;2484,66;828,22',
      'London B;2;40;600,24;300,12',
      '',
    ]);
  });

  it('reloads the reports for a date range without refunds and back', async () => {
    const typeDate = async (label: string, digits: string) => {
      await app.page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Gün' }).click();
      await app.page.keyboard.type(digits);
    };
    const methods = app.page.getByRole('region', { name: 'Ödeme Yöntemlerine Göre İadeler' });
    await typeDate('Başlangıç Tarihi', '01012020');
    await typeDate('Bitiş Tarihi', '31122020');
    await methods.getByText('Henüz veri bulunmuyor').waitFor();
    await app.page.getByRole('group', { name: 'Toplam İade' }).getByText('0', { exact: true }).waitFor();
    await app.page.getByRole('button', { name: 'Tüm Tarihler' }).click();
    await methods.getByRole('rowheader', { name: 'Moven B' }).waitFor();
    expect(app.problems).toEqual([]);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureReceiptCorpus, samplePath, type CorpusSample } from '../receiptCorpus/receiptCorpus.js';
import {
  type AdminBrowserSession,
  chooseOption,
  screenshotAt,
  setUpAdminBrowser,
  type Theme,
} from './uiSteps.js';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const THEMES: Theme[] = ['light', 'dark'];
const MEMBERS = ['Toast Üye Bir', 'Toast Üye İki'];

const STATUS_DONE = 'Durum başarıyla güncellendi';
const MAIL_DONE = 'Mail gönderildi';
const MAIL_UNDONE = 'Mail durumu iptal edildi';
const ANALYSING = 'Dekont analiz ediliyor, lütfen bekleyin...';
const ANALYSED = 'Dekont başarıyla okundu ve form alanları dolduruldu!';

let receipt: CorpusSample;

async function createRefund({ server, apiToken }: AdminBrowserSession, member: string, index: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    method: '5',
    reason_id: '1',
    user_id: `TOAST-${index}`,
    login_id: `toast.${index}`,
    member_name: member,
    refund_name: member,
    amount: '1250.5',
    status: '1',
    ticket_id: `TOAST-TICKET-${index}`,
    email: `toast${index}@example.test`,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${server.baseUrl}/api/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

const app = setUpAdminBrowser({
  environment: async () => {
    receipt = (await ensureReceiptCorpus()).samples[0];
    // One server process: it starts in time on a busy machine.
    return { PORT: '4430', WEB_CONCURRENCY: '1' };
  },
  seed: async (session) => {
    for (const [index, member] of MEMBERS.entries()) await createRefund(session, member, index);
  },
});

/** The texts of the toasts on screen now. */
const toastTexts = () => app.page.locator('.MuiSnackbarContent-message').allTextContents();

/** Whether every toast lies clear of the user menu button and that button still takes a click there. */
const userMenuFree = () =>
  app.page.evaluate(() => {
    const menu = document.querySelector('header [aria-label="Kullanıcı menüsü"]') as HTMLElement;
    const button = menu.getBoundingClientRect();
    const toasts = [...document.querySelectorAll('.MuiSnackbar-root')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    if (toasts.length === 0) return 'no toast';
    const overlapping = toasts.filter(
      (toast) =>
        toast.left < button.right &&
        button.left < toast.right &&
        toast.top < button.bottom &&
        button.top < toast.bottom,
    );
    const hit = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
    if (overlapping.length === 0 && hit !== null && menu.contains(hit)) return 'free';
    return `covered: ${JSON.stringify({ button, overlapping, hit: hit?.outerHTML.slice(0, 200) })}`;
  });

async function open(urlPath: string, size: { width: number; height: number }, theme: Theme) {
  await app.page.setViewportSize(size);
  await app.page.evaluate((name) => localStorage.setItem('RaStore.theme', JSON.stringify(name)), theme);
  await app.page.goto(`${app.server.baseUrl}${urlPath}`);
}

/** The list row of this member. */
const rowOf = (member: string) => app.page.getByRole('row').filter({ hasText: member }).first();

describe('toasts follow the actions in a real browser', () => {
  for (const size of SIZES) {
    for (const theme of THEMES) {
      it(`after a status change and a mail flip only the mail message shows (${size.width}×${size.height}, ${theme})`, async () => {
        await open('/refunds', size, theme);
        await rowOf(MEMBERS[0]).waitFor();
        // Whatever the row's status is now, the other one: each run changes it.
        const current = await rowOf(MEMBERS[0]).locator('td.column-status_name').textContent();
        const target = current?.includes('Onaylandı') ? 'Beklemede' : 'Onaylandı';
        await rowOf(MEMBERS[0]).getByRole('button', { name: 'Durumu Güncelle' }).click();
        const dialog = app.page.getByRole('dialog');
        await chooseOption(dialog.getByRole('combobox', { name: 'Yeni Durum' }), target);
        await dialog.getByRole('button', { name: 'Kaydet' }).click();
        await expect.poll(toastTexts).toEqual([STATUS_DONE]);

        // At once another action: its message replaces the status message, not queued behind it.
        const mailButton = rowOf(MEMBERS[1]).locator('td.column-mail_sent button');
        const wasSent = (await mailButton.getAttribute('aria-pressed')) === 'true';
        const started = Date.now();
        await mailButton.click();
        const expected = wasSent ? MAIL_UNDONE : MAIL_DONE;
        await expect.poll(toastTexts, { timeout: 3000 }).toEqual([expected]);
        expect(Date.now() - started, 'the new message is not held back by the old one').toBeLessThan(3000);
        expect(await userMenuFree()).toBe('free');
        await screenshotAt(app.page, 'toast-after-actions', size, theme, {
          x: size.width / 2,
          y: size.height - 2,
        });
      });
    }
  }

  it('closes the analysis progress message when the form is filled', async () => {
    const size = SIZES[0];
    await open('/refunds/create', size, 'light');
    await app.page.getByRole('heading', { name: 'Yeni İade Oluştur' }).waitFor();
    await app.page.getByLabel('Dekont dosyası').setInputFiles(samplePath(receipt, 'png'));
    await expect.poll(toastTexts).toEqual([`Dekont yüklendi: ${path.basename(samplePath(receipt, 'png'))}`]);
    await app.page.getByRole('button', { name: 'Dekontu Analiz Et' }).click();
    // The upload message gives way to the progress message at once.
    await expect.poll(toastTexts, { timeout: 2000 }).toEqual([ANALYSING]);
    // Choosing the file scrolled the form, and the app bar hides on scroll: bring it back first.
    await app.page.evaluate(() => window.scrollTo(0, 0));
    await app.page.waitForTimeout(400);
    expect(await userMenuFree()).toBe('free');
    await screenshotAt(app.page, 'toast-analysis-progress', size, 'light', {
      x: size.width / 2,
      y: size.height - 2,
    });

    const refundName = app.page.getByRole('textbox', { name: /^İade Yapılacak İsim/ });
    await expect.poll(() => refundName.inputValue(), { timeout: 30_000 }).not.toBe('');
    // Filled: the progress message is gone and the result says so, without waiting out a timer.
    await expect.poll(toastTexts, { timeout: 1000 }).toEqual([ANALYSED]);
    await screenshotAt(app.page, 'toast-analysis-done', size, 'light', {
      x: size.width / 2,
      y: size.height - 2,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../server/fixtures/receipts.js';
import { apiCall } from './harness.js';
import { type AdminBrowserSession, screenshotAt, setUpAdminBrowser, type Theme } from './uiSteps.js';

/** Enough refunds for a full page and more; every seventh member has a name too long for its column. */
const REFUND_COUNT = 80;
const LONG_NAME = 'Abdurrahman Muhammed Emin Karadenizlioğlu';

const THEMES: Theme[] = ['light', 'dark'];
const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];
const PHONE = { width: 390, height: 844 };

/** The refund whose detail page the phone visits: a receipt, a status change and an edit in its timeline. */
let detailId = 0;

async function createRefund(
  { server, apiToken }: AdminBrowserSession,
  index: number,
  methodIds: number[],
  receipt: boolean,
) {
  const form = new FormData();
  const member = index % 7 === 0 ? LONG_NAME : `Üye Sığdır ${index}`;
  const fields: Record<string, string> = {
    method: String(methodIds[index % methodIds.length]),
    reason_id: String((index % 3) + 1),
    user_id: `FIT-USER-${1000 + index}`,
    login_id: `sigdir.kullanici.${index}`,
    member_name: member,
    refund_name: member,
    amount: String(1000 + index * 137.25),
    status: String((index % 6) + 1),
    ticket_id: `FIT-TICKET-${index}`,
    email: `sigdir${index}@example.test`,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (receipt)
    form.append('receipt_image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'dekont.png');
  const response = await fetch(`${server.baseUrl}/api/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const app = setUpAdminBrowser({
  seed: async (session) => {
    const methods = await apiCall<Array<{ id: number; is_active: boolean }>>(
      session.server,
      'GET',
      '/api/methods',
      {
        token: session.apiToken,
      },
    );
    const methodIds = methods.body.filter((method) => method.is_active).map((method) => method.id);
    for (let index = 1; index <= REFUND_COUNT; index += 1) {
      const id = await createRefund(session, index, methodIds, index === REFUND_COUNT);
      if (index === REFUND_COUNT) detailId = id;
    }
    const changed = await apiCall(session.server, 'PUT', `/api/refunds/${detailId}/status`, {
      token: session.apiToken,
      body: { status_id: 5, version: 1 },
    });
    expect(changed.status).toBe(200);
    const edit = new FormData();
    edit.append('member_name', `${LONG_NAME} Uzunsoyadlıgiller`);
    edit.append('ticket_id', 'FIT-TICKET-GUNCELLENMIS-COK-UZUN-BIR-KIMLIK-0123456789');
    edit.append('version', '2');
    const edited = await fetch(`${session.server.baseUrl}/api/refunds/${detailId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.apiToken}` },
      body: edit,
    });
    expect(edited.status).toBe(200);
  },
});

/** Opens a page at this size and theme (react-admin keeps the theme in its localStorage store). */
async function open(urlPath: string, size: { width: number; height: number }, theme: Theme) {
  await app.page.setViewportSize(size);
  await app.page.evaluate((name) => localStorage.setItem('RaStore.theme', JSON.stringify(name)), theme);
  await app.page.goto(`${app.server.baseUrl}${urlPath}`);
  // Not 'networkidle': refund screens keep the live-updates stream open.
  await app.page.waitForLoadState('load');
  await app.page.locator('main').first().waitFor();
  const dark = await app.page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r + g + b < 3 * 128;
  });
  expect(dark, `${urlPath} in ${theme} mode`).toBe(theme === 'dark');
}

/** How wide the page can be scrolled: the window's width when nothing sticks out. */
const pageScrollWidth = () => app.page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

interface TableFit {
  wrapperScroll: number;
  wrapperClient: number;
  rowHeights: number[];
  rowsInView: number;
  /** Per row: whether the action buttons lie inside the window and are the topmost element there. */
  actionsReachable: boolean[];
  /** Member-name cells whose text is cut with an ellipsis but carries the full name as tooltip. */
  truncatedWithTitle: number;
}

const measureRefundTable = () =>
  app.page.evaluate((): TableFit => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper') as HTMLElement;
    const rows = [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const actionsReachable = rows.slice(0, 15).map((row) => {
      const buttons = [...row.querySelectorAll<HTMLElement>('.column-actions button, .column-actions a')];
      return (
        buttons.length >= 3 &&
        buttons.every((button) => {
          const box = button.getBoundingClientRect();
          if (box.left < 0 || box.right > window.innerWidth) return false;
          row.scrollIntoView({ block: 'nearest' });
          const again = button.getBoundingClientRect();
          const hit = document.elementFromPoint(again.left + again.width / 2, again.top + again.height / 2);
          return hit !== null && button.contains(hit);
        })
      );
    });
    window.scrollTo(0, 0);
    const members = [...document.querySelectorAll<HTMLElement>('tbody td.column-member_name span[title]')];
    return {
      wrapperScroll: wrapper.scrollWidth,
      wrapperClient: wrapper.clientWidth,
      rowHeights: rows.map((row) => row.getBoundingClientRect().height),
      rowsInView: rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
      actionsReachable,
      truncatedWithTitle: members.filter(
        (span) => span.scrollWidth > span.clientWidth && span.title.startsWith('Abdurrahman'),
      ).length,
    };
  });

describe('pages fit laptops and phones, in light and dark mode', () => {
  for (const size of LAPTOPS) {
    for (const theme of THEMES) {
      it(`lists refunds at ${size.width}×${size.height} (${theme}) without sideways scrolling`, async () => {
        await open('/refunds', size, theme);
        await app.page.getByRole('cell', { name: `#${detailId}` }).waitFor();
        await screenshotAt(app.page, 'refunds', size, theme);
        expect(await pageScrollWidth()).toBeLessThanOrEqual(size.width);
        const table = await measureRefundTable();
        expect(table.wrapperScroll, 'the table scrolls sideways in its card').toBeLessThanOrEqual(
          table.wrapperClient,
        );
        expect(table.rowHeights).toHaveLength(15);
        // One line a row: 28 px buttons and 4 px padding above and below.
        for (const height of table.rowHeights) expect(height).toBeLessThanOrEqual(40);
        expect(table.actionsReachable).toEqual(Array(15).fill(true));
        expect(table.truncatedWithTitle, 'long names end in an ellipsis with a tooltip').toBeGreaterThan(0);
        if (size.width === 1440) expect(table.rowsInView).toBeGreaterThanOrEqual(15);
        // The columns a staffer needs at a glance are all there, inside the window.
        const headers = await app.page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('thead th')]
            .filter((th) => {
              const box = th.getBoundingClientRect();
              return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
            })
            .map((th) => th.textContent ?? ''),
        );
        expect(headers).toEqual(
          expect.arrayContaining(['ID', 'Tarih - Saat', 'Üye Adı', 'Tutar', 'Durum', 'Mail', 'İşlemler']),
        );
      });
    }
  }

  const PHONE_PAGES: Array<{ name: string; path: () => string; ready: () => Promise<void> }> = [
    {
      name: 'refunds',
      path: () => '/refunds',
      ready: () => app.page.getByRole('cell', { name: `#${detailId}` }).waitFor(),
    },
    {
      name: 'refund-detail',
      path: () => `/refunds/${detailId}`,
      ready: () => app.page.getByRole('heading', { name: `İade #${detailId}` }).waitFor(),
    },
    {
      name: 'admin',
      path: () => '/admin',
      ready: () => app.page.getByRole('cell', { name: 'Sistem Yöneticisi' }).first().waitFor(),
    },
    {
      name: 'users',
      path: () => '/users',
      ready: () => app.page.getByRole('cell', { name: 'Sistem Yöneticisi' }).first().waitFor(),
    },
    {
      name: 'logs',
      path: () => '/logs',
      ready: () => app.page.getByRole('row').nth(3).waitFor(),
    },
    {
      name: 'profile',
      path: () => '/profile',
      ready: () => app.page.getByRole('heading', { name: 'Profil' }).waitFor(),
    },
  ];

  for (const theme of THEMES) {
    it(`keeps every page within a 390 px phone (${theme}), the user menu in reach`, async () => {
      for (const phonePage of PHONE_PAGES) {
        await open(phonePage.path(), PHONE, theme);
        await phonePage.ready();
        await screenshotAt(app.page, phonePage.name, PHONE, theme);
        expect(await pageScrollWidth(), `${phonePage.name} page width`).toBeLessThanOrEqual(PHONE.width);
        const menuButton = app.page.getByRole('button', { name: 'Kullanıcı menüsü' });
        const box = await menuButton.boundingBox();
        expect(box, `${phonePage.name}: user menu button`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${phonePage.name}: user menu inside the screen`).toBeLessThanOrEqual(
          PHONE.width,
        );
        // The header's title does not run under its buttons.
        const overlap = await app.page.evaluate(() => {
          const title = document.querySelector('header .MuiTypography-h6') as HTMLElement;
          const firstButton = document.querySelector(
            'header button[aria-controls="simple-menu"]',
          ) as HTMLElement;
          return title.getBoundingClientRect().right - firstButton.getBoundingClientRect().left;
        });
        expect(overlap, `${phonePage.name}: title clear of the header buttons`).toBeLessThanOrEqual(0);
      }
      await app.page.getByRole('button', { name: 'Kullanıcı menüsü' }).click();
      const profile = app.page.getByRole('menuitem', { name: 'Profil' });
      await profile.waitFor();
      const item = await profile.boundingBox();
      expect(item!.x + item!.width).toBeLessThanOrEqual(PHONE.width);
      await app.page.keyboard.press('Escape');
    });
  }

  it('wraps log details between words on a phone', async () => {
    await open('/logs', PHONE, 'light');
    await app.page.getByRole('row').nth(3).waitFor();
    // No word of a detail cell is split over two lines: each line ends at a space or at the text's end.
    const splitWords = await app.page.evaluate(() => {
      const split: string[] = [];
      const range = document.createRange();
      for (const cell of document.querySelectorAll<HTMLElement>('tbody td.column-details')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          let lastTop: number | null = null;
          for (let index = 0; index < text.length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const top = range.getBoundingClientRect().top;
            // A new line that starts inside a word: the letters before and after it are on two lines.
            if (lastTop !== null && top > lastTop + 2 && /\p{L}/u.test(text[index - 1] + text[index])) {
              if (/\p{L}{2}/u.test(text[index - 1] + text[index])) split.push(text);
            }
            lastTop = top;
          }
        }
      }
      return split;
    });
    expect(splitWords).toEqual([]);
  });
});

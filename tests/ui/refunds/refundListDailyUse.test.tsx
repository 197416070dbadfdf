import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listCalls, listParams, listReply } from '../support/mockFetch';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const rows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => refund({ id: from + index }));

describe('refund list in daily use', () => {
  it('keeps the bulk toolbar out of the tab order until a row is selected, and out of the filters', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    // Nothing selected: none of its buttons can be reached (they were 5 invisible tab stops).
    expect(screen.queryByRole('button', { name: 'Durumu Değiştir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Seçimi kaldır' })).toBeNull();

    await user.click(within(rowOf('Üye 1')).getByRole('checkbox'));
    const change = await screen.findByRole('button', { name: 'Durumu Değiştir' });
    expect(screen.getByRole('button', { name: 'Seçilenleri Sil' })).toBeTruthy();
    // In the page's flow, not floated up over the second row of filters.
    const toolbar = change.closest('[data-test="bulk-actions-toolbar"]') as HTMLElement;
    expect(getComputedStyle(toolbar).position).not.toBe('absolute');
    expect(getComputedStyle(toolbar).transform).toMatch(/^(none|)$/);

    await user.click(screen.getByRole('button', { name: 'Seçimi kaldır' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Durumu Değiştir' })).toBeNull());
  }, 60_000);

  it('offers to select every refund the filters match, not just the page', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds': (request) => {
        const [from, to] = listParams(request).range;
        return listReply(rows(Math.min(to, 39) - from + 1, from + 1), 'refunds', 40);
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 15');
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(await screen.findByText('15 öğe seçildi')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filtreye uyan 40 iadenin tümünü seç' }));
    expect(await screen.findByText('40 öğe seçildi')).toBeTruthy();
    // Asked for at most what one bulk action takes.
    expect(listCalls(api, '/api/refunds').some((call) => call.range[1] === 499)).toBe(true);
  }, 60_000);

  it('caps the selection of a large result at 500 and says so', async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'GET /api/refunds': (request) => {
        const [from, to] = listParams(request).range;
        return listReply(rows(to - from + 1, from + 1), 'refunds', 2010);
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 15');
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.click(
      await screen.findByRole('button', { name: 'Filtreye uyan ilk 500 iadeyi seç (toplam 2010)' }),
    );
    expect(await screen.findByText('500 öğe seçildi')).toBeTruthy();
  }, 60_000);

  it('lets a keyboard reach a row and open it with Enter', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    const view = renderApp('/refunds');
    await screen.findByText('Üye 1');
    const row = rowOf('Üye 2');
    expect(row.tabIndex).toBe(0);
    row.focus();
    expect(document.activeElement).toBe(row);
    await user.keyboard(' ');
    expect(await screen.findByText('1 öğe seçildi')).toBeTruthy();
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toBe('/refunds/2'));
  }, 60_000);

  it('jumps to the last and the first of 134 pages', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds': (request) => {
        const [from, to] = listParams(request).range;
        return listReply(rows(Math.min(to, 2009) - from + 1, from + 1), 'refunds', 2010);
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 15');
    expect((screen.getByRole('button', { name: 'İlk sayfa' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Son sayfa' }));
    await waitFor(() => expect(listCalls(api, '/api/refunds').at(-1)?.range).toEqual([1995, 2009]));
    expect(await screen.findByRole('button', { name: 'Sayfa 134' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Son sayfa' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'İlk sayfa' }));
    await waitFor(() => expect(listCalls(api, '/api/refunds').at(-1)?.range).toEqual([0, 14]));
  }, 60_000);
});

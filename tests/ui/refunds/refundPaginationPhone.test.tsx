import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

/** A 390 px phone: every max-width query matches. */
const onPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
afterEach(() => vi.restoreAllMocks());

describe('refund pager on a phone', () => {
  it('shows 3 page numbers and arrows named Önceki/Sonraki, so it fits the screen', async () => {
    onPhone();
    mockRefundApi(adminUser, {
      'GET /api/refunds': () => ({
        body: Array.from({ length: 15 }, (_, index) => refund({ id: index + 1 })),
        headers: { 'Content-Range': 'refunds 0-14/200' },
      }),
    });
    renderApp('/refunds');
    const pager = await screen.findByRole('navigation', { name: 'Sayfalar' }, { timeout: 8000 });
    const buttons = within(pager).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'İlk sayfa',
      'Önceki',
      'Sayfa 1',
      'Sayfa 2',
      'Sayfa 3',
      'Sonraki',
      'Son sayfa',
    ]);
    // No worded previous/next button on the phone: the words were what pushed the bar past 390 px.
    expect(within(pager).queryByText('Önceki')).toBeNull();
    expect(within(pager).queryByText('Sonraki')).toBeNull();
  }, 30_000);
});

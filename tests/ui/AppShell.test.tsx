import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AdminApp, App } from '../../src/App';
import { mockFetch } from './support/mockFetch';
import { adminUser, refundViewerUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/dashboard',
}));

let sessionCounter = 0;

/** The app's auth provider is a singleton: a new token per test keeps its cached /auth/me apart. */
function signIn(user: object) {
  sessionCounter += 1;
  const token = `session-${sessionCounter}`;
  window.localStorage.setItem('token', token);
  return mockFetch({
    'GET /api/auth/me': { body: user },
    'POST /api/auth/logout': { body: { message: 'Çıkış yapıldı' } },
    'GET /api/users/login-attempts': {
      body: { data: { attempts: 0, isBlocked: false, blockedUntil: null } },
    },
  });
}

/** `store: 'browser'` keeps react-admin's own localStorage store; tests default to a memory store. */
function renderApp(path: string, { store = 'memory' }: { store?: 'memory' | 'browser' } = {}) {
  let currentPath = path;
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => (currentPath = location.pathname)}
    >
      <AdminApp store={store === 'memory' ? memoryStore() : undefined} />
    </TestMemoryRouter>,
  );
  return { location: () => currentPath };
}

const SIDEBAR_LABELS = [
  'Ana Sayfa',
  'İadeler',
  'Onaylar',
  'Raporlar',
  'Sistem Logları',
  'Yönetim Paneli',
  'Ayarlar',
];

const menuItemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());

describe('shell and routes', () => {
  it('runs on the browser URL with clean paths: / becomes /dashboard', async () => {
    window.history.replaceState(null, '', '/');
    signIn(adminUser);
    render(<App />);
    expect(await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!')).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    window.history.replaceState(null, '', '/');
  });

  it('sends / to /dashboard and greets the user by full name', async () => {
    signIn(adminUser);
    const app = renderApp('/');
    expect(await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Iade Kontrol. Tüm hakları saklıdır.`),
    ).toBeTruthy();
  });

  it('greets by username when the user has no full name', async () => {
    signIn(refundViewerUser);
    renderApp('/dashboard');
    expect(await screen.findByText('Hoş geldiniz, mehmet!')).toBeTruthy();
  });

  it('shows the login page to a visitor without a session', async () => {
    mockFetch({});
    const app = renderApp('/dashboard');
    expect(await screen.findByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(app.location()).toBe('/login');
  });

  it('answers an unknown path with the not-found page and a link to /dashboard', async () => {
    signIn(adminUser);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the settings placeholder with a link back home', async () => {
    signIn(refundViewerUser);
    renderApp('/settings');
    expect(await screen.findByText('Ayarlar sayfası hazırlanıyor, çok yakında burada olacak.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('sidebar', () => {
  it('shows a view_refunds-only user home and refunds, nothing else', async () => {
    signIn(refundViewerUser);
    renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, mehmet!');
    await waitFor(() => expect(menuItemNames()).toEqual(['Ana Sayfa', 'İadeler']));
    expect(screen.getByRole('menuitem', { name: 'İadeler' }).getAttribute('href')).toBe('/refunds');
  });

  it('shows admin every item with its route', async () => {
    signIn(adminUser);
    renderApp('/dashboard');
    await waitFor(() => expect(menuItemNames()).toEqual(SIDEBAR_LABELS));
    const hrefs = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/dashboard',
      '/refunds',
      '/approvals',
      '/reports',
      '/logs',
      '/admin',
      '/settings',
    ]);
  });

  it("moves focus into the main content with the 'İçeriğe geç' link", async () => {
    signIn(adminUser);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!');
    const skip = screen.getByRole('link', { name: 'İçeriğe geç' });
    skip.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('shows a mobile menu with home, refunds, profile and logout on phones', async () => {
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
    signIn(adminUser);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!');
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    await waitFor(() => expect(menuItemNames()).toEqual(['Ana Sayfa', 'İadeler', 'Profil', 'Çıkış Yap']));
  });
});

describe('app bar', () => {
  it('has the product title and a user menu with role badge, profile link and logout', async () => {
    const api = signIn(adminUser);
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!');
    expect(screen.getAllByText('Iade Kontrol').length).toBeGreaterThan(0);

    const menuButton = await screen.findByRole('button', { name: 'Kullanıcı menüsü' });
    expect(menuButton.textContent).toContain('Ayşe Yılmaz');
    expect(menuButton.textContent).toContain('A');
    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Yönetici')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Profil' }).getAttribute('href')).toBe('/profile');

    await user.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('starts in light mode and keeps the dark-mode choice in localStorage', async () => {
    signIn(adminUser);
    const user = userEvent.setup();
    renderApp('/dashboard', { store: 'browser' });
    await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!');
    const storedTheme = () =>
      Object.keys(window.localStorage)
        .filter((key) => key.endsWith('.theme'))
        .map((key) => window.localStorage.getItem(key));
    expect(storedTheme()).not.toContain('"dark"');
    await user.click(screen.getByRole('button', { name: 'Açık/koyu tema arasında geçiş yap' }));
    await waitFor(() => expect(storedTheme()).toContain('"dark"'));
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/login/LoginPage';
import { mockFetch, networkFailure } from './support/mockFetch';
import { renderInAdmin } from './support/renderInAdmin';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/login',
}));

const renderLoginPage = () =>
  renderInAdmin(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { path: '/login' },
  );

const storeRecord = (username: string, record: object) =>
  window.localStorage.setItem(
    `loginAttempts:${username}`,
    JSON.stringify({ ...record, timestamp: Date.now() }),
  );

describe('login block over a reload', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the blocked view with the countdown where it was, and it keeps ticking', async () => {
    storeRecord('admin', { attempts: 10, isBlocked: true, blockedUntil: '2026-03-02T09:10:05.000Z' });
    mockFetch({});
    renderLoginPage();
    expect(await screen.findByText('Erişim Engellendi')).toBeTruthy();
    expect(screen.getByText('Hesabınız geçici olarak engellendi')).toBeTruthy();
    expect(screen.getByTestId('block-countdown').textContent).toBe('10:05');
    expect(screen.queryByLabelText('Şifre')).toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('block-countdown').textContent).toBe('10:03');
  });

  it('opens on the form once the stored block is over, with no countdown', async () => {
    storeRecord('admin', { attempts: 10, isBlocked: true, blockedUntil: '2026-03-02T08:59:00.000Z' });
    mockFetch({});
    renderLoginPage();
    expect(await screen.findByLabelText('Şifre')).toBeTruthy();
    expect(screen.queryByTestId('block-countdown')).toBeNull();
  });

  it("after a block ends on the reloaded page, the form keeps the blocked user's name", async () => {
    storeRecord('ayse', { attempts: 10, isBlocked: true, blockedUntil: '2026-03-02T09:00:02.000Z' });
    mockFetch({ 'GET /api/users/login-attempts': networkFailure });
    renderLoginPage();
    expect(await screen.findByTestId('block-countdown')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(((await screen.findByLabelText('Kullanıcı Adı')) as HTMLInputElement).value).toBe('ayse');
  });
});

describe('the fifth failure', () => {
  it('warns once: the toast says the error, the form says the attempts left', async () => {
    mockFetch({
      'GET /api/users/login-attempts': {
        body: { data: { attempts: 4, isBlocked: false, blockedUntil: null } },
      },
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Kullanıcı adı veya şifre hatalı', attempts: 5, remainingAttempts: 5 },
      },
      'POST /api/users/login-attempts': {
        body: { data: { attempts: 5, isBlocked: false, blockedUntil: null } },
      },
    });
    renderLoginPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(screen.getByLabelText('Şifre'), 'yanlis');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı')).toBeTruthy();
    expect(screen.getAllByText(/deneme hakkınızdan 5 tanesi kaldı/)).toHaveLength(1);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/login/LoginPage';
import { navigateBrowserTo } from '../../src/providers/browserNavigation';
import { mockFetch, networkFailure, type MockReply } from './support/mockFetch';
import { renderInAdmin } from './support/renderInAdmin';
import { adminUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/login',
}));

const notBlocked: MockReply = { body: { data: { attempts: 0, isBlocked: false, blockedUntil: null } } };
const twoFactorAnswer: MockReply = {
  body: {
    is_2fa_enabled: true,
    requires2FA: true,
    userId: 1,
    ticket: 'ticket-abc',
    message: 'İki faktörlü doğrulama gerekli',
  },
};

const renderLoginPage = () =>
  renderInAdmin(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard route</p>} />
    </Routes>,
    { path: '/login' },
  );

async function submitCredentials(user: UserEvent, username: string, password: string) {
  await user.type(screen.getByLabelText('Kullanıcı Adı'), username);
  await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

/**
 * Submits a wrong password: the server refuses the sign-in with `refusal` and then counts `attempts`
 * failures for the user.
 */
async function submitWrongPassword(refusal: object, attempts: number) {
  const api = mockFetch({
    'GET /api/users/login-attempts': notBlocked,
    'POST /api/auth/login': { status: 401, body: refusal },
    'POST /api/users/login-attempts': {
      body: { data: { attempts, isBlocked: false, blockedUntil: null } },
    },
  });
  renderLoginPage();
  await submitCredentials(userEvent.setup(), 'admin', 'yanlis');
  return api;
}

async function reachTwoFactorStep(user: UserEvent) {
  await submitCredentials(user, 'admin', 'dogru-sifre');
  await screen.findByText('İki faktörlü doğrulama kodu gerekli');
}

describe('login page: credentials view', () => {
  it('shows the heading, the normal subtitle, both fields, the submit button and the supervisor note', () => {
    mockFetch({});
    renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Iade Kontrol' })).toBeTruthy();
    expect(screen.getByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(screen.getByLabelText('Kullanıcı Adı')).toBeTruthy();
    expect(screen.getByLabelText('Şifre').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(screen.getByText('Hesap bilgileriniz için lütfen süpervizörünüzle iletişime geçin.')).toBeTruthy();
  });

  it('asks for username and password without calling the server when one is missing', async () => {
    const api = mockFetch({});
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Lütfen kullanıcı adı ve şifrenizi girin')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('signs in without 2FA: stores the token, says so and opens /dashboard', async () => {
    const api = mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': { body: { ...adminUser, token: 'session-token-1' } },
    });
    const user = userEvent.setup();
    const view = renderLoginPage();
    await submitCredentials(user, 'admin', 'dogru-sifre');
    expect(await screen.findByText('dashboard route')).toBeTruthy();
    expect(view.location()).toBe('/dashboard');
    expect(window.localStorage.getItem('token')).toBe('session-token-1');
    expect(await screen.findByText('Giriş başarılı')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/login')[0].body).toEqual({
      username: 'admin',
      password: 'dogru-sifre',
    });
  });

  it('shows the busy label on the disabled submit button while the login call runs', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderLoginPage();
    await submitCredentials(user, 'admin', 'dogru-sifre');
    const busyButton = await screen.findByRole('button', { name: 'Giriş yapılıyor...' });
    expect((busyButton as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ status: 401, body: { message: 'Kullanıcı adı veya şifre hatalı' } }));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('shows the server message and, from the fifth failure, how many attempts remain', async () => {
    const api = await submitWrongPassword({ message: 'Kullanıcı adı veya şifre hatalı', attempts: 6 }, 6);
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı')).toBeTruthy();
    expect(
      await screen.findByText(
        'Dikkat: 10 deneme hakkınızdan 4 tanesi kaldı. Hakkınız dolarsa hesabınız 15 dakika süreyle engellenecek.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/users/login-attempts')[0].body).toEqual({ username: 'admin' });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows no attempts warning before the fifth failure', async () => {
    await submitWrongPassword({ message: 'Kullanıcı adı veya şifre hatalı' }, 4);
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı')).toBeTruthy();
    expect(screen.queryByText(/deneme hakkınızdan/)).toBeNull();
  });

  it('sends a visitor who already has a session to /dashboard', async () => {
    window.localStorage.setItem('token', 'existing-session');
    mockFetch({});
    const view = renderLoginPage();
    expect(await screen.findByText('dashboard route')).toBeTruthy();
    expect(view.location()).toBe('/dashboard');
  });
});

describe('login page: two-factor view', () => {
  it('asks for the code after a 2FA answer and does not store any token yet', async () => {
    mockFetch({ 'GET /api/users/login-attempts': notBlocked, 'POST /api/auth/login': twoFactorAnswer });
    const user = userEvent.setup();
    renderLoginPage();
    await reachTwoFactorStep(user);
    expect(screen.getByLabelText('Doğrulama Kodu')).toBeTruthy();
    expect(screen.getByText('Kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kullanıcı girişine dön' })).toBeTruthy();
    expect(screen.queryByLabelText('Şifre')).toBeNull();
    expect(await screen.findByText('Lütfen iki faktörlü doğrulama kodunu girin')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps only digits, at most six, and enables the submit button at exactly six', async () => {
    mockFetch({ 'GET /api/users/login-attempts': notBlocked, 'POST /api/auth/login': twoFactorAnswer });
    const user = userEvent.setup();
    renderLoginPage();
    await reachTwoFactorStep(user);
    const codeField = screen.getByLabelText('Doğrulama Kodu') as HTMLInputElement;
    const submit = () => screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    await user.type(codeField, '12a3-4');
    expect(codeField.value).toBe('1234');
    expect(submit().disabled).toBe(true);
    await user.type(codeField, '5678');
    expect(codeField.value).toBe('123456');
    expect(submit().disabled).toBe(false);
  });

  it('completes the login with the code and ticket, then reloads the app on /dashboard', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const api = mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': twoFactorAnswer,
      'POST /api/auth/2fa/validate': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderLoginPage();
    await reachTwoFactorStep(user);
    await user.type(screen.getByLabelText('Doğrulama Kodu'), '654321');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    expect(await screen.findByRole('button', { name: 'Doğrulanıyor...' })).toBeTruthy();
    await act(async () =>
      answer({ body: { ...adminUser, is_2fa_enabled: true, token: 'session-after-2fa' } }),
    );
    await waitFor(() => expect(navigateBrowserTo).toHaveBeenCalledWith('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe('session-after-2fa');
    expect(api.callsTo('POST', '/api/auth/2fa/validate')[0].body).toEqual({
      token: '654321',
      userId: 1,
      ticket: 'ticket-abc',
    });
  });

  it('counts wrong codes and sends the user back to the password step after the third', async () => {
    mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': twoFactorAnswer,
      'POST /api/auth/2fa/validate': {
        status: 401,
        body: { message: 'Geçersiz doğrulama kodu', attemptsLeft: 2 },
      },
    });
    const user = userEvent.setup();
    renderLoginPage();
    await reachTwoFactorStep(user);

    const enterCode = async () => {
      await user.type(screen.getByLabelText('Doğrulama Kodu'), '111111');
      await user.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    };
    await enterCode();
    expect(await screen.findByText('Hatalı doğrulama kodu. Kalan deneme hakkınız: 2')).toBeTruthy();
    expect((screen.getByLabelText('Doğrulama Kodu') as HTMLInputElement).value).toBe('');
    await enterCode();
    expect(await screen.findByText('Hatalı doğrulama kodu. Kalan deneme hakkınız: 1')).toBeTruthy();
    await enterCode();
    expect(
      await screen.findByText('Doğrulama kodunu üç kez hatalı girdiniz. Lütfen tekrar giriş yapın.'),
    ).toBeTruthy();
    expect(screen.getByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(screen.queryByLabelText('Doğrulama Kodu')).toBeNull();
    expect((screen.getByLabelText('Kullanıcı Adı') as HTMLInputElement).value).toBe('admin');
    expect(navigateBrowserTo).not.toHaveBeenCalled();
  });

  it('returns to the credentials view through the back link', async () => {
    mockFetch({ 'GET /api/users/login-attempts': notBlocked, 'POST /api/auth/login': twoFactorAnswer });
    const user = userEvent.setup();
    renderLoginPage();
    await reachTwoFactorStep(user);
    await user.click(screen.getByRole('link', { name: 'Kullanıcı girişine dön' }));
    expect(screen.getByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });
});

describe('login page: blocked view', () => {
  // The clock and the countdown's interval are fake and move only when a test says so; timeouts stay
  // real so that the page's requests and Testing Library's waiting work as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the server block with a countdown that ticks every second and unblocks at zero', async () => {
    mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': {
        status: 429,
        body: {
          message: 'Çok fazla başarısız giriş denemesi. Hesabınız 00:03 süreyle engellendi.',
          isBlocked: true,
          blockedUntil: '2026-03-02T09:00:03.000Z',
          attempts: 10,
        },
      },
    });
    const user = userEvent.setup();
    renderLoginPage();
    await submitCredentials(user, 'admin', 'yanlis');

    expect(await screen.findByText('Hesabınız geçici olarak engellendi')).toBeTruthy();
    expect(screen.getByText('Erişim Engellendi')).toBeTruthy();
    expect(
      screen.getByText('Çok fazla başarısız giriş denemesi nedeniyle erişiminiz geçici olarak engellendi.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Lütfen daha sonra tekrar deneyin veya sistem yöneticinizle iletişime geçin.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Şifre')).toBeNull();
    const countdown = screen.getByTestId('block-countdown');
    expect(countdown.textContent).toBe('00:03');

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('block-countdown').textContent).toBe('00:02');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('block-countdown').textContent).toBe('00:01');
    await act(async () => vi.advanceTimersByTime(1000));

    expect(await screen.findByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(screen.queryByTestId('block-countdown')).toBeNull();
  });

  it('refuses to submit for a blocked user and shows the block instead', async () => {
    const api = mockFetch({
      'GET /api/users/login-attempts': {
        body: { data: { attempts: 10, isBlocked: true, blockedUntil: '2026-03-02T09:14:59.000Z' } },
      },
    });
    const user = userEvent.setup();
    renderLoginPage();
    await submitCredentials(user, 'admin', 'herhangi');
    expect(
      await screen.findByText('Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.'),
    ).toBeTruthy();
    expect(screen.getByTestId('block-countdown').textContent).toBe('14:59');
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('blocks for 15 minutes on the tenth failure when the attempts service cannot be reached', async () => {
    window.localStorage.setItem(
      'loginAttempts:admin',
      JSON.stringify({ attempts: 9, isBlocked: false, blockedUntil: null, timestamp: Date.now() }),
    );
    mockFetch({
      'GET /api/users/login-attempts': networkFailure,
      'POST /api/users/login-attempts': networkFailure,
      'POST /api/auth/login': { status: 401, body: { message: 'Kullanıcı adı veya şifre hatalı' } },
    });
    const user = userEvent.setup();
    renderLoginPage();
    await submitCredentials(user, 'admin', 'yanlis');
    expect(await screen.findByText('Hesabınız geçici olarak engellendi')).toBeTruthy();
    expect(screen.getByTestId('block-countdown').textContent).toBe('15:00');
    expect(
      await screen.findByText('Çok fazla başarısız giriş denemesi. Hesabınız 15 dakika süreyle engellendi.'),
    ).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem('loginAttempts:admin') ?? '{}');
    expect(stored).toMatchObject({ attempts: 10, isBlocked: true, blockedUntil: '2026-03-02T09:15:00.000Z' });
  });
});

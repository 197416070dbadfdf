import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LoginFlowError } from '../../src/login/loginFlowError';
import { createAuthProvider } from '../../src/providers/authProvider';
import { mockFetch, networkFailure, type MockReply } from './support/mockFetch';
import { adminUser, refundViewerUser, supportUser } from './support/users';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/dashboard',
}));

const notBlocked: MockReply = { body: { data: { attempts: 0, isBlocked: false, blockedUntil: null } } };
const challenge = { userId: 1, ticket: 'ticket-1' };
const twoFactorRoutes = (validate: MockReply) => ({
  'GET /api/users/login-attempts': notBlocked,
  'POST /api/auth/login': { body: { is_2fa_enabled: true, requires2FA: true, ...challenge, message: '2FA' } },
  'POST /api/auth/2fa/validate': validate,
});

async function failureOf(promise: Promise<unknown>): Promise<LoginFlowError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LoginFlowError) return error;
    throw error;
  }
  throw new Error('expected the login step to fail');
}

describe('authProvider.login', () => {
  it('stores the token of a login without 2FA and sends the user to /dashboard', async () => {
    mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': { body: { ...adminUser, token: 'tok-1' } },
    });
    const result = await createAuthProvider().login({ username: ' admin ', password: 'pw' });
    expect(result).toMatchObject({ twoFactorRequired: false, redirectTo: '/dashboard' });
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });

  it('holds back the token when 2FA is required and hands out the ticket instead', async () => {
    window.localStorage.setItem('token', 'stale');
    mockFetch(twoFactorRoutes({ body: {} }));
    const result = await createAuthProvider().login({ username: 'admin', password: 'pw' });
    expect(result).toEqual({ twoFactorRequired: true, redirectTo: false, challenge });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('completes 2FA with the code and ticket and stores the returned token', async () => {
    const api = mockFetch(twoFactorRoutes({ body: { ...adminUser, token: 'tok-2fa' } }));
    const auth = createAuthProvider();
    await auth.login({ username: 'admin', password: 'pw' });
    await auth.login({ code: '123456', ...challenge });
    expect(window.localStorage.getItem('token')).toBe('tok-2fa');
    expect(api.callsTo('POST', '/api/auth/2fa/validate')[0].body).toEqual({ token: '123456', ...challenge });
  });

  it('counts wrong codes locally and restarts the login at the third', async () => {
    mockFetch(twoFactorRoutes({ status: 401, body: { message: 'Geçersiz kod', attemptsLeft: 2 } }));
    const auth = createAuthProvider();
    await auth.login({ username: 'admin', password: 'pw' });

    const first = await failureOf(auth.login({ code: '000001', ...challenge }));
    expect(first.kind).toBe('wrongCode');
    expect(first.message).toBe('login.messages.wrongCode');
    expect(first.messageArgs).toEqual({ count: 2 });

    const second = await failureOf(auth.login({ code: '000002', ...challenge }));
    expect(second.messageArgs).toEqual({ count: 1 });

    const third = await failureOf(auth.login({ code: '000003', ...challenge }));
    expect(third.kind).toBe('restartLogin');
    expect(third.message).toBe('login.messages.wrongCodeLimit');

    // A new password step starts a new count.
    await auth.login({ username: 'admin', password: 'pw' });
    expect((await failureOf(auth.login({ code: '000004', ...challenge }))).messageArgs).toEqual({ count: 2 });
  });

  it('restarts the login with the server message when the ticket has expired', async () => {
    mockFetch(
      twoFactorRoutes({ status: 401, body: { message: 'Oturum süresi doldu', ticketExpired: true } }),
    );
    const auth = createAuthProvider();
    await auth.login({ username: 'admin', password: 'pw' });
    const failure = await failureOf(auth.login({ code: '123456', ...challenge }));
    expect(failure.kind).toBe('restartLogin');
    expect(failure.message).toBe('Oturum süresi doldu');
  });

  it('treats a successful 2FA answer without a token as an error and stores nothing', async () => {
    mockFetch(twoFactorRoutes({ body: { ...adminUser } }));
    const auth = createAuthProvider();
    await auth.login({ username: 'admin', password: 'pw' });
    const failure = await failureOf(auth.login({ code: '123456', ...challenge }));
    expect(failure.message).toBe('login.messages.sessionInfoMissing');
    expect(failure.kind).toBe('restartLogin');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('rejects an empty code and a malformed one without calling the server', async () => {
    const api = mockFetch({});
    const auth = createAuthProvider();
    expect((await failureOf(auth.login({ code: '', ...challenge }))).message).toBe(
      'login.messages.codeRequired',
    );
    expect((await failureOf(auth.login({ code: '12a456', ...challenge }))).message).toBe(
      'login.messages.codeInvalid',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('reports a server block (429) with its end time', async () => {
    mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': {
        status: 429,
        body: {
          message: 'Engellendi',
          isBlocked: true,
          blockedUntil: '2030-01-01T00:15:00.000Z',
          attempts: 10,
        },
      },
    });
    const failure = await failureOf(createAuthProvider().login({ username: 'admin', password: 'pw' }));
    expect(failure.kind).toBe('blocked');
    expect(failure.message).toBe('Engellendi');
    expect(failure.blockedUntil).toBe('2030-01-01T00:15:00.000Z');
  });

  it('reports a rate-limit 429 without block details as a plain failure', async () => {
    mockFetch({
      'GET /api/users/login-attempts': notBlocked,
      'POST /api/auth/login': { status: 429, body: { message: 'Çok fazla istek' } },
    });
    const failure = await failureOf(createAuthProvider().login({ username: 'admin', password: 'pw' }));
    expect(failure.kind).toBe('failed');
    const local = JSON.parse(window.localStorage.getItem('loginAttempts:admin') ?? '{}');
    expect(local).toMatchObject({ attempts: 0, isBlocked: false });
  });
});

describe('authProvider session calls', () => {
  it('checkAuth passes only with a stored token', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toThrow();
    window.localStorage.setItem('token', 'tok');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError removes the token and rejects towards /login on a 401, but not on a 403', async () => {
    const auth = createAuthProvider();
    window.localStorage.setItem('token', 'tok');
    await expect(auth.checkError(new HttpError('Yetkiniz yok', 403, {}))).resolves.toBeUndefined();
    expect(window.localStorage.getItem('token')).toBe('tok');
    await expect(auth.checkError(new HttpError('Oturum yok', 401, {}))).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logout revokes the session on the server, then forgets the token', async () => {
    const api = mockFetch({ 'POST /api/auth/logout': { body: { message: 'Çıkış yapıldı' } } });
    window.localStorage.setItem('token', 'tok');
    await createAuthProvider().logout({});
    const [call] = api.callsTo('POST', '/api/auth/logout');
    expect(call.headers.get('Authorization')).toBe('Bearer tok');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logout still forgets the token when the server cannot be reached', async () => {
    mockFetch({ 'POST /api/auth/logout': networkFailure });
    window.localStorage.setItem('token', 'tok');
    await createAuthProvider().logout({});
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('getIdentity uses the full name, or the username when there is none', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/auth/me': { body: adminUser } });
    expect(await createAuthProvider().getIdentity()).toMatchObject({
      id: 1,
      fullName: 'Ayşe Yılmaz',
      roleDisplayName: 'Yönetici',
    });
    mockFetch({ 'GET /api/auth/me': { body: refundViewerUser } });
    expect((await createAuthProvider().getIdentity()).fullName).toBe('mehmet');
  });

  it('a failed /auth/me load ends the session', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/auth/me': { status: 500, body: { message: 'Sunucu hatası' } } });
    await expect(createAuthProvider().getIdentity()).rejects.toThrow('Sunucu hatası');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when /auth/me never reached the server (a reload aborting the call)', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/auth/me': networkFailure });
    const provider = createAuthProvider();
    await expect(provider.getIdentity()).rejects.toThrow();
    expect(window.localStorage.getItem('token')).toBe('tok');
    mockFetch({ 'GET /api/auth/me': { body: adminUser } });
    expect((await provider.getIdentity()).fullName).toBe('Ayşe Yılmaz');
  });

  it('getPermissions and canAccess follow the role and permission list of /auth/me', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/auth/me': { body: supportUser } });
    const auth = createAuthProvider();
    expect(await auth.getPermissions()).toMatchObject({
      role: { id: 6, name: 'support' },
      permissions: ['view_refunds', 'view_logs', 'manage_statuses'],
    });
    expect(await auth.canAccess!({ resource: 'refunds', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'refunds', action: 'create' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });

  it('reuses one /auth/me answer for identity and permissions', async () => {
    window.localStorage.setItem('token', 'tok');
    const api = mockFetch({ 'GET /api/auth/me': { body: adminUser } });
    const auth = createAuthProvider();
    await Promise.all([auth.getIdentity(), auth.getPermissions(), auth.getPermissions()]);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
  });
});

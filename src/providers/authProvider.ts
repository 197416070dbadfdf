import type { AuthProvider } from 'react-admin';
import { DASHBOARD_ROUTE, LOGIN_ROUTE } from '../auth/routes';
import {
  toIdentity,
  toPermissionSubject,
  toSessionUser,
  type AppIdentity,
  type SessionUser,
} from '../auth/sessionUser';
import {
  LOGIN_BLOCK_MS,
  clearLocalAttempts,
  fetchLoginAttempts,
  recordFailedLoginAttempt,
  rememberBlock,
  remainingBlockMs,
} from '../login/loginAttempts';
import { LoginFlowError } from '../login/loginFlowError';
import { canAccess } from '../../contract/access';
import {
  LOGIN_MAX_ATTEMPTS,
  TWO_FACTOR_MAX_WRONG_CODES,
  type PermissionSubject,
} from '../../contract/permissions';
import { apiRequest, httpBodyOf, httpStatusOf } from './httpClient';
import { clearToken, readToken, storeToken } from './tokenStorage';

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** What the password step hands back when the account has 2FA: the ticket that the code step needs. */
export interface TwoFactorChallenge {
  userId: number | string;
  ticket: string;
}

export interface TwoFactorCredentials extends TwoFactorChallenge {
  code: string;
}

export type LoginResult =
  | { twoFactorRequired: true; redirectTo: false; challenge: TwoFactorChallenge }
  | { twoFactorRequired: false; redirectTo: string; user: SessionUser | null };

export interface AppAuthProvider extends AuthProvider {
  login: (params: PasswordCredentials | TwoFactorCredentials) => Promise<LoginResult>;
  getIdentity: () => Promise<AppIdentity>;
  getPermissions: () => Promise<PermissionSubject>;
}

/** How long a loaded /auth/me answer is reused; react-admin asks for identity and permissions often. */
const SESSION_USER_CACHE_MS = 30_000;

const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;

const isTwoFactorCredentials = (
  params: PasswordCredentials | TwoFactorCredentials,
): params is TwoFactorCredentials => 'code' in params;

const nonBlankText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'errors.generic';

export function createAuthProvider(): AppAuthProvider {
  let sessionCache: { token: string; loadedAt: number; user: Promise<SessionUser> } | null = null;
  /** Wrong 2FA codes entered against the current ticket: the third sends the user back to the password step. */
  let wrongCodes = { ticket: '', count: 0 };

  const resetTwoFactor = () => {
    wrongCodes = { ticket: '', count: 0 };
  };

  const forgetSession = () => {
    clearToken();
    sessionCache = null;
  };

  /** Stores the token of a successful login; `missingTokenMessage` is what to say when there is none. */
  const startSession = (answer: Record<string, unknown>, missingTokenMessage: string): SessionUser | null => {
    const token = nonBlankText(answer.token);
    if (token === null) throw new LoginFlowError('restartLogin', missingTokenMessage);
    if (!storeToken(token)) throw new LoginFlowError('restartLogin', 'login.messages.tokenMissing');
    const user = toSessionUser(answer);
    sessionCache = user ? { token, loadedAt: Date.now(), user: Promise.resolve(user) } : null;
    return user;
  };

  const loadSessionUser = async (): Promise<SessionUser> => {
    const token = readToken();
    if (!token) throw new Error('ra.auth.auth_check_error');
    if (
      sessionCache &&
      sessionCache.token === token &&
      Date.now() - sessionCache.loadedAt < SESSION_USER_CACHE_MS
    ) {
      return sessionCache.user;
    }
    const user = apiRequest<unknown>('/auth/me').then((answer) => {
      const parsed = toSessionUser(answer);
      if (!parsed) throw new Error('errors.unexpectedData');
      return parsed;
    });
    sessionCache = { token, loadedAt: Date.now(), user };
    try {
      return await user;
    } catch (error) {
      // A failed /auth/me load ends the session; one that never reached the server (a reload aborting
      // the call, the network down) proves nothing about the token, so only the cached answer goes.
      if (sessionCache?.user === user) {
        if (httpStatusOf(error) === 0) sessionCache = null;
        else forgetSession();
      }
      throw error;
    }
  };

  const loginFailure = async (username: string, error: unknown): Promise<LoginFlowError> => {
    const status = httpStatusOf(error);
    const body = httpBodyOf(error);
    if (body.isBlocked === true) {
      const blockedUntil =
        nonBlankText(body.blockedUntil) ?? new Date(Date.now() + LOGIN_BLOCK_MS).toISOString();
      rememberBlock(username, blockedUntil, Number(body.attempts) || LOGIN_MAX_ATTEMPTS);
      return new LoginFlowError('blocked', messageOf(error), { blockedUntil });
    }
    if (status === 401 || status === 403) {
      const attemptState = await recordFailedLoginAttempt(username);
      if (attemptState.isBlocked && attemptState.blockedUntil) {
        const minutes = Math.ceil(remainingBlockMs(attemptState.blockedUntil, Date.now()) / 60_000);
        return new LoginFlowError('blocked', 'login.messages.blockedFor', {
          blockedUntil: attemptState.blockedUntil,
          messageArgs: { minutes },
        });
      }
      return new LoginFlowError('rejected', messageOf(error), { attemptState });
    }
    return new LoginFlowError('failed', messageOf(error));
  };

  const loginWithPassword = async ({ username, password }: PasswordCredentials): Promise<LoginResult> => {
    const name = username.trim();
    if (name === '' || password === '') {
      throw new LoginFlowError('failed', 'login.messages.credentialsRequired');
    }
    const attemptState = await fetchLoginAttempts(name);
    if (attemptState.isBlocked && attemptState.blockedUntil) {
      throw new LoginFlowError('blocked', 'login.messages.blockedSubmit', {
        blockedUntil: attemptState.blockedUntil,
      });
    }
    let answer: Record<string, unknown>;
    try {
      answer = await apiRequest<Record<string, unknown>>('/auth/login', {
        method: 'POST',
        body: { username: name, password },
      });
    } catch (error) {
      throw await loginFailure(name, error);
    }
    clearLocalAttempts(name);
    const ticket = nonBlankText(answer.ticket);
    const userId = answer.userId;
    if (answer.requires2FA === true || (answer.is_2fa_enabled === true && !answer.token)) {
      if (ticket === null || (typeof userId !== 'number' && typeof userId !== 'string')) {
        throw new LoginFlowError('failed', 'errors.unexpectedData');
      }
      forgetSession();
      wrongCodes = { ticket, count: 0 };
      return { twoFactorRequired: true, redirectTo: false, challenge: { userId, ticket } };
    }
    const user = startSession(answer, 'login.messages.tokenMissing');
    return { twoFactorRequired: false, redirectTo: DASHBOARD_ROUTE, user };
  };

  const loginWithCode = async ({ code, userId, ticket }: TwoFactorCredentials): Promise<LoginResult> => {
    if (code === '') throw new LoginFlowError('failed', 'login.messages.codeRequired');
    if (!TWO_FACTOR_CODE_PATTERN.test(code)) throw new LoginFlowError('failed', 'login.messages.codeInvalid');
    if (wrongCodes.ticket !== ticket) wrongCodes = { ticket, count: 0 };
    let answer: Record<string, unknown>;
    try {
      answer = await apiRequest<Record<string, unknown>>('/auth/2fa/validate', {
        method: 'POST',
        body: { token: code, userId, ticket },
      });
    } catch (error) {
      const body = httpBodyOf(error);
      if (body.ticketExpired === true) {
        resetTwoFactor();
        throw new LoginFlowError('restartLogin', messageOf(error));
      }
      if (httpStatusOf(error) === 401) {
        wrongCodes.count += 1;
        if (wrongCodes.count >= TWO_FACTOR_MAX_WRONG_CODES) {
          resetTwoFactor();
          throw new LoginFlowError('restartLogin', 'login.messages.wrongCodeLimit');
        }
        throw new LoginFlowError('wrongCode', 'login.messages.wrongCode', {
          messageArgs: { count: TWO_FACTOR_MAX_WRONG_CODES - wrongCodes.count },
        });
      }
      throw new LoginFlowError('failed', nonBlankText(body.message) ?? 'login.messages.codeInvalid');
    }
    resetTwoFactor();
    const user = startSession(answer, 'login.messages.sessionInfoMissing');
    return { twoFactorRequired: false, redirectTo: DASHBOARD_ROUTE, user };
  };

  const getPermissions = async (): Promise<PermissionSubject> => toPermissionSubject(await loadSessionUser());

  return {
    login: (params) => (isTwoFactorCredentials(params) ? loginWithCode(params) : loginWithPassword(params)),

    logout: async () => {
      resetTwoFactor();
      sessionCache = null;
      if (readToken()) {
        try {
          await apiRequest('/auth/logout', { method: 'POST' });
        } catch {
          // The session is dropped locally whatever the server answers.
        }
      }
      clearToken();
    },

    checkAuth: async () => {
      if (!readToken()) throw new Error('ra.auth.auth_check_error');
    },

    checkError: async (error: unknown) => {
      if ((error as { status?: unknown } | null)?.status === 401) {
        forgetSession();
        throw Object.assign(new Error('ra.notification.logged_out'), { redirectTo: LOGIN_ROUTE });
      }
    },

    getIdentity: async () => toIdentity(await loadSessionUser()),

    getPermissions,

    canAccess: async ({ resource, action }) => {
      try {
        return canAccess(await getPermissions(), resource, action);
      } catch {
        return false;
      }
    },
  };
}

export const authProvider = createAuthProvider();

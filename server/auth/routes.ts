import { LOGIN_MAX_ATTEMPTS } from '../../contract/permissions.js';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { clientInfo } from '../http/client.js';
import { HttpError, badRequest } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { loadUserAccess, sessionUserBody } from './access.js';
import {
  readLoginAttempts,
  recordFailedLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './loginAttempts.js';
import { issueLoginTicket } from './loginTickets.js';
import { AUTH_MESSAGES } from './messages.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { blockedError } from './rules.js';
import { revokeSession } from './sessions.js';
import { completeSignIn } from './signIn.js';
import { findCredentials } from './store.js';
import { AuthRoutes } from '../../contract/auth.js';
import { routeOptions } from '../http/routeOptions.js';

/** Sign-in with a password, the failure counter, the session's user and sign-out. */
export const authRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db } = ctx;
  const signInLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };

  api.post('/auth/login', routeOptions(AuthRoutes.login, { rateLimit: signInLimit }), async (request) => {
    const username = request.body.username?.trim() ?? '';
    const password = request.body.password ?? '';
    if (!username || !password) throw badRequest(AUTH_MESSAGES.credentialsRequired);
    const client = clientInfo(request);

    // The verification's slot is taken before argon2 runs: parallel guesses cannot outrun the block.
    const reservation = await reserveLoginAttempt(db, username);
    if (!reservation.reserved) throw blockedError(reservation.state);

    const row = await findCredentials(db, username);
    const passwordOk = row
      ? await verifyPassword(row.password_hash, password)
      : (await verifyAgainstDummy(password), false);

    if (!row || !passwordOk) {
      const state = await db.transaction().execute(async (trx) => {
        const next = await recordFailedLogin(trx, username, reservation.attempt);
        await logAction(
          trx,
          { id: row?.id ?? null, username, ip: client.ip },
          'login_failed',
          serverText(next.isBlocked ? 'server.auth.log.loginFailedBlocked' : 'server.auth.log.loginFailed', {
            attempts: next.attempts,
          }),
        );
        return next;
      });
      if (state.isBlocked) throw blockedError(state);
      // The warning about the attempts left is the client's to show, from these figures.
      throw new HttpError(401, AUTH_MESSAGES.wrongCredentials, {
        ...state,
        remainingAttempts: LOGIN_MAX_ATTEMPTS - state.attempts,
      });
    }

    const user = await loadUserAccess(db, row.id);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
    // A right password is no failure: its slot goes back unless the sign-in completes (which clears all).
    if (!user.is_active || user.is_2fa_enabled) await releaseLoginAttempt(db, username);
    if (!user.is_active) {
      await logAction(
        db,
        { ...user, ip: client.ip },
        'login_failed',
        serverText('server.auth.log.inactiveLogin'),
      );
      throw new HttpError(403, AUTH_MESSAGES.inactiveAccount);
    }

    if (user.is_2fa_enabled) {
      const ticket = await issueLoginTicket(db, user.id, ctx.config.loginTicketMinutes);
      return {
        is_2fa_enabled: true as const,
        requires2FA: true as const,
        userId: user.id,
        ticket,
        message: AUTH_MESSAGES.twoFactorRequired,
      };
    }
    const body = await completeSignIn(
      db,
      user,
      ctx.sessionPolicy,
      client,
      serverText('server.auth.log.loggedIn'),
      {
        dialect: ctx.dialect,
        secondFactor: false,
      },
    );
    return { ...body, message: AUTH_MESSAGES.loginSuccessful };
  });

  const attemptsLimit = { rateLimit: { ...signInLimit, max: signInLimit.max * 4 } };

  api.get('/users/login-attempts', routeOptions(AuthRoutes.loginAttempts, attemptsLimit), async (request) => {
    const username = request.query.username?.trim();
    if (!username) throw badRequest(AUTH_MESSAGES.usernameRequired);
    return { data: await readLoginAttempts(db, username) };
  });

  // The server counts failures itself when sign-in fails; this answers the current record so that the
  // client can show the warning and the countdown without being able to inflate anyone's counter.
  api.post(
    '/users/login-attempts',
    routeOptions(AuthRoutes.recordLoginAttempt, attemptsLimit),
    async (request) => {
      const username = request.body.username?.trim();
      if (!username) throw badRequest(AUTH_MESSAGES.usernameRequired);
      return { data: await readLoginAttempts(db, username) };
    },
  );

  api.get('/auth/me', routeOptions(AuthRoutes.me), async (request) =>
    sessionUserBody(actorOf(request).auth.user),
  );

  api.post('/auth/logout', routeOptions(AuthRoutes.logout), async (request) => {
    const actor = actorOf(request);
    await db.transaction().execute(async (trx) => {
      await revokeSession(trx, actor.auth.sessionId);
      await logAction(trx, actor, 'logout', serverText('server.auth.log.loggedOut'));
    });
    return { message: AUTH_MESSAGES.loggedOut };
  });
};

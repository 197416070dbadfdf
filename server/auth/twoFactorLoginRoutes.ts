import type { RoutePlugin } from '../context.js';
import { clientInfo } from '../http/client.js';
import { HttpError, badRequest } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { loadUserAccess } from './access.js';
import { recordFailedLogin, reserveLoginAttempt } from './loginAttempts.js';
import { deleteLoginTicket, findLoginTicket, reserveCodeTry } from './loginTickets.js';
import { AUTH_MESSAGES } from './messages.js';
import { blockedError } from './rules.js';
import { completeSignIn } from './signIn.js';
import { totpSecretOf } from './store.js';
import { isSixDigitCode, matchTotpStep } from './totp.js';
import { acceptTotpStep } from './totpSteps.js';
import { AuthRoutes } from '../../contract/auth.js';
import { routeOptions } from '../http/routeOptions.js';

const ticketExpired = () => new HttpError(401, AUTH_MESSAGES.ticketExpired, { ticketExpired: true });

/** Second sign-in step of a 2FA account: the one-time ticket of the password step plus a fresh code. */
export const twoFactorLoginRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db } = ctx;
  api.post(
    '/auth/2fa/validate',
    routeOptions(AuthRoutes.twoFactorValidate, {
      rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 },
    }),
    async (request) => {
      const { token: code, userId, ticket } = request.body;
      if (!code) throw badRequest(AUTH_MESSAGES.verificationCodeRequired);
      if (!isSixDigitCode(code)) throw badRequest(AUTH_MESSAGES.codeFormat);
      if (!userId || !ticket) throw ticketExpired();
      const client = clientInfo(request);

      const ticketUser = await findLoginTicket(db, ticket, userId);
      if (ticketUser === null) throw ticketExpired();
      const user = await loadUserAccess(db, ticketUser);
      const secret = await totpSecretOf(db, ticketUser);
      if (!user || !user.is_active || !user.is_2fa_enabled || !secret) {
        await deleteLoginTicket(db, ticket);
        throw ticketExpired();
      }
      // A try of the ticket and a slot of the login block are both taken before the code is checked, each
      // in one atomic statement, so parallel codes cannot exceed either limit.
      const left = await reserveCodeTry(db, ticket);
      if (left === null) throw ticketExpired();
      const reservation = await reserveLoginAttempt(db, user.username);
      if (!reservation.reserved) throw blockedError(reservation.state);

      const step = matchTotpStep(secret, code);
      const accepted = step !== null && (await acceptTotpStep(db, user.id, step));
      if (!accepted) {
        const state = await db.transaction().execute(async (trx) => {
          if (left === 0) await deleteLoginTicket(trx, ticket);
          const next = await recordFailedLogin(trx, user.username, reservation.attempt);
          await logAction(
            trx,
            { ...user, ip: client.ip },
            'login_2fa_failed',
            serverText('server.auth.log.wrongCode', { left }),
          );
          return next;
        });
        if (state.isBlocked) throw blockedError(state);
        if (left === 0) {
          throw new HttpError(401, AUTH_MESSAGES.codeThreeTimes, { ticketExpired: true, attemptsLeft: 0 });
        }
        throw new HttpError(401, AUTH_MESSAGES.codeInvalid, { attemptsLeft: left });
      }

      // The ticket is spent exactly once, even when two correct requests race.
      if (!(await deleteLoginTicket(db, ticket))) throw ticketExpired();
      const body = await completeSignIn(
        db,
        user,
        ctx.sessionPolicy,
        client,
        serverText('server.auth.log.loggedInTwoFactor'),
        { dialect: ctx.dialect, secondFactor: true },
      );
      return { ...body, message: AUTH_MESSAGES.twoFactorSuccessful };
    },
  );
};

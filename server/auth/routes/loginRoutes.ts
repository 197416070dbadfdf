import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../../context.js';
import { clientInfo } from '../../http/client.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { writeSystemLog } from '../../logs/systemLog.js';
import { loadUserAccess } from '../access.js';
import {
  readLoginAttempts,
  recordFailedLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
  type LoginAttemptState,
} from '../loginAttempts.js';
import { issueLoginTicket } from '../loginTickets.js';
import { AUTH_MESSAGES, blockedMessage, wrongCredentialsMessage } from '../messages.js';
import { verifyAgainstDummy, verifyPassword } from '../passwords.js';
import { completeSignIn } from '../signIn.js';
import { LOGIN_MAX_ATTEMPTS } from '../../../contract/permissions.js';

const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 128 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});

export const blockedError = (state: LoginAttemptState) =>
  new HttpError(429, blockedMessage(state), { ...state });

export async function loginRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Sign in with username and password', body: LoginBody },
    },
    async (request) => {
      const username = request.body.username?.trim() ?? '';
      const password = request.body.password ?? '';
      if (!username || !password) throw badRequest(AUTH_MESSAGES.credentialsRequired);
      const client = clientInfo(request);

      // The verification's slot is taken before argon2 runs: parallel guesses cannot outrun the block.
      const reservation = await reserveLoginAttempt(db, username);
      if (!reservation.reserved) throw blockedError(reservation.state);

      const row = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
      const passwordOk = row
        ? await verifyPassword(row.password_hash, password)
        : (await verifyAgainstDummy(password), false);

      if (!row || !passwordOk) {
        const state = await db.transaction().execute(async (tx) => {
          const next = await recordFailedLogin(tx, username, reservation.attempt);
          await writeSystemLog(tx, {
            userId: row?.id ?? null,
            username,
            action: 'login_failed',
            details: next.isBlocked
              ? `Başarısız giriş denemesi (${next.attempts}); hesap engellendi`
              : `Başarısız giriş denemesi (${next.attempts})`,
            ip: client.ip,
          });
          return next;
        });
        if (state.isBlocked) throw blockedError(state);
        throw new HttpError(401, wrongCredentialsMessage(state), {
          ...state,
          remainingAttempts: LOGIN_MAX_ATTEMPTS - state.attempts,
        });
      }

      const user = await loadUserAccess(db, row.id);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
      // A right password is no failure: its slot goes back unless the sign-in completes (which clears all).
      if (!user.is_active || user.is_2fa_enabled) await releaseLoginAttempt(db, username);
      if (!user.is_active) {
        await writeSystemLog(db, {
          userId: user.id,
          username: user.username,
          action: 'login_failed',
          details: 'Pasif hesapla giriş denemesi',
          ip: client.ip,
        });
        throw new HttpError(403, AUTH_MESSAGES.inactiveAccount);
      }

      if (user.is_2fa_enabled) {
        const ticket = await issueLoginTicket(db, user.id, ctx.config.loginTicketMinutes);
        return {
          is_2fa_enabled: true,
          requires2FA: true,
          userId: user.id,
          ticket,
          message: AUTH_MESSAGES.twoFactorRequired,
        };
      }
      const body = await completeSignIn(db, user, ctx.sessionPolicy, client, 'Giriş yapıldı', {
        dialect: ctx.dialect,
        secondFactor: false,
      });
      return { ...body, message: AUTH_MESSAGES.loginSuccessful };
    },
  );

  const attemptsRoute = {
    config: { public: true, rateLimit: { max: ctx.config.authRateLimitPerMinute * 4, timeWindow: 60_000 } },
  };

  api.get(
    '/users/login-attempts',
    {
      ...attemptsRoute,
      schema: {
        tags: ['auth'],
        summary: 'Failed sign-in counter of a username',
        querystring: Type.Object({ username: Type.Optional(Type.String({ maxLength: 128 })) }),
      },
    },
    async (request) => {
      const username = request.query.username?.trim();
      if (!username) throw badRequest(AUTH_MESSAGES.usernameRequired);
      return { data: await readLoginAttempts(db, username) };
    },
  );

  // The server counts failures itself when sign-in fails; this answers the current record so that the
  // client can show the warning and the countdown without being able to inflate anyone's counter.
  api.post(
    '/users/login-attempts',
    {
      ...attemptsRoute,
      schema: {
        tags: ['auth'],
        summary: 'Failed sign-in counter of a username (after a failed sign-in)',
        body: Type.Object({ username: Type.Optional(Type.String({ maxLength: 128 })) }),
      },
    },
    async (request) => {
      const username = request.body.username?.trim();
      if (!username) throw badRequest(AUTH_MESSAGES.usernameRequired);
      return { data: await readLoginAttempts(db, username) };
    },
  );
}

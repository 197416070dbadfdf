import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MessageAnswer, PasswordChangeBody } from '../../contract/auth.js';
import type { RouteOptions } from '../context.js';
import { actorOf } from '../http/actor.js';
import { badRequest } from '../http/errors.js';
import { logAction } from '../logs/logAction.js';
import { requireAccess } from './guard.js';
import { AUTH_MESSAGES } from './messages.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { passwordProblem } from './rules.js';
import { revokeUserSessions } from './sessions.js';
import { passwordHashOf, setPasswordHash } from './store.js';

export async function passwordRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/users/update-password',
    {
      preValidation: requireAccess('profile', 'edit'),
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password (ends their other sessions)",
        body: PasswordChangeBody,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { currentPassword = '', newPassword = '' } = request.body;
      if (!currentPassword) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem);
      if (!(await verifyPassword(await passwordHashOf(db, actor.id), currentPassword))) {
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, actor.id, passwordHash);
        await revokeUserSessions(trx, actor.id, actor.auth.sessionId);
        await logAction(trx, actor, 'update_password', 'Şifre değiştirildi; diğer oturumlar sonlandırıldı');
      });
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );
}

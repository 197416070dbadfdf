import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../../context.js';
import { clientInfo } from '../../http/client.js';
import { badRequest } from '../../http/errors.js';
import { writeSystemLog } from '../../logs/systemLog.js';
import { requireAuth } from '../guard.js';
import { AUTH_MESSAGES } from '../messages.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { revokeUserSessions } from '../sessions.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Section 5 password rule; answers the message to show, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (!password) return AUTH_MESSAGES.newPasswordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

export async function passwordRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/users/update-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password (ends their other sessions)",
        body: Type.Object({
          currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
          newPassword: Type.Optional(Type.String({ maxLength: 1024 })),
        }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { currentPassword = '', newPassword = '' } = request.body;
      if (!currentPassword) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem);
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', auth.user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: Date.now() })
          .where('id', '=', auth.user.id)
          .execute();
        await revokeUserSessions(tx, auth.user.id, auth.sessionId);
        await writeSystemLog(tx, {
          userId: auth.user.id,
          username: auth.user.username,
          action: 'update_password',
          details: 'Şifre değiştirildi; diğer oturumlar sonlandırıldı',
          ip: clientInfo(request).ip,
        });
      });
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );
}

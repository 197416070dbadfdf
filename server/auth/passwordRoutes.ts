import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { badRequest } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { AUTH_MESSAGES } from './messages.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { passwordProblem } from './rules.js';
import { revokeUserSessions } from './sessions.js';
import { passwordHashOf, setPasswordHash } from './store.js';
import { AuthRoutes } from '../../contract/auth.js';
import { routeOptions } from '../http/routeOptions.js';

/** The signed-in user changes their own password. */
export const passwordRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db } = ctx;
  api.post('/users/update-password', routeOptions(AuthRoutes.changePassword), async (request) => {
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
      await logAction(trx, actor, 'update_password', serverText('server.auth.log.passwordChanged'));
    });
    return { message: AUTH_MESSAGES.passwordUpdated };
  });
};

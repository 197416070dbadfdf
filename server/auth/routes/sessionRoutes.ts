import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../../context.js';
import { clientInfo } from '../../http/client.js';
import { writeSystemLog } from '../../logs/systemLog.js';
import { sessionUserBody } from '../access.js';
import { requireAuth } from '../guard.js';
import { AUTH_MESSAGES } from '../messages.js';
import { revokeSession } from '../sessions.js';

export async function sessionRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;

  app.get('/auth/me', { schema: { tags: ['auth'], summary: 'The signed-in user' } }, async (request) =>
    sessionUserBody(requireAuth(request).user),
  );

  app.post('/auth/logout', { schema: { tags: ['auth'], summary: 'End this session' } }, async (request) => {
    const auth = requireAuth(request);
    await db.transaction().execute(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      await writeSystemLog(tx, {
        userId: auth.user.id,
        username: auth.user.username,
        action: 'logout',
        details: 'Çıkış yapıldı',
        ip: clientInfo(request).ip,
      });
    });
    return { message: AUTH_MESSAGES.loggedOut };
  });
}

import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../../context.js';
import { clientInfo } from '../../http/client.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { writeSystemLog } from '../../logs/systemLog.js';
import { revokeUserSessions } from '../sessions.js';
import { requireAuth } from '../guard.js';
import { AUTH_MESSAGES } from '../messages.js';
import { verifyPassword } from '../passwords.js';
import { generateTotpSecret, isSixDigitCode, matchTotpStep, totpUri } from '../totp.js';

/**
 * 2FA management of the signed-in user. Wrong codes and passwords answer 400, not 401: a 401 would end
 * the caller's session in the SPA.
 */
export async function twoFactorSetupRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/auth/2fa/status', { schema: { tags: ['2fa'], summary: 'Is 2FA on' } }, async (request) => ({
    is2FAEnabled: requireAuth(request).user.is_2fa_enabled,
  }));

  api.post('/auth/2fa/setup', { schema: { tags: ['2fa'], summary: 'Start 2FA setup' } }, async (request) => {
    const { user } = requireAuth(request);
    if (user.is_2fa_enabled) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyEnabled);
    const secret = generateTotpSecret();
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ totp_pending_secret: secret, updated_at: Date.now() })
        .where('id', '=', user.id)
        .execute();
      await writeSystemLog(tx, {
        userId: user.id,
        username: user.username,
        action: '2fa_setup',
        details: 'İki faktörlü doğrulama kurulumu başlatıldı',
        ip: clientInfo(request).ip,
      });
    });
    const qrCode = await QRCode.toDataURL(totpUri(secret, user.username), { margin: 1, width: 220 });
    return { qrCode, secret };
  });

  api.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags: ['2fa'],
        summary: 'Turn 2FA on with the first code of the new secret',
        body: Type.Object({ token: Type.Optional(Type.String({ maxLength: 16 })) }),
      },
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      const code = request.body.token?.trim();
      if (!code) throw badRequest(AUTH_MESSAGES.verificationCodeRequired);
      if (!isSixDigitCode(code)) throw badRequest(AUTH_MESSAGES.codeFormat);
      const row = await db
        .selectFrom('users')
        .select('totp_pending_secret')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!row.totp_pending_secret) throw badRequest(AUTH_MESSAGES.twoFactorSetupFirst);
      const step = matchTotpStep(row.totp_pending_secret, code);
      if (step === null) throw badRequest(AUTH_MESSAGES.codeInvalid);
      const pending = row.totp_pending_secret;
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({
            totp_secret: pending,
            totp_pending_secret: null,
            totp_last_step: step,
            is_2fa_enabled: 1,
            updated_at: Date.now(),
          })
          .where('id', '=', user.id)
          .execute();
        // Sessions opened with the password alone must not outlive the switch to two factors.
        await revokeUserSessions(tx, user.id, sessionId);
        await writeSystemLog(tx, {
          userId: user.id,
          username: user.username,
          action: 'enable_2fa',
          details: 'İki faktörlü doğrulama etkinleştirildi; diğer oturumlar sonlandırıldı',
          ip: clientInfo(request).ip,
        });
      });
      return { message: AUTH_MESSAGES.twoFactorEnabled, is2FAEnabled: true };
    },
  );

  api.post(
    '/auth/2fa/disable',
    {
      schema: {
        tags: ['2fa'],
        summary: 'Turn 2FA off (needs the password)',
        body: Type.Object({ password: Type.Optional(Type.String({ maxLength: 1024 })) }),
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const password = request.body.password ?? '';
      if (!password) throw badRequest(AUTH_MESSAGES.passwordRequired);
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, password))) throw badRequest(AUTH_MESSAGES.passwordWrong);
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({
            is_2fa_enabled: 0,
            totp_secret: null,
            totp_pending_secret: null,
            totp_last_step: null,
            updated_at: Date.now(),
          })
          .where('id', '=', user.id)
          .execute();
        await writeSystemLog(tx, {
          userId: user.id,
          username: user.username,
          action: 'disable_2fa',
          details: 'İki faktörlü doğrulama devre dışı bırakıldı',
          ip: clientInfo(request).ip,
        });
      });
      return { message: AUTH_MESSAGES.twoFactorDisabled, is2FAEnabled: false };
    },
  );
}

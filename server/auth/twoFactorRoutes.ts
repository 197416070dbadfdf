import QRCode from 'qrcode';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { badRequest, conflict } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { AUTH_MESSAGES } from './messages.js';
import { verifyPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  passwordHashOf,
  pendingTotpSecretOf,
  setPendingTotpSecret,
} from './store.js';
import { generateTotpSecret, isSixDigitCode, matchTotpStep, totpUri } from './totp.js';
import { AuthRoutes } from '../../contract/auth.js';
import { routeOptions } from '../http/routeOptions.js';

/**
 * 2FA management of the signed-in user. Wrong codes and passwords answer 400, not 401: a 401 would end
 * the caller's session in the SPA.
 */
export const twoFactorRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db } = ctx;

  api.get('/auth/2fa/status', routeOptions(AuthRoutes.twoFactorStatus), async (request) => ({
    is2FAEnabled: actorOf(request).auth.user.is_2fa_enabled,
  }));

  api.post('/auth/2fa/setup', routeOptions(AuthRoutes.twoFactorSetup), async (request) => {
    const actor = actorOf(request);
    if (actor.auth.user.is_2fa_enabled) throw conflict(AUTH_MESSAGES.twoFactorAlreadyEnabled);
    const secret = generateTotpSecret();
    await db.transaction().execute(async (trx) => {
      await setPendingTotpSecret(trx, actor.id, secret);
      await logAction(trx, actor, '2fa_setup', serverText('server.auth.log.twoFactorSetup'));
    });
    const qrCode = await QRCode.toDataURL(totpUri(secret, actor.username), { margin: 1, width: 220 });
    return { qrCode, secret };
  });

  api.post('/auth/2fa/verify', routeOptions(AuthRoutes.twoFactorVerify), async (request) => {
    const actor = actorOf(request);
    const code = request.body.token?.trim();
    if (!code) throw badRequest(AUTH_MESSAGES.verificationCodeRequired);
    if (!isSixDigitCode(code)) throw badRequest(AUTH_MESSAGES.codeFormat);
    const pending = await pendingTotpSecretOf(db, actor.id);
    if (!pending) throw badRequest(AUTH_MESSAGES.twoFactorSetupFirst);
    const step = matchTotpStep(pending, code);
    if (step === null) throw badRequest(AUTH_MESSAGES.codeInvalid);
    await db.transaction().execute(async (trx) => {
      await enableTwoFactor(trx, actor.id, pending, step);
      // Sessions opened with the password alone must not outlive the switch to two factors.
      await revokeUserSessions(trx, actor.id, actor.auth.sessionId);
      await logAction(trx, actor, 'enable_2fa', serverText('server.auth.log.twoFactorEnabled'));
    });
    return { message: AUTH_MESSAGES.twoFactorEnabled, is2FAEnabled: true };
  });

  api.post('/auth/2fa/disable', routeOptions(AuthRoutes.twoFactorDisable), async (request) => {
    const actor = actorOf(request);
    const password = request.body.password ?? '';
    if (!password) throw badRequest(AUTH_MESSAGES.passwordRequired);
    if (!(await verifyPassword(await passwordHashOf(db, actor.id), password))) {
      throw badRequest(AUTH_MESSAGES.passwordWrong);
    }
    await db.transaction().execute(async (trx) => {
      await disableTwoFactor(trx, actor.id);
      await logAction(trx, actor, 'disable_2fa', serverText('server.auth.log.twoFactorDisabled'));
    });
    return { message: AUTH_MESSAGES.twoFactorDisabled, is2FAEnabled: false };
  });
};

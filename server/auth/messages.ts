import { LOGIN_BLOCK_MINUTES } from '../../contract/permissions.js';
import { catalogTexts, serverText } from '../i18n/catalog.js';
import { remainingBlockMinutes, type LoginAttemptState } from './loginAttempts.js';

/** Server texts of the sign-in flow, read from the catalog (server.auth.*) on each use. */
export const AUTH_MESSAGES = catalogTexts({
  credentialsRequired: 'server.auth.credentialsRequired',
  wrongCredentials: 'server.auth.wrongCredentials',
  inactiveAccount: 'server.auth.inactiveAccount',
  loginSuccessful: 'server.auth.loginSuccessful',
  twoFactorRequired: 'server.auth.twoFactorRequired',
  twoFactorSuccessful: 'server.auth.twoFactorSuccessful',
  codeFormat: 'server.auth.codeFormat',
  codeInvalid: 'server.auth.codeInvalid',
  codeThreeTimes: 'server.auth.codeThreeTimes',
  ticketExpired: 'server.auth.ticketExpired',
  usernameRequired: 'server.auth.usernameRequired',
  loggedOut: 'server.auth.loggedOut',
  twoFactorAlreadyEnabled: 'server.auth.twoFactorAlreadyEnabled',
  twoFactorSetupFirst: 'server.auth.twoFactorSetupFirst',
  verificationCodeRequired: 'server.auth.verificationCodeRequired',
  twoFactorEnabled: 'server.auth.twoFactorEnabled',
  twoFactorDisabled: 'server.auth.twoFactorDisabled',
  passwordRequired: 'server.auth.passwordRequired',
  passwordWrong: 'server.auth.passwordWrong',
  currentPasswordRequired: 'server.auth.currentPasswordRequired',
  currentPasswordWrong: 'server.auth.currentPasswordWrong',
  newPasswordRequired: 'server.auth.newPasswordRequired',
  passwordTooShort: 'server.auth.passwordTooShort',
  passwordTooLong: 'server.auth.passwordTooLong',
  passwordUpdated: 'server.auth.passwordUpdated',
});

/** The block's length in whole minutes, rounded up: '15 dakika', never a clock reading. */
export function blockedMessage(state: LoginAttemptState): string {
  const minutes = state.blockedUntil ? remainingBlockMinutes(state.blockedUntil) : LOGIN_BLOCK_MINUTES;
  return serverText('server.auth.blocked', { minutes });
}

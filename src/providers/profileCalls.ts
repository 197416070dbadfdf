import type { Static } from 'typebox';
import type { MessageAnswer, TwoFactorChanged, TwoFactorSetup, TwoFactorStatus } from '../../contract/auth';
import { apiRequest } from './httpClient';

/** The signed-in user's own password and two-factor settings. */
export interface ProfileCalls {
  getTwoFactorStatus: () => Promise<boolean>;
  startTwoFactorSetup: () => Promise<TwoFactorSetup>;
  /** Turns 2FA on with a code of the authenticator that scanned the setup's QR code. */
  verifyTwoFactor: (code: string) => Promise<TwoFactorChanged>;
  disableTwoFactor: (password: string) => Promise<TwoFactorChanged>;
  updatePassword: (currentPassword: string, newPassword: string) => Promise<Static<typeof MessageAnswer>>;
}

export const profileCalls: ProfileCalls = {
  getTwoFactorStatus: async () =>
    (await apiRequest<TwoFactorStatus>('/auth/2fa/status')).is2FAEnabled === true,

  startTwoFactorSetup: () => apiRequest<TwoFactorSetup>('/auth/2fa/setup', { method: 'POST' }),

  verifyTwoFactor: (code) =>
    apiRequest<TwoFactorChanged>('/auth/2fa/verify', { method: 'POST', body: { token: code } }),

  disableTwoFactor: (password) =>
    apiRequest<TwoFactorChanged>('/auth/2fa/disable', { method: 'POST', body: { password } }),

  updatePassword: (currentPassword, newPassword) =>
    apiRequest<Static<typeof MessageAnswer>>('/users/update-password', {
      method: 'POST',
      body: { currentPassword, newPassword },
    }),
};

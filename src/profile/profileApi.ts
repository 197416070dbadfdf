import { apiRequest } from '../providers/httpClient';

export interface TwoFactorSetup {
  qrCode: string;
  secret: string;
}

export const getTwoFactorStatus = async (): Promise<boolean> =>
  (await apiRequest<{ is2FAEnabled?: boolean }>('/auth/2fa/status')).is2FAEnabled === true;

export const startTwoFactorSetup = () => apiRequest<TwoFactorSetup>('/auth/2fa/setup', { method: 'POST' });

export const verifyTwoFactor = (token: string) =>
  apiRequest<{ message?: string }>('/auth/2fa/verify', { method: 'POST', body: { token } });

export const disableTwoFactor = (password: string) =>
  apiRequest<{ message?: string }>('/auth/2fa/disable', { method: 'POST', body: { password } });

export const updatePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<{ message?: string }>('/users/update-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });

import { LOGIN_BLOCK_MINUTES, LOGIN_MAX_ATTEMPTS, LOGIN_WARNING_FROM } from '../../contract/permissions.js';
import { formatRemaining, type LoginAttemptState } from './loginAttempts.js';

/** Server texts of the sign-in flow; the spec's Turkish wording where it gives one. */
export const AUTH_MESSAGES = {
  credentialsRequired: 'Lütfen kullanıcı adı ve şifrenizi girin',
  wrongCredentials: 'Kullanıcı adı veya şifre hatalı',
  inactiveAccount: 'Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.',
  loginSuccessful: 'Login successful',
  twoFactorRequired: 'Please enter the two-factor authentication code',
  twoFactorSuccessful: 'Two-factor verification successful',
  codeFormat: 'Doğrulama kodu 6 haneden oluşmalıdır',
  codeInvalid: 'Doğrulama kodu geçersiz',
  codeThreeTimes: 'Doğrulama kodu üç kez hatalı girildi. Lütfen tekrar giriş yapın.',
  ticketExpired: 'Doğrulama oturumunun süresi doldu. Lütfen tekrar giriş yapın.',
  usernameRequired: 'Kullanıcı adı gereklidir',
  loggedOut: 'Çıkış yapıldı',
  twoFactorAlreadyEnabled: 'İki faktörlü doğrulama zaten etkin',
  twoFactorSetupFirst: 'Önce iki faktörlü doğrulama kurulumunu başlatın',
  verificationCodeRequired: 'Doğrulama kodu gereklidir',
  twoFactorEnabled: 'İki faktörlü doğrulama etkinleştirildi',
  twoFactorDisabled: 'İki faktörlü doğrulama devre dışı bırakıldı',
  passwordRequired: 'Şifre gereklidir',
  passwordWrong: 'Şifre hatalı',
  currentPasswordRequired: 'Mevcut şifre gereklidir',
  currentPasswordWrong: 'Mevcut şifre hatalı',
  newPasswordRequired: 'Yeni şifre gereklidir',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir',
  passwordUpdated: 'Şifre başarıyla güncellendi',
} as const;

export function blockedMessage(state: LoginAttemptState): string {
  const duration = state.blockedUntil ? formatRemaining(state.blockedUntil) : `${LOGIN_BLOCK_MINUTES}:00`;
  return `Çok fazla başarısız giriş denemesi. Hesabınız ${duration} süreyle engellendi.`;
}

/** From the fifth failure on, the answer says how many attempts remain before the block. */
export function wrongCredentialsMessage(state: LoginAttemptState): string {
  if (state.attempts < LOGIN_WARNING_FROM) return AUTH_MESSAGES.wrongCredentials;
  const remaining = LOGIN_MAX_ATTEMPTS - state.attempts;
  return `${AUTH_MESSAGES.wrongCredentials}. Kalan deneme hakkı: ${remaining}/${LOGIN_MAX_ATTEMPTS}. Hakkınız bittiğinde hesabınız ${LOGIN_BLOCK_MINUTES} dakika engellenecektir.`;
}

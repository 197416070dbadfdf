import { LOGIN_BLOCK_MINUTES } from '../../contract/permissions.js';
import { remainingBlockMinutes, type LoginAttemptState } from './loginAttempts.js';

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

/** The block's length in whole minutes, rounded up: '15 dakika', never a clock reading. */
export function blockedMessage(state: LoginAttemptState): string {
  const minutes = state.blockedUntil ? remainingBlockMinutes(state.blockedUntil) : LOGIN_BLOCK_MINUTES;
  return `Çok fazla başarısız giriş denemesi. Hesabınız ${minutes} dakika süreyle engellendi.`;
}

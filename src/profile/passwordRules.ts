/** Passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/** The translation key of the first password-change rule the change breaks, or null. */
export function validatePasswordChange({ current, next, confirm }: PasswordChange): string | null {
  if (current === '') return 'profile.messages.currentPasswordRequired';
  if (next === '') return 'profile.messages.newPasswordRequired';
  if (next.length < PASSWORD_MIN_LENGTH) return 'profile.messages.passwordTooShort';
  if (next !== confirm) return 'profile.messages.passwordsMismatch';
  return null;
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/auth.js';
import { HttpError } from '../http/errors.js';
import type { LoginAttemptState } from './loginAttempts.js';
import { AUTH_MESSAGES, blockedMessage } from './messages.js';

/** A password is 6 to 128 characters; answers the message to show, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (!password) return AUTH_MESSAGES.newPasswordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

/** The sign-in block: a 429 carrying the counter's state, so the client can show the countdown. */
export const blockedError = (state: LoginAttemptState) =>
  new HttpError(429, blockedMessage(state), { ...state });

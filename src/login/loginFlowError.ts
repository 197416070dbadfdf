import type { LoginAttemptState } from './loginAttempts';

/**
 * How a login step failed, so that the login page knows which view to show next:
 * - rejected: wrong credentials or inactive account; carries the attempt count for the warning;
 * - blocked: too many failures; carries the end of the block for the countdown;
 * - wrongCode: a wrong 2FA code with tries left;
 * - restartLogin: the 2FA step is over (third wrong code, expired ticket, no token) — back to the form;
 * - failed: anything else; the view stays as it is.
 */
export type LoginFailureKind = 'rejected' | 'blocked' | 'wrongCode' | 'restartLogin' | 'failed';

export interface LoginFailureDetails {
  /** Interpolation values when the message is a translation key. */
  messageArgs?: Record<string, string | number>;
  attemptState?: LoginAttemptState;
  blockedUntil?: string;
}

/** `message` is a translation key or a server message; the notification layer translates keys only. */
export class LoginFlowError extends Error {
  readonly kind: LoginFailureKind;
  readonly messageArgs?: Record<string, string | number>;
  readonly attemptState?: LoginAttemptState;
  readonly blockedUntil?: string;

  constructor(kind: LoginFailureKind, message: string, details: LoginFailureDetails = {}) {
    super(message);
    this.name = 'LoginFlowError';
    this.kind = kind;
    this.messageArgs = details.messageArgs;
    this.attemptState = details.attemptState;
    this.blockedUntil = details.blockedUntil;
  }
}

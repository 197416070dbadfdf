import { Secret, TOTP } from 'otpauth';

/** RFC 6238 parameters of the panel: SHA-1, 6 digits, 30-second steps, one step of drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;
const ISSUER = 'Iade Kontrol';

export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function totpUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

export function generateTotpCode(secret: string, timestamp = Date.now()): string {
  return totpFor(secret).generate({ timestamp });
}

export const isSixDigitCode = (code: unknown): code is string =>
  typeof code === 'string' && /^\d{6}$/.test(code);

/**
 * The time step a code belongs to, or null when it matches none of the current step ±1.
 * A caller accepts the code only if this step is newer than the last step it accepted (no replay).
 */
export function matchTotpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!isSixDigitCode(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

import { describe, expect, it } from 'vitest';
import { generateTotpCode, matchTotpStep } from '../../server/auth/totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; 6-digit codes are the low digits of the 8-digit ones.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238, 30 s, 6 digits)', () => {
  it.each(VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(generateTotpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchTotpStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of drift either way and no more', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) {
      const code = generateTotpCode(RFC_SECRET, now + offset * 30_000);
      expect(matchTotpStep(RFC_SECRET, code, now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      const code = generateTotpCode(RFC_SECRET, now + offset * 30_000);
      expect(matchTotpStep(RFC_SECRET, code, now)).toBeNull();
    }
  });

  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', '12a456', ' 123456']) {
      expect(matchTotpStep(RFC_SECRET, code, 59_000)).toBeNull();
    }
  });
});

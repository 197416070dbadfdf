import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../src/login/formatCountdown';
import {
  addFailedAttempt,
  normaliseAttemptState,
  remainingAttemptsBeforeBlock,
  remainingBlockMs,
} from '../../src/login/loginAttempts';

const NOW = Date.parse('2026-05-04T12:00:00.000Z');
const fresh = { attempts: 0, isBlocked: false, blockedUntil: null };

describe('failed-attempt rules', () => {
  it('blocks on the tenth failure for exactly 15 minutes', () => {
    const nine = { attempts: 9, isBlocked: false, blockedUntil: null };
    expect(addFailedAttempt(nine, NOW)).toEqual({
      attempts: 10,
      isBlocked: true,
      blockedUntil: '2026-05-04T12:15:00.000Z',
    });
    expect(addFailedAttempt({ attempts: 8, isBlocked: false, blockedUntil: null }, NOW).isBlocked).toBe(
      false,
    );
  });

  it('does not extend a running block', () => {
    const blocked = { attempts: 10, isBlocked: true, blockedUntil: '2026-05-04T12:10:00.000Z' };
    expect(addFailedAttempt(blocked, NOW)).toEqual(blocked);
  });

  it('starts again from one after an expired block', () => {
    const expired = { attempts: 10, isBlocked: true, blockedUntil: '2026-05-04T11:59:59.000Z' };
    expect(normaliseAttemptState(expired, NOW)).toEqual(fresh);
    expect(addFailedAttempt(expired, NOW).attempts).toBe(1);
  });

  it('warns from the fifth attempt with the attempts left out of ten', () => {
    expect(remainingAttemptsBeforeBlock({ ...fresh, attempts: 4 })).toBeNull();
    expect(remainingAttemptsBeforeBlock({ ...fresh, attempts: 5 })).toBe(5);
    expect(remainingAttemptsBeforeBlock({ ...fresh, attempts: 9 })).toBe(1);
    expect(remainingAttemptsBeforeBlock({ attempts: 10, isBlocked: true, blockedUntil: null })).toBeNull();
  });

  it('measures the time left of a block, never below zero', () => {
    expect(remainingBlockMs('2026-05-04T12:01:30.000Z', NOW)).toBe(90_000);
    expect(remainingBlockMs('2026-05-04T11:00:00.000Z', NOW)).toBe(0);
    expect(remainingBlockMs(null, NOW)).toBe(0);
    expect(remainingBlockMs('not a date', NOW)).toBe(0);
  });
});

describe('countdown format', () => {
  it('shows minutes and seconds, rounding partial seconds up', () => {
    expect(formatCountdown(15 * 60 * 1000)).toBe('15:00');
    expect(formatCountdown(14 * 60 * 1000 + 59_001)).toBe('15:00');
    expect(formatCountdown(14 * 60 * 1000 + 59_000)).toBe('14:59');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
  });
});

import { describe, expect, it } from 'vitest';
import {
  fetchLoginAttempts,
  readLocalAttempts,
  recordFailedLoginAttempt,
  remainingAttemptsBeforeBlock,
} from '../../src/login/loginAttempts';
import { mockFetch, networkFailure } from './support/mockFetch';

const NOW = Date.parse('2026-05-04T12:00:00.000Z');
const MINUTE = 60 * 1000;

const serviceDown = () =>
  mockFetch({
    'GET /api/users/login-attempts': networkFailure,
    'POST /api/users/login-attempts': { status: 503, body: { message: 'Bakımda' } },
  });

describe('login attempts when the service answers', () => {
  it('uses the server record and mirrors it locally', async () => {
    const api = mockFetch({
      'GET /api/users/login-attempts': {
        body: { data: { attempts: 3, isBlocked: false, blockedUntil: null } },
      },
    });
    expect(await fetchLoginAttempts('ali veli', NOW)).toEqual({
      attempts: 3,
      isBlocked: false,
      blockedUntil: null,
    });
    expect(api.requests[0].query.get('username')).toBe('ali veli');
    expect(readLocalAttempts('ali veli', NOW).attempts).toBe(3);
  });

  it('does not count twice: after a failed login the server answer is the new state', async () => {
    mockFetch({
      'POST /api/users/login-attempts': {
        body: { data: { attempts: 5, isBlocked: false, blockedUntil: null } },
      },
    });
    const state = await recordFailedLoginAttempt('ali', NOW);
    expect(state.attempts).toBe(5);
    expect(remainingAttemptsBeforeBlock(state)).toBe(5);
  });
});

describe('local fallback when the login-attempts calls fail', () => {
  it('counts each failure locally and warns from the fifth', async () => {
    serviceDown();
    const states = [];
    for (let i = 0; i < 5; i += 1) states.push(await recordFailedLoginAttempt('ali', NOW + i * 1000));
    expect(states.map((s) => s.attempts)).toEqual([1, 2, 3, 4, 5]);
    expect(states.map(remainingAttemptsBeforeBlock)).toEqual([null, null, null, null, 5]);
    expect(await fetchLoginAttempts('ali', NOW + 10_000)).toMatchObject({ attempts: 5, isBlocked: false });
  });

  it('blocks for 15 minutes at the tenth failure', async () => {
    serviceDown();
    let state = await recordFailedLoginAttempt('ali', NOW);
    for (let i = 1; i < 10; i += 1) state = await recordFailedLoginAttempt('ali', NOW);
    expect(state).toEqual({
      attempts: 10,
      isBlocked: true,
      blockedUntil: new Date(NOW + 15 * MINUTE).toISOString(),
    });
    expect(await fetchLoginAttempts('ali', NOW + 14 * MINUTE)).toMatchObject({ isBlocked: true });
    const stored = JSON.parse(window.localStorage.getItem('loginAttempts:ali') ?? '{}');
    expect(stored).toMatchObject({ attempts: 10, isBlocked: true, timestamp: NOW });
  });

  it('resets a block whose time has passed to zero attempts', async () => {
    serviceDown();
    window.localStorage.setItem(
      'loginAttempts:ali',
      JSON.stringify({
        attempts: 10,
        isBlocked: true,
        blockedUntil: new Date(NOW - 1).toISOString(),
        timestamp: 0,
      }),
    );
    expect(await fetchLoginAttempts('ali', NOW)).toEqual({
      attempts: 0,
      isBlocked: false,
      blockedUntil: null,
    });
    expect((await recordFailedLoginAttempt('ali', NOW)).attempts).toBe(1);
  });

  it('keeps counters of different usernames apart', async () => {
    serviceDown();
    await recordFailedLoginAttempt('ali', NOW);
    await recordFailedLoginAttempt('ali', NOW);
    await recordFailedLoginAttempt('veli', NOW);
    expect(readLocalAttempts('ali', NOW).attempts).toBe(2);
    expect(readLocalAttempts('veli', NOW).attempts).toBe(1);
  });
});

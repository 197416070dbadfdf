import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerCheckingCaller } from '../../server/auth/callerCheck.js';

/** A request whose caller was taken from memory with fingerprint 'kept'; a fresh read finds `fresh`. */
function rememberedRequest(fresh: string) {
  const request = {
    auth: { fingerprint: 'kept' },
    callerCheck: {
      fingerprint: 'kept',
      guards: [],
      refresh: async () => {
        request.auth = { fingerprint: fresh };
        request.callerCheck = null;
      },
    },
  } as { auth: { fingerprint: string }; callerCheck: unknown };
  return request as unknown as FastifyRequest;
}

describe('an answer for a caller taken from memory', () => {
  it('is given at once when its statement read the remembered fingerprint', async () => {
    let runs = 0;
    const request = rememberedRequest('changed');
    const value = await answerCheckingCaller(request, async () => ({
      value: ++runs,
      callerFingerprint: 'kept',
    }));
    expect([value, runs]).toEqual([1, 1]);
  });

  it('is given again for the caller as it is now when its statement read another fingerprint', async () => {
    let runs = 0;
    const request = rememberedRequest('changed');
    const value = await answerCheckingCaller(request, async () => ({
      value: ++runs,
      callerFingerprint: 'changed',
    }));
    expect([value, runs]).toEqual([2, 2]);
  });

  it('is confirmed by a fresh read when its statement read none', async () => {
    let runs = 0;
    const same = await answerCheckingCaller(rememberedRequest('kept'), async () => ({ value: ++runs }));
    expect([same, runs]).toEqual([1, 1]);
    const changed = await answerCheckingCaller(rememberedRequest('changed'), async () => ({ value: ++runs }));
    expect([changed, runs]).toEqual([3, 3]);
  });

  it('keeps a failure when the caller did not change: a cancelled statement is not run twice', async () => {
    let runs = 0;
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    await expect(
      answerCheckingCaller(rememberedRequest('kept'), async () => {
        runs++;
        throw cancelled;
      }),
    ).rejects.toBe(cancelled);
    expect(runs).toBe(1);
  });

  it('runs again after a failure when the caller changed (a right granted since)', async () => {
    let runs = 0;
    const value = await answerCheckingCaller(rememberedRequest('changed'), async () => {
      if (++runs === 1) throw new Error('refused for the remembered caller');
      return { value: 'answered' };
    });
    expect([value, runs]).toEqual(['answered', 2]);
  });
});

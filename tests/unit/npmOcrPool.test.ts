/**
 * The npm engine's pool of tesseract.js workers (npmTesseract.ts), with a stand-in for tesseract.js that
 * behaves as version 7 does: `terminate()` ends the thread and leaves its pending jobs unsettled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Run {
  finish: () => void;
}

const state = { runs: [] as Run[], endedWhileReading: 0 };

vi.mock('tesseract.js', () => ({
  OEM: { LSTM_ONLY: 1 },
  createWorker: async () => {
    let reading = 0;
    let ended = false;
    return {
      setParameters: async () => ({}),
      recognize: () => {
        reading++;
        return new Promise((resolve) => {
          state.runs.push({
            finish: () => {
              if (ended) return;
              reading--;
              resolve({ data: { tsv: '' } });
            },
          });
        });
      },
      terminate: async () => {
        ended = true;
        if (reading > 0) state.endedWhileReading++;
      },
    };
  },
}));

/** Lets the promises of the pool settle (setImmediate is not among the faked timers). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
};

const outcome = (promise: Promise<unknown>) => {
  const seen = { state: 'pending' };
  promise.then(
    () => (seen.state = 'resolved'),
    () => (seen.state = 'rejected'),
  );
  return seen;
};

const image = Buffer.from('not read by the stand-in');

let npm: typeof import('../../server/receiptAnalysis/npmTesseract');

beforeEach(async () => {
  state.runs = [];
  state.endedWhileReading = 0;
  vi.resetModules();
  npm = await import('../../server/receiptAnalysis/npmTesseract');
});

afterEach(async () => {
  vi.useRealTimers();
  await npm.closeNpmOcr();
});

describe('the pool of tesseract.js workers', () => {
  it('never ends a worker while it reads, when two recognitions ended a while before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Two recognitions at once (a pass and the one beside it), ended one after the other.
    const first = npm.recogniseWithNpm(image, { pageSegmentation: 4 });
    const second = npm.recogniseWithNpm(image, { pageSegmentation: 6 });
    await settle();
    expect(state.runs).toHaveLength(2);
    state.runs[0].finish();
    await first;
    state.runs[1].finish();
    await second;
    // The next receipt 30 s later, its recognition running 40 s (a slow machine, a large page).
    vi.advanceTimersByTime(30_000);
    const later = npm.recogniseWithNpm(image);
    await settle();
    expect(state.runs).toHaveLength(3);
    vi.advanceTimersByTime(40_000);
    await settle();
    // The idle time-out of the first recognition was left running when the second set its own.
    expect(state.endedWhileReading).toBe(0);
    state.runs[2].finish();
    await settle();
    await expect(later).resolves.toEqual([]);
  });

  it('settles the recognitions that run or wait when the workers are ended', async () => {
    const running = [npm.recogniseWithNpm(image), npm.recogniseWithNpm(image)].map(outcome);
    await settle();
    const waiting = outcome(npm.recogniseWithNpm(image));
    await settle();
    await npm.closeNpmOcr();
    await settle();
    // tesseract.js never settles the jobs of an ended worker: without the pool's help they wait forever
    // (and with them the OCR queue's slot, and the core a pass beside borrowed).
    expect([...running, waiting].map((seen) => seen.state)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('lets a recognition whose caller gives up leave at once when it waits for a worker', async () => {
    const running = [npm.recogniseWithNpm(image), npm.recogniseWithNpm(image)];
    await settle();
    const stop = new AbortController();
    const abandoned = outcome(npm.recogniseWithNpm(image, { signal: stop.signal }));
    const next = npm.recogniseWithNpm(image);
    await settle();
    stop.abort();
    await settle();
    // As a receipt leaves the OCR queue (ocrQueue.ts): a pass stopped beside another holds no core.
    expect(abandoned.state).toBe('rejected');
    state.runs[0].finish();
    await settle();
    // The freed worker goes to the recognition still wanted.
    expect(state.runs).toHaveLength(3);
    state.runs[1].finish();
    state.runs[2].finish();
    await expect(Promise.all([...running, next])).resolves.toEqual([[], [], []]);
  });
});

import { availableParallelism } from 'node:os';
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';

/**
 * Runs CPU-heavy jobs (OCR) at most `concurrency` at a time; up to `maxWaiting` more wait their turn and
 * any beyond that are refused at once with a 503, so a burst of uploads cannot pile up without bound.
 */
export class OcrQueue {
  private running = 0;
  private borrowed = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** Cores the jobs and the runs they borrow may take together. */
    readonly cores = availableParallelism(),
  ) {}

  /**
   * One more core for a running job's extra run (a pass run beside another), when no job waits and the
   * jobs with their extra runs leave one free; the caller gives it back by the function returned.
   */
  borrowCore(): (() => void) | null {
    if (this.waiting.length > 0 || this.running + this.borrowed >= this.cores) return null;
    this.borrowed++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.borrowed--;
    };
  }

  /** Runs the job in its turn; a job whose `signal` aborts while it waits leaves the queue unrun (504). */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new ReceiptAnalysisError(504, ANALYSIS_MESSAGES.timedOut);
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ReceiptAnalysisError(503, ANALYSIS_MESSAGES.busy);
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', giveUp);
          resolve();
        };
        const giveUp = () => {
          const at = this.waiting.indexOf(turn);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new ReceiptAnalysisError(504, ANALYSIS_MESSAGES.timedOut));
        };
        signal?.addEventListener('abort', giveUp, { once: true });
        this.waiting.push(turn);
      });
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next waiting job, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get stats() {
    return { running: this.running, borrowed: this.borrowed, waiting: this.waiting.length };
  }
}

const positiveInteger = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The process-wide queue: ANALYSIS_OCR_CONCURRENCY (default 1) jobs, ANALYSIS_OCR_QUEUE (default 8) waiting. */
export const defaultOcrQueue = new OcrQueue(
  positiveInteger(process.env.ANALYSIS_OCR_CONCURRENCY, 1),
  positiveInteger(process.env.ANALYSIS_OCR_QUEUE, 8),
);

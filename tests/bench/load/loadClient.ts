import { Worker } from 'node:worker_threads';
import type { LoadJob, LoadOutcome } from './loadJob.js';

type Reply = { outcome: LoadOutcome } | { error: string };

/** The main thread's handle on the load worker: one job at a time. */
export class LoadClient {
  private readonly worker = new Worker(new URL('./workerEntry.mjs', import.meta.url));

  run(job: LoadJob): Promise<LoadOutcome> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (reply: Reply) => {
        this.worker.off('error', onError);
        if ('error' in reply) reject(new Error(`load worker: ${reply.error}`));
        else resolve(reply.outcome);
      });
      this.worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

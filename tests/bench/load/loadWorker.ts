import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadJob, LoadOutcome } from './loadJob.js';

/**
 * Runs autocannon in its own thread so that the load generator does not share the event loop of the
 * server under test (with 2 cores: one for the server, one for the client).
 */
function runJob(job: LoadJob): Promise<LoadOutcome> {
  let next = 0;
  const latenciesMs: number[] = [];
  const statusCounts: Record<string, number> = {};
  // From the first request sent to the last response received (autocannon's own start-up excluded).
  let firstSent = Number.POSITIVE_INFINITY;
  let lastReceived = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.baseUrl,
        connections: job.connections,
        amount: job.amount,
        ...(job.overallRate ? { overallRate: job.overallRate } : {}),
        timeout: 60,
        // autocannon notices the end of a run at its next sample tick (1 s by default).
        sampleInt: 10,
        headers: job.headers,
        requests: [
          {
            setupRequest: (request) => {
              const spec = job.requests[next++ % job.requests.length];
              return { ...request, ...spec, headers: { ...request.headers, ...spec.headers } };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latenciesMs,
          statusCounts,
          errors: result.errors,
          timeouts: result.timeouts,
          elapsedMs: lastReceived - firstSent,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const now = performance.now();
      firstSent = Math.min(firstSent, now - responseTime);
      lastReceived = now;
      latenciesMs.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
  });
}

parentPort?.on('message', (job: LoadJob) => {
  runJob(job).then(
    (outcome) => parentPort?.postMessage({ outcome }),
    (error: unknown) => parentPort?.postMessage({ error: String(error) }),
  );
});

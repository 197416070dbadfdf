import http from 'node:http';
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

/**
 * An open loop: one request every 1000 / overallRate ms whatever the answers do, over a pool of keep-alive
 * connections (autocannon's own rate limit sends each second's quota at once, in a burst). Latency is
 * measured from each request's planned start, so a request that waited for a free connection counts it.
 */
function runPacedJob(job: LoadJob & { overallRate: number }): Promise<LoadOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const latenciesMs: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  const intervalMs = 1000 / job.overallRate;
  const started = performance.now();
  const sends: Array<Promise<void>> = [];
  return new Promise((resolve) => {
    const sendNext = (index: number) => {
      if (index >= job.amount) {
        void Promise.all(sends).then(() => {
          agent.destroy();
          resolve({ latenciesMs, statusCounts, errors, timeouts: 0, elapsedMs: performance.now() - started });
        });
        return;
      }
      const planned = started + index * intervalMs;
      const spec = job.requests[index % job.requests.length];
      sends.push(
        new Promise<void>((done) => {
          const request = http.request(
            new URL(spec.path, job.baseUrl),
            { method: spec.method, agent, headers: { ...job.headers, ...spec.headers } },
            (response) => {
              response.resume();
              response.on('end', () => {
                latenciesMs.push(performance.now() - planned);
                statusCounts[response.statusCode ?? 0] = (statusCounts[response.statusCode ?? 0] ?? 0) + 1;
                done();
              });
            },
          );
          request.on('error', () => {
            errors += 1;
            done();
          });
          request.end(spec.body);
        }),
      );
      setTimeout(
        () => sendNext(index + 1),
        Math.max(0, started + (index + 1) * intervalMs - performance.now()),
      );
    };
    sendNext(0);
  });
}

parentPort?.on('message', (job: LoadJob) => {
  (job.overallRate ? runPacedJob({ ...job, overallRate: job.overallRate }) : runJob(job)).then(
    (outcome) => parentPort?.postMessage({ outcome }),
    (error: unknown) => parentPort?.postMessage({ error: String(error) }),
  );
});

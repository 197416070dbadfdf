/**
 * The receipt analysis service as its own process: `npm run analysis`.
 * ANALYSIS_PORT (default 3100), ANALYSIS_HOST (default 127.0.0.1), ANALYSIS_PREFIX (default none: the
 * route is POST /analyze-dekont), LOG_LEVEL (default info); OCR queue: ANALYSIS_OCR_CONCURRENCY,
 * ANALYSIS_OCR_QUEUE (see ocrQueue.ts).
 */
import { closeOnSignals, runMain } from '../http/processLifecycle.js';
import Fastify from 'fastify';
import { receiptAnalysisPlugin } from './receiptAnalysisPlugin.js';

async function main() {
  const port = Number(process.env.ANALYSIS_PORT ?? 3100);
  const host = process.env.ANALYSIS_HOST ?? '127.0.0.1';
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.register(receiptAnalysisPlugin, { prefix: process.env.ANALYSIS_PREFIX ?? '' });
  await app.listen({ port, host });
  closeOnSignals(app);
}

runMain(main);

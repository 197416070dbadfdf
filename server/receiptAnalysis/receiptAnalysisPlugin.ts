import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';
import { analyzeReceipt, type AnalysisOptions } from './analyzeReceipt.js';
import { defaultOcrQueue, type OcrQueue } from './ocrQueue.js';
import { readUploadedReceipt } from './uploadedReceipt.js';

export interface ReceiptAnalysisPluginOptions {
  analysis?: AnalysisOptions;
}

/**
 * POST /analyze-dekont (multipart, file field 'dekont') → 200 `{ success, data, confidence }`: the six
 * fields ('Bulunamadı' for one not found) and, per found field, how sure the reader is (0–1); a bad file
 * → its status with `{ success: false, message }`.
 * GET /health → `{ status: 'ok', ocr: { running, borrowed, waiting } }`.
 * Registers @fastify/multipart in its own scope unless a parent already did; mount it on any prefix.
 */
export async function receiptAnalysisPlugin(app: FastifyInstance, options: ReceiptAnalysisPluginOptions) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const queue: OcrQueue = options.analysis?.ocrQueue ?? defaultOcrQueue;

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ReceiptAnalysisError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? ANALYSIS_MESSAGES.tooLarge : ANALYSIS_MESSAGES.missingFile;
      return reply.status(status === 413 ? 413 : 400).send({ success: false, message });
    }
    request.log.error({ err: error }, 'receipt analysis failed');
    return reply.status(500).send({ success: false, message: ANALYSIS_MESSAGES.unavailable });
  });

  app.post('/analyze-dekont', { schema: { hide: true } }, async (request) => {
    const { data } = await readUploadedReceipt(request);
    const result = await analyzeReceipt(data, { ...options.analysis, ocrQueue: queue });
    return { success: result.success, data: result.data, confidence: result.confidence };
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', ocr: queue.stats }));
}

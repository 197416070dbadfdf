import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReceiptAnalysisSchema } from '../../contract/receipts.js';
import { requireAccess } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { readUploadedReceipt } from '../receiptAnalysis/uploadedReceipt.js';
import { analyseReceiptFile } from './analysis.js';

/** The create and edit forms' analyse button: reads a receipt's parties, IBAN, amount, date and time. */
export async function receiptAnalysisRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/receipt-analysis/analyze-dekont',
    {
      preValidation: requireAccess('refunds', 'analyse_receipt'),
      schema: {
        tags: ['refunds'],
        summary: "Read a receipt's sender, recipient, IBAN, amount, date and time (multipart, file 'dekont')",
        consumes: ['multipart/form-data'],
        response: { 200: ReceiptAnalysisSchema },
      },
    },
    async (request) => analyseReceiptFile(await readUploadedReceipt(request), ctx.config),
  );
}

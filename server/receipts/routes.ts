import { ReceiptRoutes } from '../../contract/receipts.js';
import type { RoutePlugin } from '../context.js';
import { routeOptions } from '../http/routeOptions.js';
import { readUploadedReceipt } from '../receiptAnalysis/uploadedReceipt.js';
import { analyseReceiptFile } from './analysis.js';
import { rememberReading } from '../receiptReuse/readings.js';

/** The create and edit forms' analyse button: reads a receipt's parties, IBAN, amount, date and time. */
export const receiptAnalysisRoutes: RoutePlugin = async (api, { ctx }) => {
  api.post('/receipt-analysis/analyze-dekont', routeOptions(ReceiptRoutes.analyse), async (request) => {
    const receipt = await readUploadedReceipt(request);
    const analysis = await analyseReceiptFile(receipt, ctx.config);
    // Kept by the receipt's hash, for the reuse check of refunds holding the same transfer's receipt.
    if (analysis.success) {
      // The reading only sharpens the reuse check: failing to keep it never costs the staffer the answer.
      await rememberReading(ctx, receipt.data, analysis.data).catch((error: unknown) =>
        request.log.error({ err: error }, 'receipt reading not kept for the reuse check'),
      );
    }
    return analysis;
  });
};

import { ReceiptRoutes } from '../../contract/receipts.js';
import type { RoutePlugin } from '../context.js';
import { routeOptions } from '../http/routeOptions.js';
import { readUploadedReceipt } from '../receiptAnalysis/uploadedReceipt.js';
import { analyseReceiptFile } from './analysis.js';

/** The create and edit forms' analyse button: reads a receipt's parties, IBAN, amount, date and time. */
export const receiptAnalysisRoutes: RoutePlugin = async (api, { ctx }) => {
  api.post('/receipt-analysis/analyze-dekont', routeOptions(ReceiptRoutes.analyse), async (request) =>
    analyseReceiptFile(await readUploadedReceipt(request), ctx.config),
  );
};

import { ReceiptRoutes } from '../../contract/receipts.js';
import type { RoutePlugin } from '../context.js';
import { HttpError, notFound } from '../http/errors.js';
import { routeOptions } from '../http/routeOptions.js';
import { isStoredReceiptPath } from './receiptStore.js';
import { RECEIPT_CONTENT_TYPES } from './storage.js';
import { serverText } from '../i18n/catalog.js';

const IMAGE_POLICY = "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox";
// A PDF may carry HTML or script inside (a polyglot): it is sandboxed too, which Chromium's viewer renders.
const PDF_POLICY = "default-src 'none'; object-src 'self'; frame-ancestors 'self'; sandbox";

/**
 * GET /uploads/receipts/<name>?exp=…&sig=… serves a receipt to whoever holds a fresh signed URL (the API
 * hands them out only to callers who may see the refund). Files are never executed or rendered as HTML:
 * fixed content types from the stored extension, nosniff, and a sandboxing CSP.
 */
export const uploadRoutes: RoutePlugin = async (api, { ctx }) => {
  api.get('/uploads/receipts/:name', routeOptions(ReceiptRoutes.file), async (request, reply) => {
    const stored = `receipts/${request.params.name}`;
    if (!isStoredReceiptPath(stored)) throw notFound(serverText('server.receipts.fileNotFound'));
    const { exp = '', sig = '' } = request.query;
    if (!ctx.receiptSigner.verify(stored, exp, sig))
      throw new HttpError(403, serverText('server.receipts.linkExpired'));
    const file = await ctx.receipts.open(stored);
    if (!file) throw notFound(serverText('server.receipts.fileNotFound'));
    const ext = stored.slice(stored.lastIndexOf('.') + 1);
    const disposition = request.query.download ? 'attachment' : 'inline';
    return (
      reply
        .header('Content-Type', RECEIPT_CONTENT_TYPES[ext])
        .header('Content-Length', file.size)
        .header('Content-Disposition', `${disposition}; filename="dekont-${request.params.name}"`)
        .header('Cache-Control', 'private, max-age=300')
        // The SPA's receipt viewer frames the file; nothing else may.
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Content-Security-Policy', ext === 'pdf' ? PDF_POLICY : IMAGE_POLICY)
        .send(file.stream)
    );
  });
};

import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { RECEIPT_REUSE_FIELD, ReceiptReuseRoutes, type ReceiptReuse } from '../../contract/receiptReuse.js';
import type { RoutePlugin } from '../context.js';
import { HttpError, badRequest } from '../http/errors.js';
import { INPUT_MESSAGES, isMultipartStreamError } from '../http/inputLimits.js';
import { pathId } from '../http/pathId.js';
import { routeOptions } from '../http/routeOptions.js';
import { catalogTexts } from '../i18n/catalog.js';
import { RECEIPT_MAX_BYTES } from '../receipts/storage.js';
import { refundActorOf } from '../refunds/refundActor.js';
import { REFUND_MESSAGES } from '../refunds/rules.js';
import { loadVisibleRefund } from '../refunds/store.js';
import { findReuse, readingFor, splitByScope } from './fingerprints.js';

const MESSAGES = catalogTexts({
  missingFile: 'receiptReuse.server.missingFile',
  empty: 'receiptReuse.server.empty',
  tooLarge: 'receiptReuse.server.tooLarge',
});

/** The SHA-256 of the request's receipt, hashed as it streams in: nothing is buffered or stored. */
async function hashUploadedReceipt(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.missingFile);
  try {
    const part = await request.file({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5 } });
    if (!part || part.fieldname !== RECEIPT_REUSE_FIELD) {
      part?.file.resume();
      throw badRequest(MESSAGES.missingFile);
    }
    const hash = crypto.createHash('sha256');
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    if (part.file.truncated) throw new HttpError(413, MESSAGES.tooLarge);
    if (size === 0) throw badRequest(MESSAGES.empty);
    return hash.digest('hex');
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, MESSAGES.tooLarge);
    if (isMultipartStreamError(error)) throw badRequest(INPUT_MESSAGES.malformedForm);
    throw error;
  }
}

/**
 * The create and edit forms' check before saving: which other refunds already use the chosen receipt,
 * by its bytes or by the IBAN, amount and date the reader found on it. Refunds of payment methods the
 * caller does not see are only counted.
 */
export const receiptReuseRoutes: RoutePlugin = async (api, { ctx }) => {
  api.post('/refunds/receipt-reuse', routeOptions(ReceiptReuseRoutes.check), async (request) => {
    const actor = refundActorOf(request);
    const raw = request.query.refund_id;
    const exceptId = raw === undefined ? null : pathId(raw, REFUND_MESSAGES.notFound);
    // Read to its end first, so that a refused refund id is answered instead of cutting the upload off.
    const sha256 = await hashUploadedReceipt(request);
    if (exceptId !== null) await loadVisibleRefund(ctx.db, actor.scope, exceptId);
    const details = await readingFor(ctx.db, sha256);
    const { visible, hiddenCount } = splitByScope(
      await findReuse(ctx.db, sha256, details, exceptId),
      actor.scope,
    );
    const answer: ReceiptReuse = {
      sha256,
      read: details.iban !== null || details.amount_kurus !== null || details.tx_date !== null,
      refunds: visible.map(({ id, same_file, same_details }) => ({ id, same_file, same_details })),
      hidden_count: hiddenCount,
    };
    return answer;
  });
};

import { Type, type Static } from 'typebox';
import { IdSchema, PathIdSchema } from './limits.js';
import { routeContracts } from './routes.js';

/** Receipt reuse: which other refunds already use a receipt about to be attached. */

/** The multipart field that carries the receipt to check. */
export const RECEIPT_REUSE_FIELD = 'dekont';

/** POST /refunds/receipt-reuse[?refund_id=N]: the refund being edited is left out of the answer. */
export const ReceiptReuseQuerySchema = Type.Object({ refund_id: Type.Optional(PathIdSchema) });

export const ReceiptReuseSchema = Type.Object({
  /** SHA-256 of the checked bytes (hex). */
  sha256: Type.String(),
  /** Whether the receipt reader found details on these bytes: only then can other bytes of the same transfer match. */
  read: Type.Boolean(),
  /** The other refunds the caller may see, lowest id first. */
  refunds: Type.Array(
    Type.Object({
      id: IdSchema,
      /** The very same bytes. */
      same_file: Type.Boolean(),
      /** The same recipient IBAN, amount and transaction date, as the reader found them. */
      same_details: Type.Boolean(),
    }),
  ),
  /** How many other refunds the caller may not see use it too. */
  hidden_count: Type.Integer({ minimum: 0 }),
});
export type ReceiptReuse = Static<typeof ReceiptReuseSchema>;

export const ReceiptReuseRoutes = routeContracts('refunds', {
  check: {
    access: 'refunds.check_receipt',
    summary:
      "Which other refunds use this receipt: same bytes, or the same IBAN, amount and date read from it (multipart, file 'dekont')",
    consumes: ['multipart/form-data'],
    querystring: ReceiptReuseQuerySchema,
    ok: ReceiptReuseSchema,
  },
});

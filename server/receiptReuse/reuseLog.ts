import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import type { RefundActor } from '../refunds/refundActor.js';
import { writeRefundLog } from '../refunds/store.js';
import type { ReuseMatch } from './fingerprints.js';

/** The history action of a save that attached a receipt other refunds already use. */
export const RECEIPT_REUSED_ACTION = 'receipt_reused';

/**
 * 'Bu dekont #12, #34 numaralı iadede de kullanılmış…'. The text is stored once and shown to every reader
 * of the refund and of its payment method's logs, so it names only refunds of the same payment method
 * (whoever reads it sees those) and only counts the others, whatever the saver may see.
 */
export function reuseDetails(matches: ReuseMatch[], paymentMethodId: number): string {
  const visible = matches.filter((match) => match.payment_method_id === paymentMethodId);
  const hiddenCount = matches.length - visible.length;
  const ids = visible.map((match) => `#${match.id}`).join(', ');
  if (hiddenCount === 0) return serverText('receiptReuse.server.log.visible', { ids });
  if (visible.length === 0) return serverText('receiptReuse.server.log.hidden', { count: hiddenCount });
  return serverText('receiptReuse.server.log.both', { ids, count: hiddenCount });
}

/**
 * A save that attached a receipt other refunds use went ahead anyway: noted in the refund's history and
 * the system log, inside the save's transaction. Nothing is written when no other refund uses it.
 */
export async function logReceiptReuse(
  trx: Kysely<Database>,
  actor: RefundActor,
  refund: { id: number; paymentMethodId: number },
  matches: ReuseMatch[],
): Promise<void> {
  if (matches.length === 0) return;
  const details = reuseDetails(matches, refund.paymentMethodId);
  await writeRefundLog(trx, {
    refundId: refund.id,
    action: RECEIPT_REUSED_ACTION,
    details,
    changes: null,
    actor,
  });
  await logAction(
    trx,
    actor,
    RECEIPT_REUSED_ACTION,
    serverText('receiptReuse.server.log.system', { id: refund.id, details }),
    { paymentMethodId: refund.paymentMethodId },
  );
}

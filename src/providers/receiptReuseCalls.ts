import { RECEIPT_REUSE_FIELD, type ReceiptReuse } from '../../contract/receiptReuse';
import { apiRequest } from './httpClient';

export const RECEIPT_REUSE_PATH = '/refunds/receipt-reuse';

export interface ReceiptReuseCalls {
  /**
   * Which other refunds already use this receipt (same bytes, or the same IBAN, amount and date the
   * reader found on it); `refundId`, the refund being edited, is left out.
   */
  checkReceiptReuse: (
    file: File,
    options?: { refundId?: number | string; signal?: AbortSignal },
  ) => Promise<ReceiptReuse>;
}

async function checkReceiptReuse(
  file: File,
  { refundId, signal }: { refundId?: number | string; signal?: AbortSignal } = {},
): Promise<ReceiptReuse> {
  const body = new FormData();
  body.append(RECEIPT_REUSE_FIELD, file, file.name);
  const query = refundId === undefined ? '' : `?refund_id=${encodeURIComponent(String(refundId))}`;
  return apiRequest<ReceiptReuse>(`${RECEIPT_REUSE_PATH}${query}`, { method: 'POST', body, signal });
}

export const receiptReuseCalls: ReceiptReuseCalls = { checkReceiptReuse };

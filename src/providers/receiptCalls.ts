import type { ReceiptAnalysis, ReceiptFieldValues } from '../../contract/receipts';
import { API_BASE_URL, fetchJson } from './httpClient';

/** Per found field, how sure the reader is, 0–1 (a reader may not report it). */
export type ReceiptAnalysisConfidence = NonNullable<ReceiptAnalysis['confidence']>;

/** The analysis as the form uses it: no data when the reader failed, an empty confidence map when none came. */
export interface ReceiptAnalysisAnswer {
  success: boolean;
  data: ReceiptFieldValues | null;
  confidence: ReceiptAnalysisConfidence;
}

export const ANALYSE_RECEIPT_PATH = '/receipt-analysis/analyze-dekont';
const RECEIPT_ANALYSIS_FIELD = 'dekont';
/**
 * The panel gives up after this long, so that a slow or hung service never blocks the form. A little
 * above the server's own 30-second limit, so that its 504 and Turkish message normally come first.
 */
export const RECEIPT_ANALYSIS_TIMEOUT_MS = 35_000;

/** Raised when the service did not answer within the time-out. */
export class ReceiptAnalysisTimeout extends Error {
  constructor() {
    super('receipt analysis timed out');
    this.name = 'ReceiptAnalysisTimeout';
  }
}

export interface ReceiptCalls {
  /**
   * Sends the receipt to the analysis service. The time-out aborts the request; an abort through
   * `signal` (the form went away) rejects with the fetch's AbortError.
   */
  analyseReceipt: (
    file: File,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ) => Promise<ReceiptAnalysisAnswer>;
}

async function analyseReceipt(
  file: File,
  { signal, timeoutMs = RECEIPT_ANALYSIS_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ReceiptAnalysisAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  const body = new FormData();
  body.append(RECEIPT_ANALYSIS_FIELD, file, file.name);
  try {
    // fetchJson rather than apiRequest: the envelope's `success` matters here and must not be unwrapped.
    const { json } = await fetchJson(`${API_BASE_URL}${ANALYSE_RECEIPT_PATH}`, {
      method: 'POST',
      body,
      signal: controller.signal,
    });
    const answer = (json ?? {}) as Partial<ReceiptAnalysis>;
    return {
      success: answer.success === true,
      data: answer.data ?? null,
      confidence:
        typeof answer.confidence === 'object' && answer.confidence !== null ? answer.confidence : {},
    };
  } catch (error) {
    if (timedOut) throw new ReceiptAnalysisTimeout();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export const receiptCalls: ReceiptCalls = { analyseReceipt };

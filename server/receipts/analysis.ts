import type { ReceiptAnalysis } from '../../contract/receipts.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import {
  ANALYSIS_MESSAGES,
  RECEIPT_FIELD_NAMES,
  ReceiptAnalysisError,
  analyzeReceipt,
  type ReceiptFields,
} from '../receiptAnalysis/index.js';
import { RECEIPT_FIELD, type UploadedReceipt } from '../receiptAnalysis/uploadedReceipt.js';
import { catalogTexts } from '../i18n/catalog.js';

const SERVICE_MESSAGES = catalogTexts({
  unreachable: 'server.receipts.service.unreachable',
  invalidAnswer: 'server.receipts.service.invalidAnswer',
  refused: 'server.receipts.service.refused',
  fileRefused: 'server.receipts.service.fileRefused',
});

/** What a reader says about the file itself: unreadable, too large, of a kind it does not read, corrupt. */
const FILE_VERDICTS = new Set([400, 413, 415, 422]);
const timedOut = () => new ReceiptAnalysisError(504, ANALYSIS_MESSAGES.timedOut);

/** The built-in reader, bounded by the panel's own time-out (the OCR run is also bounded by it). */
async function analyseInProcess(receipt: UploadedReceipt, timeoutMs: number): Promise<ReceiptAnalysis> {
  let timer: NodeJS.Timeout | undefined;
  // At the time-out the answer is a 504 and the work stops too: waiting jobs leave the OCR queue and
  // running tools are killed, so abandoned analyses cannot pile up CPU work behind the caller's back.
  const stop = new AbortController();
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop.abort();
      reject(timedOut());
    }, timeoutMs);
  });
  try {
    const analysis = analyzeReceipt(receipt.data, { toolTimeoutMs: timeoutMs, signal: stop.signal });
    analysis.catch(() => undefined);
    const result = await Promise.race([analysis, deadline]);
    return { success: result.success, data: result.data, confidence: result.confidence };
  } finally {
    clearTimeout(timer);
  }
}

function answerOf(body: unknown): ReceiptAnalysis | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: Record<string, unknown> };
  if (typeof success !== 'boolean' || typeof data !== 'object' || data === null) return null;
  const fields = {} as ReceiptFields;
  for (const name of RECEIPT_FIELD_NAMES) {
    const value = data[name];
    if (typeof value !== 'string') return null;
    fields[name] = value.slice(0, 200);
  }
  const reported = (body as { confidence?: Record<string, unknown> }).confidence;
  if (typeof reported !== 'object' || reported === null) return { success, data: fields };
  const confidence: NonNullable<ReceiptAnalysis['confidence']> = {};
  for (const name of RECEIPT_FIELD_NAMES) {
    const value = reported[name];
    if (typeof value === 'number' && value >= 0 && value <= 1) confidence[name] = value;
  }
  return { success, data: fields, confidence };
}

/** An external service speaking the same API (RECEIPT_ANALYSIS_URL); its failures become 502/504. */
async function analyseRemotely(receipt: UploadedReceipt, config: Config): Promise<ReceiptAnalysis> {
  const form = new FormData();
  form.append(
    RECEIPT_FIELD,
    new Blob([new Uint8Array(receipt.data)], { type: receipt.mimetype }),
    receipt.filename,
  );
  let response: Response;
  try {
    response = await fetch(`${config.receiptAnalysisUrl}/analyze-dekont`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.receiptAnalysisTimeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw timedOut();
    throw new HttpError(502, SERVICE_MESSAGES.unreachable);
  }
  let body: unknown = null;
  let readable = true;
  try {
    body = await response.json();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw timedOut();
    readable = false;
  }
  if (!response.ok) {
    // Any refusal other than a verdict on the file (401/403: it does not take our calls, 404, 429, 5xx)
    // is the service's own, a bad gateway, told in the panel's words: passed on, a 401 would sign the
    // staffer out, and its text may name the service's keys.
    if (!FILE_VERDICTS.has(response.status)) throw new HttpError(502, SERVICE_MESSAGES.refused);
    // The verdict is passed on, with the service's text when it gave one (a proxy's page gives none).
    const message = (body as { message?: unknown } | null)?.message;
    const text = typeof message === 'string' && message ? message : SERVICE_MESSAGES.fileRefused;
    throw new HttpError(response.status, text);
  }
  if (!readable) throw new HttpError(502, SERVICE_MESSAGES.invalidAnswer);
  const answer = answerOf(body);
  if (!answer) throw new HttpError(502, SERVICE_MESSAGES.invalidAnswer);
  return answer;
}

/**
 * Reads a receipt with the built-in reader, or with the service at RECEIPT_ANALYSIS_URL when set; never
 * waits longer than RECEIPT_ANALYSIS_TIMEOUT_MS.
 */
export async function analyseReceiptFile(receipt: UploadedReceipt, config: Config): Promise<ReceiptAnalysis> {
  if (receipt.data.length === 0) throw new ReceiptAnalysisError(400, ANALYSIS_MESSAGES.empty);
  return config.receiptAnalysisUrl
    ? analyseRemotely(receipt, config)
    : analyseInProcess(receipt, config.receiptAnalysisTimeoutMs);
}

import { catalogTexts, serverText } from '../i18n/catalog.js';

/** Turkish messages of the help-desk failures; a connection failure starts with 'Bağlantı hatası'. */
export const HELPDESK_MESSAGES = {
  ...catalogTexts({
    notConfigured: 'server.helpdesk.notConfigured',
    authFailed: 'server.helpdesk.authFailed',
    notFound: 'server.helpdesk.notFound',
    timeout: 'server.helpdesk.timeout',
    unreachable: 'server.helpdesk.unreachable',
    rateLimited: 'server.helpdesk.rateLimited',
    invalidAnswer: 'server.helpdesk.invalidAnswer',
  }),
  serverError: (status: number) => serverText('server.helpdesk.serverError', { status }),
  refused: (status: number) => serverText('server.helpdesk.refused', { status }),
};

/**
 * A failed help-desk call. `retryable` marks what a later attempt may cure (network, time-out, 429, 5xx);
 * `status` is the help desk's HTTP status when it answered.
 */
export class HelpdeskError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly retryable = false,
    /** Seconds the help desk asked to wait (Retry-After), when it did. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'HelpdeskError';
  }
}

/** The error of an HTTP answer that is not a success; 404 means the ticket or response is unknown. */
export function errorForStatus(status: number, retryAfterMs: number | null): HelpdeskError {
  if (status === 401 || status === 403) return new HelpdeskError(HELPDESK_MESSAGES.authFailed, status);
  if (status === 404) return new HelpdeskError(HELPDESK_MESSAGES.notFound, status);
  if (status === 429) return new HelpdeskError(HELPDESK_MESSAGES.rateLimited, status, true, retryAfterMs);
  if (status >= 500) return new HelpdeskError(HELPDESK_MESSAGES.serverError(status), status, true);
  return new HelpdeskError(HELPDESK_MESSAGES.refused(status), status);
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

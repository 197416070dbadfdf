import packageJson from '../../package.json' with { type: 'json' };
import type { CannedResponse } from '../../contract/statusCannedResponses.js';
import { HELPDESK_MESSAGES, HelpdeskError, errorForStatus, parseRetryAfter } from './helpdeskErrors.js';

/**
 * A typed client for the HelpDesk REST API (LiveChat's HelpDesk, https://api.helpdesk.com/v1): Basic auth
 * with the account id and a personal access token, a time-out per attempt, and retries with exponential
 * back-off on 429, 5xx and network failures (at most MAX_ATTEMPTS attempts; other 4xx never repeat).
 *
 * Paths used: GET /cannedResponses, GET /cannedResponses/{id}, PATCH /tickets/{id} with a message (the
 * ticketUpdate operation, which adds a reply by the authenticated agent), GET /tickets?pageSize=1 as the
 * cheap authenticated call of 'test connection'.
 */

export interface HelpdeskSettings {
  url: string;
  accountId: string | null;
  token: string | null;
  timeoutMs: number;
}

export interface HelpdeskClient {
  listCannedResponses(): Promise<CannedResponse[]>;
  getCannedResponse(id: string): Promise<CannedResponse>;
  /** Adds the text as an agent reply to the ticket. */
  replyToTicket(ticketId: string, reply: { text: string }): Promise<void>;
  /** Succeeds when the help desk answers an authenticated request. */
  testConnection(): Promise<void>;
}

export interface ClientOptions {
  /** Waits between attempts; tests may pass a recording or instant one. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 200;
/** A Retry-After longer than this is not waited for: the caller gets the 429 as an error. */
const MAX_WAIT_MS = 10_000;
const USER_AGENT = `IadeKontrol/${packageJson.version}`;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential back-off with jitter: ~200, ~400, ~800 ms … plus up to half of that at random. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = BASE_DELAY_MS * 2 ** (attempt - 1);
  return Math.round(base + random() * (base / 2));
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((item) =>
          typeof item === 'string'
            ? item
            : item && typeof item === 'object'
              ? (item as { name?: unknown }).name
              : '',
        )
        .filter((item): item is string => typeof item === 'string' && item !== '')
    : [];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One canned response of the help desk's answer, whatever optional fields it left out. */
export function normaliseCannedResponse(raw: unknown): CannedResponse | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const id = item.ID ?? item.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') return null;
  return {
    ID: String(id),
    name: text(item.name),
    text: text(item.text),
    subject: text(item.subject),
    tags: strings(item.tags),
    shortcuts: strings(item.shortcuts),
  };
}

function listOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of ['cannedResponses', 'data', 'items']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  throw new HelpdeskError(HELPDESK_MESSAGES.invalidAnswer);
}

export function createHelpdeskClient(
  settings: HelpdeskSettings,
  options: ClientOptions = {},
): HelpdeskClient {
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const base = settings.url.replace(/\/+$/, '');

  function authorization(): string {
    if (!settings.accountId || !settings.token) throw new HelpdeskError(HELPDESK_MESSAGES.notConfigured);
    return `Basic ${Buffer.from(`${settings.accountId}:${settings.token}`).toString('base64')}`;
  }

  async function attempt(method: string, path: string, auth: string, body?: unknown): Promise<unknown> {
    let response: Response;
    let answer: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          'user-agent': USER_AGENT,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      answer = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new HelpdeskError(
        timedOut ? HELPDESK_MESSAGES.timeout : HELPDESK_MESSAGES.unreachable,
        null,
        true,
      );
    }
    if (!response.ok) {
      throw errorForStatus(response.status, parseRetryAfter(response.headers.get('retry-after')));
    }
    if (answer.trim() === '') return null;
    try {
      return JSON.parse(answer);
    } catch {
      throw new HelpdeskError(HELPDESK_MESSAGES.invalidAnswer, response.status);
    }
  }

  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const auth = authorization();
    for (let attemptNo = 1; ; attemptNo++) {
      try {
        return await attempt(method, path, auth, body);
      } catch (error) {
        if (!(error instanceof HelpdeskError) || !error.retryable || attemptNo >= MAX_ATTEMPTS) throw error;
        const wait = error.retryAfterMs ?? backoffDelay(attemptNo, random);
        if (wait > MAX_WAIT_MS) throw error;
        await sleep(wait);
      }
    }
  }

  return {
    async listCannedResponses() {
      const items = listOf(await request('GET', '/cannedResponses'));
      return items.map(normaliseCannedResponse).filter((item): item is CannedResponse => item !== null);
    },
    async getCannedResponse(id) {
      const body = await request('GET', `/cannedResponses/${encodeURIComponent(id)}`);
      const item = normaliseCannedResponse(Array.isArray(body) ? body[0] : body);
      if (!item) throw new HelpdeskError(HELPDESK_MESSAGES.invalidAnswer);
      return item;
    },
    async replyToTicket(ticketId, reply) {
      await request('PATCH', `/tickets/${encodeURIComponent(ticketId)}`, { message: { text: reply.text } });
    },
    async testConnection() {
      await request('GET', '/tickets?pageSize=1');
    },
  };
}

/** The client of the configured help desk. */
export function helpdeskClientFor(config: {
  helpdeskUrl: string;
  helpdeskAccountId: string | null;
  helpdeskToken: string | null;
  helpdeskTimeoutMs: number;
}): HelpdeskClient {
  return createHelpdeskClient({
    url: config.helpdeskUrl,
    accountId: config.helpdeskAccountId,
    token: config.helpdeskToken,
    timeoutMs: config.helpdeskTimeoutMs,
  });
}

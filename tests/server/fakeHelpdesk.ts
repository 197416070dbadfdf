import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * A real HTTP server speaking the part of the HelpDesk API (https://api.helpdesk.com/v1) that the panel
 * uses: Basic auth, GET /cannedResponses, GET /cannedResponses/{id}, PATCH /tickets/{id} with a message,
 * GET /tickets. It records every request and every ticket reply, and can be told to fail: the next N
 * calls answer a given status (with Retry-After), every answer is delayed, or the credentials differ.
 */

export interface FakeCannedResponse {
  ID: string;
  name?: string;
  text: string;
  subject?: string;
  tags?: string[];
  shortcuts?: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  userAgent: string | null;
}

export interface RecordedReply {
  ticketId: string;
  text: string;
  body: unknown;
}

interface ScriptedFailure {
  status: number;
  retryAfter?: string;
}

export const FAKE_ACCOUNT_ID = 'hesap-test-1';
export const FAKE_TOKEN = 'dal:test-token-1';

export const DEFAULT_CANNED_RESPONSES: FakeCannedResponse[] = [
  {
    ID: 'cr-approved',
    name: 'İade onaylandı',
    text: 'Merhaba, iade talebiniz onaylanmıştır.',
    subject: 'İade talebiniz',
    tags: ['iade', 'onay'],
    shortcuts: ['onay'],
  },
  { ID: 'cr-rejected', name: 'İade reddedildi', text: 'Merhaba, iade talebiniz reddedilmiştir.' },
];

export class FakeHelpdesk {
  accountId = FAKE_ACCOUNT_ID;
  token = FAKE_TOKEN;
  cannedResponses: FakeCannedResponse[] = structuredClone(DEFAULT_CANNED_RESPONSES);
  /** Tickets the help desk does not know (a reply answers 404). */
  missingTickets = new Set<string>();
  /** Every answer waits this long first. */
  delayMs = 0;
  readonly requests: RecordedRequest[] = [];
  readonly replies: RecordedReply[] = [];
  private failures: ScriptedFailure[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeHelpdesk> {
    const holder: { fake?: FakeHelpdesk } = {};
    const server = http.createServer((request, response) => {
      holder.fake?.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.fake = new FakeHelpdesk(server, `http://127.0.0.1:${port}/v1`);
    return holder.fake;
  }

  /** The next `count` calls answer `status` (with Retry-After when given), whatever they ask. */
  failNext(count: number, status: number, retryAfter?: string): void {
    for (let i = 0; i < count; i++) this.failures.push({ status, retryAfter });
  }

  reset(): void {
    this.accountId = FAKE_ACCOUNT_ID;
    this.token = FAKE_TOKEN;
    this.cannedResponses = structuredClone(DEFAULT_CANNED_RESPONSES);
    this.missingTickets.clear();
    this.delayMs = 0;
    this.failures = [];
    this.requests.length = 0;
    this.replies.length = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization: request.headers.authorization ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    });
    let clientGone = false;
    response.on('close', () => (clientGone = !response.writableFinished));
    const body = await readBody(request);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (clientGone) return; // the client gave up waiting: nothing is recorded as received
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    const failure = this.failures.shift();
    if (failure) {
      send(
        failure.status,
        { error: 'scripted failure' },
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      );
      return;
    }
    const expected = `Basic ${Buffer.from(`${this.accountId}:${this.token}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      send(401, { error: 'unauthorized' });
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    const cannedMatch = /^GET \/v1\/cannedResponses\/([^/]+)$/.exec(route);
    const ticketMatch = /^PATCH \/v1\/tickets\/([^/]+)$/.exec(route);
    if (route === 'GET /v1/cannedResponses') {
      send(200, this.cannedResponses.map(raw));
    } else if (cannedMatch) {
      const found = this.cannedResponses.find((item) => item.ID === decodeURIComponent(cannedMatch[1]));
      if (found) send(200, raw(found));
      else send(404, { error: 'not found' });
    } else if (ticketMatch) {
      const ticketId = decodeURIComponent(ticketMatch[1]);
      const text = (body as { message?: { text?: unknown } } | null)?.message?.text;
      if (typeof text !== 'string' || text === '') send(400, { error: 'message.text is required' });
      else if (this.missingTickets.has(ticketId)) send(404, { error: 'ticket not found' });
      else {
        this.replies.push({ ticketId, text, body });
        send(200, { ID: ticketId, status: 'open' });
      }
    } else if (route === 'GET /v1/tickets') {
      send(200, []);
    } else {
      send(404, { error: 'no such route' });
    }
  }
}

/** The help desk's own shape: optional fields left out when empty, plus fields the panel ignores. */
const raw = (item: FakeCannedResponse) => ({
  ...item,
  licenseID: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  richTextObj: { type: 'doc' },
});

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server settings that point the panel at the fake. */
export const helpdeskEnv = (fake: FakeHelpdesk, timeoutMs = 400): Record<string, string> => ({
  HELPDESK_URL: fake.url,
  HELPDESK_ACCOUNT_ID: FAKE_ACCOUNT_ID,
  HELPDESK_TOKEN: FAKE_TOKEN,
  HELPDESK_TIMEOUT_MS: String(timeoutMs),
});

/**
 * Starts a fake help desk before the file's tests (register it before setupTestServer, passing the same
 * `env` object to both: the settings are filled in before the test server reads them) and resets it before
 * each test.
 */
export function withFakeHelpdesk(env: Record<string, string>, timeoutMs?: number): () => FakeHelpdesk {
  let fake: FakeHelpdesk | undefined;
  beforeAll(async () => {
    fake = await FakeHelpdesk.start();
    Object.assign(env, helpdeskEnv(fake, timeoutMs));
  });
  beforeEach(() => fake?.reset());
  afterAll(async () => fake?.close());
  return () => {
    if (!fake) throw new Error('fake help desk not started');
    return fake;
  };
}

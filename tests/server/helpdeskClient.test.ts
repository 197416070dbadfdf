import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { createHelpdeskClient, type HelpdeskClient } from '../../server/helpdesk/helpdeskClient.js';
import { HelpdeskError, parseRetryAfter } from '../../server/helpdesk/helpdeskErrors.js';
import { DEFAULT_CANNED_RESPONSES, FAKE_ACCOUNT_ID, FAKE_TOKEN, FakeHelpdesk } from './fakeHelpdesk.js';

let fake: FakeHelpdesk;
let waits: number[];

beforeAll(async () => {
  fake = await FakeHelpdesk.start();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.reset();
  waits = [];
});

/** A client of the fake whose back-off waits are recorded and skipped (Retry-After included). */
function client(overrides: Partial<Parameters<typeof createHelpdeskClient>[0]> = {}): HelpdeskClient {
  return createHelpdeskClient(
    { url: fake.url, accountId: FAKE_ACCOUNT_ID, token: FAKE_TOKEN, timeoutMs: 1000, ...overrides },
    {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    },
  );
}

async function failure(promise: Promise<unknown>): Promise<HelpdeskError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HelpdeskError);
  return error as HelpdeskError;
}

describe('HelpDesk client', () => {
  it('lists canned responses in the panel shape with Basic auth and its User-Agent', async () => {
    const list = await client().listCannedResponses();
    expect(list).toEqual([
      DEFAULT_CANNED_RESPONSES[0],
      {
        ID: 'cr-rejected',
        name: 'İade reddedildi',
        text: 'Merhaba, iade talebiniz reddedilmiştir.',
        subject: '',
        tags: [],
        shortcuts: [],
      },
    ]);
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/cannedResponses',
        authorization: `Basic ${Buffer.from(`${FAKE_ACCOUNT_ID}:${FAKE_TOKEN}`).toString('base64')}`,
        userAgent: `IadeKontrol/${packageJson.version}`,
      },
    ]);
  });

  it('replies to a ticket with the text and tests the connection with one cheap call', async () => {
    await client().replyToTicket('T 42/ä', { text: 'Merhaba' });
    expect(fake.replies).toEqual([
      { ticketId: 'T 42/ä', text: 'Merhaba', body: { message: { text: 'Merhaba' } } },
    ]);
    await client().testConnection();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /v1/tickets/T%2042%2F%C3%A4',
      'GET /v1/tickets?pageSize=1',
    ]);
  });

  it('retries 5xx with growing back-off and succeeds on the third attempt', async () => {
    fake.failNext(2, 503);
    await client().replyToTicket('T-1', { text: 'x' });
    expect(fake.requests).toHaveLength(3);
    expect(fake.replies).toHaveLength(1);
    expect(waits).toEqual([250, 500]);
  });

  it('gives up after three attempts with a connection error', async () => {
    fake.failNext(3, 500);
    const error = await failure(client().listCannedResponses());
    expect(error.message).toBe('Bağlantı hatası: HelpDesk sunucu hatası (HTTP 500)');
    expect(fake.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it('honours Retry-After on 429 (seconds and HTTP dates) and refuses to wait very long', async () => {
    fake.failNext(1, 429, '2');
    await client().testConnection();
    expect(waits).toEqual([2000]);
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    waits = [];
    fake.failNext(1, 429, '3600');
    const error = await failure(client().testConnection());
    expect(error.message).toBe('Bağlantı hatası: HelpDesk istek sınırı aşıldı');
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);

    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('never retries other 4xx answers', async () => {
    fake.failNext(1, 400);
    expect((await failure(client().testConnection())).message).toBe('HelpDesk isteği reddetti (HTTP 400)');
    expect(fake.requests).toHaveLength(1);

    fake.token = 'baska-token';
    expect((await failure(client().listCannedResponses())).message).toBe(
      'HelpDesk kimlik doğrulaması başarısız',
    );
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.missingTickets.add('T-404');
    expect((await failure(client().replyToTicket('T-404', { text: 'x' }))).message).toBe(
      'HelpDesk kaydı bulunamadı',
    );
    expect((await failure(client().getCannedResponse('yok'))).message).toBe('HelpDesk kaydı bulunamadı');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([]);
  });

  it('times out each attempt and reports a connection error after three', async () => {
    fake.delayMs = 400;
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 100 }).replyToTicket('T-slow', { text: 'x' }));
    expect(error.message).toBe('Bağlantı hatası: HelpDesk zamanında yanıt vermedi');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.replies).toEqual([]);
  });

  it('reports an unreachable help desk and missing settings without calling it', async () => {
    const closed = await FakeHelpdesk.start();
    const url = closed.url;
    await closed.close();
    expect((await failure(client({ url }).testConnection())).message).toBe(
      'Bağlantı hatası: HelpDesk sunucusuna ulaşılamadı',
    );
    expect(waits).toHaveLength(2);

    expect((await failure(client({ token: null }).testConnection())).message).toBe(
      'HelpDesk ayarları yapılmamış',
    );
    expect((await failure(client({ accountId: '' }).listCannedResponses())).message).toBe(
      'HelpDesk ayarları yapılmamış',
    );
    expect(fake.requests).toEqual([]);
  });
});

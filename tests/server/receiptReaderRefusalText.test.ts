import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from './fixtures/textPdf.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness.js';
import { adminToken } from './refundHelpers.js';

const RECEIPT = textPdf([
  'GONDEREN: AHMET YILMAZ',
  'ALICI ADI SOYADI: MEHMET KAYA',
  'ALICI IBAN: TR33 0006 1005 1978 6457 8413 26',
  'ISLEM TUTARI: 1.250,75 TL',
  'ISLEM TARIHI: 05.03.2026 14:32',
]);
const PATH = '/api/receipt-analysis/analyze-dekont';

async function analyse(
  server: TestServer,
  token: string | null,
  file: Buffer | null,
  type = 'application/pdf',
) {
  const form = new FormData();
  if (file) form.append('dekont', new Blob([new Uint8Array(file)], { type }), 'dekont.pdf');
  else form.append('note', 'no file');
  const response = await fetch(`${server.baseUrl}${PATH}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const databases: TestDatabase[] = [];
const servers: TestServer[] = [];
async function panel(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const server = await startTestServer({ database, env });
  databases.push(database);
  servers.push(server);
  return { server, admin: await adminToken(server) };
}
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop();
});

/**
 * e45e396: the reader's own refusals become 502, but its message is still passed on verbatim (English,
 * or whatever the service says about its key), and a file verdict answered by a proxy in front of it
 * (nginx's HTML 413) becomes a 502 "invalid answer" instead of 413.
 */
describe('an external reader that refuses', () => {
  const services: Array<{ close(): unknown }> = [];
  afterAll(() => services.forEach((service) => service.close()));
  async function listen(server: http.Server): Promise<string> {
    services.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("answers a refusal of the panel (429) with the panel's own Turkish message", async () => {
    const refusing = await listen(
      http.createServer((_request, response) => {
        response.writeHead(429, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Rate limit exceeded for API key rk_live_123' }));
      }),
    );
    const { server, admin } = await panel({ RECEIPT_ANALYSIS_URL: refusing });
    const answer = await analyse(server, admin, RECEIPT);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('Dekont okuma servisi panelin isteğini reddetti');
  });

  it("passes on a proxy's 413 (an HTML page) as the file verdict it is, not as a broken reader", async () => {
    const proxy = await listen(
      http.createServer((_request, response) => {
        response.writeHead(413, { 'content-type': 'text/html' });
        response.end('<html><body><h1>413 Request Entity Too Large</h1></body></html>');
      }),
    );
    const { server, admin } = await panel({ RECEIPT_ANALYSIS_URL: proxy });
    expect((await analyse(server, admin, RECEIPT)).status).toBe(413);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptAnalysisPlugin } from '../../server/receiptAnalysis/index.js';
import { HTML_PAGE, PNG_1X1 } from './fixtures/receipts.js';
import { textPdf } from './fixtures/textPdf.js';
import {
  createRole,
  createTestDatabase,
  createUser,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './harness.js';
import { adminToken } from './refundHelpers.js';

const RECEIPT = textPdf([
  'GONDEREN: AHMET YILMAZ',
  'ALICI ADI SOYADI: MEHMET KAYA',
  'ALICI IBAN: TR33 0006 1005 1978 6457 8413 26',
  'ISLEM TUTARI: 1.250,75 TL',
  'ISLEM TARIHI: 05.03.2026 14:32',
]);
const EXPECTED = {
  gonderici_ismi: 'AHMET YILMAZ',
  alici_ismi: 'MEHMET KAYA',
  alici_hesap: 'TR330006100519786457841326',
  tutar: '1.250,75',
  islem_tarihi: '05.03.2026',
  islem_saati: '14:32',
};
/** Every value right after its own label on a text layer: the reader is sure of all six. */
const CONFIDENCE = Object.fromEntries(Object.keys(EXPECTED).map((field) => [field, 1]));
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

describe('the built-in reader behind the analyse button', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => ({ server, admin } = await panel()));

  it("reads a text PDF's fields", async () => {
    const response = await analyse(server, admin, RECEIPT);
    expect(response).toEqual({
      status: 200,
      body: { success: true, data: EXPECTED, confidence: CONFIDENCE },
    });
  });

  it('needs a session and create_refund or update_refund', async () => {
    expect((await analyse(server, null, RECEIPT)).status).toBe(401);
    const roleId = await createRole(server.ctx, 'sadece_bakan', ['view_refunds']);
    await createUser(server.ctx, { username: 'bakan', password: 'parola123', roleId });
    const viewer = await signIn(server, 'bakan', 'parola123');
    expect((await analyse(server, viewer, RECEIPT)).status).toBe(403);
    const uploaderRole = await createRole(server.ctx, 'dekontcu', ['view_refunds', 'update_refund']);
    await createUser(server.ctx, { username: 'dekontcu', password: 'parola123', roleId: uploaderRole });
    const uploader = await signIn(server, 'dekontcu', 'parola123');
    expect((await analyse(server, uploader, RECEIPT)).status).toBe(200);
  });

  it('answers bad files with a Turkish 4xx', async () => {
    const html = await analyse(server, admin, HTML_PAGE, 'image/png');
    expect(html.status).toBe(415);
    expect(html.body.message).toBe('Desteklenmeyen dosya formatı. Lütfen PNG, JPG, GIF veya PDF yükleyin.');
    const missing = await analyse(server, admin, null);
    expect(missing.status).toBe(400);
    const empty = await analyse(server, admin, Buffer.alloc(0));
    expect(empty).toMatchObject({ status: 400, body: { message: 'Dekont dosyası boş' } });
    const corrupt = await analyse(server, admin, Buffer.from('%PDF-1.4\n%garbage without objects'));
    expect(corrupt.status).toBe(422);
    const large = await analyse(
      server,
      admin,
      Buffer.concat([PNG_1X1, Buffer.alloc(5_242_881)]),
      'image/png',
    );
    expect(large).toMatchObject({ status: 413, body: { message: "Dosya boyutu 5MB'ı aşamaz." } });
  });
});

describe('an external reader (RECEIPT_ANALYSIS_URL)', () => {
  const services: Array<{ close(): unknown }> = [];
  afterAll(() => services.forEach((service) => service.close()));

  async function listen(server: http.Server): Promise<string> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    services.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('forwards the file to the service, which may run as its own process', async () => {
    const service = Fastify();
    await service.register(receiptAnalysisPlugin, { prefix: '/okuyucu' });
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    services.push({ close: () => service.close() });
    const { server, admin } = await panel({ RECEIPT_ANALYSIS_URL: `${address}/okuyucu/` });
    expect(await analyse(server, admin, RECEIPT)).toEqual({
      status: 200,
      body: { success: true, data: EXPECTED, confidence: CONFIDENCE },
    });
    // The service's verdict on a file is passed on.
    expect((await analyse(server, admin, HTML_PAGE, 'image/png')).status).toBe(415);
  });

  it('gives up on a slow service with a 504 and reports a dead or broken one as 502', async () => {
    const slow = await listen(http.createServer(() => undefined));
    const { server: slowPanel, admin } = await panel({
      RECEIPT_ANALYSIS_URL: slow,
      RECEIPT_ANALYSIS_TIMEOUT_MS: '300',
    });
    const started = Date.now();
    const timedOut = await analyse(slowPanel, admin, RECEIPT);
    expect(timedOut).toMatchObject({
      status: 504,
      body: { message: expect.stringContaining('zaman aşımı') },
    });
    expect(Date.now() - started).toBeLessThan(3000);

    const closed = await listen(http.createServer());
    services.pop()?.close();
    const { server: deadPanel, admin: deadAdmin } = await panel({ RECEIPT_ANALYSIS_URL: closed });
    expect(await analyse(deadPanel, deadAdmin, RECEIPT)).toMatchObject({
      status: 502,
      body: { message: 'Dekont okuma servisine ulaşılamadı' },
    });

    // A service that refuses the panel itself (401, 403, 429) is a bad gateway: a 401 passed on would
    // sign the staffer out of the panel.
    for (const refusal of [401, 403, 404, 429]) {
      const refusing = await listen(
        http.createServer((_request, response) => {
          response.writeHead(refusal, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: 'Yetkisiz' }));
        }),
      );
      const { server: refusingPanel, admin: refusingAdmin } = await panel({ RECEIPT_ANALYSIS_URL: refusing });
      expect((await analyse(refusingPanel, refusingAdmin, RECEIPT)).status).toBe(502);
    }

    const broken = await listen(
      http.createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: true, data: { tutar: 5 } }));
      }),
    );
    const { server: brokenPanel, admin: brokenAdmin } = await panel({ RECEIPT_ANALYSIS_URL: broken });
    expect(await analyse(brokenPanel, brokenAdmin, RECEIPT)).toMatchObject({
      status: 502,
      body: { message: 'Dekont okuma servisi geçersiz bir yanıt verdi' },
    });
  });
});

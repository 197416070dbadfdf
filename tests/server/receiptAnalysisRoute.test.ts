import http from 'node:http';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptAnalysisPlugin } from '../../server/receiptAnalysis/index.js';
import { HTML_PAGE, PNG_1X1 } from './fixtures/receipts.js';
import { createRole, createUser, signIn, type TestServer } from './harness.js';
import { RECEIPT, RECEIPT_FIELDS, analyse, panelsForFile } from './receiptAnalysisCalls.js';

/** Every value right after its own label on a text layer: the reader is sure of all six. */
const CONFIDENCE = Object.fromEntries(Object.keys(RECEIPT_FIELDS).map((field) => [field, 1]));
const { panel, listen, keep, closeLast } = panelsForFile();

describe('the built-in reader behind the analyse button', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => ({ server, admin } = await panel()));

  it("reads a text PDF's fields", async () => {
    const response = await analyse(server, admin, RECEIPT);
    expect(response).toEqual({
      status: 200,
      body: { success: true, data: RECEIPT_FIELDS, confidence: CONFIDENCE },
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
  it('forwards the file to the service, which may run as its own process', async () => {
    const service = Fastify();
    await service.register(receiptAnalysisPlugin, { prefix: '/okuyucu' });
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    keep({ close: () => service.close() });
    const { server, admin } = await panel({ RECEIPT_ANALYSIS_URL: `${address}/okuyucu/` });
    expect(await analyse(server, admin, RECEIPT)).toEqual({
      status: 200,
      body: { success: true, data: RECEIPT_FIELDS, confidence: CONFIDENCE },
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
    closeLast();
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

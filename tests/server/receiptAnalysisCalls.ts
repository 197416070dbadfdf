/**
 * The panel's receipt analysis route as a test calls it: a text PDF whose six fields are sure, the upload
 * itself, panels started per test file (stopped after it) and stand-in external readers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { textPdf } from './fixtures/textPdf.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness.js';
import { adminToken } from './refundHelpers.js';

export const RECEIPT = textPdf([
  'GONDEREN: AHMET YILMAZ',
  'ALICI ADI SOYADI: MEHMET KAYA',
  'ALICI IBAN: TR33 0006 1005 1978 6457 8413 26',
  'ISLEM TUTARI: 1.250,75 TL',
  'ISLEM TARIHI: 05.03.2026 14:32',
]);
export const RECEIPT_FIELDS = {
  gonderici_ismi: 'AHMET YILMAZ',
  alici_ismi: 'MEHMET KAYA',
  alici_hesap: 'TR330006100519786457841326',
  tutar: '1.250,75',
  islem_tarihi: '05.03.2026',
  islem_saati: '14:32',
};
const PATH = '/api/receipt-analysis/analyze-dekont';

/** Uploads `file` as the form's 'dekont' (no file: a form without one) and answers status and body. */
export async function analyse(
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

/**
 * Panels on their own database with an admin's token, and local HTTP services standing in for an
 * external reader; all are stopped after the test file.
 */
export function panelsForFile() {
  const databases: TestDatabase[] = [];
  const servers: TestServer[] = [];
  const services: Array<{ close(): unknown }> = [];
  afterAll(async () => {
    services.forEach((service) => service.close());
    for (const server of servers) await server.stop();
    for (const database of databases) await database.drop();
  });
  return {
    async panel(env: Record<string, string> = {}) {
      const database = await createTestDatabase();
      const server = await startTestServer({ database, env });
      databases.push(database);
      servers.push(server);
      return { server, admin: await adminToken(server) };
    },
    /** Starts `server` on a free local port; its base URL. */
    async listen(server: http.Server): Promise<string> {
      services.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** Stops a service along with the others (a Fastify instance standing in for a reader). */
    keep(service: { close(): unknown }) {
      services.push(service);
    },
    /** Closes the service started last, now. */
    closeLast() {
      services.pop()?.close();
    },
  };
}

import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

const t = setupTestServer();

/** Sends `request` as raw bytes and answers what the server wrote back. */
function rawExchange(request: string): Promise<string> {
  const { hostname, port } = new URL(t.server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('requests the server cannot read', () => {
  it('answer 431 in Turkish for an address too long to read', async () => {
    const answer = await rawExchange(
      `GET /api/refunds?q=${encodeURIComponent('İ'.repeat(5000))} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('"message":"İstek başlıkları veya adres çok uzun"');
  });

  it('answer 400 in Turkish for a malformed request line', async () => {
    const answer = await rawExchange('BOZUK İSTEK\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"message":"Geçersiz istek"');
  });
});

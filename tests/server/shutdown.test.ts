import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer } from './harness.js';

/** Reads from the socket until the server closes it; answers what arrived. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve) => socket.on('close', () => resolve(received)));
}

describe('stopping the server', () => {
  it('answers a request in flight, then closes its keep-alive connection at once instead of idling', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database });
    try {
      const { port } = new URL(server.baseUrl);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const answer = readUntilClosed(socket);
      const body = JSON.stringify({ username: 'admin', password: 'yanlış-parola' });
      // The request is in flight (its body half sent) when the close begins.
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const closed = server.app.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write(body.slice(10));
      expect(await answer).toMatch(/^HTTP\/1\.1 401/);
      await closed;
      // Node's keep-alive idle time-out is 72 s: a close that waits for it holds a deploy that long.
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await database.drop();
    }
  });
});

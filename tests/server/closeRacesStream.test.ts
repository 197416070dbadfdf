import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestDatabase, signIn, startTestServer } from './harness.js';

/**
 * An event stream whose request arrived just before the close began (its onRequest hooks passed, its
 * session was still being read) is opened after preClose ended every stream: nothing ends it, so the
 * close waits for the client, or the stream is answered 500.
 */
describe('a stream opened while the server closes', () => {
  it.each([0, 5])(
    'does not hold the close, and is not answered 500 (close after %i ms)',
    async (delay) => {
      const database = await createTestDatabase();
      const server = await startTestServer({ database });
      try {
        const token = await signIn(server, 'admin', ADMIN_PASSWORD);
        const { port } = new URL(server.baseUrl);
        const answers: string[] = [];
        const sockets: net.Socket[] = [];
        for (let i = 0; i < 10; i++) {
          const socket = net.connect(Number(port), '127.0.0.1');
          await new Promise((resolve) => socket.once('connect', resolve));
          socket.on('error', () => undefined);
          const index = answers.push('') - 1;
          socket.on('data', (chunk: Buffer) => (answers[index] += chunk.toString('latin1')));
          sockets.push(socket);
        }
        const request = `GET /api/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`;
        sockets.forEach((socket) => socket.write(request));
        await new Promise((resolve) => setTimeout(resolve, delay));
        const started = performance.now();
        const closed = server.app.close().then(() => 'closed');
        const outcome = await Promise.race([
          closed,
          new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5000)),
        ]);
        const elapsed = performance.now() - started;
        const statuses = answers.map((a) => a.split('\r\n')[0]);
        sockets.forEach((socket) => socket.destroy());
        await closed;
        expect(statuses.filter((s) => s.includes(' 500 '))).toEqual([]);
        expect(outcome).toBe('closed');
        expect(elapsed).toBeLessThan(5000);
      } finally {
        await database.drop();
      }
    },
    20_000,
  );
});

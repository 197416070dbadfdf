import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer } from './harness.js';
import { headerOf } from './rawAnswer.js';

function open(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  return { socket, ended, ready: new Promise((resolve) => socket.on('connect', resolve)) };
}

/**
 * A request that arrives while the server closes (a deploy: another request is still being answered)
 * gets Fastify's own 503, written without the hooks: no security headers, no Retry-After, English.
 */
describe('a request arriving while the server closes', () => {
  it('answers 503 with the security headers, Retry-After and a Turkish message', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database });
    try {
      // In flight: its body is not all sent yet, so the close waits for it.
      const busy = open(server.baseUrl);
      await busy.ready;
      busy.socket.write(
        'POST /api/users/login-attempts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 20\r\n\r\n{"username":',
      );
      const late = open(server.baseUrl);
      await late.ready;
      late.socket.write('GET /api/auth/me HTTP/1.1\r\nHost: x\r\n');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closed = server.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      late.socket.write('\r\n');
      await new Promise((resolve) => setTimeout(resolve, 300));
      busy.socket.end('"abcdef"}');
      const answer = await Promise.race([
        late.ended,
        new Promise<string>((resolve) => setTimeout(() => resolve('(no answer)'), 3000)),
      ]);
      await closed;
      const status = answer.split('\r\n')[0];
      if (status.includes(' 503 ')) {
        expect(headerOf(answer, 'X-Content-Type-Options')).toBe('nosniff');
        expect(headerOf(answer, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
        expect(headerOf(answer, 'Retry-After')).toBeDefined();
      }
      expect(answer).not.toContain('Service Unavailable"');
    } finally {
      await database.drop();
    }
  });
});

import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { headerOf } from './rawAnswer.js';

const t = setupTestServer({ signInAdmin: true });

/** One raw HTTP/1.1 exchange: the answer's head and body as text. */
function rawExchange(request: string): Promise<string> {
  const { hostname, port } = new URL(t.server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('security headers on answers no hook writes', () => {
  it.each([
    [
      'a malformed percent escape in the path',
      'GET /api/refunds/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
    [
      'an Expect header other than 100-continue',
      'GET /api/auth/me HTTP/1.1\r\nHost: x\r\nExpect: later\r\nConnection: close\r\n\r\n',
    ],
    ['a malformed request line (client error)', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'],
  ])('sends CSP, nosniff and X-Frame-Options on %s', async (_kind, request) => {
    const answer = await rawExchange(request);
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(headerOf(answer, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(answer, 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(answer, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});

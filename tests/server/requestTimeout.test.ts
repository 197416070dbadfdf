import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
const t = setupTestServer({ env: { REQUEST_TIMEOUT_MS: '1000' } });

/** Sends the head of a request (and maybe part of its body), then stalls; resolves when the server hangs up. */
function stall(head: string): Promise<{ closedAfterMs: number; answer: string }> {
  const { port } = new URL(t.server.baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, answer }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a stalled connection open for 10 s'));
    }, 10_000);
  });
}

describe('request time-outs', () => {
  it('cuts off a client that announces a body and never sends it', async () => {
    const result = await stall(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"user',
    );
    expect(result.closedAfterMs).toBeLessThan(5_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const result = await stall('GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(result.closedAfterMs).toBeLessThan(5_000);
  });

  it('cuts off many stalled clients at once and still serves others', async () => {
    const stalled = Array.from({ length: 30 }, () =>
      stall(
        'POST /api/users/login-attempts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99\r\n\r\n{',
      ),
    );
    const healthy = await fetch(`${t.server.baseUrl}/api/users/login-attempts?username=kimse`);
    expect(healthy.status).toBe(200);
    const results = await Promise.all(stalled);
    expect(Math.max(...results.map((r) => r.closedAfterMs))).toBeLessThan(5_000);
  });
});

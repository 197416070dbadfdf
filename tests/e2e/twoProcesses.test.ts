import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startAppServer, type AppServer } from './harness.js';
import { signInAsAdmin } from './uiSteps.js';

const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `iade_two_${process.pid}`;
const COMPLETED = 4;
/** A 1×1 PNG followed by 600 KB of noise: three PostgreSQL chunks. */
const RECEIPT = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  crypto.randomBytes(600_000),
]);

interface Forwarded {
  method: string;
  url: string;
  backend: number;
}

/** The smallest load balancer: each request goes to the next process in turn. */
function roundRobinProxy(
  backends: string[],
): Promise<{ url: string; log: Forwarded[]; close(): Promise<void> }> {
  const log: Forwarded[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const backend = next++ % backends.length;
    log.push({ method: request.method ?? '', url: request.url ?? '', backend });
    const target = new URL(request.url ?? '/', backends[backend]);
    const forwarded = http.request(
      target,
      {
        method: request.method,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        log,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface PageAnswer {
  status: number;
  body: string;
  contentType: string | null;
}

/**
 * One call from the signed-in page (its token from localStorage), as the SPA makes it. Never answered from
 * the browser's cache (receipts are cacheable), so every call reaches the proxy and a process.
 */
function callFromPage(
  page: Page,
  method: string,
  url: string,
  body?: { json?: unknown; fields?: Record<string, string>; fileBase64?: string },
): Promise<PageAnswer> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const headers: Record<string, string> = {};
      const token = localStorage.getItem('token');
      if (token) headers.authorization = `Bearer ${token}`;
      let payload: BodyInit | undefined;
      if (body?.json !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body.json);
      } else if (body?.fields) {
        const form = new FormData();
        for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
        if (body.fileBase64) {
          const bytes = Uint8Array.from(atob(body.fileBase64), (c) => c.charCodeAt(0));
          form.append('receipt_image', new Blob([bytes], { type: 'image/png' }), 'dekont.png');
        }
        payload = form;
      }
      const response = await fetch(url, { method, headers, body: payload, cache: 'no-store' });
      const contentType = response.headers.get('content-type');
      const raw = new Uint8Array(await response.arrayBuffer());
      let text = '';
      if (contentType?.startsWith('image/')) {
        for (let i = 0; i < raw.length; i += 0x8000)
          text += String.fromCharCode(...raw.subarray(i, i + 0x8000));
        text = btoa(text);
      } else {
        text = new TextDecoder().decode(raw);
      }
      return { status: response.status, body: text, contentType };
    },
    { method, url, body },
  );
}

describe('two server processes on one PostgreSQL behind a round-robin proxy', () => {
  const servers: AppServer[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  let browser: Browser;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${DATABASE}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${DATABASE}`;
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const port of ['4461', '4462']) {
      servers.push(await startAppServer({ DATABASE_URL: url.toString(), PORT: port, TRUST_PROXY: '1' }));
    }
    proxy = await roundRobinProxy(servers.map((server) => server.baseUrl));
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    for (const server of servers) await server.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  });

  it('create → upload → view receipt on the other process → status change → report', async () => {
    const timings: Record<string, number> = {};
    const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await run();
      timings[step] = Math.round(performance.now() - started);
      return result;
    };
    const { page, problems } = await timed('sign-in in Chromium', () =>
      signInAsAdmin(browser, { baseUrl: proxy.url, dataDir: '', stop: async () => {} }),
    );

    const created = await timed('create', () =>
      callFromPage(page, 'POST', '/api/refunds', {
        fields: {
          method: '4',
          reason_id: '1',
          user_id: 'IKI-SUREC-1',
          login_id: 'iki.surec',
          member_name: 'İki Süreç',
          refund_name: 'İki Süreç',
          amount: '321.45',
          status: '1',
          ticket_id: 'T-2P',
          email: 'iki@example.test',
        },
      }),
    );
    expect(created.status).toBe(201);
    const refund = JSON.parse(created.body) as { id: number; version: number };

    const uploaded = await timed('upload 600 KB receipt', () =>
      callFromPage(page, 'PUT', `/api/refunds/${refund.id}`, {
        fields: { version: String(refund.version) },
        fileBase64: RECEIPT.toString('base64'),
      }),
    );
    expect(uploaded.status).toBe(200);
    const afterUpload = JSON.parse(uploaded.body) as { receipt_path: string; version: number };
    const uploadedBy = proxy.log.findLast((entry) => entry.method === 'PUT')?.backend;

    // Round robin: within a few tries the receipt is asked of the process that did not store it.
    let viewed: PageAnswer | undefined;
    let viewedBy: number | undefined;
    await timed('view receipt on the other process', async () => {
      for (let attempt = 0; attempt < 6 && viewedBy !== 1 - (uploadedBy ?? 0); attempt++) {
        viewed = await callFromPage(page, 'GET', afterUpload.receipt_path);
        viewedBy = proxy.log.findLast((entry) => entry.url === afterUpload.receipt_path)?.backend;
      }
    });
    expect(viewedBy).toBe(1 - (uploadedBy ?? 0));
    expect(viewed?.status).toBe(200);
    expect(viewed?.contentType).toBe('image/png');
    expect(Buffer.from(viewed?.body ?? '', 'base64').equals(RECEIPT)).toBe(true);

    const changed = await timed('status change', () =>
      callFromPage(page, 'PUT', `/api/refunds/${refund.id}/status`, {
        json: { status_id: COMPLETED, version: afterUpload.version },
      }),
    );
    expect(changed.status).toBe(200);

    const report = await timed('report', () => callFromPage(page, 'GET', '/api/reports/status-distribution'));
    expect(report.status).toBe(200);
    const rows = (JSON.parse(report.body) as { rows: Array<{ id: number; refund_count: number }> }).rows;
    expect(rows.find((row) => row.id === COMPLETED)?.refund_count).toBe(1);
    expect(rows.reduce((sum, row) => sum + row.refund_count, 0)).toBe(1);

    const served = [0, 1].map((backend) => proxy.log.filter((entry) => entry.backend === backend).length);
    expect(served.every((count) => count > 0)).toBe(true);
    expect(problems).toEqual([]);
    console.log(
      `two processes behind a round-robin proxy (requests per process ${served.join(' / ')}): ` +
        Object.entries(timings)
          .map(([step, ms]) => `${step} ${ms} ms`)
          .join(', '),
    );
  });
});

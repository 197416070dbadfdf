import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

// A built SPA in miniature, precompressed by the build's own step.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-web-enc-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
const shellHtml = `<!doctype html><title>Iade Kontrol</title><div id="root"></div>${'<!-- x -->'.repeat(80)}`;
const appJs = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `metin ${i}`))};`;
const tinyJs = 'console.log(1)';
fs.writeFileSync(path.join(webRoot, 'index.html'), shellHtml);
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), appJs);
fs.writeFileSync(path.join(webRoot, 'assets', 'tiny-1234.js'), tinyJs);
execFileSync(process.execPath, [path.resolve('scripts/compressAssets.mjs'), webRoot]);

const t = setupTestServer({ env: { WEB_ROOT: webRoot } });

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back as sent on the wire (fetch would decode it). */
function raw(urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const request = http.request(`${t.server.baseUrl}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

describe('the built SPA goes out precompressed', () => {
  it('the build step writes brotli and gzip copies beside each asset, skipping files too small to gain', () => {
    expect(fs.existsSync(path.join(webRoot, 'assets', 'app-1234.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(webRoot, 'assets', 'app-1234.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(webRoot, 'assets', 'tiny-1234.js.br'))).toBe(false);
  });

  it('sends a hashed asset as brotli, gzip or as it is, as the client accepts, with its own type and length', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const answer = await raw('/assets/app-1234.js', accept);
      expect(answer.status, String(accept)).toBe(200);
      expect(answer.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      const text = (encoding ? decode[encoding](answer.body) : answer.body).toString();
      expect(text).toBe(appJs);
      if (encoding) expect(answer.body.length).toBeLessThan(appJs.length / 2);
    }
    // Without a compressed copy the file goes out as it is, whatever the client accepts.
    const tiny = await raw('/assets/tiny-1234.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(tinyJs);
  });

  it('sends the shell compressed on every client path, never cached without asking', async () => {
    for (const url of ['/', '/login', '/refunds/12']) {
      const answer = await raw(url, 'br');
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(decode.br(answer.body).toString()).toBe(shellHtml);
    }
    const plain = await raw('/login', 'br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(shellHtml);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw('/assets/app-1234.js', 'br', 'HEAD');
    const get = await raw('/assets/app-1234.js', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('never serves a file outside the built folder, however the path is spelt', async () => {
    const secret = path.join(path.dirname(webRoot), 'secret.txt.gz');
    fs.writeFileSync(secret, zlib.gzipSync('gizli'));
    for (const url of [
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
    ]) {
      const answer = await raw(url, 'gzip');
      const body = answer.headers['content-encoding'] ? decode.gzip(answer.body) : answer.body;
      expect(body.toString(), url).not.toContain('gizli');
    }
    fs.rmSync(secret, { force: true });
  });

  it('answers 404, not the page shell, for an asset that is not there (a chunk of an earlier build)', async () => {
    const missing = await raw('/assets/app-0000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect((await raw('/refunds/12', 'br')).status).toBe(200);
  });
});

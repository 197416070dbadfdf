import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><title>Iade Kontrol</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
const t = setupTestServer({ env: { WEB_ROOT: webRoot } });

const get = (url: string, method = 'GET') => fetch(`${t.server.baseUrl}${url}`, { method });

describe('the SPA shell and its files', () => {
  it('serves the shell to anyone for every client path, and the built files', async () => {
    for (const url of ['/', '/login', '/refunds/12', '/admin?tab=roles']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('asks for a session before saying anything about server paths, however spelt', async () => {
    for (const url of [
      '/api/yok',
      '/%61pi/roles',
      '/API/roles',
      '//api//roles',
      '/uploads/x',
      '/Uploads/receipts/a.png',
    ]) {
      expect((await get(url)).status, url).toBe(401);
    }
    expect((await get('/', 'POST')).status).toBe(401);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';

/** A copy of the catalogs the test may edit, as a translator would edit i18n/ on the server. */
const catalogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-i18n-'));
for (const file of ['tr.json', 'en.json'])
  fs.copyFileSync(path.join('i18n', file), path.join(catalogDir, file));
const turkishFile = path.join(catalogDir, 'tr.json');
afterAll(() => fs.rmSync(catalogDir, { recursive: true, force: true }));

const t = setupTestServer({ env: { I18N_DIR: catalogDir } });

type Tree = { [key: string]: string | Tree };
/** Rewrites one text of the copied tr.json and moves its modification time on (as a later save would). */
function editTurkish(group: string, key: string, value: string, bump = 1) {
  const catalog = JSON.parse(fs.readFileSync(turkishFile, 'utf8')) as Tree;
  const parts = `${group}.${key}`.split('.');
  let node = catalog;
  for (const part of parts.slice(0, -1)) node = node[part] as Tree;
  node[parts[parts.length - 1]] = value;
  fs.writeFileSync(turkishFile, JSON.stringify(catalog, null, 2));
  const later = new Date(Date.now() + bump * 1000);
  fs.utimesSync(turkishFile, later, later);
}

const login = (password: string) =>
  t.call('POST', '/api/auth/login', { body: { username: 'admin', password } });

describe('server answers from the catalog', () => {
  it('are Turkish: sign-in, wrong password, an unknown record, the log row', async () => {
    const signedIn = await login(ADMIN_PASSWORD);
    expect(signedIn.body.message).toBe('Giriş başarılı');
    expect((await login('yanlis-parola')).body.message).toBe('Kullanıcı adı veya şifre hatalı');
    const token = signedIn.body.token as string;
    const missing = await t.call('GET', '/api/users/999999', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/bulunamadı/);
    const logs = await t.ctx.db
      .selectFrom('system_logs')
      .select('details')
      .where('action', '=', 'login')
      .execute();
    expect(logs.map((row) => row.details)).toContain('Giriş yapıldı');
  });

  it('follow an edit of tr.json without a restart', async () => {
    editTurkish('server.auth', 'wrongCredentials', 'Kullanıcı adı ya da şifre yanlış');
    const refused = await login('yanlis-parola');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Kullanıcı adı ya da şifre yanlış');
    fs.copyFileSync(path.join('i18n', 'tr.json'), turkishFile);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(turkishFile, later, later);
    expect((await login('yanlis-parola')).body.message).toBe('Kullanıcı adı veya şifre hatalı');
  });

  it("head the CSV export with the catalog's column names, edits included", async () => {
    const token = (await login(ADMIN_PASSWORD)).body.token as string;
    const headerOf = async () =>
      (await t.call('GET', '/api/refunds/export', { token })).body.split('\r\n')[0];
    expect(await headerOf()).toContain(';Üye Adı;İade Adı;USER ID;');
    editTurkish('server.refunds.csv', 'memberName', 'Üyenin Adı', 6);
    expect(await headerOf()).toContain(';Üyenin Adı;İade Adı;USER ID;');
    fs.copyFileSync(path.join('i18n', 'tr.json'), turkishFile);
    const later = new Date(Date.now() + 7000);
    fs.utimesSync(turkishFile, later, later);
  });
});

describe('GET /i18n/:file', () => {
  it('serves the Turkish catalog without a session, revalidated by ETag', async () => {
    const first = await t.call('GET', '/i18n/tr.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.body.login.twoFactor.submit).toBe('Doğrula ve Giriş Yap');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await t.call('GET', '/i18n/tr.json', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends the catalog brotli- or gzip-compressed when the browser takes it, as it is otherwise', async () => {
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        http
          .get(
            `${t.server.baseUrl}/i18n/tr.json`,
            { headers: { 'accept-encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  encoding: res.headers['content-encoding'],
                  vary: res.headers.vary,
                  bytes: Buffer.concat(chunks),
                }),
              );
            },
          )
          .on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    const catalog = JSON.parse(plain.bytes.toString('utf8'));
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(catalog);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString('utf8'))).toEqual(catalog);
  });

  it('serves an edited catalog file at once, without a restart or a rebuild', async () => {
    const before = await t.call('GET', '/i18n/tr.json');
    editTurkish('login.blocked', 'title', 'Giriş Geçici Olarak Kapalı');
    const after = await t.call('GET', '/i18n/tr.json', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.body.login.blocked.title).toBe('Giriş Geçici Olarak Kapalı');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keeps serving the last good copy while the file does not parse', async () => {
    editTurkish('login.blocked', 'title', 'Erişim Engellendi', 2);
    expect((await t.call('GET', '/i18n/tr.json')).body.login.blocked.title).toBe('Erişim Engellendi');
    fs.writeFileSync(turkishFile, '{ "login": { "blocked": ');
    const later = new Date(Date.now() + 3000);
    fs.utimesSync(turkishFile, later, later);
    const answer = await t.call('GET', '/i18n/tr.json');
    expect(answer.status).toBe(200);
    expect(answer.body.login.blocked.title).toBe('Erişim Engellendi');
    fs.copyFileSync(path.join('i18n', 'tr.json'), turkishFile);
  });

  it('serves the English catalog with the texts the spec quotes', async () => {
    const answer = await t.call('GET', '/i18n/en.json');
    expect(answer.status).toBe(200);
    expect(answer.body.login.twoFactor.submit).toBe('Verify and Log in');
  });

  it('answers 400 in Turkish for a catalog that does not exist', async () => {
    const answer = await t.call('GET', '/i18n/de.json');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Geçersiz veya eksik alan: file');
  });
});

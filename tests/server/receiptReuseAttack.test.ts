import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from './fixtures/receipts.js';
import { setupTestServer, type UploadFile } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });
const CHECK = '/api/refunds/receipt-reuse';
const uniquePng = (): UploadFile => ({
  name: 'dekont.png',
  type: 'image/png',
  data: Buffer.concat([PNG_1X1, crypto.randomBytes(16)]),
});

async function raw(path: string, token: string | null, form: FormData) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(`${t.server.baseUrl}${path}`, { method: 'POST', headers, body: form });
  return { status: r.status, text: await r.text() };
}
const formWith = (file: UploadFile, name = file.name) => {
  const f = new FormData();
  f.append('dekont', new Blob([new Uint8Array(file.data)], { type: file.type }), name);
  return f;
};

describe('attack: ids of refunds the reader may not see', () => {
  it('are not shown in the history of a refund a narrower reader opens', async () => {
    const file = uniquePng();
    const hidden = await createRefundAs(t.server, t.admin, { method: 5 }, file);
    // The admin (sees every method) saves a method-4 refund with the same receipt anyway.
    const shown = await createRefundAs(t.server, t.admin, { method: 4 }, file);
    const reader = await t.signInWithRole('atk_okur', ['view_refunds', 'view_logs'], { methods: [4] });
    const hist = await t.call<Array<{ action: string; details: string }>>(
      'GET',
      `/api/logs/refund/${shown.id}`,
      { token: reader.token },
    );
    expect(hist.status).toBe(200);
    const logs = await t.call('GET', '/api/logs?range=%5B0%2C99%5D', { token: reader.token });
    expect(logs.status).toBe(200);
    console.log('SYSLOG', JSON.stringify(logs.body).match(/[^{]*receipt_reused[^}]*/g));
    expect(JSON.stringify(logs.body)).not.toContain(`#${hidden.id}`);
    expect(JSON.stringify(hist.body)).not.toContain(`#${hidden.id}`);
  });
});

describe('attack: odd input never 500', () => {
  it('refund_id spellings', async () => {
    const seen: Record<string, number> = {};
    for (const id of [
      '1e3',
      '-1',
      '0',
      '999999999999',
      '99999999999999999999',
      'abc',
      '1.0',
      '0x10',
      ' 1',
      '%00',
      '1&refund_id=2',
      '',
    ]) {
      seen[id] = (await raw(`${CHECK}?refund_id=${id}`, t.admin, formWith(uniquePng()))).status;
    }
    console.log('refund_id statuses', seen);
    for (const status of Object.values(seen)) expect(status).toBeLessThan(500);
  });
  it('path spellings and sessions', async () => {
    const seen: Record<string, number> = {};
    for (const p of [
      CHECK + '/',
      '/api//refunds/receipt-reuse',
      '/api/refunds/RECEIPT-REUSE',
      '/api/refunds/receipt%2Dreuse',
      '/api/refunds%2Freceipt-reuse',
      '/api/refunds/./receipt-reuse',
      '/api/refunds/%2e/receipt-reuse',
    ]) {
      seen[p] = (await raw(p, t.admin, formWith(uniquePng()))).status;
    }
    seen['nosession'] = (await raw(CHECK, null, formWith(uniquePng()))).status;
    seen['badtoken'] = (await raw(CHECK, 'xyz', formWith(uniquePng()))).status;
    console.log('path statuses', seen);
    expect(seen.nosession).toBe(401);
    for (const status of Object.values(seen)) expect(status).toBeLessThan(500);
  });
  it('multipart oddities', async () => {
    const seen: Record<string, number> = {};
    const many = new FormData();
    for (let i = 0; i < 10; i++) many.append(`f${i}`, 'x');
    many.append('dekont', new Blob([new Uint8Array(uniquePng().data)]), 'a.png');
    seen.manyFields = (await raw(CHECK, t.admin, many)).status;
    const two = formWith(uniquePng());
    two.append('dekont', new Blob([new Uint8Array(uniquePng().data)]), 'b.png');
    seen.twoFiles = (await raw(CHECK, t.admin, two)).status;
    seen.nulName = (await raw(CHECK, t.admin, formWith(uniquePng(), 'de\u0000kont.png'))).status;
    seen.trName = (
      await raw(CHECK, t.admin, formWith(uniquePng(), 'İĞÜŞÖÇığüşöç'.repeat(200) + '.png'))
    ).status;
    const fieldFirst = new FormData();
    fieldFirst.append('dekont', 'not a file');
    seen.fieldNotFile = (await raw(CHECK, t.admin, fieldFirst)).status;
    const r = await fetch(`${t.server.baseUrl}${CHECK}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="dekont"; filename="a.png"\r\n\r\nabc',
    });
    seen.truncated = r.status;
    console.log('multipart statuses', seen);
    for (const status of Object.values(seen)) expect(status).toBeLessThan(500);
  });
});

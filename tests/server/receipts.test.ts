import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestServer, type UploadFile } from './harness.js';
import { storedReceiptNames } from './receiptStoreHelpers.js';
import { createRefundAs, refundFields } from './refundHelpers.js';
import { GIF_1X1, HTML_PAGE, JPEG_HEADER, PDF_MINIMAL, PNG_1X1, SVG_IMAGE } from './fixtures/receipts.js';

const t = setupTestServer({ signInAdmin: true });

const storedFiles = () => storedReceiptNames(t.ctx);

/**
 * The fixture with a tail of its own: a receipt no other refund of this file uses, so that its history
 * holds only the change itself (a receipt in use elsewhere adds a 'receipt_reused' line).
 */
const ownCopy = (data: Buffer) => Buffer.concat([data, crypto.randomBytes(16)]);

/** Fetches a receipt URL the way a browser tab would: no bearer token. */
const open = (url: string) => fetch(`${t.server.baseUrl}${url}`);

describe('receipt upload', () => {
  it.each<[string, UploadFile, string]>([
    ['PNG', { name: 'a.png', type: 'image/png', data: PNG_1X1 }, 'image/png'],
    ['JPEG', { name: 'a.jpg', type: 'image/jpeg', data: JPEG_HEADER }, 'image/jpeg'],
    ['GIF', { name: 'a.gif', type: 'image/gif', data: GIF_1X1 }, 'image/gif'],
    ['PDF', { name: 'a.pdf', type: 'application/pdf', data: PDF_MINIMAL }, 'application/pdf'],
  ])(
    'stores a %s under a random name and serves it through a signed URL',
    async (_kind, file, contentType) => {
      const refund = await createRefundAs(t.server, t.admin, {}, file);
      expect(refund.receipt_path).toMatch(
        /^\/uploads\/receipts\/[0-9a-f]{32}\.(png|jpg|gif|pdf)\?exp=\d{13}&sig=[0-9a-f]{64}$/,
      );
      const response = await open(refund.receipt_path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('content-disposition')).toMatch(
        /^inline; filename="dekont-[0-9a-f]{32}\.\w+"$/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(file.data);
      const download = await open(`${refund.receipt_path}&download=1`);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
      // Read to the end, so that no connection is left mid-answer when the server stops.
      expect(Buffer.from(await download.arrayBuffer())).toEqual(file.data);
    },
  );

  it.each<[string, UploadFile]>([
    ['an HTML page renamed .png', { name: 'dekont.png', type: 'image/png', data: HTML_PAGE }],
    ['an SVG renamed .png', { name: 'dekont.png', type: 'image/png', data: SVG_IMAGE }],
    [
      'plain text declared as PDF',
      { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('hello world, not a pdf') },
    ],
  ])('refuses %s by its bytes with 415 and leaves nothing behind', async (_label, file) => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await t.rowCount('refunds')];
    const response = await t.callForm('POST', '/api/refunds', {
      token: t.admin,
      fields: refundFields(),
      file,
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(
      'Desteklenmeyen dosya formatı. Lütfen PNG, JPG, GIF veya PDF yükleyin.',
    );
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await t.rowCount('refunds')).toBe(rowsBefore);
  });

  it('refuses a file over 5 242 880 bytes with 413 and accepts one of exactly that size', async () => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await t.rowCount('refunds')];
    const tooBig = Buffer.concat([PNG_1X1, Buffer.alloc(5_242_881 - PNG_1X1.length)]);
    const response = await t.callForm('POST', '/api/refunds', {
      token: t.admin,
      fields: refundFields(),
      file: { name: 'big.png', type: 'image/png', data: tooBig },
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("Dosya boyutu 5MB'ı aşamaz.");
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await t.rowCount('refunds')).toBe(rowsBefore);
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(5_242_880 - PNG_1X1.length)]);
    await createRefundAs(t.server, t.admin, {}, { name: 'exact.png', type: 'image/png', data: exact });
  });

  it('removes the stored file when the refund fails validation after the upload was read', async () => {
    const filesBefore = await storedFiles();
    const response = await t.callForm('POST', '/api/refunds', {
      token: t.admin,
      fields: refundFields({ status: 999 }),
      file: { name: 'a.png', type: 'image/png', data: PNG_1X1 },
    });
    expect(response.status).toBe(400);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('deletes a replaced receipt once the update commits, and records the change', async () => {
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'a.png', type: 'image/png', data: ownCopy(PNG_1X1) },
    );
    const oldName = /receipts\/(\w+\.png)/.exec(refund.receipt_path)?.[1] as string;
    expect(await storedFiles()).toContain(oldName);
    const updated = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { version: refund.version },
      file: { name: 'b.pdf', type: 'application/pdf', data: ownCopy(PDF_MINIMAL) },
    });
    expect(updated.status).toBe(200);
    expect(await storedFiles()).not.toContain(oldName);
    expect((await open(refund.receipt_path)).status).toBe(404);
    const history = (await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body;
    expect(Object.keys(JSON.parse(history[0].additional_data))).toEqual(['receipt_image_path']);
  });

  it("keeps the uploaded file's own name in the history, without its folders or control characters", async () => {
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'mart dekontu.png', type: 'image/png', data: ownCopy(PNG_1X1) },
    );
    const updated = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { version: refund.version },
      file: {
        name: 'C:\\Belgeler\\düzeltilmiş\u0007.pdf',
        type: 'application/pdf',
        data: ownCopy(PDF_MINIMAL),
      },
    });
    expect(updated.status).toBe(200);
    const history = (await t.call('GET', `/api/logs/refund/${refund.id}`, { token: t.admin })).body;
    const [replaced, created] = history.map(
      (entry: { additional_data: string }) => JSON.parse(entry.additional_data).receipt_image_path,
    );
    expect(created).toMatchObject({ old: null, file: 'mart dekontu.png' });
    expect(replaced).toMatchObject({ file: 'düzeltilmiş.pdf' });
    expect(replaced.new).toMatch(/[0-9a-f]{32}\.pdf$/);
  });
});

describe('signed /uploads URLs', () => {
  it('refuses unsigned, tampered, foreign and expired links', async () => {
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'a.png', type: 'image/png', data: PNG_1X1 },
    );
    const url = new URL(refund.receipt_path, t.server.baseUrl);
    expect((await open(url.pathname)).status).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set('sig', '0'.repeat(64));
    expect((await open(tampered.pathname + tampered.search)).status).toBe(403);
    const stretched = new URL(url);
    stretched.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3_600_000));
    expect((await open(stretched.pathname + stretched.search)).status).toBe(403);
    const stored = url.pathname.replace('/uploads/', '');
    const expired = t.ctx.receiptSigner.sign(stored, Date.now() - 16 * 60_000);
    expect((await open(expired)).status).toBe(403);
    const other = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'b.png', type: 'image/png', data: PNG_1X1 },
    );
    const otherPath = new URL(other.receipt_path, t.server.baseUrl).pathname;
    expect((await open(otherPath + url.search)).status).toBe(403);
    expect(
      (await open('/uploads/receipts/../../iade-kontrol.sqlite?exp=1&sig=1')).status,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('receipts are never a document that runs', () => {
  it('serves PDFs and images with nosniff and a sandboxing CSP', async () => {
    for (const file of [
      { name: 'a.pdf', type: 'application/pdf', data: PDF_MINIMAL },
      { name: 'a.png', type: 'image/png', data: PNG_1X1 },
    ]) {
      const refund = await createRefundAs(t.server, t.admin, {}, file);
      const response = await open(refund.receipt_path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      // Read to the end: an unread response keeps its connection busy and the server cannot close.
      await response.arrayBuffer();
    }
  });
});

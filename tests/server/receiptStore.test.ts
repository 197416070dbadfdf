import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../server/receipts/folderReceiptStore.js';
import { RECEIPT_CHUNK_BYTES } from '../../server/receipts/postgresReceiptStore.js';
import { ORPHAN_MIN_AGE_MS, sweepOrphanReceipts } from '../../server/receipts/orphanSweep.js';
import { DB_KIND, setupTestServer } from './harness.js';
import { storedReceiptNames } from './receiptStoreHelpers.js';
import { createRefundAs } from './refundHelpers.js';
import { PDF_MINIMAL, PNG_1X1 } from './fixtures/receipts.js';

const t = setupTestServer({ signInAdmin: true });

/** A valid PNG of about a megabyte: four PostgreSQL chunks, the last one partial. Compared by hash (fast). */
const BIG_PNG = Buffer.concat([PNG_1X1, crypto.randomBytes(1_000_000 - PNG_1X1.length)]);
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const nameOf = (url: string) => /receipts\/(\w+\.\w+)/.exec(url)?.[1] as string;
/** The sweep as it runs once a download that started before a deletion has had all the time it may take. */
const sweepAfterGrace = () =>
  sweepOrphanReceipts(t.ctx.db, t.ctx.receipts, t.server.app.log, {
    now: Date.now() + 2 * ORPHAN_MIN_AGE_MS,
  });

/** Fetches a receipt URL as a browser tab would; answers status, length header and bytes. */
async function view(url: string) {
  const response = await fetch(`${t.server.baseUrl}${url}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, length: response.headers.get('content-length'), body };
}

/**
 * Starts a download as a slow reader does: the headers and what the socket buffers hold, then nothing until
 * `resume` is called. Answers the length header and all bytes once it ends (rejects when the server aborts).
 */
function slowDownload(url: string) {
  let resume = () => {};
  const done = new Promise<{ length: string | undefined; body: Buffer }>((resolve, reject) => {
    const request = http.get(`${t.server.baseUrl}${url}`, (response) => {
      const chunks: Buffer[] = [];
      response.pause();
      resume = () => response.resume();
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('aborted', () => reject(new Error('the server aborted the download')));
      response.on('end', () =>
        resolve({ length: response.headers['content-length'], body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
  return { done, resume: () => resume() };
}

describe('receipt store', () => {
  it('keeps receipts in PostgreSQL chunks with DATABASE_URL and in the data folder with SQLite', async () => {
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'big.png', type: 'image/png', data: BIG_PNG },
    );
    const name = nameOf(refund.receipt_path);
    const folderFile = path.join(uploadsDir(t.server.config.dataDir), 'receipts', name);
    if (DB_KIND === 'postgres') {
      expect(t.ctx.receipts.kind).toBe('postgres');
      const file = await t.ctx.db
        .selectFrom('receipt_files')
        .selectAll()
        .where('path', '=', `receipts/${name}`)
        .executeTakeFirstOrThrow();
      expect(file).toMatchObject({ size: BIG_PNG.length, sha256: sha256(BIG_PNG) });
      const chunks = await t.ctx.db
        .selectFrom('receipt_file_chunks')
        .select(['seq', 'data'])
        .where('path', '=', `receipts/${name}`)
        .orderBy('seq')
        .execute();
      expect(chunks.map((chunk) => chunk.data.length)).toEqual([
        RECEIPT_CHUNK_BYTES,
        RECEIPT_CHUNK_BYTES,
        RECEIPT_CHUNK_BYTES,
        BIG_PNG.length - 3 * RECEIPT_CHUNK_BYTES,
      ]);
      expect(fs.existsSync(folderFile)).toBe(false);
    } else {
      expect(t.ctx.receipts.kind).toBe('folder');
      expect(sha256(fs.readFileSync(folderFile))).toBe(sha256(BIG_PNG));
    }
    const viewed = await view(refund.receipt_path);
    expect(viewed.status).toBe(200);
    expect(viewed.length).toBe(String(BIG_PNG.length));
    expect(sha256(viewed.body)).toBe(sha256(BIG_PNG));
  });

  it('upload → view → replace → delete leaves no receipt behind', async () => {
    const before = await storedReceiptNames(t.ctx);
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'a.png', type: 'image/png', data: BIG_PNG },
    );
    expect(sha256((await view(refund.receipt_path)).body)).toBe(sha256(BIG_PNG));

    const replaced = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { version: refund.version },
      file: { name: 'b.pdf', type: 'application/pdf', data: PDF_MINIMAL },
    });
    expect(replaced.status).toBe(200);
    expect((await view(replaced.body.receipt_path)).body).toEqual(PDF_MINIMAL);
    expect((await view(refund.receipt_path)).status).toBe(404);
    expect(await storedReceiptNames(t.ctx)).toEqual([...before, nameOf(replaced.body.receipt_path)].sort());

    const deleted = await t.call('DELETE', `/api/refunds/${refund.id}`, { token: t.admin });
    expect(deleted.status).toBe(200);
    expect((await view(replaced.body.receipt_path)).status).toBe(404);
    expect(await storedReceiptNames(t.ctx)).toEqual(before);
    await sweepAfterGrace();
    if (DB_KIND === 'postgres') {
      const chunks = await t.ctx.db
        .selectFrom('receipt_file_chunks')
        .select('path')
        .where('path', 'in', [
          `receipts/${nameOf(refund.receipt_path)}`,
          `receipts/${nameOf(replaced.body.receipt_path)}`,
        ])
        .execute();
      expect(chunks).toEqual([]);
    }
  });

  it('a download that started before its receipt was replaced ends with the bytes it began with', async () => {
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'a.png', type: 'image/png', data: BIG_PNG },
    );
    const stored = `receipts/${nameOf(refund.receipt_path)}`;
    const opened = await t.ctx.receipts.open(stored);
    expect(opened?.size).toBe(BIG_PNG.length);
    // A slow reader: one chunk taken, then the refund's receipt is replaced before it takes the rest.
    const reader = opened!.stream[Symbol.asyncIterator]();
    const read: Buffer[] = [(await reader.next()).value as Buffer];

    const replaced = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { version: refund.version },
      file: { name: 'b.pdf', type: 'application/pdf', data: PDF_MINIMAL },
    });
    expect(replaced.status).toBe(200);
    for (let next = await reader.next(); !next.done; next = await reader.next())
      read.push(next.value as Buffer);
    expect(sha256(Buffer.concat(read))).toBe(sha256(BIG_PNG));

    // Replaced: it can no longer be opened, by its link or by the store, though the started read went on.
    expect((await view(refund.receipt_path)).status).toBe(404);
    expect(await t.ctx.receipts.open(stored)).toBeNull();
    expect(await storedReceiptNames(t.ctx)).not.toContain(nameOf(refund.receipt_path));
    // Its bytes go once no download that started before the replacement can still be running.
    await sweepAfterGrace();
    if (DB_KIND === 'postgres') {
      const chunks = await t.ctx.db
        .selectFrom('receipt_file_chunks')
        .select('path')
        .where('path', '=', stored)
        .execute();
      expect(chunks).toEqual([]);
    }
    expect((await view(replaced.body.receipt_path)).body).toEqual(PDF_MINIMAL);
  });

  it('a 5 MB PDF being viewed by a slow reader while it is replaced arrives whole', async () => {
    const pdf = Buffer.concat([PDF_MINIMAL, crypto.randomBytes(5_000_000 - PDF_MINIMAL.length)]);
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'a.pdf', type: 'application/pdf', data: pdf },
    );
    const download = slowDownload(refund.receipt_path);
    // Long enough for the server to fill the socket and wait for the reader.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const replaced = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { version: refund.version },
      file: { name: 'b.png', type: 'image/png', data: PNG_1X1 },
    });
    expect(replaced.status).toBe(200);
    download.resume();
    const { length, body } = await download.done;
    expect(length).toBe('5000000');
    expect(sha256(body)).toBe(sha256(pdf));
    expect((await view(refund.receipt_path)).status).toBe(404);
  });

  it('a refused replacement keeps the old receipt and stores nothing new', async () => {
    const refund = await createRefundAs(
      t.server,
      t.admin,
      {},
      { name: 'a.png', type: 'image/png', data: PNG_1X1 },
    );
    const before = await storedReceiptNames(t.ctx);
    const stale = await t.callForm('PUT', `/api/refunds/${refund.id}`, {
      token: t.admin,
      fields: { version: refund.version + 5 },
      file: { name: 'b.png', type: 'image/png', data: BIG_PNG },
    });
    expect(stale.status).toBe(409);
    expect(await storedReceiptNames(t.ctx)).toEqual(before);
    expect((await view(refund.receipt_path)).body).toEqual(PNG_1X1);
  });

  it('a removal inside a transaction that rolls back leaves the receipt readable', async () => {
    const saved = await t.ctx.receipts.save([BIG_PNG], 'png');
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await t.ctx.receipts.removeInTransaction(trx, [saved.path]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const opened = await t.ctx.receipts.open(saved.path);
    expect(opened?.size).toBe(BIG_PNG.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(BIG_PNG));
    await t.ctx.receipts.remove([saved.path]);
    expect(await t.ctx.receipts.open(saved.path)).toBeNull();
  });
});

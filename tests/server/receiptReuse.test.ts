import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backfillFingerprints } from '../../server/receiptReuse/backfill.js';
import { recordReading } from '../../server/receiptReuse/fingerprints.js';
import { PNG_1X1 } from './fixtures/receipts.js';
import { textPdf } from './fixtures/textPdf.js';
import { setupTestServer, type UploadFile } from './harness.js';
import { createRefundAs, versionOf, type RefundBody } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

const CHECK = '/api/refunds/receipt-reuse';

/** A PNG of its own: the same image with a different tail, so each test's bytes are new. */
const uniquePng = (): UploadFile => ({
  name: 'dekont.png',
  type: 'image/png',
  data: Buffer.concat([PNG_1X1, crypto.randomBytes(16)]),
});

/** A receipt of one transfer; `copy` changes the bytes (another export of the same transfer), not what it says. */
const transferPdf = (iban: string, amount: string, date: string, copy: string): UploadFile => ({
  name: `dekont-${copy}.pdf`,
  type: 'application/pdf',
  data: textPdf([
    'GONDEREN: AHMET YILMAZ',
    'ALICI ADI SOYADI: MEHMET KAYA',
    `ALICI IBAN: ${iban}`,
    `ISLEM TUTARI: ${amount} TL`,
    `ISLEM TARIHI: ${date} 14:32`,
    `REFERANS NO: ${copy}`,
  ]),
});

interface ReuseAnswer {
  sha256: string;
  read: boolean;
  refunds: Array<{ id: number; same_file: boolean; same_details: boolean }>;
  hidden_count: number;
  message?: string;
}

async function check(token: string, file: UploadFile | null, query = '', field = 'dekont') {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  else form.append('note', 'no file');
  const response = await fetch(`${t.server.baseUrl}${CHECK}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ReuseAnswer };
}

async function analyse(token: string, file: UploadFile) {
  const form = new FormData();
  form.append('dekont', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${t.server.baseUrl}/api/receipt-analysis/analyze-dekont`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<{ success: boolean; data: Record<string, string> }>;
}

const history = async (id: number) =>
  (
    await t.call<Array<{ action: string; details: string }>>('GET', `/api/logs/refund/${id}`, {
      token: t.admin,
    })
  ).body;

async function listIds(filter: Record<string, unknown>, token = t.admin) {
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`;
  const response = await t.call<RefundBody[]>('GET', `/api/refunds?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.map((refund) => refund.id as number).sort((a, b) => a - b);
}

describe('the same receipt bytes on two refunds', () => {
  it('warns with the other refund ids before saving, and logs the save that goes ahead', async () => {
    const file = uniquePng();
    const first = await createRefundAs(t.server, t.admin, {}, file);
    const second = await createRefundAs(t.server, t.admin, {}, { ...file, name: 'baska-ad.png' });

    const answer = await check(t.admin, file);
    expect(answer.status).toBe(200);
    expect(answer.body.sha256).toBe(crypto.createHash('sha256').update(file.data).digest('hex'));
    expect(answer.body.refunds).toEqual([
      { id: first.id, same_file: true, same_details: false },
      { id: second.id, same_file: true, same_details: false },
    ]);
    expect(answer.body.hidden_count).toBe(0);

    // The second save went ahead and says so in its history and in the system log.
    const lines = await history(second.id);
    expect(lines.map((line) => line.action)).toContain('receipt_reused');
    expect(lines.find((line) => line.action === 'receipt_reused')?.details).toBe(
      `Bu dekont #${first.id} numaralı iadede de kullanılmış; yine de kaydedildi`,
    );
    expect((await history(first.id)).map((line) => line.action)).not.toContain('receipt_reused');
    const system = await t.systemLogs('receipt_reused');
    expect(system.at(-1)?.details).toBe(
      `İade #${second.id}: Bu dekont #${first.id} numaralı iadede de kullanılmış; yine de kaydedildi`,
    );
    expect(system.at(-1)?.payment_method_id).toBe(4);
  });

  it('leaves out the refund being edited, and logs a receipt replaced by one in use', async () => {
    const file = uniquePng();
    const owner = await createRefundAs(t.server, t.admin, {}, file);
    const alone = await check(t.admin, file, `?refund_id=${owner.id}`);
    expect(alone.body.refunds).toEqual([]);

    const other = await createRefundAs(t.server, t.admin, {}, uniquePng());
    const edit = await t.callForm('PUT', `/api/refunds/${other.id}`, {
      token: t.admin,
      fields: { version: await versionOf(t.server, other.id) },
      file,
    });
    expect(edit.status).toBe(200);
    expect((await history(other.id)).find((line) => line.action === 'receipt_reused')?.details).toBe(
      `Bu dekont #${owner.id} numaralı iadede de kullanılmış; yine de kaydedildi`,
    );
    expect((await check(t.admin, file, `?refund_id=${other.id}`)).body.refunds.map((r) => r.id)).toEqual([
      owner.id,
    ]);
  });

  it('marks both of two refunds saved at the same moment with the same receipt', async () => {
    const file = uniquePng();
    const [one, two] = await Promise.all([
      createRefundAs(t.server, t.admin, {}, file),
      createRefundAs(t.server, t.admin, {}, file),
    ]);
    const ids = [one.id, two.id].sort((a, b) => a - b);
    expect(await listIds({ receipt_reused: true, id: ids })).toEqual(ids);
    // Whichever committed second saw the first and logged it.
    const lines = [...(await history(one.id)), ...(await history(two.id))];
    expect(lines.filter((line) => line.action === 'receipt_reused')).toHaveLength(1);
  });

  it('writes no reuse line for a receipt nobody else uses', async () => {
    const refund = await createRefundAs(t.server, t.admin, {}, uniquePng());
    expect((await history(refund.id)).map((line) => line.action)).toEqual(['create_refund']);
  });
});

describe('the same transfer with other bytes', () => {
  it('matches the IBAN, amount and date the reader found', async () => {
    const iban = 'TR33 0006 1005 1978 6457 8413 26';
    const original = transferPdf(iban, '1.250,75', '05.03.2026', 'A1');
    const copy = transferPdf(iban, '1.250,75', '05.03.2026', 'B2');
    const otherDay = transferPdf(iban, '1.250,75', '06.03.2026', 'C3');

    const read = await analyse(t.admin, original);
    expect(read.data).toMatchObject({ alici_hesap: 'TR330006100519786457841326', tutar: '1.250,75' });
    const first = await createRefundAs(t.server, t.admin, {}, original);

    // Not read yet: the copy's bytes are new and nothing is known of what it says.
    const unread = await check(t.admin, copy);
    expect(unread.body).toMatchObject({ read: false, refunds: [], hidden_count: 0 });

    await analyse(t.admin, copy);
    const warned = await check(t.admin, copy);
    expect(warned.body).toMatchObject({
      read: true,
      refunds: [{ id: first.id, same_file: false, same_details: true }],
    });

    await analyse(t.admin, otherDay);
    expect((await check(t.admin, otherDay)).body.refunds).toEqual([]);

    // A later reading that found less does not erase what an earlier one found.
    const sha = crypto.createHash('sha256').update(copy.data).digest('hex');
    await recordReading(t.ctx.db, t.ctx.dialect, sha, { iban: null, amount_kurus: null, tx_date: null });
    expect((await check(t.admin, copy)).body.refunds.map((r) => r.id)).toEqual([first.id]);

    const second = await createRefundAs(t.server, t.admin, {}, copy);
    expect((await history(second.id)).find((line) => line.action === 'receipt_reused')?.details).toBe(
      `Bu dekont #${first.id} numaralı iadede de kullanılmış; yine de kaydedildi`,
    );
    const reused = await listIds({ receipt_reused: true });
    expect(reused).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('gives a reading made after the save to the refunds holding those bytes', async () => {
    const iban = 'TR330006100519786457841326';
    const saved = transferPdf(iban, '77,10', '11.04.2026', 'S1');
    const later = transferPdf(iban, '77,10', '11.04.2026', 'S2');
    const refund = await createRefundAs(t.server, t.admin, {}, saved);
    await analyse(t.admin, later);
    expect((await check(t.admin, later)).body.refunds).toEqual([]);
    await analyse(t.admin, saved);
    expect((await check(t.admin, later)).body.refunds).toEqual([
      { id: refund.id, same_file: false, same_details: true },
    ]);
  });
});

describe('refunds the caller may not see', () => {
  it('are counted without their ids', async () => {
    const file = uniquePng();
    const hidden = await createRefundAs(t.server, t.admin, { method: 5 }, file);
    const shown = await createRefundAs(t.server, t.admin, { method: 4 }, file);
    const staff = await t.signInWithRole('dekont_gorevli', ['view_refunds', 'create_refund'], {
      methods: [4],
    });

    const answer = await check(staff.token, file);
    expect(answer.status).toBe(200);
    expect(answer.body.refunds).toEqual([{ id: shown.id, same_file: true, same_details: false }]);
    expect(answer.body.hidden_count).toBe(1);
    expect(JSON.stringify(answer.body)).not.toContain(`"id":${hidden.id}`);

    // Saving anyway: the history names only what the saver could see.
    const third = await createRefundAs(t.server, staff.token, { method: 4 }, file);
    expect((await history(third.id)).find((line) => line.action === 'receipt_reused')?.details).toBe(
      `Bu dekont #${shown.id} numaralı iadede ve kaydedenin göremediği 1 iadede daha kullanılmış; yine de kaydedildi`,
    );
    // Editing a refund it cannot see is refused like opening it.
    expect((await check(staff.token, file, `?refund_id=${hidden.id}`)).status).toBe(404);
  });
});

describe('a deleted refund or replaced receipt', () => {
  it('no longer matches, and its partner leaves the reuse filter', async () => {
    const file = uniquePng();
    const kept = await createRefundAs(t.server, t.admin, {}, file);
    const doomed = await createRefundAs(t.server, t.admin, {}, file);
    expect(await listIds({ receipt_reused: true, id: [kept.id, doomed.id] })).toEqual([kept.id, doomed.id]);

    expect((await t.call('DELETE', `/api/refunds/${doomed.id}`, { token: t.admin })).status).toBe(200);
    expect((await check(t.admin, file)).body.refunds.map((r) => r.id)).toEqual([kept.id]);
    expect(await listIds({ receipt_reused: true, id: [kept.id] })).toEqual([]);

    const partner = await createRefundAs(t.server, t.admin, {}, file);
    expect(await listIds({ receipt_reused: true, id: [kept.id, partner.id] })).toEqual([kept.id, partner.id]);
    const replaced = await t.callForm('PUT', `/api/refunds/${partner.id}`, {
      token: t.admin,
      fields: { version: await versionOf(t.server, partner.id) },
      file: uniquePng(),
    });
    expect(replaced.status).toBe(200);
    expect((await check(t.admin, file)).body.refunds.map((r) => r.id)).toEqual([kept.id]);
    expect(await listIds({ receipt_reused: true, id: [kept.id, partner.id] })).toEqual([]);
  });
});

describe('the list filter', () => {
  it('returns exactly the refunds whose receipt another refund uses', async () => {
    const shared = uniquePng();
    const tag = `Dekontfiltre${crypto.randomBytes(3).toString('hex')}`;
    const a = await createRefundAs(t.server, t.admin, { member_name: `${tag} A` }, shared);
    const b = await createRefundAs(t.server, t.admin, { member_name: `${tag} B` }, shared);
    const own = await createRefundAs(t.server, t.admin, { member_name: `${tag} C` }, uniquePng());
    const none = await createRefundAs(t.server, t.admin, { member_name: `${tag} D` });
    expect(await listIds({ q: tag })).toEqual([a.id, b.id, own.id, none.id]);
    expect(await listIds({ q: tag, receipt_reused: true })).toEqual([a.id, b.id]);
    expect(await listIds({ q: tag, receipt_reused: false })).toEqual([a.id, b.id, own.id, none.id]);

    // The total counts the same rows, and the export filters alike.
    const query = `filter=${encodeURIComponent(JSON.stringify({ q: tag, receipt_reused: true }))}`;
    const page = await t.call('GET', `/api/refunds?${query}`, { token: t.admin });
    expect(page.headers.get('content-range')).toMatch(/\/2$/);
    const csv = await fetch(`${t.server.baseUrl}/api/refunds/export?${query}`, {
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect((await csv.text()).trim().split('\n')).toHaveLength(3);
  });
});

describe('receipts saved before fingerprints existed', () => {
  it('are hashed by the backfill, in batches, and then match', async () => {
    const file = uniquePng();
    const old = await createRefundAs(t.server, t.admin, {}, file);
    const older = await createRefundAs(t.server, t.admin, {}, file);
    // As they were before migration 0018: no fingerprints.
    await t.ctx.db.deleteFrom('receipt_fingerprints').where('refund_id', 'in', [old.id, older.id]).execute();
    expect((await check(t.admin, file)).body.refunds).toEqual([]);
    expect(await listIds({ receipt_reused: true, id: [old.id, older.id] })).toEqual([]);

    const batches: number[] = [];
    const counts = await backfillFingerprints(t.ctx.db, t.ctx.dialect, t.ctx.receipts, 1, (sofar) =>
      batches.push(sofar.fingerprinted),
    );
    expect(counts).toEqual({ fingerprinted: 2, missingFiles: 0 });
    expect(batches).toEqual([1, 2]);
    expect((await check(t.admin, file)).body.refunds.map((r) => r.id)).toEqual([old.id, older.id]);
    expect(await listIds({ receipt_reused: true, id: [old.id, older.id] })).toEqual([old.id, older.id]);
    // A rerun finds nothing left to do.
    expect(await backfillFingerprints(t.ctx.db, t.ctx.dialect, t.ctx.receipts)).toEqual({
      fingerprinted: 0,
      missingFiles: 0,
    });
  });
});

describe('bad input', () => {
  it('is refused with a Turkish message and a 4xx', async () => {
    const notMultipart = await t.call('POST', CHECK, { token: t.admin, body: { dekont: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toBe('Kontrol edilecek dekont dosyası gönderilmedi');

    const noFile = await check(t.admin, null);
    expect(noFile).toMatchObject({
      status: 400,
      body: { message: 'Kontrol edilecek dekont dosyası gönderilmedi' },
    });
    const wrongField = await check(t.admin, uniquePng(), '', 'receipt');
    expect(wrongField.status).toBe(400);
    const empty = await check(t.admin, { name: 'bos.png', type: 'image/png', data: Buffer.alloc(0) });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Dekont dosyası boş' } });
    const big = await check(t.admin, { name: 'b.png', type: 'image/png', data: Buffer.alloc(5_242_881, 1) });
    expect(big).toMatchObject({ status: 413, body: { message: 'Dekont dosyası en fazla 5 MB olabilir' } });
    expect((await check(t.admin, uniquePng(), '?refund_id=abc')).status).toBe(400);
    expect((await check(t.admin, uniquePng(), '?refund_id=999999')).status).toBe(404);

    const filter = encodeURIComponent(JSON.stringify({ receipt_reused: 'belki' }));
    expect((await t.call('GET', `/api/refunds?filter=${filter}`, { token: t.admin })).status).toBe(400);
  });

  it('needs the right to create refunds or upload receipts', async () => {
    const reader = await t.signInWithRole('dekont_okur', ['view_refunds'], { methods: [4] });
    expect((await check(reader.token, uniquePng())).status).toBe(403);
    const uploader = await t.signInWithRole('dekont_yukleyen', ['view_refunds', 'update_refund'], {
      methods: [4],
    });
    expect((await check(uploader.token, uniquePng())).status).toBe(200);
  });
});

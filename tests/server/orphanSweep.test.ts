import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../server/receipts/folderReceiptStore.js';
import { ORPHAN_MIN_AGE_MS, sweepOrphanReceipts } from '../../server/receipts/orphanSweep.js';
import { setupTestServer, startTestServer, systemLogs } from './harness.js';
import { createRefundAs } from './refundHelpers.js';
import { PNG_1X1 } from './fixtures/receipts.js';
import { ageStoredReceipt, placeOf, storedReceiptNames, strayReceipt } from './receiptStoreHelpers.js';
const t = setupTestServer({ signInAdmin: true });

const TWO_HOURS = 2 * 60 * 60_000;
const exists = async (name: string) => (await storedReceiptNames(t.ctx)).includes(name);

async function uploadedReceipt(): Promise<string> {
  const refund = await createRefundAs(
    t.server,
    t.admin,
    {},
    { name: 'd.png', type: 'image/png', data: PNG_1X1 },
  );
  const name = /receipts\/(\w+\.png)/.exec(refund.receipt_path as string)?.[1] as string;
  // Made as old as an orphan: only the reference keeps it.
  await ageStoredReceipt(placeOf(t.ctx), name, TWO_HOURS);
  return name;
}

/** A file of someone else's in the receipts folder, old enough to sweep: not a name the server gives. */
function foreignFile(): string {
  const folder = path.join(uploadsDir(t.server.config.dataDir), 'receipts');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'notlar.txt');
  fs.writeFileSync(file, PNG_1X1);
  const old = (Date.now() - TWO_HOURS) / 1000;
  fs.utimesSync(file, old, old);
  return file;
}

describe('orphan receipt sweep', () => {
  it('removes old files no refund references, keeps referenced, young and foreign ones, and logs it', async () => {
    const referenced = await uploadedReceipt();
    const orphan = await strayReceipt(t.ctx, TWO_HOURS);
    const young = await strayReceipt(t.ctx);
    const foreign = foreignFile();
    expect(ORPHAN_MIN_AGE_MS).toBeGreaterThanOrEqual(60 * 60_000);

    const result = await sweepOrphanReceipts(t.ctx.db, t.ctx.receipts, t.server.app.log);
    expect(result.removed).toBe(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(referenced)).toBe(true);
    expect(await exists(young)).toBe(true);
    expect(fs.existsSync(foreign)).toBe(true);
    const logs = await t.systemLogs('sweep_orphan_receipts');
    expect(logs.at(-1)?.details).toBe('Hiçbir iadenin kullanmadığı 1 dekont dosyası silindi');
    // Nothing left to remove: no second log row.
    expect((await sweepOrphanReceipts(t.ctx.db, t.ctx.receipts, t.server.app.log)).removed).toBe(0);
    expect((await t.systemLogs('sweep_orphan_receipts')).length).toBe(logs.length);
  });

  it('runs at start-up without delaying it', async () => {
    const referenced = await uploadedReceipt();
    const orphans = [await strayReceipt(t.ctx, TWO_HOURS), await strayReceipt(t.ctx, TWO_HOURS)];
    const restarted = await startTestServer({ database: t.database });
    try {
      const logged = () => systemLogs(restarted.ctx, 'sweep_orphan_receipts');
      for (let wait = 0; wait < 100 && (await logged()).length < 2; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const left = await storedReceiptNames(t.ctx);
      expect(orphans.filter((name) => left.includes(name))).toEqual([]);
      expect(left).toContain(referenced);
      expect((await logged()).at(-1)?.details).toBe('Hiçbir iadenin kullanmadığı 2 dekont dosyası silindi');
    } finally {
      await restarted.stop();
    }
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORPHAN_MIN_AGE_MS, sweepOrphanReceipts } from '../../server/receipts/orphanSweep.js';
import { setupTestServer, startTestServer, systemLogs } from './harness.js';
import { createRefundAs } from './refundHelpers.js';
import { PNG_1X1 } from './fixtures/receipts.js';
const t = setupTestServer({ signInAdmin: true });

const receiptDir = () => path.join(t.server.config.dataDir, 'uploads/receipts');
const exists = (name: string) => fs.existsSync(path.join(receiptDir(), name));
const TWO_HOURS_AGO = (Date.now() - 2 * 60 * 60_000) / 1000;

/** A file as a crashed write leaves it: a stored-receipt name that no refund references. */
function strayFile(age: 'old' | 'young', name = `${crypto.randomBytes(16).toString('hex')}.png`) {
  fs.mkdirSync(receiptDir(), { recursive: true });
  const file = path.join(receiptDir(), name);
  fs.writeFileSync(file, PNG_1X1);
  if (age === 'old') fs.utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return name;
}

async function uploadedReceipt(): Promise<string> {
  const refund = await createRefundAs(
    t.server,
    t.admin,
    {},
    { name: 'd.png', type: 'image/png', data: PNG_1X1 },
  );
  const name = /receipts\/(\w+\.png)/.exec(refund.receipt_path as string)?.[1] as string;
  // Made as old as an orphan: only the reference keeps it.
  fs.utimesSync(path.join(receiptDir(), name), TWO_HOURS_AGO, TWO_HOURS_AGO);
  return name;
}

describe('orphan receipt sweep', () => {
  it('removes old files no refund references, keeps referenced, young and foreign ones, and logs it', async () => {
    const referenced = await uploadedReceipt();
    const orphan = strayFile('old');
    const young = strayFile('young');
    const foreign = strayFile('old', 'notlar.txt');
    expect(ORPHAN_MIN_AGE_MS).toBeGreaterThanOrEqual(60 * 60_000);

    const result = await sweepOrphanReceipts(t.ctx.db, t.server.config.dataDir, t.server.app.log);
    expect(result.removed).toBe(1);
    expect(exists(orphan)).toBe(false);
    expect(exists(referenced)).toBe(true);
    expect(exists(young)).toBe(true);
    expect(exists(foreign)).toBe(true);
    const logs = await t.systemLogs('sweep_orphan_receipts');
    expect(logs.at(-1)?.details).toBe('Hiçbir iadenin kullanmadığı 1 dekont dosyası silindi');
    // Nothing left to remove: no second log row.
    expect((await sweepOrphanReceipts(t.ctx.db, t.server.config.dataDir, t.server.app.log)).removed).toBe(0);
    expect((await t.systemLogs('sweep_orphan_receipts')).length).toBe(logs.length);
  });

  it('runs at start-up without delaying it', async () => {
    const referenced = await uploadedReceipt();
    const orphans = [strayFile('old'), strayFile('old')];
    const restarted = await startTestServer({ database: t.database });
    try {
      const logged = () => systemLogs(restarted.ctx, 'sweep_orphan_receipts');
      for (let wait = 0; wait < 100 && (await logged()).length < 2; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(orphans.filter(exists)).toEqual([]);
      expect(exists(referenced)).toBe(true);
      expect((await logged()).at(-1)?.details).toBe('Hiçbir iadenin kullanmadığı 2 dekont dosyası silindi');
    } finally {
      await restarted.stop();
    }
  });
});

import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fingerprintStoredReceipt } from '../../server/receiptReuse/backfill.js';
import { setFingerprint } from '../../server/receiptReuse/fingerprints.js';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

describe('a receipt many refunds share', () => {
  it('a new save with it leaves the rows already marked untouched', async () => {
    const sha = crypto.randomBytes(32).toString('hex');
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createRefundAs(t.server, t.admin, {})).id as number);
    const save = (id: number) =>
      t.ctx.db.transaction().execute((trx) => setFingerprint(trx, t.ctx.dialect, id, sha));
    for (const id of ids.slice(0, 3)) await save(id);
    const versions = async () =>
      (
        await sql<{ refund_id: number; reused: number; v: string }>`SELECT refund_id, reused, xmin::text AS v
          FROM receipt_fingerprints WHERE sha256 = ${sha} ORDER BY refund_id`.execute(t.ctx.db)
      ).rows;
    const before = await versions();
    expect(before.map((row) => row.reused)).toEqual([1, 1, 1]);
    await save(ids[3]);
    const after = await versions();
    expect(after.map((row) => row.reused)).toEqual([1, 1, 1, 1]);
    // The three rows already marked keep their row version: they were not rewritten.
    expect(after.slice(0, 3).map((row) => row.v)).toEqual(before.map((row) => row.v));
  });
});

describe('the backfill beside an edit replacing the receipt', () => {
  it("never gives the refund the old file's hash", async () => {
    const [oldSha, newSha] = [crypto.randomBytes(32).toString('hex'), crypto.randomBytes(32).toString('hex')];
    const oldPath = `old-${oldSha.slice(0, 8)}.pdf`;
    const id = (await createRefundAs(t.server, t.admin, {})).id as number;
    await t.ctx.db.updateTable('refunds').set({ receipt_path: oldPath }).where('id', '=', id).execute();
    let backfill: Promise<number> | undefined;
    await t.ctx.db.transaction().execute(async (edit) => {
      await edit
        .updateTable('refunds')
        .set({ receipt_path: `new-${newSha.slice(0, 8)}.pdf` })
        .where('id', '=', id)
        .execute();
      await setFingerprint(edit, t.ctx.dialect, id, newSha);
      backfill = fingerprintStoredReceipt(t.ctx.db, t.ctx.dialect, oldPath, oldSha);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await backfill).toBe(0);
    const fp = await t.ctx.db
      .selectFrom('receipt_fingerprints')
      .select('sha256')
      .where('refund_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(fp.sha256).toBe(newSha);
  });
});

import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setFingerprint } from '../../server/receiptReuse/fingerprints.js';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

describe('attack: a reading that lands while a save waits for the receipt lock', () => {
  it('still gives the saved refund the IBAN, amount and date', async () => {
    const sha = crypto.randomBytes(32).toString('hex');
    const refund = await createRefundAs(t.server, t.admin, {});
    let saving: Promise<unknown> | undefined;
    // What recordReading does: take the receipt lock, write the reading, commit.
    await t.ctx.db.transaction().execute(async (reader) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`receipt-sha:${sha}`}))`.execute(reader);
      saving = t.ctx.db
        .transaction()
        .execute((trx) => setFingerprint(trx, t.ctx.dialect, refund.id as number, sha));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await reader
        .insertInto('receipt_readings')
        .values({
          sha256: sha,
          iban: 'TR330006100519786457841326',
          amount_kurus: 15025,
          tx_date: '2026-11-20',
          created_at: Date.now(),
        })
        .execute();
    });
    await saving;
    const fp = await t.ctx.db
      .selectFrom('receipt_fingerprints')
      .selectAll()
      .where('refund_id', '=', refund.id as number)
      .executeTakeFirstOrThrow();
    expect(fp.iban).toBe('TR330006100519786457841326');
  });
});

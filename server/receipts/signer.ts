import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const KEY_SETTING = 'receipt_url_signing_key';

/** Short-lived signed /uploads URLs, so that "open in new tab" works without exposing files to anyone. */
export interface ReceiptUrlSigner {
  /** The signed URL of a stored receipt path such as 'receipts/ab12.png'. */
  sign(storedPath: string, now?: number): string;
  verify(storedPath: string, expires: string, signature: string, now?: number): boolean;
}

/** The key lives in the database so that every server process on it signs and verifies alike. */
export async function loadReceiptSigner(db: Kysely<Database>, ttlMinutes: number): Promise<ReceiptUrlSigner> {
  await db
    .insertInto('settings')
    .values({ key: KEY_SETTING, value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', KEY_SETTING)
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'hex');
  const mac = (storedPath: string, expires: string) =>
    crypto.createHmac('sha256', key).update(`${storedPath}\n${expires}`).digest('hex');

  return {
    sign(storedPath, now = Date.now()) {
      const expires = String(now + ttlMinutes * 60_000);
      return `/uploads/${storedPath}?exp=${expires}&sig=${mac(storedPath, expires)}`;
    },
    verify(storedPath, expires, signature, now = Date.now()) {
      if (!/^\d{13}$/.test(expires) || Number(expires) < now || !/^[0-9a-f]{64}$/.test(signature))
        return false;
      return crypto.timingSafeEqual(
        Buffer.from(mac(storedPath, expires), 'hex'),
        Buffer.from(signature, 'hex'),
      );
    },
  };
}

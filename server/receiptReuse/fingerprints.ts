import { sql, type Kysely } from 'kysely';
import type { ReceiptFieldValues } from '../../contract/receipts.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { isValidIban, normalizeIban } from '../refunds/iban.js';
import type { RefundScope } from '../refunds/listQuery.js';
import { parseAmountToKurus } from '../refunds/money.js';

/** What the receipt reader found on a receipt: the recipient IBAN, the amount (kuruş) and the day. */
export interface ReceiptDetails {
  iban: string | null;
  amount_kurus: number | null;
  /** yyyy-MM-dd */
  tx_date: string | null;
}

export const NO_DETAILS: ReceiptDetails = { iban: null, amount_kurus: null, tx_date: null };

/** Another refund using the same receipt: the same bytes, or the same IBAN, amount and date. */
export interface ReuseMatch {
  id: number;
  payment_method_id: number;
  same_file: boolean;
  same_details: boolean;
}

/** The most matches one check reads; a receipt used more often than this is still reported as reused. */
const MAX_MATCHES = 100;

const NOT_FOUND = 'bulunamadı';

function found(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' || text.toLocaleLowerCase('tr') === NOT_FOUND ? null : text;
}

/** '1.234,56', '1234,56', '1,234.56', '250' (TL, maybe with a currency sign) → kuruş; null when unreadable. */
export function readAmount(value: string | undefined): number | null {
  const text = found(value)
    ?.replace(/[^\d.,]/g, '')
    .replace(/^[.,]+|[.,]+$/g, '');
  if (!text) return null;
  const decimalAt = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  let lira = text;
  let fraction = '';
  // A separator followed by one or two digits is the decimal one; any other groups thousands.
  if (decimalAt >= 0 && text.length - decimalAt - 1 <= 2) {
    lira = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
  }
  const digits = lira.replace(/[.,]/g, '');
  if (digits === '') return null;
  return parseAmountToKurus(fraction ? `${digits},${fraction}` : digits);
}

/** 'dd.MM.yyyy' (also with / or -) or 'yyyy-MM-dd' → 'yyyy-MM-dd'; null when it is no calendar day. */
export function readDate(value: string | undefined): string | null {
  const text = found(value);
  if (!text) return null;
  let parts: [string, string, string] | null = null;
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (dayFirst) parts = [dayFirst[3], dayFirst[2], dayFirst[1]];
  else if (yearFirst) parts = [yearFirst[1], yearFirst[2], yearFirst[3]];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** The matchable part of a reader's answer: a valid IBAN, a readable amount and a calendar day. */
export function detailsOf(data: ReceiptFieldValues): ReceiptDetails {
  const iban = normalizeIban(found(data.alici_hesap) ?? '');
  return {
    iban: iban && isValidIban(iban) ? iban : null,
    amount_kurus: readAmount(data.tutar),
    tx_date: readDate(data.islem_tarihi),
  };
}

const complete = (
  details: ReceiptDetails,
): details is { iban: string; amount_kurus: number; tx_date: string } =>
  details.iban !== null && details.amount_kurus !== null && details.tx_date !== null;

const detailsKey = (details: ReceiptDetails) =>
  complete(details) ? `receipt-details:${details.iban}|${details.amount_kurus}|${details.tx_date}` : null;

/**
 * Serialises writers of the same receipts until the transaction ends (PostgreSQL), so that two refunds
 * saved at once with the same receipt both end up marked. SQLite writers are serialised already.
 */
async function lockReceipts(
  trx: Kysely<Database>,
  dialect: DialectName,
  shas: Array<string | null>,
  details: ReceiptDetails[],
) {
  if (dialect !== 'postgres') return;
  const keys = [
    ...shas.filter((sha): sha is string => sha !== null).map((sha) => `receipt-sha:${sha}`),
    ...details.map(detailsKey).filter((key): key is string => key !== null),
  ];
  for (const key of [...new Set(keys)].sort())
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * Recomputes `reused` of every fingerprint sharing one of these hashes or read values: only those can
 * change when a fingerprint with them comes or goes.
 */
async function refreshReused(trx: Kysely<Database>, shas: Array<string | null>, details: ReceiptDetails[]) {
  const hashList = [...new Set(shas.filter((sha): sha is string => sha !== null))];
  const completeDetails = details.filter(complete);
  const scopes = [
    ...(hashList.length ? [sql`receipt_fingerprints.sha256 IN (${sql.join(hashList)})`] : []),
    ...completeDetails.map(
      (d) =>
        sql`(receipt_fingerprints.iban = ${d.iban} AND receipt_fingerprints.amount_kurus = ${d.amount_kurus} AND receipt_fingerprints.tx_date = ${d.tx_date})`,
    ),
  ];
  if (scopes.length === 0) return;
  const shouldBe = sql`CASE WHEN
      EXISTS (SELECT 1 FROM receipt_fingerprints o WHERE o.sha256 = receipt_fingerprints.sha256
        AND o.refund_id <> receipt_fingerprints.refund_id)
      OR EXISTS (SELECT 1 FROM receipt_fingerprints o WHERE o.iban = receipt_fingerprints.iban
        AND o.amount_kurus = receipt_fingerprints.amount_kurus AND o.tx_date = receipt_fingerprints.tx_date
        AND o.refund_id <> receipt_fingerprints.refund_id)
    THEN 1 ELSE 0 END`;
  // Only rows whose mark changes are written: a receipt thousands of refunds share costs no rewrite.
  await sql`UPDATE receipt_fingerprints SET reused = ${shouldBe}
    WHERE (${sql.join(scopes, sql` OR `)}) AND reused <> ${shouldBe}`.execute(trx);
}

/** The refunds other than `exceptId` whose receipt has these bytes or these read values, lowest id first. */
export async function findReuse(
  db: Kysely<Database>,
  sha256: string,
  details: ReceiptDetails,
  exceptId: number | null,
): Promise<ReuseMatch[]> {
  const base = () =>
    db
      .selectFrom('receipt_fingerprints')
      .innerJoin('refunds', 'refunds.id', 'receipt_fingerprints.refund_id')
      .select(['refunds.id', 'refunds.payment_method_id'])
      .$if(exceptId !== null, (qb) => qb.where('receipt_fingerprints.refund_id', '<>', exceptId as number))
      .orderBy('receipt_fingerprints.refund_id')
      .limit(MAX_MATCHES);
  const byFile = await base().where('receipt_fingerprints.sha256', '=', sha256).execute();
  const byDetails = complete(details)
    ? await base()
        .where('receipt_fingerprints.iban', '=', details.iban)
        .where('receipt_fingerprints.amount_kurus', '=', details.amount_kurus)
        .where('receipt_fingerprints.tx_date', '=', details.tx_date)
        .execute()
    : [];
  const matches = new Map<number, ReuseMatch>();
  for (const row of byFile) matches.set(row.id, { ...row, same_file: true, same_details: false });
  for (const row of byDetails) {
    const known = matches.get(row.id);
    if (known) known.same_details = true;
    else matches.set(row.id, { ...row, same_file: false, same_details: true });
  }
  return [...matches.values()].sort((a, b) => a.id - b.id).slice(0, MAX_MATCHES);
}

/** What the reader found on these bytes earlier, if it read them. */
export async function readingFor(db: Kysely<Database>, sha256: string): Promise<ReceiptDetails> {
  const row = await db
    .selectFrom('receipt_readings')
    .select(['iban', 'amount_kurus', 'tx_date'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row ?? NO_DETAILS;
}

/**
 * Gives a refund the fingerprint of its new receipt (null: it has none any more, or it is deleted) and
 * keeps the `reused` marks of every refund concerned; answers the other refunds using that receipt.
 * Call inside the transaction of the refund write.
 */
export async function setFingerprint(
  trx: Kysely<Database>,
  dialect: DialectName,
  refundId: number,
  sha256: string | null,
): Promise<ReuseMatch[]> {
  const before = await trx
    .selectFrom('receipt_fingerprints')
    .select(['sha256', 'iban', 'amount_kurus', 'tx_date'])
    .where('refund_id', '=', refundId)
    .executeTakeFirst();
  // The hashes are locked before the reading is read, so that a reading recorded meanwhile is seen;
  // then the read values' keys are locked.
  await lockReceipts(trx, dialect, [before?.sha256 ?? null, sha256], []);
  const details = sha256 ? await readingFor(trx, sha256) : NO_DETAILS;
  await lockReceipts(trx, dialect, [], [before ?? NO_DETAILS, details]);
  await trx.deleteFrom('receipt_fingerprints').where('refund_id', '=', refundId).execute();
  if (sha256) {
    await trx
      .insertInto('receipt_fingerprints')
      .values({ refund_id: refundId, sha256, ...details, reused: 0 })
      .execute();
  }
  await refreshReused(trx, [before?.sha256 ?? null, sha256], [before ?? NO_DETAILS, details]);
  return sha256 ? findReuse(trx, sha256, details, refundId) : [];
}

/**
 * Keeps what the reader found on a receipt, by its hash, and gives it to the refunds already holding
 * those bytes: from then on they also match receipts of the same transfer with other bytes.
 */
export async function recordReading(
  db: Kysely<Database>,
  dialect: DialectName,
  sha256: string,
  details: ReceiptDetails,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockReceipts(trx, dialect, [sha256], [details]);
    // A later, poorer reading (another reader, a time-out on a field) never erases a complete one.
    if (!complete(details) && complete(await readingFor(trx, sha256))) return;
    await trx
      .insertInto('receipt_readings')
      .values({ sha256, ...details, created_at: Date.now() })
      .onConflict((oc) => oc.column('sha256').doUpdateSet({ ...details, created_at: Date.now() }))
      .execute();
    const holders = await trx
      .selectFrom('receipt_fingerprints')
      .select(['iban', 'amount_kurus', 'tx_date'])
      .where('sha256', '=', sha256)
      .execute();
    if (holders.length === 0) return;
    await trx.updateTable('receipt_fingerprints').set(details).where('sha256', '=', sha256).execute();
    await refreshReused(trx, [sha256], [details, ...holders]);
  });
}

/** The matches the caller may see by id, and how many others there are. */
export function splitByScope(matches: ReuseMatch[], scope: RefundScope) {
  const visible = scope.visibleMethodIds;
  const seen = (match: ReuseMatch) => visible === null || visible.includes(match.payment_method_id);
  return {
    visible: matches.filter(seen),
    hiddenCount: matches.filter((match) => !seen(match)).length,
  };
}

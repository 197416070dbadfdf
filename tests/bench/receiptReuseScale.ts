/**
 * Receipt reuse at scale: `tsx tests/bench/receiptReuseScale.ts` on a database filled by `npm run seed:bulk`
 * (DATA_DIR / DATABASE_URL as for the server). Gives every refund without one a fingerprint (one in 200
 * sharing its receipt with the refund before it, half of them with read details), then times the check
 * before saving (by hash and by IBAN + amount + date) and the list filter's page and total.
 */
import crypto from 'node:crypto';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { findReuse, setFingerprint } from '../../server/receiptReuse/fingerprints.js';
import { refundPageQueries } from '../../server/refunds/listQuery.js';

const sha = (n: number) => crypto.createHash('sha256').update(`receipt-${n}`).digest('hex');
const detailsOf = (n: number) =>
  n % 2 === 0
    ? {
        iban: `TR${String(n % 97).padStart(2, '0')}0006100519786457${String(n).padStart(8, '0')}`,
        amount_kurus: 1000 + (n % 5000),
        tx_date: '2026-03-05',
      }
    : { iban: null, amount_kurus: null, tx_date: null };

async function timed(runs: number, work: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `median ${times[Math.floor(runs / 2)].toFixed(2)} ms, p95 ${times[Math.floor(runs * 0.95)].toFixed(2)} ms`;
}

async function main() {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db, dialect } = handle;
  try {
    await migrateToLatest(handle);
    const ids = (await db.selectFrom('refunds').select('id').orderBy('id').execute()).map((r) => r.id);
    const have = new Set(
      (await db.selectFrom('receipt_fingerprints').select('refund_id').execute()).map((r) => r.refund_id),
    );
    const rows = ids
      .filter((id) => !have.has(id))
      .map((id) => {
        const shared = id % 200 === 1 && id > 1;
        const key = shared ? id - 1 : id;
        return { refund_id: id, sha256: sha(key), ...detailsOf(key), reused: 0 };
      });
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto('receipt_fingerprints')
        .values(rows.slice(i, i + 1000))
        .execute();
    // The marks the writes would have kept: both refunds of each shared receipt.
    await db
      .updateTable('receipt_fingerprints')
      .set({ reused: 1 })
      .where(
        'sha256',
        'in',
        db
          .selectFrom('receipt_fingerprints')
          .select('sha256')
          .groupBy('sha256')
          .having((eb) => eb.fn.countAll(), '>', 1),
      )
      .execute();
    const reused = await db
      .selectFrom('receipt_fingerprints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reused', '=', 1)
      .executeTakeFirstOrThrow();
    console.log(`${dialect}: ${ids.length} refunds, ${Number(reused.n)} marked reused`);

    const pick = (i: number) => ids[(i * 7919) % ids.length];
    console.log(
      `check by hash:            ${await timed(200, (i) => findReuse(db, sha(pick(i)), { iban: null, amount_kurus: null, tx_date: null }, null))}`,
    );
    console.log(
      `check by hash + details:  ${await timed(200, (i) => {
        const n = pick(i) - (pick(i) % 2);
        return findReuse(db, sha(n), detailsOf(n), n);
      })}`,
    );
    const scope = { visibleMethodIds: null };
    const sort = { field: 'created_at', order: 'desc' as const };
    const { page, total } = refundPageQueries(db, dialect, { receiptReused: true }, scope, sort, 0, 15);
    console.log(`filter, first page:       ${await timed(50, () => page.execute())}`);
    console.log(`filter, total:            ${await timed(50, () => total.executeTakeFirstOrThrow())}`);
    const deep = refundPageQueries(db, dialect, { receiptReused: true }, scope, sort, 300, 15).page;
    console.log(`filter, page 21:          ${await timed(50, () => deep.execute())}`);
    const scoped = refundPageQueries(
      db,
      dialect,
      { receiptReused: true },
      { visibleMethodIds: [4] },
      sort,
      0,
      15,
    );
    console.log(`filter, one method:       ${await timed(50, () => scoped.page.execute())}`);
    // A save's fingerprint write with its reuse marks, rolled back so that the data stays as it was.
    const rollback = new Error('rollback');
    const save = async (i: number) => {
      await db
        .transaction()
        .execute(async (trx) => {
          await setFingerprint(trx, dialect, pick(i), sha(pick(i + 1)));
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
    };
    console.log(`save: fingerprint + marks: ${await timed(100, save)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

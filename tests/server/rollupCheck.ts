import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types.js';

const normalise = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])));

/** The rollups against a direct GROUP BY of the refunds table. */
export async function rollupsAndDirectCounts(db: Kysely<Database>) {
  const daily = await sql<Record<string, unknown>>`
    SELECT day, payment_method_id AS m, status_id AS s, refund_count AS n, amount_kurus AS kurus
    FROM refund_daily_stats WHERE refund_count <> 0 ORDER BY 1, 2, 3`.execute(db);
  const dailyDirect = await sql<Record<string, unknown>>`
    SELECT (created_at + 10800000) / 86400000 AS day, payment_method_id AS m, status_id AS s,
           COUNT(*) AS n, SUM(amount_kurus) AS kurus
    FROM refunds GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
  const completion = await sql<Record<string, unknown>>`
    SELECT day, payment_method_id AS m, completed_count AS n, total_ms AS total, min_ms AS low,
           max_ms AS high
    FROM refund_completion_stats ORDER BY 1, 2`.execute(db);
  const completionDirect = await sql<Record<string, unknown>>`
    SELECT (created_at + 10800000) / 86400000 AS day, payment_method_id AS m, COUNT(*) AS n,
           SUM(completed_at - created_at) AS total, MIN(completed_at - created_at) AS low,
           MAX(completed_at - created_at) AS high
    FROM refunds WHERE completed_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  const totals = await sql<Record<string, unknown>>`
    SELECT m, s, SUM(n) AS n, SUM(kurus) AS kurus FROM (
      SELECT payment_method_id AS m, status_id AS s, refund_count AS n, amount_kurus AS kurus FROM refund_totals
      UNION ALL
      SELECT payment_method_id, status_id, refund_count, amount_kurus FROM refund_total_changes
    ) AS listed GROUP BY m, s HAVING SUM(n) <> 0 ORDER BY 1, 2`.execute(db);
  const totalsDirect = await sql<Record<string, unknown>>`
    SELECT payment_method_id AS m, status_id AS s, COUNT(*) AS n, SUM(amount_kurus) AS kurus
    FROM refunds GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  return {
    totals: normalise(totals.rows),
    totalsDirect: normalise(totalsDirect.rows),
    daily: normalise(daily.rows),
    dailyDirect: normalise(dailyDirect.rows),
    completion: normalise(completion.rows),
    completionDirect: normalise(completionDirect.rows),
  };
}

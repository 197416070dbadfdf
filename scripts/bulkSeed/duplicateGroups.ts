import type { DialectName } from '../../server/db/connection.js';

/**
 * One set-based statement over the whole table: every refund gets the lowest id of the refunds sharing
 * its user_id, login_id, payment method and amount, or NULL when it is alone. Only rows whose value
 * changes are written, so a rerun after appending touches the new groups and little else.
 */
export function duplicateGroupsSql(dialect: DialectName): string {
  const differs = dialect === 'postgres' ? 'IS DISTINCT FROM' : 'IS NOT';
  return `
    UPDATE refunds SET duplicate_group_id = g.group_id
    FROM (
      SELECT id, CASE WHEN COUNT(*) OVER w > 1 THEN MIN(id) OVER w END AS group_id
      FROM refunds
      WINDOW w AS (PARTITION BY user_id, login_id, payment_method_id, amount_kurus)
    ) AS g
    WHERE refunds.id = g.id AND refunds.duplicate_group_id ${differs} g.group_id`;
}

export const GROUPED_ROWS_SQL = 'SELECT COUNT(*) AS n FROM refunds WHERE duplicate_group_id IS NOT NULL';

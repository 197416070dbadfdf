import { foldTurkish } from '../../server/db/turkishText.js';
import { REFUND_SEARCHED_COLUMNS } from '../../server/refunds/searchDocument.js';

/** The reason of every row below (a search also finds refunds by their reason's name). */
const REASON_NAME = 'Mükerrer ödeme';

type SearchedFields = Record<(typeof REFUND_SEARCHED_COLUMNS)[number], string>;

/** A refund row with the given searched fields, reason 1 and the i-th minute of a fixed day. */
export function searchableRow(fields: SearchedFields, i: number) {
  const at = Date.parse('2026-03-01T00:00:00Z') + i * 60_000;
  return {
    ...fields,
    reason_id: 1,
    payment_method_id: 4,
    status_id: 1,
    amount_kurus: 1000,
    created_at: at,
    updated_at: at,
  };
}

/** The rows a search must find, by folding every searched field (and the reason's name) here. */
export function rowsContaining<Row extends SearchedFields>(rows: Row[], q: string): Row[] {
  const term = foldTurkish(q);
  return rows.filter(
    (row) =>
      foldTurkish(REASON_NAME).includes(term) ||
      REFUND_SEARCHED_COLUMNS.some((column) => foldTurkish(row[column]).includes(term)),
  );
}

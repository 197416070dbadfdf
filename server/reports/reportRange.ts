import type { ReportQuery } from '../../contract/reports.js';
import { parseRefundFilter } from '../refunds/refundFilter.js';

const DAY_MS = 86_400_000;
const TURKEY_OFFSET_MS = 3 * 3_600_000;

/** The optional created_at range of a report, as Turkish calendar days (the refund list's date filter). */
export interface ReportRange {
  /** Epoch ms, inclusive: start of start_date in Turkey. */
  createdFrom?: number;
  /** Epoch ms, exclusive: start of the day after end_date in Turkey. */
  createdBefore?: number;
}

export function parseReportRange(query: ReportQuery): ReportRange {
  const { createdFrom, createdBefore } = parseRefundFilter({
    start_date: query.start_date,
    end_date: query.end_date,
  });
  return { createdFrom, createdBefore };
}

/** The same range as day numbers of `refund_daily_stats` (bounds are day starts, so this is exact). */
export const toDayNumber = (epochMs: number): number => Math.floor((epochMs + TURKEY_OFFSET_MS) / DAY_MS);

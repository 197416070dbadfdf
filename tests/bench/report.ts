import type { DriverTiming, HttpPhase } from './measure.js';

export interface CaseResult {
  name: string;
  /** The case's p95 target at one connection, if it has one. */
  p95TargetMs: number | null;
  isList: boolean;
  /** Rows the list's total query counted. */
  total: number | null;
  /** The total is a lower bound: the count stopped at its ceiling. */
  totalCapped: boolean;
  single: HttpPhase;
  loaded: HttpPhase;
  driver: DriverTiming | null;
}

/** Targets on this machine at 1 M refunds, on either database. */
export const LIST_P95_TARGET_MS = 50;
/** A search for one or two characters keeps its contains semantics and may take longer. */
export const SHORT_SEARCH_P95_TARGET_MS = 100;
export const OVERHEAD_TARGET_MS = 2;
export const REPORT_P95_TARGET_MS = 100;

const ms = (value: number) =>
  Number.isNaN(value)
    ? '–'
    : value < 10
      ? value.toFixed(2)
      : value < 100
        ? value.toFixed(1)
        : value.toFixed(0);

/** What a case misses of the targets, or what went wrong (non-2xx answers). */
export function verdict(result: CaseResult): string {
  const notes = [...result.single.failures, ...result.loaded.failures];
  if (result.p95TargetMs !== null && !(result.single.p95 < result.p95TargetMs))
    notes.push(`MISS p95≥${result.p95TargetMs}`);
  if (result.driver && result.single.p50 - result.driver.p50 > OVERHEAD_TARGET_MS) {
    notes.push(`MISS Δ>${OVERHEAD_TARGET_MS}`);
  }
  return notes.length ? notes.join('; ') : result.p95TargetMs !== null ? 'ok' : '';
}

export function resultTable(results: CaseResult[], connections: number): string {
  const header = [
    'case',
    'matches',
    'HTTP p50',
    'HTTP p95',
    'req/s',
    `p95 c=${connections}`,
    'driver p50',
    'Δ p50',
    'check',
  ];
  const rows = results.map((r) => [
    r.name,
    r.total === null ? '' : `${r.total.toLocaleString('en-US')}${r.totalCapped ? '+' : ''}`,
    ms(r.single.p50),
    ms(r.single.p95),
    r.loaded.requestsPerSecond.toFixed(0),
    ms(r.loaded.p95),
    r.driver ? ms(r.driver.p50) : '',
    r.driver ? ms(r.single.p50 - r.driver.p50) : '',
    verdict(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/** Tables of the receipt bench: per kind (tuned and held-back families apart) and per family. */
import { FieldTally } from '../receiptCorpus/fieldScore.js';
import type { ReceiptKind } from '../receiptCorpus/receiptCorpus.js';
import { percentile } from './stats.js';

export interface Cell {
  tally: FieldTally;
  times: number[];
}

export const newCell = (): Cell => ({ tally: new FieldTally(), times: [] });

/** Targets on the held-back families (accuracy; p95 per engine). */
export const TARGETS: Record<ReceiptKind, { accuracy: number; p95Ms: { native: number; npm: number } }> = {
  textPdf: { accuracy: 0.98, p95Ms: { native: 300, npm: 300 } },
  png: { accuracy: 0.97, p95Ms: { native: 3000, npm: 8000 } },
  degraded: { accuracy: 0.92, p95Ms: { native: 3000, npm: 8000 } },
  scannedPdf: { accuracy: 0.97, p95Ms: { native: 3000, npm: 8000 } },
};
export const MAX_WRONG_RATE = 0.01;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function cellColumns(cell: Cell): string[] {
  const { tally, times } = cell;
  return [
    String(tally.samples).padStart(7),
    percent(tally.accuracy).padStart(7),
    percent(tally.wrongRate).padStart(7),
    String(tally.wrongIbans).padStart(6),
    percentile(times, 50).toFixed(0).padStart(7),
    percentile(times, 95).toFixed(0).padStart(7),
  ];
}

export const CELL_HEADER = ['samples', 'right', 'wrong', 'w.IBAN', 'p50 ms', 'p95 ms'].map((h) =>
  h.padStart(7),
);

/** Whether a held-back cell meets the targets of its kind. */
export function meetsTargets(kind: ReceiptKind, engine: 'native' | 'npm', cell: Cell): boolean {
  const target = TARGETS[kind];
  return (
    cell.tally.accuracy >= target.accuracy &&
    cell.tally.wrongRate <= MAX_WRONG_RATE &&
    cell.tally.wrongIbans === 0 &&
    percentile(cell.times, 95) < target.p95Ms[engine]
  );
}

export function kindTable(
  engine: 'native' | 'npm',
  kinds: ReceiptKind[],
  cells: Map<string, Cell>,
): { lines: string[]; met: boolean } {
  const lines = [['kind'.padEnd(11), 'families'.padEnd(10), ...CELL_HEADER, '  held-back target'].join(' ')];
  let met = true;
  for (const kind of kinds) {
    for (const set of ['tuned', 'held-back'] as const) {
      const cell = cells.get(`${kind}|${set}`);
      if (!cell || cell.tally.samples === 0) continue;
      let verdict = '';
      if (set === 'held-back') {
        const ok = meetsTargets(kind, engine, cell);
        met &&= ok;
        const target = TARGETS[kind];
        verdict = `  ≥${percent(target.accuracy)}, wrong ≤1%, 0 IBAN, p95<${target.p95Ms[engine]} ${ok ? 'ok' : 'MISS'}`;
      }
      lines.push([kind.padEnd(11), set.padEnd(10), ...cellColumns(cell), verdict].join(' '));
    }
  }
  return { lines, met };
}

export function familyTable(
  kinds: ReceiptKind[],
  families: Array<{ name: string; heldBack: boolean }>,
  cells: Map<string, Cell>,
) {
  const header = ['family'.padEnd(38), ...kinds.map((kind) => `${kind} right/wrong/IBAN`.padStart(24))].join(
    ' ',
  );
  const lines = [header];
  for (const family of families) {
    const columns = kinds.map((kind) => {
      const cell = cells.get(`${kind}|family|${family.name}`);
      if (!cell) return '—'.padStart(24);
      const { tally } = cell;
      return `${percent(tally.accuracy)} / ${percent(tally.wrongRate)} / ${tally.wrongIbans}`.padStart(24);
    });
    lines.push([`${family.name}${family.heldBack ? ' (held back)' : ''}`.padEnd(38), ...columns].join(' '));
  }
  return lines;
}

/**
 * The bench's headline figures, kept between runs as JSON beside the bench database
 * (BENCH_DATA_DIR, else DATA_DIR, else ./data): each run prints them next to the previous run's and then
 * replaces those it measured (a run of some cases keeps the others' figures).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Figure {
  value: number;
  unit: string;
  /** Whether a larger value is better (req/s) or worse (ms, KB). */
  higherIsBetter: boolean;
}

export type Figures = Record<string, Figure>;

const file = () =>
  path.resolve(process.env.BENCH_DATA_DIR || process.env.DATA_DIR || 'data', 'bench-last-run.json');

function readPrevious(): Figures {
  try {
    return JSON.parse(fs.readFileSync(file(), 'utf8')) as Figures;
  } catch {
    return {};
  }
}

/** Prints each figure with the previous run's value and the change, then stores them. */
export function compareWithLastRun(figures: Figures): string {
  const previous = readPrevious();
  const lines = Object.entries(figures).map(([name, figure]) => {
    const before = previous[name];
    const now = `${figure.value.toFixed(1)} ${figure.unit}`;
    if (!before || before.value === 0) return `  ${name}: ${now} (no previous run)`;
    const change = ((figure.value - before.value) / before.value) * 100;
    const better = figure.higherIsBetter ? change > 0 : change < 0;
    const word = Math.abs(change) < 3 ? 'same' : better ? 'better' : 'worse';
    return `  ${name}: ${now} (was ${before.value.toFixed(1)}, ${change >= 0 ? '+' : ''}${change.toFixed(0)}% ${word})`;
  });
  fs.mkdirSync(path.dirname(file()), { recursive: true });
  fs.writeFileSync(file(), JSON.stringify({ ...previous, ...figures }, null, 2));
  return [`Compared with the previous run (${file()}):`, ...lines].join('\n');
}

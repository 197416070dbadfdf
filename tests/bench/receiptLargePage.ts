/**
 * CPU time of the receipt parser on pages of far more words than a receipt (tests/unit/receiptLargePages.ts):
 * `tsx tests/bench/receiptLargePage.ts [--runs 5]`. Prints the median and the slowest run per page; the
 * target is under 2 s of CPU each (a quadratic reading takes minutes).
 */
import { parseArgs } from 'node:util';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser.js';
import { longLinePage, manyLinesPage } from '../unit/receiptLargePages.js';

const TARGET_CPU_MS = 2_000;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));
const pages = [
  ['20 000 lines', manyLinesPage],
  ['one line of 3 000 words, text layer', () => longLinePage(1)],
  ["one line of 3 000 words, OCR'd", () => longLinePage(0.9)],
] as const;

console.log(`Receipt parser on oversized pages, ${runs} runs each (CPU ms of this process)`);
for (const [name, page] of pages) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const words = page();
    const started = cpuMs();
    parseReceiptWords(words);
    times.push(cpuMs() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const slowest = times[times.length - 1];
  const verdict = slowest < TARGET_CPU_MS ? 'ok' : 'OVER';
  console.log(
    `${name.padEnd(40)} median ${median.toFixed(0).padStart(5)} ms  slowest ${slowest.toFixed(0).padStart(5)} ms  target < ${TARGET_CPU_MS} ms ${verdict}`,
  );
}

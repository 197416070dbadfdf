/**
 * Receipt reader benchmark: `npm run bench -- --receipts [--per-layout 4] [--kinds textPdf,png] [--verbose]`
 * (or `tsx tests/bench/receiptAccuracy.ts …`). Generates the corpus if needed (tests/receiptCorpus), runs
 * analyzeReceipt in this process on every sample of every kind, one at a time, and prints per-field
 * accuracy and p50/p95 time per kind against the targets.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { analyzeReceipt } from '../../server/receiptAnalysis/analyzeReceipt.js';
import { OcrQueue } from '../../server/receiptAnalysis/ocrQueue.js';
import { RECEIPT_FIELD_NAMES } from '../../server/receiptAnalysis/receiptFields.js';
import { FieldTally, fieldMisses } from '../receiptCorpus/fieldScore.js';
import {
  DEFAULT_PER_LAYOUT,
  ensureReceiptCorpus,
  RECEIPT_KINDS,
  samplePath,
  type ReceiptKind,
} from '../receiptCorpus/receiptCorpus.js';
import { percentile } from './stats.js';

const TARGETS: Record<ReceiptKind, { accuracy: number; p95Ms: number }> = {
  textPdf: { accuracy: 0.98, p95Ms: 300 },
  png: { accuracy: 0.9, p95Ms: 4000 },
  degraded: { accuracy: 0.9, p95Ms: 4000 },
  scannedPdf: { accuracy: 0.9, p95Ms: 4000 },
};

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export async function runReceiptBench(argv: string[]): Promise<boolean> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'per-layout': { type: 'string' },
      kinds: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const perLayout = Number(values['per-layout'] ?? DEFAULT_PER_LAYOUT);
  const kinds = values.kinds ? (values.kinds.split(',') as ReceiptKind[]) : [...RECEIPT_KINDS];
  const manifest = await ensureReceiptCorpus(perLayout);
  const samples = manifest.samples.filter((sample) => Number(sample.id.split('-').pop()) <= perLayout);
  const queue = new OcrQueue(1, samples.length);
  console.log(
    `Receipt reader on ${samples.length} samples per kind (${perLayout} per layout); ` +
      `node ${process.version}, ${os.cpus().length} CPUs; one receipt at a time`,
  );
  let allMet = true;
  const rows: string[] = [];
  for (const kind of kinds) {
    const tally = new FieldTally();
    const times: number[] = [];
    for (const sample of samples) {
      const data = fs.readFileSync(samplePath(sample, kind));
      const started = performance.now();
      const result = await analyzeReceipt(data, { ocrQueue: queue });
      times.push(performance.now() - started);
      const misses = fieldMisses(sample.expected, result.data);
      tally.add(misses);
      if (values.verbose && misses.length > 0) {
        console.log(`  ${kind} ${sample.id} (${result.source}):`);
        for (const miss of misses)
          console.log(`    ${miss.field}: expected '${miss.expected}', got '${miss.actual}'`);
      }
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const target = TARGETS[kind];
    const met = tally.accuracy >= target.accuracy && p95 < target.p95Ms;
    allMet &&= met;
    const perField = RECEIPT_FIELD_NAMES.map((field) =>
      percent(tally.right[field] / tally.samples).padStart(7),
    );
    rows.push(
      [
        kind.padEnd(11),
        ...perField,
        percent(tally.accuracy).padStart(7),
        `${p50.toFixed(0)}`.padStart(7),
        `${p95.toFixed(0)}`.padStart(7),
        `  ≥${percent(target.accuracy)}, p95<${target.p95Ms}`,
        met ? '  ok' : '  MISS',
      ].join(' '),
    );
  }
  const header = [
    'kind'.padEnd(11),
    ...RECEIPT_FIELD_NAMES.map((field) => field.replace('_ismi', '').replace('islem_', '').padStart(7)),
    'all'.padStart(7),
    'p50 ms'.padStart(7),
    'p95 ms'.padStart(7),
    '  target',
  ].join(' ');
  console.log(`\n${header}\n${rows.join('\n')}`);
  console.log('\nColumns: share of samples with the field exactly right; all = share of all fields right.');
  return allMet;
}

if (process.argv[1] && new URL(import.meta.url).pathname === fs.realpathSync(process.argv[1])) {
  runReceiptBench(process.argv.slice(2)).then(
    (met) => process.exit(met ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

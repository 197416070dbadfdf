/**
 * Receipt reader benchmark: `npm run bench -- --receipts [--per-layout 4] [--kinds textPdf,png]
 * [--engine native|npm|both] [--families a,b] [--verbose] [--ocr-cache DIR]` (or `tsx
 * tests/bench/receiptAccuracy.ts …`). --ocr-cache keeps OCR words on disk (ocrWordCache.ts) for re-parsing.
 * Generates the corpus if needed (tests/receiptCorpus), runs analyzeReceipt in this process on every
 * sample of every kind, one at a time, and prints per kind (tuned and held-back families apart) and per
 * family: share of fields right, share answered with a wrong value, wrong IBANs, p50/p95 time. The
 * targets are checked on the held-back families, which the reader is never tuned on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeReceipt } from '../../server/receiptAnalysis/analyzeReceipt.js';
import { closeNpmOcr } from '../../server/receiptAnalysis/npmTesseract.js';
import { ocrEngine } from '../../server/receiptAnalysis/ocrEngine.js';
import { OcrQueue } from '../../server/receiptAnalysis/ocrQueue.js';
import { emptyReceiptFields } from '../../server/receiptAnalysis/receiptFields.js';
import { fieldMisses } from '../receiptCorpus/fieldScore.js';
import {
  DEFAULT_PER_LAYOUT,
  ensureReceiptCorpus,
  RECEIPT_KINDS,
  samplePath,
  type CorpusSample,
  type ReceiptKind,
} from '../receiptCorpus/receiptCorpus.js';
import { withOcrWordCache } from './ocrWordCache.js';
import { familyTable, kindTable, newCell, type Cell } from './receiptBenchReport.js';

type Engine = 'native' | 'npm';

async function benchEngine(
  name: Engine,
  samples: CorpusSample[],
  kinds: ReceiptKind[],
  { verbose, ocrCache }: { verbose: boolean; ocrCache?: string },
) {
  const engine = ocrCache ? withOcrWordCache(await ocrEngine(name), path.join(ocrCache, name)) : name;
  const queue = new OcrQueue(1, samples.length);
  const cells = new Map<string, Cell>();
  const cell = (key: string) => cells.get(key) ?? cells.set(key, newCell()).get(key)!;
  for (const kind of kinds) {
    // The text layer of a text PDF needs no OCR: the npm engine would repeat the native figures.
    if (name === 'npm' && kind === 'textPdf') continue;
    // One untimed run loads pdfjs and starts the OCR engine, as a running server would have done.
    if (samples[0])
      await analyzeReceipt(fs.readFileSync(samplePath(samples[0], kind)), { ocrQueue: queue, engine });
    for (const sample of samples) {
      const data = fs.readFileSync(samplePath(sample, kind));
      const started = performance.now();
      // A receipt the reader gives up on (time-out) counts as nothing found.
      const result = await analyzeReceipt(data, { ocrQueue: queue, engine }).catch((error: unknown) => ({
        data: emptyReceiptFields(),
        source: `failed: ${(error as Error).message}`,
      }));
      const elapsed = performance.now() - started;
      const misses = fieldMisses(sample.expected, result.data);
      for (const key of [
        `${kind}|${sample.heldBack ? 'held-back' : 'tuned'}`,
        `${kind}|family|${sample.layout}`,
      ]) {
        cell(key).tally.add(misses);
        cell(key).times.push(elapsed);
      }
      // Held-back misses are never printed: reading them would be tuning on them.
      if (verbose && !sample.heldBack && misses.length > 0) {
        console.log(`  ${name} ${kind} ${sample.id} (${result.source}, ${elapsed.toFixed(0)} ms):`);
        for (const miss of misses)
          console.log(
            `    ${miss.field}: expected '${miss.expected}', got '${miss.actual}'${miss.wrong ? '  WRONG' : ''}`,
          );
      }
    }
  }
  return cells;
}

export async function runReceiptBench(argv: string[]): Promise<boolean> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'per-layout': { type: 'string' },
      kinds: { type: 'string' },
      engine: { type: 'string', default: 'native' },
      families: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'ocr-cache': { type: 'string' },
    },
  });
  const perLayout = Number(values['per-layout'] ?? DEFAULT_PER_LAYOUT);
  const kinds = values.kinds ? (values.kinds.split(',') as ReceiptKind[]) : [...RECEIPT_KINDS];
  const engines: Engine[] = values.engine === 'both' ? ['native', 'npm'] : [values.engine as Engine];
  const manifest = await ensureReceiptCorpus(perLayout);
  const families = values.families?.split(',');
  const samples = manifest.samples.filter(
    (sample) =>
      Number(sample.id.split('-').pop()) <= perLayout && (!families || families.includes(sample.layout)),
  );
  const familyList = [...new Map(samples.map((sample) => [sample.layout, sample.heldBack])).entries()].map(
    ([name, heldBack]) => ({ name, heldBack }),
  );
  const heldBack = familyList.filter((family) => family.heldBack).map((family) => family.name);
  console.log(
    `Receipt reader on ${samples.length} samples per kind (${perLayout} per family, ${familyList.length} families); ` +
      `held back (never tuned on): ${heldBack.join(', ') || 'none'}\n` +
      `node ${process.version}, ${os.cpus().length} CPUs; one receipt at a time`,
  );
  let allMet = true;
  try {
    for (const engine of engines) {
      const cells = await benchEngine(engine, samples, kinds, {
        verbose: values.verbose,
        ocrCache: values['ocr-cache'],
      });
      const { lines, met } = kindTable(engine, kinds, cells);
      if (heldBack.length > 0) allMet &&= met;
      console.log(`\nEngine: ${engine}\n${lines.join('\n')}\n`);
      console.log(
        familyTable(
          kinds.filter((kind) => engine === 'native' || kind !== 'textPdf'),
          familyList,
          cells,
        ).join('\n'),
      );
    }
  } finally {
    await closeNpmOcr();
  }
  console.log(
    '\nright = share of all fields exactly right; wrong = share answered with a wrong value (not Bulunamadı); ' +
      'w.IBAN = wrong recipient IBANs. The npm engine skips text PDFs (no OCR).' +
      (values['ocr-cache'] ? ' OCR words came from or went to the cache: the times mean nothing.' : ''),
  );
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

/**
 * Where the receipt reader's image time goes: `tsx tests/bench/receiptProfile.ts [--kinds png,degraded]
 * [--engine native|npm] [--families a,b] [--per-layout 2]`. Reads tuned samples one at a time and prints
 * per sample the OCR runs (page segmentation, thresholding, orientation detection 'osd', the image's
 * megapixels, milliseconds), which run's reading the answer agrees with most, the fields right and
 * wrong and the whole time; then per kind the runs and megapixels of all samples and of the slowest
 * tenth, and the share of time spent in OCR. Runs and megapixels measure the work where other processes
 * share the cores and wall-clock times do not.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { scanDpi } from '../../server/receiptAnalysis/analyzeReceipt.js';
import { imageSize } from '../../server/receiptAnalysis/imageSize.js';
import { deskewWords } from '../../server/receiptAnalysis/layout.js';
import { closeNpmOcr } from '../../server/receiptAnalysis/npmTesseract.js';
import { ocrEngine, type OcrEngine } from '../../server/receiptAnalysis/ocrEngine.js';
import { readImageByOcr } from '../../server/receiptAnalysis/ocrPasses.js';
import { readPdfText } from '../../server/receiptAnalysis/pdfText.js';
import { NOT_FOUND, RECEIPT_FIELD_NAMES } from '../../server/receiptAnalysis/receiptFields.js';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser.js';
import { fieldMisses } from '../receiptCorpus/fieldScore.js';
import { ensureReceiptCorpus, samplePath, type ReceiptKind } from '../receiptCorpus/receiptCorpus.js';
import { percentile } from './stats.js';

const { values } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'png,degraded' },
    engine: { type: 'string', default: 'native' },
    families: { type: 'string' },
    'per-layout': { type: 'string', default: '2' },
  },
});

/** Width × height in megapixels of a BMP, PNG or JPEG (0 when unknown). */
function megapixels(image: Buffer): number {
  if (image.toString('latin1', 0, 2) === 'BM')
    return (image.readInt32LE(18) * Math.abs(image.readInt32LE(22))) / 1e6;
  const kind = image.toString('latin1', 1, 4) === 'PNG' ? 'png' : image[0] === 0xff ? 'jpg' : null;
  const size = kind ? imageSize(image, kind) : null;
  return size ? (size.width * size.height) / 1e6 : 0;
}

interface Run {
  label: string;
  megapixels: number;
  ms: number;
  fields?: Record<string, string>;
}

async function main() {
  const perLayout = Number(values['per-layout']);
  const manifest = await ensureReceiptCorpus();
  const families = values.families?.split(',');
  // Held-back samples are never profiled: what is tuned here is tuned on the tuned families only.
  const samples = manifest.samples.filter(
    (sample) =>
      !sample.heldBack &&
      Number(sample.id.split('-').pop()) <= perLayout &&
      (!families || families.includes(sample.layout)),
  );
  const base = await ocrEngine(values.engine as 'native' | 'npm');
  let runs: Run[] = [];
  const timed = async <T>(label: string, image: Buffer, run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    runs.push({ label, megapixels: megapixels(image), ms: performance.now() - started });
    return result;
  };
  const engine: OcrEngine = {
    ...base,
    async recognise(image, options) {
      const label = `psm${options.pageSegmentation ?? 4}${options.thresholding === 'sauvola' ? 's' : ''}`;
      const words = await timed(label, image, () => base.recognise(image, options));
      runs[runs.length - 1].fields = parseReceiptWords(deskewWords(words)).fields;
      return words;
    },
    ...(base.pageTurn
      ? { pageTurn: (image, options) => timed('osd', image, () => base.pageTurn!(image, options)) }
      : {}),
  };
  for (const kind of values.kinds.split(',') as ReceiptKind[]) {
    const rows: Array<{ time: number; runs: Run[]; line: string }> = [];
    let right = 0;
    let wrong = 0;
    for (const sample of samples) {
      const data = fs.readFileSync(samplePath(sample, kind));
      runs = [];
      const started = performance.now();
      let image: Buffer = data;
      if (kind === 'scannedPdf') {
        const pdf = await readPdfText(data);
        // The resolution the reader rasterises a scan at (analyzeReceipt.ts).
        image = await engine.rasterise(data, 1, { dpi: scanDpi(pdf.longestSide) });
      }
      const reading = await readImageByOcr(image, engine);
      const elapsed = performance.now() - started;
      const misses = fieldMisses(sample.expected, reading.fields);
      right += RECEIPT_FIELD_NAMES.length - misses.length;
      wrong += misses.filter((miss) => miss.wrong).length;
      // The run whose own reading gives the most of the answer's fields.
      const agree = (run: Run) =>
        RECEIPT_FIELD_NAMES.filter(
          (name) => reading.fields[name] !== NOT_FOUND && run.fields?.[name] === reading.fields[name],
        ).length;
      const source = runs.reduce((best, run, index) => (agree(run) > agree(runs[best]) ? index : best), 0);
      const mp = runs.reduce((sum, run) => sum + run.megapixels, 0);
      rows.push({
        time: elapsed,
        runs,
        line:
          `${kind} ${sample.id.padEnd(26)} ${elapsed.toFixed(0).padStart(6)} ms  right ${6 - misses.length}` +
          ` wrong ${misses.filter((miss) => miss.wrong).length}  runs ${runs.length} ${mp.toFixed(1)} MP  ` +
          `answer≈#${source + 1}  ` +
          runs
            .map((run) => `${run.label}@${run.megapixels.toFixed(1)}:${run.ms.toFixed(0)}/${agree(run)}`)
            .join(' '),
      });
      console.log(rows[rows.length - 1].line);
    }
    const times = rows.map((row) => row.time);
    const slow = [...rows]
      .sort((a, b) => b.time - a.time)
      .slice(0, Math.max(1, Math.round(rows.length / 10)));
    const sum = (list: typeof rows, of: (run: Run) => number) =>
      list.reduce((total, row) => total + row.runs.reduce((s, run) => s + of(run), 0), 0);
    const ocrMs = sum(rows, (run) => run.ms);
    console.log(
      `${kind}: ${rows.length} samples, right ${right}/${rows.length * 6}, wrong ${wrong}; ` +
        `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; ` +
        `OCR ${((100 * ocrMs) / times.reduce((a, b) => a + b, 0)).toFixed(0)} % of the time; ` +
        `runs ${sum(rows, () => 1)} (${(sum(rows, () => 1) / rows.length).toFixed(2)}/sample), ` +
        `${sum(rows, (run) => run.megapixels).toFixed(1)} MP; slowest tenth (${slow.length}): ` +
        `${(sum(slow, () => 1) / slow.length).toFixed(2)} runs, ${(sum(slow, (run) => run.megapixels) / slow.length).toFixed(1)} MP per sample`,
    );
  }
  await closeNpmOcr();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

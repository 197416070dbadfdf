/**
 * Where the receipt reader's image time goes: `tsx tests/bench/receiptProfile.ts [--kinds png,degraded]
 * [--engine native|npm] [--families a,b] [--per-layout 2]`. Reads tuned samples one at a time and prints
 * per sample the OCR runs (page segmentation, thresholding, milliseconds) and the whole time, then per
 * kind how many samples needed 1, 2, 3 … runs and the share of time spent in OCR.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { scanDpi } from '../../server/receiptAnalysis/analyzeReceipt.js';
import { closeNpmOcr } from '../../server/receiptAnalysis/npmTesseract.js';
import { ocrEngine, type OcrEngine } from '../../server/receiptAnalysis/ocrEngine.js';
import { readImageByOcr } from '../../server/receiptAnalysis/ocrPasses.js';
import { readPdfText } from '../../server/receiptAnalysis/pdfText.js';
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
  let runs: string[] = [];
  let ocrMs = 0;
  const engine: OcrEngine = {
    ...base,
    async recognise(image, options) {
      const started = performance.now();
      const words = await base.recognise(image, options);
      const elapsed = performance.now() - started;
      ocrMs += elapsed;
      runs.push(
        `psm${options.pageSegmentation ?? 4}${options.thresholding === 'sauvola' ? 's' : ''}:${elapsed.toFixed(0)}`,
      );
      return words;
    },
  };
  for (const kind of values.kinds.split(',') as ReceiptKind[]) {
    const times: number[] = [];
    const runCounts = new Map<number, number>();
    let totalOcr = 0;
    for (const sample of samples) {
      const data = fs.readFileSync(samplePath(sample, kind));
      runs = [];
      ocrMs = 0;
      const started = performance.now();
      let image: Buffer = data;
      if (kind === 'scannedPdf') {
        const pdf = await readPdfText(data);
        // The resolution the reader rasterises a scan at (analyzeReceipt.ts).
        image = await engine.rasterise(data, 1, { dpi: scanDpi(pdf.longestSide) });
      }
      const reading = await readImageByOcr(image, engine);
      const elapsed = performance.now() - started;
      times.push(elapsed);
      totalOcr += ocrMs;
      runCounts.set(runs.length, (runCounts.get(runs.length) ?? 0) + 1);
      const found = Object.values(reading.fields).filter((value) => value !== 'Bulunamadı').length;
      console.log(
        `${kind} ${sample.id.padEnd(20)} ${elapsed.toFixed(0).padStart(6)} ms  fields ${found}  ${runs.join(' ')}`,
      );
    }
    const total = times.reduce((sum, time) => sum + time, 0);
    console.log(
      `${kind}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; ` +
        `OCR ${((100 * totalOcr) / total).toFixed(0)} % of the time; runs per sample ${[
          ...runCounts.entries(),
        ]
          .sort((a, b) => a[0] - b[0])
          .map(([count, n]) => `${count}×${n}`)
          .join(', ')}`,
    );
  }
  await closeNpmOcr();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

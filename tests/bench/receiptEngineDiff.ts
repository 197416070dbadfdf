/**
 * What the two OCR engines read of the same prepared image: `tsx tests/bench/receiptEngineDiff.ts
 * [--families a,b] [--kind degraded] [--sample id]`. For every tuned sample, the image is prepared once
 * (imagePrepare.ts) and each pass the reader may run on it (the cleaned page with page segmentation 4,
 * the page as it is with 4, then with 6 and Sauvola's threshold) is read by the native Tesseract and by
 * tesseract.js; per run it prints the fields each engine's words give on their own ('+' right, 'W'
 * wrong, '.' empty, in the order of RECEIPT_FIELD_NAMES) and how many of the native words have the npm
 * engine's box and text, then the totals per pass. With --sample, the words that differ are printed
 * too. Set TESSDATA_PREFIX to read with another model on the native side. Held-back samples are
 * left out: reading them would be tuning on them.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { prepareImage } from '../../server/receiptAnalysis/imagePrepare.js';
import { deskewWords, type Word } from '../../server/receiptAnalysis/layout.js';
import { closeNpmOcr, recogniseWithNpm } from '../../server/receiptAnalysis/npmTesseract.js';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser.js';
import { RECEIPT_FIELD_NAMES } from '../../server/receiptAnalysis/receiptFields.js';
import { recogniseImage, type OcrOptions } from '../../server/receiptAnalysis/tesseractOcr.js';
import { fieldMisses } from '../receiptCorpus/fieldScore.js';
import {
  readManifest,
  samplePath,
  type CorpusSample,
  type ReceiptKind,
} from '../receiptCorpus/receiptCorpus.js';

const { values } = parseArgs({
  options: {
    families: { type: 'string' },
    kind: { type: 'string', default: 'degraded' },
    sample: { type: 'string' },
  },
});

interface Run {
  label: string;
  image: Buffer;
  settings: OcrOptions;
}

/** The runs the reader may make of one image (ocrPasses.ts), before any quarter turn. */
async function runsOf(data: Buffer): Promise<Run[]> {
  const prepared = await prepareImage(data);
  const runs: Run[] = [];
  if (prepared.cleaned)
    runs.push({ label: 'clean4', image: prepared.cleaned, settings: { pageSegmentation: 4 } });
  runs.push({ label: 'plain4', image: prepared.image, settings: { pageSegmentation: 4 } });
  const sauvola: OcrOptions = { pageSegmentation: 6, thresholding: 'sauvola' };
  runs.push({ label: 'plain6s', image: prepared.image, settings: sauvola });
  return runs;
}

/** '+' right, 'W' wrong, '.' empty, field by field. */
function marks(sample: CorpusSample, words: Word[]): string {
  const misses = fieldMisses(sample.expected, parseReceiptWords(deskewWords(words)).fields);
  return RECEIPT_FIELD_NAMES.map((field) => {
    const miss = misses.find((candidate) => candidate.field === field);
    return miss ? (miss.wrong ? 'W' : '.') : '+';
  }).join('');
}

const boxOf = (word: Word) => `${word.x0},${word.y0},${word.x1},${word.y1}`;
const showWord = (word: Word) => `${boxOf(word)} ${word.conf.toFixed(2)} ${word.text}`;

interface Totals {
  right: [number, number];
  wrong: [number, number];
}

async function main() {
  const families = values.families?.split(',');
  const samples = (readManifest()?.samples ?? []).filter(
    (sample) =>
      !sample.heldBack &&
      (!families || families.includes(sample.layout)) &&
      (!values.sample || sample.id === values.sample),
  );
  if (values.sample && samples.length === 0) throw new Error(`no tuned sample ${values.sample}`);
  const totals = new Map<string, Totals>();
  for (const sample of samples) {
    for (const run of await runsOf(fs.readFileSync(samplePath(sample, values.kind as ReceiptKind)))) {
      const native = await recogniseImage(run.image, run.settings);
      const npm = await recogniseWithNpm(run.image, run.settings);
      const npmText = new Map(npm.map((word) => [boxOf(word), word.text]));
      const sameBox = native.filter((word) => npmText.has(boxOf(word))).length;
      const sameText = native.filter((word) => npmText.get(boxOf(word)) === word.text).length;
      const [nativeMarks, npmMarks] = [marks(sample, native), marks(sample, npm)];
      console.log(
        `${sample.id.padEnd(26)} ${run.label.padEnd(8)} native ${nativeMarks}  npm ${npmMarks}  ` +
          `words ${native.length}/${npm.length}, same box ${sameBox}, same text ${sameText}`,
      );
      const total = totals.get(run.label) ?? { right: [0, 0], wrong: [0, 0] };
      for (const [index, found] of [nativeMarks, npmMarks].entries()) {
        total.right[index] += found.split('+').length - 1;
        total.wrong[index] += found.split('W').length - 1;
      }
      totals.set(run.label, total);
      if (!values.sample) continue;
      const nativeText = new Map(native.map((word) => [boxOf(word), word.text]));
      for (const word of native.filter((candidate) => npmText.get(boxOf(candidate)) !== candidate.text))
        console.log(`    native ${showWord(word)}`);
      for (const word of npm.filter((candidate) => nativeText.get(boxOf(candidate)) !== candidate.text))
        console.log(`    npm    ${showWord(word)}`);
    }
  }
  for (const [label, { right, wrong }] of totals)
    console.log(
      `${label.padEnd(8)} fields right native ${right[0]}, npm ${right[1]}; wrong native ${wrong[0]}, npm ${wrong[1]}`,
    );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeNpmOcr());

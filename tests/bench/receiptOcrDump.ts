/**
 * Prints what the OCR reads of tuned samples, pass by pass: `tsx tests/bench/receiptOcrDump.ts
 * <sample id> [kind]`. Held-back samples are refused: reading them would be tuning on them.
 */
import fs from 'node:fs';
import { ocrEngine } from '../../server/receiptAnalysis/ocrEngine.js';
import { readImageByOcr } from '../../server/receiptAnalysis/ocrPasses.js';
import { readManifest, samplePath, type ReceiptKind } from '../receiptCorpus/receiptCorpus.js';

async function main() {
  const [id, kind = 'degraded'] = process.argv.slice(2);
  const sample = readManifest()?.samples.find((candidate) => candidate.id === id);
  if (!sample || sample.heldBack) throw new Error(`no tuned sample ${id}`);
  const engine = await ocrEngine((process.env.ANALYSIS_OCR_ENGINE as 'native' | 'npm') ?? 'native');
  const reading = await readImageByOcr(fs.readFileSync(samplePath(sample, kind as ReceiptKind)), engine);
  console.log(reading.text);
  console.log(JSON.stringify({ expected: sample.expected, got: reading.fields }, null, 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The npm OCR engine (tesseract.js with @tesseract.js-data, pdfjs on @napi-rs/canvas): chosen when the
 * native tesseract and pdftoppm are missing, and able to read a receipt image and a scanned PDF alone.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldTally, fieldMisses } from '../receiptCorpus/fieldScore';
import { ensureReceiptCorpus, samplePath, type CorpusManifest } from '../receiptCorpus/receiptCorpus';

let corpus: CorpusManifest;

beforeAll(async () => {
  corpus = await ensureReceiptCorpus();
}, 300_000);

afterAll(async () => {
  const { closeNpmOcr } = await import('../../server/receiptAnalysis/npmTesseract');
  await closeNpmOcr();
  vi.unstubAllEnvs();
});

describe('the npm OCR engine', () => {
  it('is chosen when the native tesseract and pdftoppm do not run', async () => {
    vi.resetModules();
    vi.stubEnv('TESSERACT_PATH', '/nonexistent/tesseract');
    vi.stubEnv('PDFTOPPM_PATH', '/nonexistent/pdftoppm');
    const { ocrEngine } = await import('../../server/receiptAnalysis/ocrEngine');
    expect((await ocrEngine('auto')).name).toBe('npm');
    vi.unstubAllEnvs();
  });

  it('reads a PNG and a scanned PDF without the native tools, never a wrong IBAN', async () => {
    vi.resetModules();
    const { analyzeReceipt } = await import('../../server/receiptAnalysis/analyzeReceipt');
    const sample = corpus.samples.find((candidate) => candidate.id === 'colon-list-1');
    if (!sample) throw new Error('corpus without colon-list-1');
    const tally = new FieldTally();
    for (const kind of ['png', 'scannedPdf'] as const) {
      const result = await analyzeReceipt(fs.readFileSync(samplePath(sample, kind)), { engine: 'npm' });
      expect(result.engine).toBe('npm');
      tally.add(fieldMisses(sample.expected, result.data));
    }
    expect(tally.wrongIbans).toBe(0);
    expect(tally.accuracy).toBeGreaterThanOrEqual(10 / 12);
  }, 180_000);

  it('reads two images at once, each with its own page segmentation and thresholding', async () => {
    const { recogniseWithNpm } = await import('../../server/receiptAnalysis/npmTesseract');
    const sample = corpus.samples.find((candidate) => candidate.id === 'colon-list-1');
    if (!sample) throw new Error('corpus without colon-list-1');
    const image = fs.readFileSync(samplePath(sample, 'degraded'));
    const columnOfLines = { pageSegmentation: 4 };
    const block = { pageSegmentation: 6, thresholding: 'sauvola' as const };
    const alone = [await recogniseWithNpm(image, columnOfLines), await recogniseWithNpm(image, block)];
    expect(alone[0]).not.toEqual(alone[1]);
    const together = await Promise.all([
      recogniseWithNpm(image, columnOfLines),
      recogniseWithNpm(image, block),
    ]);
    expect(together).toEqual(alone);
  }, 180_000);
});

/**
 * OCR of one image in up to two passes with different Tesseract settings, the second only when the first
 * misses a field: page segmentation 4 (a column of lines: keeps 'label   value' rows together, best on
 * clean images), then 6 with Sauvola's local binarisation (grey table cells, noisy scans). The words of
 * each pass are straightened and parsed; the passes then vote field by field. (A first pass that reads
 * hardly a word may have met a page turned by 90°, or a photo whose shadow defeats the global threshold:
 * the second pass, cheap on a turned page, is run before the page is turned.)
 */
import { prepareImage, rotateImage } from './imagePrepare.js';
import { buildRows, deskewWords, rowsToText } from './layout.js';
import type { OcrEngine } from './ocrEngine.js';
import { NOT_FOUND, RECEIPT_FIELD_NAMES, emptyReceiptFields, foundFieldCount } from './receiptFields.js';
import { parseReceiptWords, type FieldConfidence, type ParsedReceipt } from './receiptParser.js';
import type { OcrOptions } from './tesseractOcr.js';

const PASSES: OcrOptions[] = [{ pageSegmentation: 4 }, { pageSegmentation: 6, thresholding: 'sauvola' }];

export interface OcrReading extends ParsedReceipt {
  /** Text of every pass run, separated by a line with '---'. */
  text: string;
}

/** A rival value this close to the winner's support leaves the field unanswered. */
const VOTE_MARGIN = 0.8;

/**
 * Per field, the value with the most support (sum of the readings' confidences); when two different
 * values are nearly as well supported, none: passes that disagree are a reason to look twice.
 */
export function voteFields(readings: ParsedReceipt[]): ParsedReceipt {
  const fields = emptyReceiptFields();
  const confidence: FieldConfidence = {};
  for (const name of RECEIPT_FIELD_NAMES) {
    const support = new Map<string, { sum: number; count: number }>();
    for (const reading of readings) {
      const value = reading.fields[name];
      if (value === NOT_FOUND) continue;
      const entry = support.get(value) ?? { sum: 0, count: 0 };
      entry.sum += reading.confidence[name] ?? 0.5;
      entry.count++;
      support.set(value, entry);
    }
    const ranked = [...support.entries()].sort((a, b) => b[1].sum - a[1].sum);
    const [best, second] = ranked;
    if (!best || (second && second[1].sum >= VOTE_MARGIN * best[1].sum)) continue;
    fields[name] = best[0];
    confidence[name] = Math.round((best[1].sum / best[1].count) * (second ? 0.8 : 1) * 100) / 100;
  }
  return { fields, confidence };
}

/** Fewer fields than this from every pass: the page may be turned by 90°, and is read turned back. */
const TURNED_PAGE_FIELDS = 2;

async function readPasses(
  image: Buffer,
  engine: OcrEngine,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'>,
  passes = PASSES,
): Promise<OcrReading> {
  const texts: string[] = [];
  const readings: ParsedReceipt[] = [];
  for (const pass of passes) {
    // A caller that has given up (its time-out passed) gets no further pass started for it.
    options.signal?.throwIfAborted();
    const words = deskewWords(await engine.recognise(image, { ...pass, ...options }));
    texts.push(rowsToText(buildRows(words)));
    const reading = parseReceiptWords(words);
    readings.push(reading);
    if (foundFieldCount(reading.fields) === RECEIPT_FIELD_NAMES.length) {
      return { ...reading, text: texts.join('\n---\n') };
    }
  }
  return { ...voteFields(readings), text: texts.join('\n---\n') };
}

export async function readImageByOcr(
  image: Buffer,
  engine: OcrEngine,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'> = {},
): Promise<OcrReading> {
  const prepared = await prepareImage(image);
  let best = await readPasses(prepared, engine, options);
  if (foundFieldCount(best.fields) >= TURNED_PAGE_FIELDS) return best;
  for (const degrees of [90, 270] as const) {
    // One pass each: a page that is not turned (a blank or a photo) costs two more runs, not four.
    const reading = await rotateImage(prepared, degrees)
      .then((turned) => readPasses(turned, engine, options, PASSES.slice(0, 1)))
      .catch(() => null);
    if (!reading) break;
    if (foundFieldCount(reading.fields) > foundFieldCount(best.fields)) best = reading;
    if (foundFieldCount(best.fields) >= TURNED_PAGE_FIELDS) break;
  }
  return best;
}

/**
 * OCR of one image in up to two passes with different Tesseract settings, the second only when the first
 * misses a field: page segmentation 4 (a column of lines: keeps 'label   value' rows together, best on
 * clean images), then 6 with Sauvola's local binarisation (grey table cells, noisy scans). A noisy page
 * (a scan, a photo) is read cleaned first (imageClean.ts: shading flattened, levelled, grain smoothed),
 * then as it is; a noisy page whose lines run up or down is read turned by a quarter turn, first the way
 * Tesseract's orientation detection names (pageOrientation.ts). The words of each pass are straightened
 * and parsed; the passes then vote field by field. (A first pass that reads
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

interface Pass {
  image: Buffer;
  settings: OcrOptions;
}

async function readPasses(
  passes: Pass[],
  engine: OcrEngine,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'>,
  done: Array<{ reading: ParsedReceipt; text: string }> = [],
): Promise<OcrReading> {
  const texts = done.map((pass) => pass.text);
  const readings = done.map((pass) => pass.reading);
  for (const pass of passes) {
    // A caller that has given up (its time-out passed) gets no further pass started for it.
    options.signal?.throwIfAborted();
    const words = deskewWords(await engine.recognise(pass.image, { ...pass.settings, ...options }));
    texts.push(rowsToText(buildRows(words)));
    const reading = parseReceiptWords(words);
    readings.push(reading);
    if (foundFieldCount(reading.fields) === RECEIPT_FIELD_NAMES.length) {
      return { ...reading, text: texts.join('\n---\n') };
    }
    // Passes whose vote already answers every field need no further pass.
    const vote = readings.length > 1 ? voteFields(readings) : null;
    if (vote && foundFieldCount(vote.fields) === RECEIPT_FIELD_NAMES.length) {
      return { ...vote, text: texts.join('\n---\n') };
    }
  }
  return { ...voteFields(readings), text: texts.join('\n---\n') };
}

/**
 * The quarter turns to try on a page, the one orientation detection names first. A page read the wrong
 * way round gives next to no field, so the second is only read when the first finds fewer than
 * TURNED_PAGE_FIELDS.
 */
async function quarterTurns(
  image: Buffer,
  engine: OcrEngine,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'>,
): Promise<Array<90 | 270>> {
  return (await engine.pageTurn?.(image, options)) === 270 ? [270, 90] : [90, 270];
}

/**
 * A page whose lines run up or down (imageClean.ts): read as it is, turned by a quarter turn (the way
 * orientation detection names first, the other only when that one reads as hardly anything, and the
 * way that finds more fields kept); when it misses a field, the cleaned page turned that way is read
 * too (the cleaning's blur may cost small, light print its strokes, so it is not read first).
 */
async function readTurned(
  plain: Buffer,
  cleaned: Buffer,
  engine: OcrEngine,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'>,
): Promise<OcrReading> {
  let best: { degrees: 90 | 270; reading: OcrReading } | null = null;
  for (const degrees of await quarterTurns(plain, engine, options)) {
    if (best && foundFieldCount(best.reading.fields) >= TURNED_PAGE_FIELDS) break;
    const image = await rotateImage(plain, degrees);
    const reading = await readPasses([{ image, settings: PASSES[0] }], engine, options);
    if (!best || foundFieldCount(reading.fields) > foundFieldCount(best.reading.fields))
      best = { degrees, reading };
    if (foundFieldCount(reading.fields) === RECEIPT_FIELD_NAMES.length) return reading;
  }
  const { degrees, reading } = best!;
  const image = await rotateImage(cleaned, degrees);
  return readPasses([{ image, settings: PASSES[0] }], engine, options, [{ reading, text: reading.text }]);
}

export async function readImageByOcr(
  image: Buffer,
  engine: OcrEngine,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'> = {},
): Promise<OcrReading> {
  const prepared = await prepareImage(image);
  // A page taken for turned that reads as hardly anything turned (its margins or a frame may have
  // fooled the projection) is read upright too, the better reading kept.
  const turned =
    prepared.cleaned && prepared.turned
      ? await readTurned(prepared.image, prepared.cleaned, engine, options)
      : null;
  if (turned && foundFieldCount(turned.fields) >= TURNED_PAGE_FIELDS) return turned;
  const plain = PASSES.map((settings) => ({ image: prepared.image, settings }));
  // A noisy page is read cleaned first, then as it is (thin grey text may not survive the cleaning).
  const passes = prepared.cleaned ? [{ image: prepared.cleaned, settings: PASSES[0] }, ...plain] : plain;
  let best = await readPasses(passes, engine, options);
  if (turned && foundFieldCount(turned.fields) > foundFieldCount(best.fields)) best = turned;
  if (turned || foundFieldCount(best.fields) >= TURNED_PAGE_FIELDS) return best;
  for (const degrees of await quarterTurns(prepared.image, engine, options)) {
    // One pass each: a page that is not turned (a blank or a photo) costs two more runs, not four.
    const reading = await rotateImage(prepared.cleaned ?? prepared.image, degrees)
      .then((turned) => readPasses([{ image: turned, settings: PASSES[0] }], engine, options))
      .catch(() => null);
    if (!reading) break;
    if (foundFieldCount(reading.fields) > foundFieldCount(best.fields)) best = reading;
    if (foundFieldCount(best.fields) >= TURNED_PAGE_FIELDS) break;
  }
  return best;
}

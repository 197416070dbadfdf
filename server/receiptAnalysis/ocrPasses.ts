/**
 * OCR of one image in up to two passes with different Tesseract settings, the second only when the first
 * misses a field: page segmentation 4 (a column of lines: keeps 'label   value' rows together, best on
 * clean images), then 6 with Sauvola's local binarisation (grey table cells, noisy scans). A noisy page
 * (a scan, a photo) is read cleaned first (imageClean.ts: shading flattened, levelled, grain smoothed),
 * then as it is; a noisy page whose lines run up or down is read turned by a quarter turn, clockwise
 * first. A page read as hardly anything is read turned too, unless Tesseract's orientation detection
 * finds it upright (pageOrientation.ts). The words of each pass are straightened
 * and parsed; the passes then vote field by field. (A first pass that reads
 * hardly a word may have met a page turned by 90°, or a photo whose shadow defeats the global threshold:
 * the second pass, cheap on a turned page, is run before the page is turned.)
 */
import { withoutDroppedDigit } from './amountCrossCheck.js';
import { prepareImage, rotateImage } from './imagePrepare.js';
import { buildRows, deskewWords, rowsToText, type Word } from './layout.js';
import type { OcrEngine } from './ocrEngine.js';
import type { PageTurn } from './pageOrientation.js';
import { NOT_FOUND, RECEIPT_FIELD_NAMES, emptyReceiptFields, foundFieldCount } from './receiptFields.js';
import { parseReceiptWords, type FieldConfidence, type ParsedReceipt } from './receiptParser.js';
import type { OcrOptions } from './tesseractOcr.js';

const PASSES: OcrOptions[] = [{ pageSegmentation: 4 }, { pageSegmentation: 6, thresholding: 'sauvola' }];

export interface OcrReading extends ParsedReceipt {
  /** Text of every pass run, separated by a line with '---' (for diagnostics). */
  text: string;
  /** Text of each pass run, in order. */
  passTexts: string[];
}

/** The line between two OCR passes' texts in a reading's diagnostic text. */
const PASS_SEPARATOR = '\n---\n';

const withPassTexts = (reading: ParsedReceipt, passTexts: string[]): OcrReading => ({
  ...reading,
  passTexts,
  text: passTexts.join(PASS_SEPARATOR),
});

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

/** Time-out and cancellation of the runs, and a spare core a pass may borrow to run beside another. */
export type ReadOptions = Pick<OcrOptions, 'timeoutMs' | 'signal'> & {
  /** A release function when a core is free for one more run now (ocrQueue.ts), else null. */
  borrowCore?: () => (() => void) | null;
};

interface Started {
  words: Promise<Word[]>;
  stop: AbortController;
}

/**
 * Runs the passes in order, each until the readings so far answer every field. While a pass runs, the
 * next one runs beside it on a core the queue has spare (an engine of one process per run only): most
 * noisy pages need it, and it is stopped when the pass before answers. The readings, and so the fields,
 * are those of the same passes run one after the other.
 */
async function readPasses(
  passes: Pass[],
  engine: OcrEngine,
  options: ReadOptions,
  done: OcrReading[] = [],
): Promise<OcrReading> {
  const texts = done.flatMap((reading) => reading.passTexts);
  const readings: ParsedReceipt[] = [...done];
  const { borrowCore, ...limits } = options;
  const started: Started[] = [];
  const start = (pass: Pass, release?: () => void): Started => {
    const stop = new AbortController();
    const signal = limits.signal ? AbortSignal.any([limits.signal, stop.signal]) : stop.signal;
    const words = engine.recognise(pass.image, { ...pass.settings, ...limits, signal });
    if (release) void words.then(release, release);
    // A run stopped or failed beside an answered pass is never awaited: its failure is no one's.
    words.catch(() => undefined);
    return { words, stop };
  };
  const answer = (reading: ParsedReceipt) => withPassTexts(reading, texts);
  try {
    for (const [index, pass] of passes.entries()) {
      // A caller that has given up (its time-out passed) gets no further pass started for it.
      limits.signal?.throwIfAborted();
      started[index] ??= start(pass);
      const next = passes[index + 1];
      const release = next && engine.parallel ? borrowCore?.() : null;
      if (next && release) started[index + 1] = start(next, release);
      const words = deskewWords(await started[index].words);
      texts.push(rowsToText(buildRows(words)));
      const reading = parseReceiptWords(words);
      readings.push(reading);
      if (foundFieldCount(reading.fields) === RECEIPT_FIELD_NAMES.length) return answer(reading);
      // Passes whose vote already answers every field need no further pass.
      const vote = readings.length > 1 ? voteFields(readings) : null;
      if (vote && foundFieldCount(vote.fields) === RECEIPT_FIELD_NAMES.length) return answer(vote);
    }
  } finally {
    for (const run of started) run.stop.abort();
  }
  return answer(voteFields(readings));
}

/** A one-pass reading started on a borrowed core, to be awaited later or stopped. */
interface ReadingBeside {
  reading: Promise<OcrReading>;
  stop: AbortController;
}

/**
 * Reads the image made by `image()` in one pass on a core the queue has spare, when it has one and the
 * engine may run beside itself; the core is given back when the reading ends.
 */
function readBeside(
  image: () => Promise<Buffer>,
  engine: OcrEngine,
  options: ReadOptions,
): ReadingBeside | null {
  const { borrowCore, ...limits } = options;
  const release = engine.parallel ? borrowCore?.() : null;
  if (!release) return null;
  const stop = new AbortController();
  const signal = limits.signal ? AbortSignal.any([limits.signal, stop.signal]) : stop.signal;
  const reading = image().then((turned) =>
    readPasses([{ image: turned, settings: PASSES[0] }], engine, { ...limits, signal }),
  );
  void reading.then(release, release);
  // Stopped or failed, a reading no one awaits is no one's failure.
  reading.catch(() => undefined);
  return { reading, stop };
}

/** The quarter turns to try, the one orientation detection named first. */
const turnsToTry = (named: PageTurn | null | undefined): Array<90 | 270> =>
  named === 270 ? [270, 90] : [90, 270];

/**
 * A page whose lines run up or down (imageClean.ts): read as it is, turned by a quarter turn (clockwise
 * first, anticlockwise only when that reads as hardly anything, and the way that finds more fields kept);
 * when it misses a field, the cleaned page turned that way is read too (the cleaning's blur may cost
 * small, light print its strokes, so it is not read first), and when both miss one, the page turned
 * with Sauvola's threshold; the readings vote. Orientation detection is not asked: on the
 * tuned turned photos it took more CPU than a pass (0.2–0.35 s against 0.15–0.25 s), and the page read
 * the wrong way round gives no field, so the worst case is the same two runs. With a spare core, the
 * cleaned page turned clockwise is read while the plain one is.
 */
async function readTurned(
  plain: Buffer,
  cleaned: Buffer,
  engine: OcrEngine,
  options: ReadOptions,
): Promise<OcrReading> {
  const readOne = (image: Promise<Buffer>) =>
    image.then((turned) => readPasses([{ image: turned, settings: PASSES[0] }], engine, options));
  const cleanedClockwise = readBeside(() => rotateImage(cleaned, 90), engine, options);
  try {
    let best: { degrees: 90 | 270; reading: OcrReading } | null = null;
    for (const degrees of [90, 270] as const) {
      if (best && foundFieldCount(best.reading.fields) >= TURNED_PAGE_FIELDS) break;
      const reading = await readOne(rotateImage(plain, degrees));
      if (!best || foundFieldCount(reading.fields) > foundFieldCount(best.reading.fields))
        best = { degrees, reading };
      if (foundFieldCount(reading.fields) === RECEIPT_FIELD_NAMES.length) return reading;
    }
    const { degrees, reading } = best!;
    const again = await (degrees === 90 && cleanedClockwise
      ? cleanedClockwise.reading
      : readOne(rotateImage(cleaned, degrees)));
    const passTexts = [...reading.passTexts, ...again.passTexts];
    if (foundFieldCount(again.fields) === RECEIPT_FIELD_NAMES.length) return withPassTexts(again, passTexts);
    const vote = voteFields([reading, again]);
    // A page that reads as hardly anything either way is no turned page (it is read upright next). The
    // third reading runs even when the two readings' vote answers every field: on a tuned turned page it
    // read an amount the two had both misread ('4.892,00' for '4.892,63').
    if (foundFieldCount(vote.fields) < TURNED_PAGE_FIELDS) return withPassTexts(vote, passTexts);
    // Still missing a field: the page as it is, turned, with the local threshold, as an upright page is.
    // Its run failing (not the caller giving up) leaves the two readings' vote.
    const local = { image: await rotateImage(plain, degrees), settings: PASSES[1] };
    return await readPasses([local], engine, options, [reading, again]).catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      return withPassTexts(vote, passTexts);
    });
  } finally {
    cleanedClockwise?.stop.abort();
  }
}

/** The image's fields as its OCR passes read them, an amount another pass read with its first digit doubled left empty. */
export const readImageByOcr = async (image: Buffer, engine: OcrEngine, options: ReadOptions = {}) =>
  withoutDroppedDigit(await readImage(image, engine, options));

async function readImage(image: Buffer, engine: OcrEngine, options: ReadOptions): Promise<OcrReading> {
  const prepared = await prepareImage(image);
  // A page taken for turned that reads as hardly anything turned (its margins or a frame may have
  // fooled the projection) is read upright too, the better reading kept.
  const turned =
    prepared.cleaned && prepared.turned
      ? await readTurned(prepared.image, prepared.cleaned, engine, options)
      : null;
  if (turned && foundFieldCount(turned.fields) >= TURNED_PAGE_FIELDS) return turned;
  // A page under a shadow is read as it is with the local threshold only: the global one reads next to
  // nothing of it (imagePrepare.ts).
  const plain = (prepared.shaded ? PASSES.slice(1) : PASSES).map((settings) => ({
    image: prepared.image,
    settings,
  }));
  // A noisy page is read cleaned first, then as it is (thin grey text may not survive the cleaning).
  const passes = prepared.cleaned ? [{ image: prepared.cleaned, settings: PASSES[0] }, ...plain] : plain;
  let best = await readPasses(passes, engine, options);
  if (turned && foundFieldCount(turned.fields) > foundFieldCount(best.fields)) best = turned;
  if (turned || foundFieldCount(best.fields) >= TURNED_PAGE_FIELDS) return best;
  const named = await engine.pageTurn?.(prepared.image, options);
  // A page orientation detection finds upright (or upside down) is not turned by a quarter turn: read
  // turned, it would cost two runs and give nothing.
  if (named === 0 || named === 180) return best;
  for (const degrees of turnsToTry(named)) {
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

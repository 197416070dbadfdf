import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import type { OcrEngine } from '../../server/receiptAnalysis/ocrEngine';
import { readImageByOcr } from '../../server/receiptAnalysis/ocrPasses';
import { OcrQueue } from '../../server/receiptAnalysis/ocrQueue';
import { cleanPage, markAtBottomLeft, noisyPage } from './ocrTestPages';

const IBAN = 'TR920006400000112233445566';
const FULL = [
  'Gönderen: Ayşe Yılmaz',
  'Alıcı: Mehmet Kaya',
  `Alıcı IBAN: ${IBAN}`,
  'Tutar: 1.234,56 TL',
  'Açıklama: Kira iadesi',
  'İşlem Tarihi: 12.03.2025 14:35',
].join('\n');
const PARTIAL = ['Alıcı: Mehmet Kaya', `Alıcı IBAN: ${IBAN}`].join('\n');

/**
 * An engine whose runs answer the given texts in the order they start, each after `ms` (or its own); it records how
 * many ran at once at most and which runs were stopped.
 */
function timedEngine(texts: string[], ms: number | number[], parallel = true) {
  let running = 0;
  const record = { runs: 0, mostAtOnce: 0, stopped: [] as number[] };
  const engine: OcrEngine = {
    name: 'native',
    parallel,
    recognise: (_image, options) => {
      const run = record.runs++;
      running++;
      record.mostAtOnce = Math.max(record.mostAtOnce, running);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => {
            running--;
            options.signal?.removeEventListener('abort', stop);
            resolve(wordsOfText(texts[run] ?? ''));
          },
          (Array.isArray(ms) ? ms[run] : ms) ?? 10,
        );
        const stop = () => {
          clearTimeout(timer);
          running--;
          record.stopped.push(run);
          reject(Object.assign(new Error('stopped'), { name: 'AbortError' }));
        };
        options.signal?.addEventListener('abort', stop);
      });
    },
    rasterise: () => Promise.reject(new Error('no PDF here')),
  };
  return { engine, record };
}

const page = await cleanPage();

describe('a pass run beside the one before it', () => {
  it('runs on a core the queue has spare, and is stopped once the pass before answers every field', async () => {
    const queue = new OcrQueue(1, 4, 2);
    const { engine, record } = timedEngine([FULL, PARTIAL], 40);
    const reading = await queue.run(() =>
      readImageByOcr(page, engine, { borrowCore: () => queue.borrowCore() }),
    );
    expect(record.mostAtOnce).toBe(2);
    expect(record.stopped).toEqual([1]);
    expect(reading.fields.alici_hesap).toBe(IBAN);
    expect(reading.fields.tutar).toBe('1.234,56');
    // The borrowed core is back: another job could borrow it.
    expect(queue.stats.borrowed).toBe(0);
  });

  it('gives the fields the same passes one after the other give', async () => {
    const texts = [PARTIAL, FULL];
    const beside = timedEngine(texts, 20);
    const queue = new OcrQueue(1, 4, 2);
    const together = await queue.run(() =>
      readImageByOcr(page, beside.engine, { borrowCore: () => queue.borrowCore() }),
    );
    const inTurn = await readImageByOcr(page, timedEngine(texts, 20).engine);
    expect(beside.record.mostAtOnce).toBe(2);
    expect(together.fields).toEqual(inTurn.fields);
  });

  it('waits for its turn when no core is spare or the engine reads one image at a time', async () => {
    const busy = new OcrQueue(1, 4, 1);
    const first = timedEngine([PARTIAL, FULL], 10);
    await busy.run(() => readImageByOcr(page, first.engine, { borrowCore: () => busy.borrowCore() }));
    expect(first.record.mostAtOnce).toBe(1);

    const queue = new OcrQueue(1, 4, 2);
    const single = timedEngine([PARTIAL, FULL], 10, false);
    await queue.run(() => readImageByOcr(page, single.engine, { borrowCore: () => queue.borrowCore() }));
    expect(single.record.mostAtOnce).toBe(1);
  });
});

describe('the OCR queue lending a core', () => {
  it('lends none while a job waits or every core is taken, and takes each one back once', async () => {
    const queue = new OcrQueue(1, 4, 2);
    let lent: (() => void) | null = null;
    let whileWaiting: (() => void) | null = () => undefined;
    let release!: () => void;
    const first = queue.run(
      () =>
        new Promise<void>((resolve) => {
          lent = queue.borrowCore();
          release = resolve;
        }),
    );
    const second = queue.run(() => Promise.resolve());
    await Promise.resolve();
    whileWaiting = queue.borrowCore();
    expect(lent).not.toBeNull();
    expect(whileWaiting).toBeNull();
    lent!();
    lent!();
    expect(queue.stats.borrowed).toBe(0);
    release();
    await Promise.all([first, second]);
    const a = queue.borrowCore();
    const b = queue.borrowCore();
    const c = queue.borrowCore();
    expect([a, b, c].filter(Boolean)).toHaveLength(2);
  });
});

describe('a turned page with a core to spare', () => {
  it('is read plain and cleaned turned clockwise at once, without orientation detection', async () => {
    const queue = new OcrQueue(1, 4, 2);
    const { engine, record } = timedEngine([FULL, FULL], 20);
    let detections = 0;
    engine.pageTurn = () => (detections++, Promise.resolve(90));
    const images: Buffer[] = [];
    const recognise = engine.recognise;
    engine.recognise = (image, options) => (images.push(image), recognise(image, options));
    const reading = await queue.run(async () =>
      readImageByOcr(await noisyPage(true), engine, { borrowCore: () => queue.borrowCore() }),
    );
    expect(reading.fields.alici_hesap).toBe(IBAN);
    expect(detections).toBe(0);
    // Turned clockwise, the page's top left corner is at the top right: not at the bottom left.
    expect(await markAtBottomLeft(images[0])).toBe(false);
    expect(await markAtBottomLeft(images[1])).toBe(false);
    expect(record.runs).toBe(2);
    expect(record.mostAtOnce).toBe(2);
    expect(queue.stats.borrowed).toBe(0);
  });

  it('is read anticlockwise once both clockwise readings give nothing', async () => {
    const queue = new OcrQueue(1, 4, 2);
    const { engine, record } = timedEngine(['', '', FULL], 20);
    const reading = await queue.run(async () =>
      readImageByOcr(await noisyPage(true), engine, { borrowCore: () => queue.borrowCore() }),
    );
    expect(reading.fields.tutar).toBe('1.234,56');
    expect(record.runs).toBe(3);
    expect(queue.stats.borrowed).toBe(0);
  });
});

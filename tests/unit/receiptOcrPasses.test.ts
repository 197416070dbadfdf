import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import type { OcrEngine } from '../../server/receiptAnalysis/ocrEngine';
import { readImageByOcr } from '../../server/receiptAnalysis/ocrPasses';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import type { OcrOptions } from '../../server/receiptAnalysis/tesseractOcr';
import { markAtBottomLeft, noisyPage } from './ocrTestPages';

// Valid Turkish IBANs (mod 97 = 1).
const IBAN_A = 'TR820006200000012345678901';
const IBAN_B = 'TR920006400000112233445566';

const receipt = (lines: { recipient?: string; iban?: string; amount?: string }) =>
  [
    'Gönderen: Ayşe Yılmaz',
    lines.recipient ? `Alıcı: ${lines.recipient}` : '',
    lines.iban ? `Alıcı IBAN: ${lines.iban}` : '',
    lines.amount ? `Tutar: ${lines.amount} TL` : '',
    'İşlem Tarihi: 12.03.2025 14:35',
  ].join('\n');

/** An engine whose passes read the given texts in turn, counting its runs and the images it read. */
function scriptedEngine(texts: string[]) {
  const runs: OcrOptions[] = [];
  const images: Buffer[] = [];
  const engine: OcrEngine = {
    name: 'native',
    recognise: (image, options) => {
      runs.push(options);
      images.push(image);
      return Promise.resolve(wordsOfText(texts[runs.length - 1] ?? ''));
    },
    rasterise: () => Promise.reject(new Error('no PDF here')),
  };
  return { engine, runs, images };
}

describe('the OCR passes of a noisy page', () => {
  it('stop once the passes read so far answer every field between them', async () => {
    const { engine, runs } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ iban: IBAN_B, amount: '1.234,56' }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B, amount: '1.234,56' }),
    ]);
    const reading = await readImageByOcr(await noisyPage(), engine);
    expect(runs).toHaveLength(2);
    expect(reading.fields).toMatchObject({
      alici_ismi: 'Mehmet Kaya',
      alici_hesap: IBAN_B,
      tutar: '1.234,56',
    });
  });

  it('go on while two passes disagree on a field, and a third may settle it', async () => {
    const { engine, runs } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ iban: IBAN_A, amount: '1.234,56' }),
      receipt({ recipient: 'Mehmet Kaya', amount: '1.234,56' }),
    ]);
    const reading = await readImageByOcr(await noisyPage(), engine);
    expect(runs).toHaveLength(3);
    expect(reading.fields.alici_hesap).toBe(NOT_FOUND);
  });
});

describe('a page whose lines run up or down', () => {
  it('is read turned clockwise first without orientation detection, and not the other way once that reads', async () => {
    const { engine, runs, images } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
    ]);
    let detections = 0;
    engine.pageTurn = () => (detections++, Promise.resolve(270));
    const reading = await readImageByOcr(await noisyPage(true), engine);
    expect(detections).toBe(0);
    // Turned clockwise, the page's top left corner is at the top right: not at the bottom left.
    expect(await markAtBottomLeft(images[0])).toBe(false);
    // That reading, the cleaned page's and Sauvola's the same way: not turned anticlockwise.
    expect(runs).toHaveLength(3);
    expect(await markAtBottomLeft(images[2])).toBe(false);
    expect(reading.fields.alici_hesap).toBe(IBAN_B);
  });

  it('is read turned with Sauvola’s threshold too when the plain and the cleaned readings miss a field', async () => {
    const { engine, runs, images } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B, amount: '1.234,56' }),
    ]);
    const reading = await readImageByOcr(await noisyPage(true), engine);
    expect(runs[2]).toMatchObject({ pageSegmentation: 6, thresholding: 'sauvola' });
    expect(await markAtBottomLeft(images[2])).toBe(false);
    expect(reading.fields).toMatchObject({ alici_hesap: IBAN_B, tutar: '1.234,56' });
  });

  it('is read anticlockwise too when clockwise reads as hardly anything', async () => {
    const { engine, runs, images } = scriptedEngine([
      '',
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
    ]);
    const reading = await readImageByOcr(await noisyPage(true), engine);
    // Turned anticlockwise, the page's top left corner is at the bottom left.
    expect(await markAtBottomLeft(images[1])).toBe(true);
    expect(runs).toHaveLength(4);
    expect(reading.fields.alici_hesap).toBe(IBAN_B);
  });
});

describe('a page read as hardly anything', () => {
  it('is not read turned when orientation detection finds it upright', async () => {
    const { engine, runs } = scriptedEngine(['', '', '', '']);
    engine.pageTurn = () => Promise.resolve(0);
    const reading = await readImageByOcr(await noisyPage(), engine);
    // The cleaned page, the page as it is, Sauvola's pass: no quarter turn after them.
    expect(runs).toHaveLength(3);
    expect(reading.fields.alici_hesap).toBe(NOT_FOUND);
  });

  it('is read turned when orientation detection cannot tell', async () => {
    const { engine, runs } = scriptedEngine([
      '',
      '',
      '',
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
    ]);
    engine.pageTurn = () => Promise.resolve(null);
    const reading = await readImageByOcr(await noisyPage(), engine);
    expect(runs).toHaveLength(4);
    expect(reading.fields.alici_hesap).toBe(IBAN_B);
  });
});

describe('a photo with a shadow across it', () => {
  it('is not read as it is with the global threshold, only cleaned and with Sauvola’s', async () => {
    const { engine, runs, images } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B, amount: '1.234,56' }),
    ]);
    const reading = await readImageByOcr(await noisyPage(false, true), engine);
    expect(runs.map((run) => run.thresholding ?? 'otsu')).toEqual(['otsu', 'sauvola']);
    expect(images[0]).not.toBe(images[1]);
    expect(reading.fields.tutar).toBe('1.234,56');
  });

  it('keeps the pass of the page as it is when the paper is evenly lit', async () => {
    const { engine, runs } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B, amount: '1.234,56' }),
    ]);
    await readImageByOcr(await noisyPage(), engine);
    expect(runs.map((run) => run.thresholding ?? 'otsu')).toEqual(['otsu', 'otsu']);
  });
});

import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import type { OcrEngine } from '../../server/receiptAnalysis/ocrEngine';
import { readImageByOcr } from '../../server/receiptAnalysis/ocrPasses';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import type { OcrOptions } from '../../server/receiptAnalysis/tesseractOcr';

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

/**
 * A grey, grainy page with dark bars for lines: noisy, so it is read cleaned, then as it is, twice.
 * Turned, its bars run down the page, and a black square marks its top left corner.
 */
async function noisyPage(turned = false): Promise<Buffer> {
  const [width, height] = turned ? [300, 400] : [400, 300];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(width, height);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const grey = 200 + ((i * 7919) % 41) - 20;
    pixels.data.fill(grey, i, i + 3);
    pixels.data[i + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  context.fillStyle = '#000000';
  for (let at = 30; at < 280; at += 40)
    if (turned) context.fillRect(at, 20, 8, 360);
    else context.fillRect(20, at, 360, 8);
  if (turned) context.fillRect(0, 0, 12, 12);
  return canvas.encode('png');
}

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

/** Whether the image's corner at the left of its bottom row is black (the turned page's mark). */
async function markAtBottomLeft(image: Buffer): Promise<boolean> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  canvas.getContext('2d').drawImage(decoded, 0, 0);
  return canvas.getContext('2d').getImageData(2, decoded.height - 3, 1, 1).data[0] < 50;
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
  it('is read first the way orientation detection names, and not the other way once that reads', async () => {
    const { engine, runs, images } = scriptedEngine([
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
    ]);
    engine.pageTurn = () => Promise.resolve(270);
    const reading = await readImageByOcr(await noisyPage(true), engine);
    // Turned anticlockwise, the page's top left corner is at the bottom left.
    expect(await markAtBottomLeft(images[0])).toBe(true);
    // That reading and the cleaned page's the same way: the page is not read turned clockwise.
    expect(runs).toHaveLength(2);
    expect(reading.fields.alici_hesap).toBe(IBAN_B);
  });

  it('is read the other way too when the way named reads as hardly anything', async () => {
    const { engine, runs, images } = scriptedEngine([
      '',
      receipt({ recipient: 'Mehmet Kaya', iban: IBAN_B }),
    ]);
    engine.pageTurn = () => Promise.resolve(270);
    const reading = await readImageByOcr(await noisyPage(true), engine);
    expect(await markAtBottomLeft(images[1])).toBe(false);
    expect(runs).toHaveLength(3);
    expect(reading.fields.alici_hesap).toBe(IBAN_B);
  });
});

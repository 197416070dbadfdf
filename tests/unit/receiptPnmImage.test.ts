import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bmpOfPixels } from '../../server/receiptAnalysis/bmpImage';
import { ppmOfBmp } from '../../server/receiptAnalysis/pnmImage';

/** A 3×2 canvas of six different colours (a width whose BMP rows need padding to 4 bytes). */
function colours() {
  const canvas = createCanvas(3, 2);
  const context = canvas.getContext('2d');
  const fills = ['#ff0000', '#00ff00', '#0000ff', '#102030', '#ffffff', '#808000'];
  fills.forEach((fill, index) => {
    context.fillStyle = fill;
    context.fillRect(index % 3, Math.floor(index / 3), 1, 1);
  });
  return canvas.getContext('2d').getImageData(0, 0, 3, 2);
}

const rgbOf = (rgba: Uint8ClampedArray) => [...rgba].filter((_, index) => index % 4 !== 3);

describe('a BMP page handed to tesseract.js as a PPM', () => {
  it('holds the same pixels, top row first, in RGB order', () => {
    const pixels = colours();
    const ppm = ppmOfBmp(bmpOfPixels(pixels))!;
    const header = 'P6\n3 2\n255\n';
    expect(ppm.toString('latin1', 0, header.length)).toBe(header);
    expect([...ppm.subarray(header.length)]).toEqual(rgbOf(pixels.data));
  });

  it('reads a BMP stored top-down (negative height) in the same order', () => {
    const pixels = colours();
    const bmp = bmpOfPixels(pixels);
    const rowBytes = 12;
    const topDown = Buffer.from(bmp);
    topDown.writeInt32LE(-2, 22);
    bmp.copy(topDown, 54, 54 + rowBytes, 54 + 2 * rowBytes);
    bmp.copy(topDown, 54 + rowBytes, 54, 54 + rowBytes);
    expect(ppmOfBmp(topDown)).toEqual(ppmOfBmp(bmp));
  });

  it('leaves any other image as it is', async () => {
    const png = await createCanvas(3, 2).encode('png');
    expect(ppmOfBmp(png)).toBeNull();
    const paletted = bmpOfPixels(colours());
    paletted.writeUInt16LE(8, 28);
    expect(ppmOfBmp(paletted)).toBeNull();
    expect(ppmOfBmp(bmpOfPixels(colours()).subarray(0, 60))).toBeNull();
  });
});

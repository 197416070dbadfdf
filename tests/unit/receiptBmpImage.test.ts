import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bmpOfPixels } from '../../server/receiptAnalysis/bmpImage';
import { rotateImage } from '../../server/receiptAnalysis/imagePrepare';

/** A 3×2 canvas of six different colours (a width whose rows need padding to 4 bytes). */
function colours() {
  const canvas = createCanvas(3, 2);
  const context = canvas.getContext('2d');
  const fills = ['#ff0000', '#00ff00', '#0000ff', '#102030', '#ffffff', '#808000'];
  fills.forEach((fill, index) => {
    context.fillStyle = fill;
    context.fillRect(index % 3, Math.floor(index / 3), 1, 1);
  });
  return canvas;
}

const pixelsOf = async (image: Buffer) => {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  canvas.getContext('2d').drawImage(decoded, 0, 0);
  return canvas.getContext('2d').getImageData(0, 0, decoded.width, decoded.height);
};

describe('a page handed to the OCR as a BMP', () => {
  it('holds the same pixels, top row first, in its colours', async () => {
    const canvas = colours();
    const original = canvas.getContext('2d').getImageData(0, 0, 3, 2);
    const bmp = bmpOfPixels(original);
    expect(bmp.subarray(0, 2).toString('latin1')).toBe('BM');
    expect(bmp.readUInt32LE(2)).toBe(bmp.length);
    const decoded = await pixelsOf(bmp);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect([...decoded.data]).toEqual([...original.data]);
  });

  it('is what a quarter turn gives, its first row the left column read upwards', async () => {
    const turned = await pixelsOf(await rotateImage(await colours().encode('png'), 270));
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // Turned anticlockwise, the right column (blue over olive) becomes the top row, left to right.
    expect([...turned.data.subarray(0, 8)]).toEqual([0, 0, 255, 255, 128, 128, 0, 255]);
  });
});

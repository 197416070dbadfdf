/**
 * A page handed from the canvas to the OCR as a BMP: uncompressed 24-bit colour, which Tesseract's
 * Leptonica and the canvas's own decoder read (tesseract.js is given a PPM of it: pnmImage.ts).
 * Compressing a page as PNG costs 200–300 ms of CPU on a 2-megapixel receipt, as much as a third of a
 * Tesseract pass, only for the OCR to decompress it again: the pixels are the same.
 */

/** The pixels of a canvas (RGBA, row by row from the top), as `getImageData` gives them. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const FILE_HEADER = 14;
const INFO_HEADER = 40;

/**
 * A BMP (BITMAPINFOHEADER, 24 bits per pixel, rows bottom-up and padded to 4 bytes) of the pixels;
 * transparency is dropped, as Tesseract ignores it.
 */
export function bmpOfPixels({ width, height, data }: RgbaPixels): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const offset = FILE_HEADER + INFO_HEADER;
  const bmp = Buffer.alloc(offset + rowBytes * height);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(offset, 10);
  bmp.writeUInt32LE(INFO_HEADER, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(rowBytes * height, 34);
  // No resolution (0 pixels per metre), as the canvas's PNGs: Tesseract estimates it from the letters.
  for (let y = 0; y < height; y++) {
    let to = offset + (height - 1 - y) * rowBytes;
    let from = y * width * 4;
    for (let x = 0; x < width; x++, from += 4, to += 3) {
      bmp[to] = data[from + 2];
      bmp[to + 1] = data[from + 1];
      bmp[to + 2] = data[from];
    }
  }
  return bmp;
}

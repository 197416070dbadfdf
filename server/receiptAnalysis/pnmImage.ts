/**
 * A page handed to tesseract.js as a binary PPM instead of the BMP the canvas gives the native engine
 * (bmpImage.ts). tesseract.js re-encodes every BMP in JavaScript before Leptonica reads it, spreading its
 * bytes into an object key by key: 8–10 s of CPU on a 1-megapixel page, far more than the reading itself.
 * A PPM goes to Leptonica as it is; the pixels, and so the words read, are the same.
 */

const FILE_HEADER = 14;
/** BI_RGB: no compression. */
const UNCOMPRESSED = 0;

/**
 * The pixels of an uncompressed 24-bit BMP (rows bottom-up or top-down, padded to 4 bytes) as a binary
 * PPM (P6, RGB, rows top-down); null for any other image, which is then handed over as it is.
 */
export function ppmOfBmp(bmp: Buffer): Buffer | null {
  if (bmp.length < FILE_HEADER + 40 || bmp.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = bmp.readUInt32LE(10);
  const width = bmp.readInt32LE(18);
  const signedHeight = bmp.readInt32LE(22);
  const height = Math.abs(signedHeight);
  if (bmp.readUInt16LE(28) !== 24 || bmp.readUInt32LE(30) !== UNCOMPRESSED || width <= 0 || height === 0)
    return null;
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  if (offset + rowBytes * height > bmp.length) return null;
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'latin1');
  const ppm = Buffer.alloc(header.length + width * height * 3);
  header.copy(ppm);
  let to = header.length;
  for (let y = 0; y < height; y++) {
    // A positive height stores the bottom row first.
    let from = offset + (signedHeight > 0 ? height - 1 - y : y) * rowBytes;
    for (let x = 0; x < width; x++, from += 3, to += 3) {
      ppm[to] = bmp[from + 2];
      ppm[to + 1] = bmp[from + 1];
      ppm[to + 2] = bmp[from];
    }
  }
  return ppm;
}

/**
 * Light clean-up of an image before OCR, with the npm canvas:
 * - a dark-theme screenshot (light text on a dark background) is inverted, as Tesseract reads dark on
 *   light far better and faster;
 * - a noisy scan or photo (grain on the paper, JPEG speckles) gets a cleaned copy too (imageClean.ts:
 *   shading flattened, page levelled, grain smoothed), read first: Tesseract's global threshold turns
 *   grain on grey table cells and near letters into specks it reads as text and that tear the lines
 *   apart. A clean screenshot is left as it is.
 */
import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { bmpOfPixels } from './bmpImage.js';
import { cleanPage } from './imageClean.js';
import { pageNoise, paperShading } from './imageNoise.js';

/** Mean brightness (0–255) under which a page is taken for a dark theme. */
const DARK_PAGE = 100;
const SAMPLE_SIDE = 64;
/** Mean grain (brightness step between neighbouring paper pixels) from which a page is smoothed. */
const NOISY_PAGE = 4;
/**
 * Paper brightness varying by this much across a light page (paperShading: a shadow across a photo) puts
 * its letters in the shade darker than the paper in the light: no one threshold parts ink from paper.
 */
const SHADED_PAGE = 40;

function meanBrightness(decoded: Image): number {
  const sample = createCanvas(SAMPLE_SIDE, SAMPLE_SIDE);
  const sampleContext = sample.getContext('2d');
  // Transparent pixels count as the white paper they are shown on.
  sampleContext.fillStyle = '#ffffff';
  sampleContext.fillRect(0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
  sampleContext.drawImage(decoded, 0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
  const pixels = sampleContext.getImageData(0, 0, SAMPLE_SIDE, SAMPLE_SIDE).data;
  let sum = 0;
  for (let i = 0; i < pixels.length; i += 4) sum += (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
  return sum / (pixels.length / 4);
}

/** A canvas as the OCR reads it: an uncompressed BMP, far cheaper to write than a PNG (bmpImage.ts). */
const forOcr = (canvas: Canvas): Buffer =>
  bmpOfPixels(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height));

export interface PreparedImage {
  /** The image as it is read first: inverted when dark. */
  image: Buffer;
  /** The same cleaned (imageClean.ts) when the page is noisy: read first, before `image`. */
  cleaned?: Buffer;
  /** The cleaned page's lines run up or down: it is read after a quarter turn. */
  turned?: boolean;
  /**
   * A shadow lies across the page (SHADED_PAGE): as it is, it is read with a local threshold only, as
   * Tesseract's global one reads next to nothing of it.
   */
  shaded?: boolean;
}

export async function prepareImage(image: Buffer): Promise<PreparedImage> {
  let decoded;
  try {
    decoded = await loadImage(image);
  } catch {
    // Left to the OCR engine, which reports what it cannot read.
    return { image };
  }
  if (decoded.width < SAMPLE_SIDE || decoded.height < SAMPLE_SIDE) return { image };
  const dark = meanBrightness(decoded) < DARK_PAGE;
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(decoded, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const noisy = pageNoise(pixels, dark) >= NOISY_PAGE;
  if (!dark && !noisy) return { image };
  if (dark) {
    context.globalCompositeOperation = 'difference';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.globalCompositeOperation = 'source-over';
  }
  const plain = dark ? forOcr(canvas) : image;
  if (!noisy) return { image: plain };
  const { clean, turned } = cleanPage(canvas);
  const shaded = !dark && paperShading(pixels) >= SHADED_PAGE;
  return { image: plain, cleaned: forOcr(clean), turned, ...(shaded ? { shaded } : {}) };
}

/** The image turned by a quarter turn clockwise (90) or anticlockwise (270), as a BMP. */
export async function rotateImage(image: Buffer, degrees: 90 | 270): Promise<Buffer> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.height, decoded.width);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(decoded, -decoded.width / 2, -decoded.height / 2);
  return forOcr(canvas);
}

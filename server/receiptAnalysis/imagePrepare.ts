/**
 * Light clean-up of an image before OCR, with the npm canvas: a dark-theme screenshot (light text on a
 * dark background) is inverted, as Tesseract reads dark on light far better and faster.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Mean brightness (0–255) under which a page is taken for a dark theme. */
const DARK_PAGE = 100;
const SAMPLE_SIDE = 64;

export async function prepareImage(image: Buffer): Promise<Buffer> {
  let decoded;
  try {
    decoded = await loadImage(image);
  } catch {
    // Left to the OCR engine, which reports what it cannot read.
    return image;
  }
  if (decoded.width < SAMPLE_SIDE || decoded.height < SAMPLE_SIDE) return image;
  const sample = createCanvas(SAMPLE_SIDE, SAMPLE_SIDE);
  const sampleContext = sample.getContext('2d');
  // Transparent pixels count as the white paper they are shown on.
  sampleContext.fillStyle = '#ffffff';
  sampleContext.fillRect(0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
  sampleContext.drawImage(decoded, 0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
  const pixels = sampleContext.getImageData(0, 0, SAMPLE_SIDE, SAMPLE_SIDE).data;
  let sum = 0;
  for (let i = 0; i < pixels.length; i += 4) sum += (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
  if (sum / (pixels.length / 4) >= DARK_PAGE) return image;
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(decoded, 0, 0);
  context.globalCompositeOperation = 'difference';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.encode('png');
}

/** The image turned by a quarter turn clockwise (90) or anticlockwise (270), as a PNG. */
export async function rotateImage(image: Buffer, degrees: 90 | 270): Promise<Buffer> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.height, decoded.width);
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(decoded, -decoded.width / 2, -decoded.height / 2);
  return canvas.encode('png');
}

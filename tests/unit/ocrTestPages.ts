/** Pages for the OCR pass tests: the reader's choices depend on how a page looks, not on its text. */
import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * A grey, grainy page with dark bars for lines: noisy, so it is read cleaned, then as it is, twice.
 * Turned, its bars run down the page, and a black square marks its top left corner; with a shadow, its
 * left third is darker (a photo's).
 */
export async function noisyPage(turned = false, shadow = false): Promise<Buffer> {
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
  if (shadow) {
    // A photo's shadow: the paper's left third is darker by 100 levels.
    context.fillStyle = 'rgba(0, 0, 0, 0.5)';
    context.fillRect(0, 0, width / 3, height);
  }
  context.fillStyle = '#000000';
  for (let at = 30; at < 280; at += 40)
    if (turned) context.fillRect(at, 20, 8, 360);
    else context.fillRect(20, at, 360, 8);
  if (turned) context.fillRect(0, 0, 12, 12);
  return canvas.encode('png');
}

/** Whether the image's corner at the left of its bottom row is black (the turned page's mark). */
export async function markAtBottomLeft(image: Buffer): Promise<boolean> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  canvas.getContext('2d').drawImage(decoded, 0, 0);
  return canvas.getContext('2d').getImageData(2, decoded.height - 3, 1, 1).data[0] < 50;
}

/** A clean white page: read as it is, page segmentation 4 then 6. */
export async function cleanPage(): Promise<Buffer> {
  const canvas = createCanvas(400, 300);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 400, 300);
  return canvas.encode('png');
}

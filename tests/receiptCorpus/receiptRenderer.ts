/**
 * Renders a receipt page with Chromium (playwright-core): a text PDF, a PNG screenshot at twice the CSS
 * resolution (a phone screenshot), a degraded scan-like JPEG made from that PNG in a <canvas> (rotated,
 * smaller, blurred, noisy, off-white paper; sheared with a shadow, faxed black and white or turned by
 * 90° for some families), and an image-only "scanned" PDF of the PNG.
 */
import type { Browser, Page } from 'playwright-core';

export interface RenderedReceipt {
  textPdf: Buffer;
  png: Buffer;
  degraded: Buffer;
  scannedPdf: Buffer;
}

export interface Degradation {
  seed: number;
  /** Degrees, either sign. */
  angle: number;
  /** Size relative to the PNG. */
  scale: number;
  blurPx: number;
  /** Largest brightness change of a pixel's noise (0–255). */
  noise: number;
  jpegQuality: number;
  /** Horizontal shear of a page photographed at an angle (0 for none). */
  shear?: number;
  /** Darkness 0–1 of a shadow across one corner (0 for none). */
  shadow?: number;
  /** Grey level under which a fax prints black, above it white (none: grey kept). */
  threshold?: number;
}

const PAGE_WIDTH_PX = 780;

/**
 * Runs in the page. Kept as source text: a bundler's helpers (tsx adds __name to named functions) do not
 * exist in the page.
 */
const DEGRADE_SCRIPT = `async ({ source, d }) => {
  let state = d.seed >>> 0;
  function random() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const image = new Image();
  image.src = source;
  await image.decode();
  const width = Math.round(image.width * d.scale);
  const height = Math.round(image.height * d.scale);
  const radians = (d.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * cos + height * sin) + 40;
  canvas.height = Math.ceil(width * sin + height * cos) + 40;
  const context = canvas.getContext('2d');
  context.fillStyle = '#f3efe6';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(radians);
  if (d.shear) context.transform(1, 0, d.shear, 1, 0, 0);
  context.filter = 'blur(' + d.blurPx + 'px)';
  context.globalCompositeOperation = 'multiply';
  context.drawImage(image, -width / 2, -height / 2, width, height);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const speck = random() < 0.0008 ? -120 : 0;
    const delta = (random() - 0.5) * 2 * d.noise + speck;
    data[i] += delta;
    data[i + 1] += delta;
    data[i + 2] += delta;
  }
  if (d.threshold) {
    for (let i = 0; i < data.length; i += 4) {
      const level = (data[i] + data[i + 1] + data[i + 2]) / 3 < d.threshold ? 0 : 255;
      data[i] = data[i + 1] = data[i + 2] = level;
    }
  }
  context.putImageData(pixels, 0, 0);
  if (d.shadow) {
    const shade = context.createLinearGradient(0, 0, canvas.width * 0.7, canvas.height * 0.7);
    shade.addColorStop(0, 'rgba(40, 30, 20, ' + d.shadow + ')');
    shade.addColorStop(1, 'rgba(40, 30, 20, 0)');
    context.globalCompositeOperation = 'multiply';
    context.fillStyle = shade;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  return canvas.toDataURL('image/jpeg', d.jpegQuality);
}`;

async function degradeInPage(page: Page, png: Buffer, degradation: Degradation): Promise<Buffer> {
  await page.setContent('<!doctype html><html><body></body></html>');
  const argument = { source: `data:image/png;base64,${png.toString('base64')}`, d: degradation };
  const dataUrl = (await page.evaluate(`(${DEGRADE_SCRIPT})(${JSON.stringify(argument)})`)) as string;
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function scannedPdfOf(page: Page, png: Buffer): Promise<Buffer> {
  const source = `data:image/png;base64,${png.toString('base64')}`;
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><img src="${source}" style="width:100%;display:block"></body></html>`,
  );
  await page.evaluate('document.images[0].decode()');
  return page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
}

export class ReceiptRenderer {
  private constructor(
    private readonly receiptPage: Page,
    private readonly workPage: Page,
  ) {}

  static async open(browser: Browser): Promise<ReceiptRenderer> {
    const context = await browser.newContext({
      viewport: { width: PAGE_WIDTH_PX, height: 600 },
      deviceScaleFactor: 2,
    });
    const work = await browser.newContext({ viewport: { width: 900, height: 600 }, deviceScaleFactor: 1 });
    return new ReceiptRenderer(await context.newPage(), await work.newPage());
  }

  async render(html: string, degradation: Degradation): Promise<RenderedReceipt> {
    await this.receiptPage.setContent(html);
    await this.receiptPage.evaluate('document.fonts.ready.then(() => true)');
    const textPdf = await this.receiptPage.pdf({ format: 'A4', printBackground: true });
    const png = await this.receiptPage.screenshot({ fullPage: true, type: 'png' });
    const degraded = await degradeInPage(this.workPage, png, degradation);
    const scannedPdf = await scannedPdfOf(this.workPage, png);
    return { textPdf, png, degraded, scannedPdf };
  }
}

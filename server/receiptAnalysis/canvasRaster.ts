/**
 * One page of a PDF drawn by pdfjs on an npm canvas (@napi-rs/canvas, through pdfjs's own canvas
 * factory so that its paths and canvases come from one copy of the package): the scanned-PDF path when
 * poppler's pdftoppm is not installed. The page is handed over as a BMP (bmpImage.ts): encoding a
 * 200-dpi A4 page as PNG cost 0.4–1.5 s of CPU, and decoding it again a few hundred ms more, for the
 * same pixels.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { bmpOfPixels, type RgbaPixels } from './bmpImage.js';

interface NodeCanvas {
  width: number;
  height: number;
}

interface CanvasContext {
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  getImageData(x: number, y: number, width: number, height: number): RgbaPixels;
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas; context: CanvasContext };
}

/**
 * The longest side a page's canvas may have. pdfjs scales a page by its /UserUnit (up to 75 000), so
 * the caller's dpi cap, taken from the page's box, does not bound the canvas: a 200-point page with a
 * large UserUnit asked for a canvas of gigabytes.
 */
export const MAX_CANVAS_SIDE_PX = 4000;

export async function rasterisePdfPageWithCanvas(
  pdf: Buffer,
  pageNumber: number,
  options: { dpi?: number } = {},
): Promise<Buffer> {
  const task = getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const page = await document.getPage(pageNumber);
    const asked = page.getViewport({ scale: (options.dpi ?? 300) / 72 });
    const fit = Math.min(1, MAX_CANVAS_SIDE_PX / Math.max(asked.width, asked.height, 1));
    const viewport = fit < 1 ? page.getViewport({ scale: ((options.dpi ?? 300) / 72) * fit }) : asked;
    const factory = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    page.cleanup();
    return bmpOfPixels(context.getImageData(0, 0, canvas.width, canvas.height));
  } finally {
    await task.destroy();
  }
}

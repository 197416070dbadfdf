/**
 * One page of a PDF as a PNG drawn by pdfjs on an npm canvas (@napi-rs/canvas): the scanned-PDF path
 * when poppler's pdftoppm is not installed.
 */
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
    const viewport = page.getViewport({ scale: (options.dpi ?? 300) / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    page.cleanup();
    return canvas.encode('png');
  } finally {
    await task.destroy();
  }
}

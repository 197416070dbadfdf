import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_SIDE_PX, rasterisePdfPageWithCanvas } from '../../server/receiptAnalysis/canvasRaster';

/** A one-page PDF of `side` points square, with a black square drawn on it, and an optional /UserUnit. */
function squarePagePdf(side: number, userUnit?: number): Buffer {
  const content = '0 0 0 rg 10 10 50 50 re f';
  const unit = userUnit === undefined ? '' : ` /UserUnit ${userUnit}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}]${unit} /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.6\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The size of a BMP (bmpImage.ts: BITMAPINFOHEADER, rows bottom-up). */
const bmpSize = (bmp: Buffer) => ({ width: bmp.readInt32LE(18), height: bmp.readInt32LE(22) });

describe('a scanned PDF page drawn on the npm canvas', () => {
  it('is drawn at the asked resolution', async () => {
    const page = await rasterisePdfPageWithCanvas(squarePagePdf(144), 1, { dpi: 200 });
    expect(bmpSize(page)).toEqual({ width: 400, height: 400 });
  });

  it('is handed over uncompressed (a BMP: no PNG to encode and decode), its square black', async () => {
    const page = await rasterisePdfPageWithCanvas(squarePagePdf(144), 1, { dpi: 200 });
    expect(page.toString('latin1', 0, 2)).toBe('BM');
    const decoded = await loadImage(page);
    expect([decoded.width, decoded.height]).toEqual([400, 400]);
    // The square spans 10–60 pt from the bottom left: at 200 dpi, 28–166 px; a BMP stores the bottom
    // row first, 400 × 3 bytes a row.
    const pixel = (x: number, rowFromBottom: number) => 54 + rowFromBottom * 1200 + x * 3;
    expect([...page.subarray(pixel(100, 100), pixel(100, 100) + 3)]).toEqual([0, 0, 0]);
    expect([...page.subarray(pixel(300, 300), pixel(300, 300) + 3)]).toEqual([255, 255, 255]);
  });

  it('keeps its canvas bounded when the page declares a huge /UserUnit', async () => {
    // 200 pt × UserUnit 5000 at 200 dpi would be a canvas of ~2.8 million pixels a side.
    const page = await rasterisePdfPageWithCanvas(squarePagePdf(200, 5000), 1, { dpi: 200 });
    const { width, height } = bmpSize(page);
    expect(Math.max(width, height)).toBeLessThanOrEqual(MAX_CANVAS_SIDE_PX);
    expect(Math.min(width, height)).toBeGreaterThan(MAX_CANVAS_SIDE_PX / 2);
  });
});

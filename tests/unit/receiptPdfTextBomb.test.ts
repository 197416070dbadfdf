import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { analyzeReceipt } from '../../server/receiptAnalysis/analyzeReceipt';
import { readPdfText } from '../../server/receiptAnalysis/pdfText';

/** A one-page PDF whose (deflated) content stream is `content`, with Helvetica as /F1. */
function pdfWithContent(content: Buffer): Buffer {
  const stream = deflateSync(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, index) => {
    const object =
      body === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
            stream,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** 19 000 lines of 'Tutar: IBAN AYSE' in a 0.03 pt font, one over the other: a 3 KB file. */
const tinyFontLines = () =>
  pdfWithContent(
    Buffer.from(
      Array.from(
        { length: 19_000 },
        (_, index) => `BT /F1 0.03 Tf 10 ${(800 - index * 0.04).toFixed(2)} Td (Tutar: IBAN AYSE) Tj ET\n`,
      ).join(''),
    ),
  );

describe('the PDF text layer', () => {
  it('reads a receipt-sized page', async () => {
    const pdf = pdfWithContent(Buffer.from('BT /F1 12 Tf 72 720 Td (Alici: Ayse Yilmaz) Tj ET'));
    const text = await readPdfText(pdf);
    expect(text.text).toContain('Ayse Yilmaz');
  });

  it('gives up on a page of millions of text pieces instead of exhausting the server', async () => {
    // 885 KB in the attack's file, ~300 MB of text operators once inflated: it froze the API for a
    // minute and ended the process out of memory.
    const piece = Buffer.from('BT /F1 12 Tf 10 10 Td (A B C D) Tj ET\n');
    const bomb = pdfWithContent(Buffer.concat(Array(400_000).fill(piece)));
    const started = performance.now();
    await expect(readPdfText(bomb)).rejects.toMatchObject({ statusCode: 422 });
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('refuses a small file drawing thousands of lines in a tiny font, far more than any receipt', async () => {
    // 19 000 lines of 0.03 pt in a 3 KB file: pdfjs read them in 17 s and the parser in 66 s.
    const started = performance.now();
    await expect(readPdfText(tinyFontLines())).rejects.toMatchObject({ statusCode: 422 });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('answers such a file as an unreadable receipt, as the upload route does', async () => {
    const started = performance.now();
    await expect(analyzeReceipt(tinyFontLines())).rejects.toMatchObject({
      statusCode: 422,
      message: 'Dekont okunamadı: dosya bozuk veya okunamıyor',
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('refuses one line holding more text than any receipt', async () => {
    // 44 KB of text on one line, in a font small enough to keep it on the page (pdfjs drops the rest).
    const line = Array.from({ length: 8_000 }, (_, index) => (index % 2 ? 'Tutar:' : 'AYSE')).join(' ');
    const pdf = pdfWithContent(Buffer.from(`BT /F1 0.01 Tf 10 400 Td (${line}) Tj ET`));
    const started = performance.now();
    await expect(readPdfText(pdf)).rejects.toMatchObject({ statusCode: 422 });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);
});

/**
 * The text layer of a PDF with pdfjs-dist (legacy build, the one meant for Node): text items are grouped
 * into printed lines by their baseline, ordered left to right, and joined with one space for a word gap
 * and three for a column gap.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

export interface PdfText {
  pageCount: number;
  /** Text of the first `maxPages` pages, pages separated by a blank line. */
  text: string;
  /** The longest side of those pages, in points (1/72 inch). */
  longestSide: number;
}

interface PlacedText {
  x: number;
  y: number;
  end: number;
  size: number;
  text: string;
}

function linesOfPage(items: PlacedText[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PlacedText[][] = [];
  for (const item of sorted) {
    const row = rows.find((candidate) => Math.abs(candidate[0].y - item.y) <= candidate[0].size * 0.4);
    if (row) row.push(item);
    else rows.push([item]);
  }
  rows.sort((a, b) => b[0].y - a[0].y);
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let previous: PlacedText | null = null;
    for (const item of row) {
      if (previous) {
        const gap = item.x - previous.end;
        if (gap > previous.size * 2) line += '   ';
        else if (gap > previous.size * 0.15 && !line.endsWith(' ') && !item.text.startsWith(' ')) line += ' ';
      }
      line += item.text;
      previous = item;
    }
    return line.replace(/\s+$/, '');
  });
}

/** Throws when the bytes are not a PDF pdfjs can open (the caller reports a corrupt file). */
export async function readPdfText(data: Buffer, maxPages = 3): Promise<PdfText> {
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let longestSide = 0;
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      longestSide = Math.max(longestSide, Math.abs(x1 - x0), Math.abs(y1 - y0));
      const content = await page.getTextContent();
      const items: PlacedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const textItem = item as TextItem;
        const [a, b, , , x, y] = textItem.transform as number[];
        const size = Math.hypot(a, b) || textItem.height || 10;
        items.push({ x, y, end: x + textItem.width, size, text: textItem.str });
      }
      pages.push(linesOfPage(items).join('\n'));
      page.cleanup();
    }
    return { pageCount: document.numPages, text: pages.join('\n\n'), longestSide };
  } finally {
    await task.destroy();
  }
}

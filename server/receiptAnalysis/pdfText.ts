/**
 * The text layer of a PDF with pdfjs-dist (legacy build, the one meant for Node), as words with their
 * boxes: each text item is split at its spaces, its width shared out by characters. Pages are stacked
 * top to bottom in one coordinate space (points, y growing downwards).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { ANALYSIS_MESSAGES, ReceiptAnalysisError } from './analysisErrors.js';
import { buildRows, rowsToText, type Word } from './layout.js';

export interface PdfText {
  pageCount: number;
  words: Word[];
  /** Text of the first `maxPages` pages, rebuilt from the words (diagnostics, the letter count). */
  text: string;
  /** The longest side of those pages, in points (1/72 inch). */
  longestSide: number;
}

/**
 * A receipt page holds at most a few hundred text pieces and a few thousand characters (the tuned
 * receipts 160 and 700). A page with far more is no receipt, and may be built to exhaust the server
 * (thousands of lines in a tiny font, one line of 64 KB, megabytes of text operators inflated from a
 * small file): its reading stops.
 */
const MAX_TEXT_ITEMS_PER_PAGE = 3_000;
const MAX_CHARS_PER_PAGE = 20_000;

/** The page's text pieces, read as a stream that is cancelled once the page holds too many. */
async function pageTextItems(page: PDFPageProxy): Promise<Array<TextItem | TextMarkedContent>> {
  const reader = page.streamTextContent().getReader();
  const items: Array<TextItem | TextMarkedContent> = [];
  let chars = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    const chunk = (value as { items: Array<TextItem | TextMarkedContent> }).items;
    for (const item of chunk) if ('str' in item) chars += item.str.length;
    items.push(...chunk);
    if (items.length > MAX_TEXT_ITEMS_PER_PAGE || chars > MAX_CHARS_PER_PAGE) {
      await reader.cancel(new Error('more text on one page than any receipt'));
      throw new ReceiptAnalysisError(422, ANALYSIS_MESSAGES.unreadable);
    }
  }
}

/** Cap height of a font relative to its size: a word's box is the part above the baseline. */
const CAP_HEIGHT = 0.75;

function wordsOfItem(item: TextItem, pageTop: number, offsetY: number): Word[] {
  const [a, b, , , x, y] = item.transform as number[];
  const size = Math.hypot(a, b) || item.height || 10;
  const perChar = item.str.length > 0 ? item.width / item.str.length : 0;
  const baseline = offsetY + pageTop - y;
  const words: Word[] = [];
  for (const match of item.str.matchAll(/\S+/g)) {
    const x0 = x + match.index * perChar;
    words.push({
      text: match[0].normalize('NFKC'),
      x0,
      x1: x0 + match[0].length * perChar,
      y0: baseline - CAP_HEIGHT * size,
      y1: baseline,
      conf: 1,
    });
  }
  return words;
}

/**
 * Joins pieces of one word that the PDF draws as separate items (a ligature such as 'ﬁ' is often its
 * own item: 'Bene' 'ﬁ' 'ciary'): touching boxes on one baseline.
 */
function joinTouching(words: Word[]): Word[] {
  const sorted = [...words].sort((a, b) => a.y1 - b.y1 || a.x0 - b.x0);
  const joined: Word[] = [];
  for (const word of sorted) {
    const last = joined[joined.length - 1];
    const height = word.y1 - word.y0;
    if (last && Math.abs(last.y1 - word.y1) < 0.2 * height && Math.abs(word.x0 - last.x1) < 0.08 * height) {
      joined[joined.length - 1] = { ...last, text: last.text + word.text, x1: Math.max(last.x1, word.x1) };
    } else {
      joined.push(word);
    }
  }
  return joined;
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
    const words: Word[] = [];
    let longestSide = 0;
    let offsetY = 0;
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      longestSide = Math.max(longestSide, Math.abs(x1 - x0), Math.abs(y1 - y0));
      for (const item of await pageTextItems(page)) {
        if ('str' in item && item.str.trim() !== '')
          words.push(...wordsOfItem(item, Math.max(y0, y1), offsetY));
      }
      // A gap of a few lines between pages keeps their rows apart.
      offsetY += Math.abs(y1 - y0) + 50;
      page.cleanup();
    }
    const joined = joinTouching(words);
    return { pageCount: document.numPages, words: joined, text: rowsToText(buildRows(joined)), longestSide };
  } finally {
    await task.destroy();
  }
}

/**
 * The page as words with positions, and the derived views the parser works on: rows (a printed line
 * across the whole page) and segments (runs of words in a row without a column gap: a table cell, a
 * 'label: value' pair, one side of a two-column card).
 *
 * Coordinates grow right and down, in any unit (PDF points, image pixels, text columns); only ratios to
 * the words' height matter.
 */
import { joinCharBoxes } from './charBoxes.js';

export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Recognition confidence 0–1 (1 for a PDF's text layer). */
  conf: number;
  /** The OCR's own line id, when it has one: words of one id stay in one row. */
  line?: string;
}

export interface Segment {
  words: Word[];
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Character offset of each word in `text` (words joined by one space). */
  offsets: number[];
}

/** How far two horizontal extents (a label and a cell, two columns) overlap; zero or less when they do not. */
export const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

export interface Row {
  segments: Segment[];
  y0: number;
  y1: number;
  /** Typical word height of the row. */
  height: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
};

/** A gap between two words wider than this many word heights splits them into two segments. */
const COLUMN_GAP = 1.05;

function segmentOf(words: Word[]): Segment {
  const offsets: number[] = [];
  let text = '';
  for (const word of words) {
    if (text) text += ' ';
    offsets.push(text.length);
    text += word.text;
  }
  return {
    words,
    text,
    offsets,
    x0: Math.min(...words.map((word) => word.x0)),
    x1: Math.max(...words.map((word) => word.x1)),
    y0: Math.min(...words.map((word) => word.y0)),
    y1: Math.max(...words.map((word) => word.y1)),
  };
}

/**
 * A box border or table rule the OCR read as a word: '|', '[', '!' always; a lone 'l', 'I', 'İ', 'i' or
 * '1' (or two of them) only when read with little confidence, as such a letter or digit may be text.
 */
const isRule = (word: Word) =>
  /^[|¦[\]!]+$/.test(word.text) || (word.conf < 0.6 && /^[|¦[\]!lIİi1]{1,2}$/u.test(word.text));

function rowOf(words: Word[]): Row {
  const byX = [...words].sort((a, b) => a.x0 - b.x0);
  const height = median(byX.map((word) => word.y1 - word.y0)) || 1;
  // An IBAN printed one character per box is one word.
  const sorted = joinCharBoxes(byX, height);
  const segments: Segment[] = [];
  let current: Word[] = [];
  for (const word of sorted) {
    const previous = current[current.length - 1];
    // A rule between words parts them like a column gap, and is no word of either.
    if (isRule(word)) {
      if (current.length > 0) segments.push(segmentOf(current));
      current = [];
      continue;
    }
    if (previous && word.x0 - previous.x1 > COLUMN_GAP * height) {
      segments.push(segmentOf(current));
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) segments.push(segmentOf(current));
  // A row of nothing but rules keeps them, so that it stays a row (a table's border line).
  if (segments.length === 0) segments.push(segmentOf(sorted));
  return {
    segments,
    height,
    y0: Math.min(...words.map((word) => word.y0)),
    y1: Math.max(...words.map((word) => word.y1)),
  };
}

const centre = (word: { y0: number; y1: number }) => (word.y0 + word.y1) / 2;

/**
 * Rows of the page, top to bottom: words of one OCR line stay together; lines (or loose words) whose
 * vertical centres lie within half a word height of each other and do not overlap sideways make one row.
 */
export function buildRows(words: Word[]): Row[] {
  const groups = new Map<string, Word[]>();
  const loose: Word[][] = [];
  for (const word of words) {
    if (!word.text.trim()) continue;
    if (word.line === undefined) loose.push([word]);
    else {
      const group = groups.get(word.line);
      if (group) group.push(word);
      else groups.set(word.line, [word]);
    }
  }
  const lines = [...groups.values(), ...loose].map((group) => ({
    words: group,
    y: median(group.map(centre)),
    height: median(group.map((word) => word.y1 - word.y0)) || 1,
    x0: Math.min(...group.map((word) => word.x0)),
    x1: Math.max(...group.map((word) => word.x1)),
  }));
  lines.sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: Array<{ words: Word[]; y: number; height: number; spans: Array<[number, number]> }> = [];
  for (const line of lines) {
    // Rows are made top to bottom, so their y grows: only those from half this line's height above it
    // can take it (a binary search keeps a page of thousands of lines from comparing every pair).
    let first = 0;
    let last = rows.length;
    while (first < last) {
      const middle = (first + last) >> 1;
      if (rows[middle].y < line.y - 0.5 * line.height) first = middle + 1;
      else last = middle;
    }
    let row: (typeof rows)[number] | undefined;
    for (let index = first; index < rows.length && !row; index++) {
      const candidate = rows[index];
      if (
        Math.abs(candidate.y - line.y) <= 0.5 * Math.min(candidate.height, line.height) &&
        candidate.spans.every(([x0, x1]) => line.x1 <= x0 || line.x0 >= x1)
      )
        row = candidate;
    }
    if (row) {
      row.words.push(...line.words);
      row.spans.push([line.x0, line.x1]);
    } else {
      rows.push({ words: [...line.words], y: line.y, height: line.height, spans: [[line.x0, line.x1]] });
    }
  }
  return rows.map((row) => rowOf(row.words)).sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
}

/**
 * Words of plain text laid out as a monospaced page: one column per character, one row per line, so a
 * run of two or more spaces is a column gap and a single space a word gap.
 */
export function wordsOfText(text: string): Word[] {
  const words: Word[] = [];
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.replace(/[\t\u00a0]/g, ' ').matchAll(/\S+/g)) {
        const x0 = match.index;
        words.push({
          text: match[0],
          x0,
          x1: x0 + match[0].length,
          y0: index * 1.5,
          y1: index * 1.5 + 1,
          conf: 1,
        });
      }
    });
  return words;
}

/** Rows as text lines, segments separated by three spaces (diagnostics and the text fallback). */
export const rowsToText = (rows: Row[]) =>
  rows.map((row) => row.segments.map((segment) => segment.text).join('   ')).join('\n');

/**
 * Straightens the words of a slightly rotated scan: the median slope of the OCR's lines (words with a
 * line id) is turned back, so rows and columns of the page line up again.
 */
export function deskewWords(words: Word[]): Word[] {
  const byLine = new Map<string, Word[]>();
  for (const word of words) {
    if (!word.line) continue;
    const line = byLine.get(word.line);
    if (line) line.push(word);
    else byLine.set(word.line, [word]);
  }
  const slopes: number[] = [];
  for (const line of byLine.values()) {
    if (line.length < 3) continue;
    const first = line.reduce((a, b) => (a.x0 < b.x0 ? a : b));
    const last = line.reduce((a, b) => (a.x1 > b.x1 ? a : b));
    const run = (last.x0 + last.x1) / 2 - (first.x0 + first.x1) / 2;
    if (run > 0) slopes.push((centre(last) - centre(first)) / run);
  }
  if (slopes.length < 3) return words;
  const angle = Math.atan(median(slopes));
  if (Math.abs(angle) < 0.002) return words;
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  return words.map((word) => {
    const cx = (word.x0 + word.x1) / 2;
    const cy = centre(word);
    const x = cx * cos - cy * sin;
    const y = cx * sin + cy * cos;
    const halfWidth = (word.x1 - word.x0) / 2;
    const halfHeight = (word.y1 - word.y0) / 2;
    return { ...word, x0: x - halfWidth, x1: x + halfWidth, y0: y - halfHeight, y1: y + halfHeight };
  });
}

/**
 * Ruling lines (table borders, boxes, underlines) erased from a cleaned page before OCR. Tesseract reads
 * a border beside a value as a glyph of it ('(3.657,53', '|TR33'), and a box around a line of text
 * breaks the line apart. A line is a straight run of ink far longer than any letter's stroke and thin
 * across all its length; where a letter's stem crosses or touches it, it is not thin, and stays.
 */

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A pixel darker than this (0–255, the paper flattened to white) is ink: a faint grey rule too. */
const INK_LEVEL = 230;
/** A pixel beside a line darker than this is a letter's stroke touching it, not the line's blurred edge. */
const STROKE_LEVEL = 150;
/** Gaps of up to this many pixels (noise, a crossing line) do not break a line. */
const GAP_PX = 2;
/** A line is at most this thick (pixels, its blurred edges included). */
const MAX_THICKNESS = 5;
/** A horizontal run this share of the page's width or longer is a line, far longer than a letter's bar. */
const HORIZONTAL_SHARE = 0.06;
/** A vertical run this share of the page's width or longer is a line: a tall heading's stem is shorter. */
const VERTICAL_SHARE = 0.045;

/** For each ink pixel, the length of the run of ink through it along one axis. */
function runLengths(ink: Uint8Array, width: number, height: number, vertical: boolean): Uint16Array {
  const lengths = new Uint16Array(width * height);
  const [outer, inner] = vertical ? [width, height] : [height, width];
  const at = (o: number, i: number) => (vertical ? i * width + o : o * width + i);
  for (let o = 0; o < outer; o++) {
    let start = 0;
    for (let i = 0; i <= inner; i++) {
      if (i < inner && ink[at(o, i)]) continue;
      for (let j = start; j < i; j++) lengths[at(o, j)] = Math.min(i - start, 65_535);
      start = i + 1;
    }
  }
  return lengths;
}

/** Calls `mark` for each run of `length` positions where `thin` holds, gaps of GAP_PX bridged. */
function markRuns(
  length: number,
  minRun: number,
  thin: (at: number) => boolean,
  mark: (from: number, to: number) => void,
): void {
  let start = -1;
  let last = -1;
  for (let at = 0; at <= length; at++) {
    const end = at === length;
    if (!end && !thin(at)) continue;
    if (end || (start >= 0 && at - last > GAP_PX + 1)) {
      if (start >= 0 && last - start + 1 >= minRun) mark(start, last);
      start = -1;
    }
    if (end) break;
    if (start < 0) start = at;
    last = at;
  }
}

/** The page's ruling lines painted white, in place; the number of pixels painted. */
export function eraseRuleLines({ data, width, height }: Pixels): number {
  const size = width * height;
  const grey = new Uint8Array(size);
  for (let i = 0; i < size; i++) grey[i] = Math.min(data[i * 4], data[i * 4 + 1], data[i * 4 + 2]);
  const ink = grey.map((value) => (value < INK_LEVEL ? 1 : 0));
  const across = runLengths(ink, width, height, true);
  const along = runLengths(ink, width, height, false);
  const erase = new Uint8Array(size);
  // Beside a line, only pixels lighter than a stroke are its blurred edge.
  const edge = (index: number) => {
    if (grey[index] >= STROKE_LEVEL) erase[index] = 1;
  };
  const thinAcross = (index: number) => across[index] > 0 && across[index] <= MAX_THICKNESS;
  const thinAlong = (index: number) => along[index] > 0 && along[index] <= MAX_THICKNESS;
  const horizontal = Math.max(24, Math.round(HORIZONTAL_SHARE * width));
  const vertical = Math.max(18, Math.round(VERTICAL_SHARE * width));
  for (let y = 0; y < height; y++)
    markRuns(
      width,
      horizontal,
      (x) => thinAcross(y * width + x),
      (from, to) => {
        for (let index = y * width + from; index <= y * width + to; index++) {
          if (!thinAcross(index)) continue;
          erase[index] = 1;
          if (y > 0) edge(index - width);
          if (y + 1 < height) edge(index + width);
        }
      },
    );
  for (let x = 0; x < width; x++)
    markRuns(
      height,
      vertical,
      (y) => thinAlong(y * width + x),
      (from, to) => {
        for (let y = from; y <= to; y++) {
          const index = y * width + x;
          if (!thinAlong(index)) continue;
          erase[index] = 1;
          if (x > 0) edge(index - 1);
          if (x + 1 < width) edge(index + 1);
        }
      },
    );
  let erased = 0;
  for (let i = 0; i < size; i++) {
    if (!erase[i]) continue;
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = 255;
    erased++;
  }
  return erased;
}

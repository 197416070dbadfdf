/**
 * Cleaning of a noisy scan or photo before OCR, with the npm canvas (Skia): the paper's shading is
 * flattened, the page is turned level, and the grain is smoothed.
 * - Shading: a shadow across a corner or a grey paper makes Tesseract's global threshold eat the letters
 *   in the dark part; each pixel is divided by the paper's brightness around it (a blurred, small copy
 *   of the page), so the paper turns white everywhere and the letters keep their contrast.
 * - Skew: lines at a slant of a few degrees break Tesseract's line finding (it then reads one line of a
 *   page, or a column of labels apart from their values); the slant is the angle whose horizontal
 *   projection of the dark pixels has the sharpest rows, and the page is turned back by it.
 * - Grain: a slight blur, so that specks on the paper and on grey table cells are not read as marks.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';

/** The paper's brightness is taken from a copy this many times smaller, blurred. */
const PAPER_SCALE = 8;
const PAPER_BLUR_PX = 3;
/** Slants looked for, in degrees either way, and the step between them. */
const MAX_SKEW_DEG = 10;
const SKEW_STEP_DEG = 0.25;
/** Slants smaller than this are left: turning costs sharpness. */
const MIN_SKEW_DEG = 0.5;
/** The slant is measured on a copy this many times smaller. */
const SKEW_SCALE = 2;
/** A pixel darker than this share of the page's mean brightness is ink. */
const INK_SHARE = 0.55;
const GRAIN_BLUR_PX = 1;

const blankCanvas = (width: number, height: number) => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas;
};

/** The page divided by its paper's brightness around each pixel. */
export function flattenPaper(page: Canvas): Canvas {
  const { width, height } = page;
  const small = createCanvas(Math.ceil(width / PAPER_SCALE), Math.ceil(height / PAPER_SCALE));
  const smallContext = small.getContext('2d');
  smallContext.filter = `blur(${PAPER_BLUR_PX}px)`;
  smallContext.drawImage(page, 0, 0, small.width, small.height);
  // colour-dodge by the paper's negative is a division by the paper: base / (1 − (1 − paper)).
  const negative = createCanvas(width, height);
  const negativeContext = negative.getContext('2d');
  negativeContext.drawImage(small, 0, 0, width, height);
  negativeContext.globalCompositeOperation = 'difference';
  negativeContext.fillStyle = '#ffffff';
  negativeContext.fillRect(0, 0, width, height);
  const flat = blankCanvas(width, height);
  const flatContext = flat.getContext('2d');
  flatContext.drawImage(page, 0, 0);
  flatContext.globalCompositeOperation = 'color-dodge';
  flatContext.drawImage(negative, 0, 0);
  return flat;
}

export interface PageSkew {
  /** The slant of the page's lines in degrees (positive: they fall to the right), 0 when level. */
  degrees: number;
  /** The lines run up or down the page: it is turned by a quarter turn one way or the other. */
  turned: boolean;
}

/** The sharpest projection of ink points over the slants looked for: its score and slant. */
function sharpestSlant(xs: number[], ys: number[], width: number, height: number) {
  let best = 0;
  let bestScore = -1;
  const bins = new Float64Array(height + 2 * width + 2);
  for (let degrees = -MAX_SKEW_DEG; degrees <= MAX_SKEW_DEG + 1e-9; degrees += SKEW_STEP_DEG) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let k = 0; k < xs.length; k++) bins[Math.round(ys[k] - xs[k] * slope) + width]++;
    // Sharp rows (all ink of a line in a few bins) give the largest sum of squares.
    let score = 0;
    for (const count of bins) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return { degrees: best, score: bestScore };
}

/** A page's columns must be this much sharper than its rows for it to be taken as turned. */
const TURNED_MARGIN = 1.2;

/** How the page's lines run (see PageSkew). */
export function pageSkew(page: Canvas): PageSkew {
  const width = Math.ceil(page.width / SKEW_SCALE);
  const height = Math.ceil(page.height / SKEW_SCALE);
  const small = blankCanvas(width, height);
  small.getContext('2d').drawImage(page, 0, 0, width, height);
  const data = small.getContext('2d').getImageData(0, 0, width, height).data;
  let sum = 0;
  for (let i = 1; i < data.length; i += 4) sum += data[i];
  const ink = (INK_SHARE * sum) / (width * height);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[(y * width + x) * 4 + 1] < ink) {
        xs.push(x);
        ys.push(y);
      }
  const rows = sharpestSlant(xs, ys, width, height);
  const columns = sharpestSlant(ys, xs, height, width);
  if (columns.score > TURNED_MARGIN * rows.score) {
    // Turned: levelled by the slant of its columns, then read turned by a quarter turn.
    return { degrees: Math.abs(columns.degrees) < MIN_SKEW_DEG ? 0 : -columns.degrees, turned: true };
  }
  return { degrees: Math.abs(rows.degrees) < MIN_SKEW_DEG ? 0 : rows.degrees, turned: false };
}

/** The page flattened, turned level and smoothed (see above), and whether its lines run up or down. */
export function cleanPage(page: Canvas): { clean: Canvas; turned: boolean } {
  const flat = flattenPaper(page);
  const { degrees, turned } = pageSkew(flat);
  const clean = blankCanvas(page.width, page.height);
  const context = clean.getContext('2d');
  context.filter = `blur(${GRAIN_BLUR_PX}px)`;
  context.translate(page.width / 2, page.height / 2);
  context.rotate((-degrees * Math.PI) / 180);
  context.drawImage(flat, -page.width / 2, -page.height / 2);
  return { clean, turned };
}

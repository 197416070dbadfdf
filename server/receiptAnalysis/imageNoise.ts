/** How grainy a page is: the measure that decides whether it is smoothed before OCR (imagePrepare.ts). */

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Every this many rows are looked at: the grain of a scan is the same all over the page. */
const ROW_STEP = 4;

/**
 * The mean brightness step between horizontally neighbouring pixels of the paper (the brighter pixels of
 * the page, or the darker ones of a dark theme), 0–255: 0 on a screenshot's flat background, 10 and more
 * on a grainy scan or a noisy photo. Text edges hardly count: they are few beside the paper.
 */
export function pageNoise({ data, width, height }: Pixels, dark: boolean): number {
  const grey = (index: number) => (data[index] + data[index + 1] + data[index + 2]) / 3;
  let total = 0;
  let count = 0;
  for (let sum = 0, y = 0; y < height; y += ROW_STEP) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) sum += grey(row + x * 4);
    total += sum;
    count += width;
    sum = 0;
  }
  const mean = total / Math.max(count, 1);
  const paper = (value: number) => (dark ? value < mean : value > mean);
  let steps = 0;
  let pairs = 0;
  for (let y = 0; y < height; y += ROW_STEP) {
    const row = y * width * 4;
    for (let x = 0; x + 1 < width; x++) {
      const left = grey(row + x * 4);
      const right = grey(row + x * 4 + 4);
      if (!paper(left) || !paper(right)) continue;
      steps += Math.abs(left - right);
      pairs++;
    }
  }
  return pairs === 0 ? 0 : steps / pairs;
}

/** The page is cut into squares of this many pixels for its paper's brightness. */
const TILE_PX = 32;

/**
 * How unevenly the paper is lit, 0–255: the brightness of the paper (the brighter tenth of the pixels)
 * in each square of the page, brightest squares less darkest (the 95th less the 5th percentile, so a
 * square of solid print does not count). A few levels on a scan or an evenly lit photo, 70 and more
 * under a shadow across a photographed page.
 */
export function paperShading({ data, width, height }: Pixels): number {
  const papers: number[] = [];
  const histogram = new Uint32Array(256);
  for (let top = 0; top < height; top += TILE_PX)
    for (let left = 0; left < width; left += TILE_PX) {
      histogram.fill(0);
      let count = 0;
      for (let y = top; y < Math.min(height, top + TILE_PX); y += 2)
        for (let x = left; x < Math.min(width, left + TILE_PX); x += 2) {
          const index = (y * width + x) * 4;
          histogram[Math.round((data[index] + data[index + 1] + data[index + 2]) / 3)]++;
          count++;
        }
      let level = 255;
      for (let brighter = 0; level > 0 && (brighter += histogram[level]) < count / 10;) level--;
      papers.push(level);
    }
  papers.sort((a, b) => a - b);
  const at = (share: number) => papers[Math.floor(share * (papers.length - 1))] ?? 0;
  return at(0.95) - at(0.05);
}

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

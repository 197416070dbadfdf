/**
 * Which way a page is turned, by Tesseract's orientation detection (`--psm 0`, the `osd` model): one
 * run of about a reading's CPU that classifies the shapes of the page's letters. Asked only of a page
 * read as hardly anything, so that one found upright is not read turned both ways (ocrPasses.ts).
 */
import { runTool } from './runTool.js';
import { TESSERACT, type OcrOptions } from './tesseractOcr.js';

/** Clockwise turn that sets the page upright. */
export type PageTurn = 0 | 90 | 180 | 270;

/**
 * The turn that sets the page upright, from the text `tesseract --psm 0` prints ('Rotate: 90'); null
 * when it has none. Its confidence is not weighed: on a sparse card it is low (0.3–2) yet the turn right,
 * and a wrong answer only costs the reader one more run (it then tries the other turn).
 */
export function pageTurnOfOsd(osd: string): PageTurn | null {
  const rotate = /^Rotate:\s*(\d+)\s*$/m.exec(osd);
  const turn = rotate ? Number(rotate[1]) : NaN;
  return turn === 0 || turn === 90 || turn === 180 || turn === 270 ? turn : null;
}

/**
 * The page's turn by the native Tesseract, or null when it cannot tell (too few letters, no `osd` model,
 * an error): the caller then tries the turns itself.
 */
export async function detectPageTurn(
  image: Buffer,
  options: Pick<OcrOptions, 'timeoutMs' | 'signal'> = {},
): Promise<PageTurn | null> {
  const output = await runTool(TESSERACT, ['stdin', 'stdout', '--psm', '0', '-l', 'osd'], {
    input: image,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxOutputBytes: 64 * 1024,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    signal: options.signal,
  }).catch((error: unknown) => {
    // A caller that gave up is told so; any other failure only means 'no answer'.
    if (options.signal?.aborted) throw error;
    return null;
  });
  return output ? pageTurnOfOsd(output.toString('utf8')) : null;
}

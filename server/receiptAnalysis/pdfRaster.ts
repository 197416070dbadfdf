import { runTool } from './runTool.js';

const PDFTOPPM = process.env.PDFTOPPM_PATH ?? 'pdftoppm';

/**
 * One page of a PDF as a grey-scale PNG at `dpi`, by poppler's pdftoppm (the PDF on stdin, the PNG on
 * stdout), at the resolution the caller asks for (analyzeReceipt: 200 dpi).
 */
export async function rasterisePdfPage(
  pdf: Buffer,
  pageNumber: number,
  options: { dpi?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const page = String(pageNumber);
  const args = [
    '-png',
    '-gray',
    '-r',
    String(options.dpi ?? 300),
    '-f',
    page,
    '-l',
    page,
    '-singlefile',
    '-',
  ];
  return runTool(PDFTOPPM, args, {
    input: pdf,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxOutputBytes: 64 * 1024 * 1024,
    signal: options.signal,
  });
}

/**
 * An OCR engine that keeps every run's words on disk, keyed by the image's bytes and the run's settings,
 * so that a parser change can be benched on the OCR'd kinds in seconds: the same image read with the
 * same settings gives the same words. Times measured through it mean nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Word } from '../../server/receiptAnalysis/layout.js';
import type { OcrEngine } from '../../server/receiptAnalysis/ocrEngine.js';
import type { OcrOptions } from '../../server/receiptAnalysis/tesseractOcr.js';

function keyOf(engine: OcrEngine, call: string, image: Buffer, settings: object): string {
  return createHash('sha256')
    .update(`${engine.name}|${call}|${JSON.stringify(settings)}|`)
    .update(image)
    .digest('hex');
}

/** Written whole or not at all: benches running at once share the cache. */
function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

async function remembered<T>(dir: string, key: string, compute: () => Promise<T>): Promise<T> {
  const file = path.join(dir, `${key}.json`);
  if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { value: T }).value;
  const value = await compute();
  writeAtomically(file, JSON.stringify({ value }));
  return value;
}

export function withOcrWordCache(engine: OcrEngine, dir: string): OcrEngine {
  fs.mkdirSync(dir, { recursive: true });
  const settingsOf = ({ timeoutMs: _timeout, signal: _signal, ...settings }: OcrOptions) => settings;
  const { pageTurn } = engine;
  return {
    ...engine,
    recognise: (image, options) =>
      remembered<Word[]>(dir, keyOf(engine, 'words', image, settingsOf(options)), () =>
        engine.recognise(image, options),
      ),
    ...(pageTurn
      ? {
          pageTurn: (image, options) =>
            remembered(dir, keyOf(engine, 'turn', image, {}), () => pageTurn(image, options)),
        }
      : {}),
    rasterise: async (pdf, pageNumber, options) => {
      const key = keyOf(engine, `page ${pageNumber} at ${options.dpi}`, pdf, {});
      const file = path.join(dir, `${key}.raster`);
      if (fs.existsSync(file)) return fs.readFileSync(file);
      const image = await engine.rasterise(pdf, pageNumber, options);
      writeAtomically(file, image);
      return image;
    },
  };
}

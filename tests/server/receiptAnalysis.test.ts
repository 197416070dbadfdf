/**
 * The receipt analysis service over real HTTP: the plugin on its own Fastify instance, fed the generated
 * corpus (tests/receiptCorpus; generated first when missing). Text PDFs of the tuned families must be
 * exact, and no text PDF, held-back families included, may get a wrong IBAN; the OCR kinds (the first
 * sample of tuned families as PNG, scanned PDF and degraded JPEG) must reach 95%, 95% and 90% of their
 * fields without a wrong IBAN (the held-back figures are the bench's). Then bad files, a busy queue and
 * mounting under a prefix.
 */
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrQueue } from '../../server/receiptAnalysis/ocrQueue';
import { receiptAnalysisPlugin } from '../../server/receiptAnalysis/receiptAnalysisPlugin';
import { FieldTally, fieldMisses } from '../receiptCorpus/fieldScore';
import {
  ensureReceiptCorpus,
  samplePath,
  type CorpusManifest,
  type CorpusSample,
  type ReceiptKind,
} from '../receiptCorpus/receiptCorpus';

const MIME: Record<ReceiptKind, string> = {
  textPdf: 'application/pdf',
  png: 'image/png',
  degraded: 'image/jpeg',
  scannedPdf: 'application/pdf',
};
const ONE_PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

interface AnalysisBody {
  success: boolean;
  message?: string;
  data: Record<string, string>;
  confidence?: Record<string, number>;
}

let corpus: CorpusManifest;
let app: FastifyInstance;
let baseUrl: string;

async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function analyse(
  url: string,
  file: Buffer | null,
  options: { type?: string; name?: string; field?: string } = {},
): Promise<{ status: number; body: AnalysisBody }> {
  const form = new FormData();
  if (file) {
    form.append(
      options.field ?? 'dekont',
      new Blob([new Uint8Array(file)], { type: options.type ?? 'application/octet-stream' }),
      options.name ?? 'dekont',
    );
  } else {
    form.append('note', 'no file');
  }
  const response = await fetch(`${url}/analyze-dekont`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as AnalysisBody };
}

const tuned = () => corpus.samples.filter((sample) => !sample.heldBack);
/** The first sample of each tuned family (the first `families` of them when given). */
const firstOfEachLayout = (families = Infinity) =>
  tuned()
    .filter((sample) => sample.id.endsWith('-1'))
    .slice(0, families);
const read = (sample: CorpusSample, kind: ReceiptKind) => fs.readFileSync(samplePath(sample, kind));

beforeAll(async () => {
  corpus = await ensureReceiptCorpus();
  app = Fastify({ logger: false });
  await app.register(receiptAnalysisPlugin);
  baseUrl = await listen(app);
}, 300_000);

afterAll(async () => {
  await app?.close();
});

/** Reads samples of one kind; answers the tally and the misses, and checks no IBAN is ever wrong. */
async function readAll(samples: CorpusSample[], kind: ReceiptKind) {
  const tally = new FieldTally();
  const misses: string[] = [];
  for (const sample of samples) {
    const { status, body } = await analyse(baseUrl, read(sample, kind), { type: MIME[kind] });
    expect(status, sample.id).toBe(200);
    const missed = fieldMisses(sample.expected, body.data);
    tally.add(missed);
    misses.push(...missed.map((miss) => `${sample.id} ${miss.field}: '${miss.expected}' ≠ '${miss.actual}'`));
  }
  expect(tally.wrongIbans, misses.join('\n')).toBe(0);
  return { tally, misses };
}

describe('receipt analysis on the generated corpus', () => {
  it('covers at least 16 layout families, at least 4 of them held back', () => {
    expect(new Set(corpus.samples.map((sample) => sample.layout)).size).toBeGreaterThanOrEqual(16);
    const heldBack = new Set(
      corpus.samples.filter((sample) => sample.heldBack).map((sample) => sample.layout),
    );
    expect(heldBack.size).toBeGreaterThanOrEqual(4);
  });

  it('reads every field of every text PDF of the tuned families, with a confidence per found field', async () => {
    for (const sample of tuned()) {
      const { status, body } = await analyse(baseUrl, read(sample, 'textPdf'), { type: MIME.textPdf });
      expect(status, sample.id).toBe(200);
      expect({ id: sample.id, success: body.success, data: body.data }).toEqual({
        id: sample.id,
        success: true,
        data: sample.expected,
      });
      expect(Object.keys(body.confidence ?? {}).sort()).toEqual(Object.keys(sample.expected).sort());
      for (const value of Object.values(body.confidence ?? {})) expect(value).toBeGreaterThan(0);
    }
  });

  it('never answers a wrong IBAN on a text PDF, held-back families included', async () => {
    await readAll(corpus.samples, 'textPdf');
  });

  it('reads at least 95% of the fields of the first PNG of each tuned family', async () => {
    const { tally, misses } = await readAll(firstOfEachLayout(), 'png');
    expect(tally.accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  }, 240_000);

  it('reads at least 95% of the fields of the first scanned PDFs', async () => {
    const { tally, misses } = await readAll(firstOfEachLayout(8), 'scannedPdf');
    expect(tally.accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  }, 240_000);

  it('reads at least 90% of the fields of the first degraded images', async () => {
    const { tally, misses } = await readAll(firstOfEachLayout(8), 'degraded');
    expect(tally.samples).toBe(8);
    expect(tally.accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 240_000);
});

describe('receipt analysis of bad input', () => {
  it.each([
    ['an HTML page', Buffer.from('<!doctype html><html><body>Gönderen: Ali</body></html>'), 'text/html'],
    [
      'an SVG image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Tutar</text></svg>'),
      'image/svg+xml',
    ],
    ['a text file', Buffer.from('Gönderen: Ali Veli\nTutar: 100 TL\n'), 'text/plain'],
    ['a text file named .png', Buffer.from('Gönderen: Ali Veli'), 'image/png'],
  ])('refuses %s with 415', async (_label, file, type) => {
    const { status, body } = await analyse(baseUrl, file, { type });
    expect(status).toBe(415);
    expect(body).toEqual({
      success: false,
      message: 'Desteklenmeyen dosya formatı. Lütfen PNG, JPG, GIF veya PDF yükleyin.',
    });
  });

  it('refuses an empty file with 400', async () => {
    const { status, body } = await analyse(baseUrl, Buffer.alloc(0), { type: 'application/pdf' });
    expect(status).toBe(400);
    expect(body.message).toBe('Dekont dosyası boş');
  });

  it('refuses a request without the dekont file with 400', async () => {
    expect((await analyse(baseUrl, null)).status).toBe(400);
    const wrongField = await analyse(baseUrl, read(corpus.samples[0], 'textPdf'), { field: 'receipt' });
    expect(wrongField.status).toBe(400);
    const notMultipart = await fetch(`${baseUrl}/analyze-dekont`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([read(corpus.samples[0], 'png'), Buffer.alloc(5_242_880)]);
    const { status, body } = await analyse(baseUrl, big, { type: 'image/png' });
    expect(status).toBe(413);
    expect(body.message).toBe("Dosya boyutu 5MB'ı aşamaz.");
  });

  it('answers 422 for a corrupt PDF, truncated images and an image too large to decode', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << /Type /Catalog garbage')]);
    const truncatedPng = read(corpus.samples[0], 'png').subarray(0, 120);
    const truncatedJpeg = read(corpus.samples[0], 'degraded').subarray(0, 2000);
    // A PNG header claiming 100 000 × 100 000 pixels: refused before any decoder sees it.
    const hugePng = Buffer.from(read(corpus.samples[0], 'png'));
    hugePng.writeUInt32BE(100_000, 16);
    hugePng.writeUInt32BE(100_000, 20);
    // Files that crashed the native image decoder, and the server with it: a JPEG frame without its
    // tables or scan, and a GIF whose one frame claims 65535 × 65535 inside a 10 × 10 screen.
    const frameOnlyJpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
      Buffer.alloc(1000),
      Buffer.from([0xff, 0xd9]),
    ]);
    const oversizedFrameGif = Buffer.from('R0lGODlhCgAKAIAAAAAAAP///ywAAAAA/////wACAkwBADs=', 'base64');
    for (const [file, type] of [
      [pdf, 'application/pdf'],
      [truncatedPng, 'image/png'],
      [truncatedJpeg, 'image/jpeg'],
      [hugePng, 'image/png'],
      [frameOnlyJpeg, 'image/jpeg'],
      [oversizedFrameGif, 'image/gif'],
    ] as const) {
      const { status, body } = await analyse(baseUrl, file, { type });
      expect(status, type).toBe(422);
      expect(body).toEqual({ success: false, message: 'Dekont okunamadı: dosya bozuk veya okunamıyor' });
    }
  }, 60_000);

  it('accepts a GIF and reports that nothing was found in a blank one', async () => {
    const { status, body } = await analyse(baseUrl, ONE_PIXEL_GIF, { type: 'image/gif' });
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(Object.values(body.data)).toEqual(Array(6).fill('Bulunamadı'));
  });
});

describe('receipt analysis service set-up', () => {
  it('answers 503 when its OCR queue is full', async () => {
    const queue = new OcrQueue(1, 0);
    const busy = Fastify({ logger: false });
    await busy.register(receiptAnalysisPlugin, { analysis: { ocrQueue: queue } });
    const url = await listen(busy);
    try {
      const image = read(corpus.samples[0], 'png');
      const first = analyse(url, image, { type: 'image/png' });
      const started = Date.now();
      while (queue.stats.running === 0 && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const second = await analyse(url, image, { type: 'image/png' });
      expect(second).toEqual({
        status: 503,
        body: { success: false, message: 'Dekont okuma servisi meşgul, lütfen tekrar deneyin' },
      });
      expect((await first).status).toBe(200);
    } finally {
      await busy.close();
    }
  }, 60_000);

  it('mounts under a prefix of an app that already registered multipart', async () => {
    const panel = Fastify({ logger: false });
    await panel.register(multipart);
    await panel.register(receiptAnalysisPlugin, { prefix: '/api/analysis' });
    const url = await listen(panel);
    try {
      const sample = corpus.samples[0];
      const { status, body } = await analyse(`${url}/api/analysis`, read(sample, 'textPdf'));
      expect(status).toBe(200);
      expect(body.data).toEqual(sample.expected);
      const health = await fetch(`${url}/api/analysis/health`);
      expect(await health.json()).toEqual({ status: 'ok', ocr: { running: 0, borrowed: 0, waiting: 0 } });
    } finally {
      await panel.close();
    }
  });
});

/**
 * Generates the receipt corpus: `tsx tests/receiptCorpus/generate.ts [--per-layout 4] [--force]`; with
 * `--set dev --dir DIR` the development families (devLayouts.ts) into a corpus of their own, with
 * `--set dev2 --dir DIR` the second development set (devLayouts2.ts) likewise, with `--set dev3 --dir DIR`
 * the third (devLayouts3.ts and devLayouts3b.ts); with
 * `--set stress --degradation MODE --dir DIR` the tuned families, every one spoilt the same way, so a
 * change for that spoil is tried on many designs without looking at the held-back ones.
 * Run it under the Chromium lock (`flock /tmp/iade-e2e.lock …`); ensureReceiptCorpus() does.
 * For each layout and index: deterministic facts from a seeded PRNG, the page rendered to a text PDF, a
 * PNG, a degraded JPEG and an image-only PDF, and the expected fields in manifest.json (written last).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import {
  amountKurus,
  personName,
  pickOne,
  recipientName,
  seededRandom,
  transferMoment,
  turkishIban,
  type Random,
} from './fakeReceiptData.js';
import {
  CORPUS_DIR,
  CORPUS_VERSION,
  DEFAULT_PER_LAYOUT,
  isUsable,
  manifestPath,
  readManifest,
  type CorpusManifest,
  type CorpusSample,
  type ReceiptKind,
} from './receiptCorpus.js';
import { DEGRADATION_MODES, type DegradationMode, type ReceiptLayout } from './layoutKit.js';
import { DEV_LAYOUTS } from './devLayouts.js';
import { DEV2_LAYOUTS } from './devLayouts2.js';
import { DEV3_LAYOUTS } from './devLayouts3.js';
import { RECEIPT_LAYOUTS, type ReceiptFacts } from './receiptLayouts.js';
import { ReceiptRenderer, type Degradation } from './receiptRenderer.js';

const DESCRIPTIONS = ['Kira ödemesi', 'Borç iadesi', 'Sipariş ödemesi', 'Aidat', 'Fatura payı'];

const BANKS = [
  'Ziraat Bankası',
  'Garanti BBVA',
  'Akbank',
  'Yapı Kredi',
  'İş Bankası',
  'QNB',
  'Denizbank',
  'Halkbank',
];

function factsOf(random: Random): ReceiptFacts {
  return {
    sender: personName(random),
    senderIban: turkishIban(random),
    recipient: recipientName(random),
    recipientIban: turkishIban(random),
    amountKurus: amountKurus(random),
    feeKurus: 250 + Math.floor(random() * 2000),
    moment: transferMoment(random),
    reference: String(Math.floor(random() * 1e10)).padStart(10, '0'),
    description: pickOne(random, DESCRIPTIONS),
    senderBank: pickOne(random, BANKS),
    recipientBank: pickOne(random, BANKS),
    printMoment: transferMoment(random),
    balanceKurus: amountKurus(random),
  };
}

function degradationOf(random: Random, seed: number, mode: DegradationMode = 'scan'): Degradation {
  const sign = random() < 0.5 ? -1 : 1;
  const scan: Degradation = {
    seed,
    angle: sign * (1 + random() * 2),
    scale: 0.6 + random() * 0.15,
    blurPx: 0.4 + random() * 0.4,
    noise: 18 + random() * 14,
    jpegQuality: 0.7 + random() * 0.15,
  };
  if (mode === 'photo')
    return { ...scan, angle: sign * (3 + random() * 2), shear: 0.04 * sign, shadow: 0.45 };
  if (mode === 'fax')
    return { ...scan, angle: sign * 0.6, scale: 0.5, blurPx: 0.3, noise: 30, threshold: 150 };
  if (mode === 'rotated') return { ...scan, angle: 90 * sign + (random() - 0.5) };
  return scan;
}

const EXTENSIONS: Record<ReceiptKind, string> = {
  textPdf: 'text.pdf',
  png: 'png',
  degraded: 'degraded.jpg',
  scannedPdf: 'scan.pdf',
};

export async function generateReceiptCorpus(
  perLayout: number,
  dir = CORPUS_DIR,
  layouts: readonly ReceiptLayout[] = RECEIPT_LAYOUTS,
  seedBase = 0,
  degradation?: DegradationMode,
): Promise<CorpusManifest> {
  fs.mkdirSync(dir, { recursive: true });
  fs.rmSync(manifestPath(dir), { force: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const renderer = await ReceiptRenderer.open(browser);
    const samples: CorpusSample[] = [];
    for (const [layoutIndex, layout] of layouts.entries()) {
      for (let index = 0; index < perLayout; index++) {
        const seed = seedBase + 1000 * (layoutIndex + 1) + index;
        const random = seededRandom(seed);
        const { html, expected } = layout.render(factsOf(random));
        const rendered = await renderer.render(
          html,
          degradationOf(random, seed, degradation ?? layout.degradation),
        );
        const id = `${layout.name}-${index + 1}`;
        const files = Object.fromEntries(
          Object.entries(EXTENSIONS).map(([kind, extension]) => [kind, `${id}.${extension}`]),
        ) as Record<ReceiptKind, string>;
        for (const [kind, name] of Object.entries(files)) {
          fs.writeFileSync(path.join(dir, name), rendered[kind as ReceiptKind]);
        }
        fs.writeFileSync(path.join(dir, `${id}.html`), html);
        samples.push({ id, layout: layout.name, heldBack: layout.heldBack === true, files, expected });
      }
    }
    const manifest: CorpusManifest = { version: CORPUS_VERSION, perLayout, samples };
    fs.writeFileSync(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await browser.close();
  }
}

/**
 * The development sets, each rendered into a corpus of its own, seeds apart from the corpus's, each
 * other's and the stress sets' so that no sample repeats another's facts.
 */
const DEVELOPMENT_SETS: Record<string, { layouts: ReceiptLayout[]; seedBase: number; title: string }> = {
  dev: { layouts: DEV_LAYOUTS, seedBase: 700_000, title: 'development corpus' },
  dev2: { layouts: DEV2_LAYOUTS, seedBase: 1_300_000, title: 'second development corpus' },
  dev3: { layouts: DEV3_LAYOUTS, seedBase: 1_400_000, title: 'third development corpus' },
};

async function main() {
  const { values } = parseArgs({
    options: {
      'per-layout': { type: 'string' },
      force: { type: 'boolean', default: false },
      set: { type: 'string', default: 'corpus' },
      dir: { type: 'string' },
      degradation: { type: 'string' },
    },
  });
  const perLayout = Number(values['per-layout'] ?? DEFAULT_PER_LAYOUT);
  if (!Number.isInteger(perLayout) || perLayout < 1) throw new Error('--per-layout needs a positive integer');
  const development = DEVELOPMENT_SETS[values.set ?? ''];
  if (development) {
    if (!values.dir)
      throw new Error(`--set ${values.set} needs --dir: a development set gets a corpus of its own`);
    const manifest = await generateReceiptCorpus(
      perLayout,
      values.dir,
      development.layouts,
      development.seedBase,
    );
    console.log(`${development.title}: ${manifest.samples.length} samples × 4 kinds in ${values.dir}`);
    return;
  }
  if (values.set === 'stress') {
    const mode = values.degradation as DegradationMode | undefined;
    if (!values.dir || !mode || !DEGRADATION_MODES.includes(mode))
      throw new Error(`--set stress needs --dir and --degradation (${DEGRADATION_MODES.join(', ')})`);
    const tuned = RECEIPT_LAYOUTS.filter((layout) => layout.heldBack !== true);
    const seedBase = 800_000 + 100_000 * DEGRADATION_MODES.indexOf(mode);
    const manifest = await generateReceiptCorpus(perLayout, values.dir, tuned, seedBase, mode);
    console.log(`stress corpus (${mode}): ${manifest.samples.length} samples × 4 kinds in ${values.dir}`);
    return;
  }
  if (values.set !== 'corpus')
    throw new Error("--set is 'corpus' (the default), 'dev', 'dev2', 'dev3' or 'stress'");
  if (!values.force && isUsable(readManifest(), perLayout)) {
    console.log(`receipt corpus up to date in ${CORPUS_DIR}`);
    return;
  }
  const started = Date.now();
  const manifest = await generateReceiptCorpus(perLayout);
  console.log(
    `receipt corpus: ${manifest.samples.length} samples × 4 kinds in ${CORPUS_DIR} (${Date.now() - started} ms)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the built SPA,
// so that the server sends them as they are instead of compressing on every request.
// Usage: node scripts/compressAssets.mjs [dist/web]
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest|ico)$/i;
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 512;
// A copy that saves less than this share is not worth the server choosing it.
const MAX_RATIO = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressFile(file) {
  const data = await fs.readFile(file);
  const copies = [
    [
      '.br',
      await brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ],
    ['.gz', await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  const written = { file, bytes: data.length };
  for (const [extension, copy] of copies) {
    // A stale copy from an earlier build must not outlive a file that no longer compresses well.
    await fs.rm(file + extension, { force: true });
    if (copy.length <= data.length * MAX_RATIO) {
      await fs.writeFile(file + extension, copy);
      written[extension] = copy.length;
    }
  }
  return written;
}

const root = path.resolve(process.argv[2] ?? 'dist/web');
const candidates = [];
for await (const file of filesUnder(root)) {
  if (COMPRESSIBLE.test(file) && (await fs.stat(file)).size >= MIN_BYTES) candidates.push(file);
}
const results = await Promise.all(candidates.map(compressFile));
const sum = (key) => results.reduce((total, r) => total + (r[key] ?? 0), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${results.length} files in ${path.relative(process.cwd(), root) || '.'}: ` +
    `${kb(sum('bytes'))} → brotli ${kb(sum('.br'))}, gzip ${kb(sum('.gz'))}`,
);

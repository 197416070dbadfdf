/**
 * What the sign-in page costs to load from the built SPA (`npm run build` first): index.html, the files
 * it names (script, module preloads, styles) and everything those import statically, as sent identity,
 * brotli and gzip (the copies the build wrote; a file without one goes out as it is), plus the Turkish
 * catalog the page fetches from the server (the start-up language's, the only one fetched before another
 * language is chosen), compressed as the server compresses it. Lazy chunks
 * (import()) are not loaded by the sign-in page; the charts and date pickers must stay among them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadCatalog } from '../../server/i18n/catalog.js';

export const LOGIN_TRANSFER_TARGET_KB = 400;
/** Chunks that only later pages need (see vite.config.ts's chunk groups). */
const MUST_STAY_LAZY = [/^mui-charts-/, /^mui-pickers-/];

export interface LoginTransfer {
  files: string[];
  identityBytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Lazy chunks that the sign-in page loads anyway. */
  notLazy: string[];
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g;
const SHELL_REFERENCE = /(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g;

function sentSize(file: string, extension: '' | '.br' | '.gz'): number {
  const copy = file + extension;
  return fs.statSync(fs.existsSync(copy) ? copy : file).size;
}

export function measureLoginTransfer(webRoot: string): LoginTransfer {
  const indexFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const pending = [...html.matchAll(SHELL_REFERENCE)].map((m) => m[1]);
  const loaded = new Set<string>();
  while (pending.length > 0) {
    const relative = pending.pop() as string;
    if (loaded.has(relative)) continue;
    loaded.add(relative);
    if (!relative.endsWith('.js')) continue;
    const source = fs.readFileSync(path.join(webRoot, relative), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) pending.push(`assets/${match[1]}`);
  }
  const files = ['index.html', ...[...loaded].sort()];
  const total = (extension: '' | '.br' | '.gz') =>
    files.reduce((sum, file) => sum + sentSize(path.join(webRoot, file), extension), 0);
  const catalog = loadCatalog('tr');
  return {
    files: [...files, 'i18n/tr.json'],
    identityBytes: total('') + catalog.body.length,
    brotliBytes: total('.br') + catalog.compressed('br').length,
    gzipBytes: total('.gz') + catalog.compressed('gzip').length,
    notLazy: files.filter((file) => MUST_STAY_LAZY.some((lazy) => lazy.test(path.basename(file)))),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per figure, with MISS where the brotli or gzip transfer passes the target or a lazy chunk is not. */
export function loginTransferReport(transfer: LoginTransfer): string {
  const check = (bytes: number) => (bytes / 1024 <= LOGIN_TRANSFER_TARGET_KB ? 'ok' : 'MISS');
  return [
    `Sign-in page transfer (${transfer.files.length} files: ${transfer.files.map((f) => path.basename(f)).join(', ')})`,
    `  identity ${kb(transfer.identityBytes)}; brotli ${kb(transfer.brotliBytes)} ${check(transfer.brotliBytes)}; ` +
      `gzip ${kb(transfer.gzipBytes)} ${check(transfer.gzipBytes)} (target ≤ ${LOGIN_TRANSFER_TARGET_KB} KB)`,
    transfer.notLazy.length
      ? `  MISS loaded at sign-in but meant to stay lazy: ${transfer.notLazy.join(', ')}`
      : '  charts and date pickers stay lazy: ok',
  ].join('\n');
}

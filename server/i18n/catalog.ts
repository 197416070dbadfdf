import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { PrecompressedEncoding } from '../http/contentEncoding.js';

/**
 * The translation catalog (i18n/tr.json, i18n/en.json) as the server reads it: the same files the SPA
 * uses, so a translator edits one place. A file is read again whenever its size or modification time
 * changed, so an edit shows in the next answer without a restart. A file that does not parse (a save
 * caught half-way, a typo) leaves the last good copy in use.
 */

export const CATALOG_LOCALES = ['tr', 'en'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
/** The server answers in Turkish. */
export const SERVER_LOCALE: CatalogLocale = 'tr';

export type TextArgs = Record<string, string | number>;
type CatalogTree = { [key: string]: string | CatalogTree };

export interface LoadedCatalog {
  /** The file as it is on disk, served to the SPA. */
  body: Buffer;
  etag: string;
  /** Every text by its dotted key. */
  texts: Map<string, string>;
  /** The body compressed with `encoding`, made once per file version on first use. */
  compressed(encoding: PrecompressedEncoding): Buffer;
}

interface CacheEntry extends LoadedCatalog {
  stamp: string;
}

/**
 * The project's i18n/ folder, found upwards from this module (server/i18n/ when run from source,
 * dist/server/i18n/ when built), so the server finds it whatever folder it was started from.
 */
export function defaultCatalogDirectory(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'i18n', 'tr.json'))) return path.join(dir, 'i18n');
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('i18n');
    dir = parent;
  }
}

let directory = process.env.I18N_DIR ? path.resolve(process.env.I18N_DIR) : defaultCatalogDirectory();
const cache = new Map<CatalogLocale, CacheEntry>();

/**
 * Where the catalog files are (the I18N_DIR setting); forgets what was read from elsewhere. Reads every
 * catalog once, so a missing or broken file stops the start instead of the first answer.
 */
export function setCatalogDirectory(dir: string): void {
  if (dir !== directory) {
    directory = dir;
    cache.clear();
  }
  for (const locale of CATALOG_LOCALES) loadCatalog(locale);
}

export const isCatalogLocale = (value: string): value is CatalogLocale =>
  (CATALOG_LOCALES as readonly string[]).includes(value);

/** Every leaf of a nested catalog as "a.b.c" → text. */
export function flattenCatalog(
  tree: unknown,
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  if (typeof tree !== 'object' || tree === null) return into;
  for (const [key, value] of Object.entries(tree as CatalogTree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(dotted, value);
    else flattenCatalog(value, dotted, into);
  }
  return into;
}

/** Per locale, the size and time of the last file that did not parse. */
const rejectedStamps = new Map<CatalogLocale, string>();

/** The catalog of `locale` as it is now on disk (or its last good copy). */
export function loadCatalog(locale: CatalogLocale): LoadedCatalog {
  const file = path.join(directory, `${locale}.json`);
  const cached = cache.get(locale);
  let stamp: string;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.size}:${stat.mtimeMs}`;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
  if (cached?.stamp === stamp) return cached;
  // A save that does not parse is read once, not again on every text until the file changes.
  if (cached && rejectedStamps.get(locale) === stamp) return cached;
  try {
    const body = fs.readFileSync(file);
    const texts = flattenCatalog(JSON.parse(body.toString('utf8')));
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry = { stamp, body, etag, texts, compressed: compressOnce(body) };
    cache.set(locale, entry);
    return entry;
  } catch (error) {
    rejectedStamps.set(locale, stamp);
    if (cached) return cached;
    throw error;
  }
}

function compressOnce(body: Buffer): (encoding: PrecompressedEncoding) => Buffer {
  const made = new Map<PrecompressedEncoding, Buffer>();
  return (encoding) => {
    let result = made.get(encoding);
    if (!result) {
      result =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
      made.set(encoding, result);
    }
    return result;
  };
}

/**
 * Fills %{name} placeholders the way polyglot does; a text with plural forms split by '||||' picks its
 * form by `smart_count` with polyglot's rule for Turkish and English: the first for 1, the second else.
 */
export function formatText(template: string, args: TextArgs = {}): string {
  const forms = template.split('||||').map((form) => form.trim());
  const form = forms.length > 1 && Number(args.smart_count) !== 1 ? forms[1] : forms[0];
  return form.replace(/%\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    Object.hasOwn(args, name) ? String(args[name]) : whole,
  );
}

/** The user-visible text `key` of the server's language, filled with `args`; the key itself when missing. */
export function serverText(key: string, args?: TextArgs): string {
  let template: string | undefined;
  try {
    template = loadCatalog(SERVER_LOCALE).texts.get(key);
  } catch {
    // The file went missing after a good start and no copy was kept: the key still says what happened.
  }
  return template === undefined ? key : formatText(template, args);
}

/**
 * A record of catalog texts read afresh on every use: `{ name: key }` becomes an object whose `name` is
 * the text of that key, so `MESSAGES.name` call sites follow catalog edits.
 */
export function catalogTexts<const K extends string>(keys: Record<K, string>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const [name, key] of Object.entries<string>(keys)) {
    Object.defineProperty(texts, name, { enumerable: true, get: () => serverText(key) });
  }
  return texts;
}

/**
 * npm run i18n:check — checks i18n/tr.json and i18n/en.json against each other and against the code:
 * keys missing in one language or used in code but in neither, keys no code uses, %{placeholder}
 * differences, plural forms ('||||'), and Turkish texts left in English. Exits 1 when it finds a problem.
 * i18n/check-allow.json lists texts that are rightly the same in both languages and key prefixes the
 * code builds at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import englishLibraryTexts from 'ra-language-english';
import { flattenCatalog } from '../server/i18n/catalog.js';

export interface CheckAllowList {
  /** Keys whose Turkish text is rightly the English one (names, codes, abbreviations). */
  sameInBothLanguages: string[];
  /** Key prefixes used through computed keys (`refunds.fields.${name}`) or by react-admin itself. */
  dynamicPrefixes: string[];
}

export interface CheckInput {
  turkish: unknown;
  english: unknown;
  /** Texts English takes from a library instead of en.json (react-admin's own `ra.*`). */
  englishLibrary?: unknown;
  /** Texts of the source files that may use catalog keys. */
  sources: string[];
  allow: CheckAllowList;
}

const PLACEHOLDER = /%\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PLURAL_SEPARATOR = '||||';
/** A quoted dotted name in code: 'login.form.submit', "server.auth.loggedOut", `app.title`. */
const QUOTED_KEY = /['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
/** A key handed straight to the translator: translate('x.y'), notify('x.y'), serverText('server.x'). */
const TRANSLATED_KEY = /\b(?:translate|notify|serverText)\(\s*['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
/** The fixed start of a computed key: `refunds.fields.${field}`. */
const KEY_TEMPLATE_PREFIX = /`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g;
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
/** Words that give away an English text among Turkish ones. */
const ENGLISH_WORDS =
  /\b(the|and|please|you|your|with|could|not|failed|successful|login|log in|password|error|invalid|required|attempts?|left|verify|verification|code|access|blocked|account|user|updated|deleted|created|saved|enter)\b/i;

const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
const formsOf = (text: string) => text.split(PLURAL_SEPARATOR);

function usedKeys(sources: string[]) {
  const exact = new Set<string>();
  const translated = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(QUOTED_KEY)) exact.add(match[1]);
    for (const match of source.matchAll(TRANSLATED_KEY)) translated.add(match[1]);
    for (const match of source.matchAll(KEY_TEMPLATE_PREFIX)) prefixes.add(match[1]);
  }
  // Any quoted server.* name is a catalog key: the server's message tables list them as plain strings.
  for (const key of exact) if (key.startsWith('server.')) translated.add(key);
  return { exact, translated, prefixes };
}

/** Every problem found, one line each; an empty list means the catalogs are fine. */
export function findCatalogProblems({
  turkish,
  english,
  englishLibrary,
  sources,
  allow,
}: CheckInput): string[] {
  const tr = flattenCatalog(turkish);
  const en = flattenCatalog(english, '', flattenCatalog(englishLibrary));
  const enFile = flattenCatalog(english);
  const problems: string[] = [];
  const { exact, translated, prefixes } = usedKeys(sources);
  const dynamic = [...allow.dynamicPrefixes, ...prefixes];
  const allowedSame = new Set(allow.sameInBothLanguages);

  for (const key of en.keys()) if (!tr.has(key)) problems.push(`missing in tr.json: ${key}`);
  for (const key of tr.keys()) if (!en.has(key)) problems.push(`missing in en.json: ${key}`);
  for (const key of translated) {
    if (!tr.has(key) && !en.has(key)) problems.push(`used in code but in no catalog: ${key}`);
  }
  for (const key of new Set([...tr.keys(), ...enFile.keys()])) {
    if (!exact.has(key) && !dynamic.some((prefix) => key.startsWith(prefix))) {
      problems.push(`unused (no code names it): ${key}`);
    }
  }
  for (const [key, trText] of tr) {
    const enText = en.get(key);
    if (enText === undefined) continue;
    if (placeholdersOf(trText).join() !== placeholdersOf(enText).join()) {
      problems.push(
        `placeholders differ: ${key} (tr: ${placeholdersOf(trText).join(', ') || '-'}; en: ${placeholdersOf(enText).join(', ') || '-'})`,
      );
    }
    for (const [language, text] of [
      ['tr', trText],
      ['en', enText],
    ] as const) {
      const forms = formsOf(text);
      if (forms.length > 2)
        problems.push(`plural: ${key} (${language}) has ${forms.length} forms; Turkish and English take 2`);
      if (forms.some((form) => form.trim() === '') && text.trim() !== '') {
        problems.push(`plural: ${key} (${language}) has an empty form`);
      }
    }
    // Turkish nouns stay singular after a number, so one Turkish form may serve both English ones.
    if (formsOf(trText).length !== formsOf(enText).length && formsOf(trText).length !== 1) {
      problems.push(
        `plural: ${key} has ${formsOf(trText).length} form(s) in tr and ${formsOf(enText).length} in en`,
      );
    }
    if (allowedSame.has(key)) continue;
    const looksEnglish = !TURKISH_LETTERS.test(trText) && ENGLISH_WORDS.test(trText.replace(PLACEHOLDER, ''));
    const words = trText.replace(PLACEHOLDER, '');
    if ((trText === enText && /[A-Za-z]{3}/.test(words)) || looksEnglish) {
      problems.push(`not Turkish: ${key} = "${trText}"`);
    }
  }
  for (const key of allowedSame)
    if (!tr.has(key)) problems.push(`check-allow.json names an unknown key: ${key}`);
  return problems;
}

/** The text of every .ts/.tsx file under `roots`. */
export function readSources(roots: string[]): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  roots.forEach(walk);
  return texts;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

function main(): void {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const dir = path.join(root, 'i18n');
  const problems = findCatalogProblems({
    turkish: readJson(path.join(dir, 'tr.json')),
    english: readJson(path.join(dir, 'en.json')),
    // react-admin's own texts come from ra-language-english in English; tr.json carries them in Turkish.
    englishLibrary: englishLibraryTexts,
    sources: readSources(['src', 'server', 'contract'].map((folder) => path.join(root, folder))),
    allow: readJson(path.join(dir, 'check-allow.json')) as CheckAllowList,
  });
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length ? `i18n:check: ${problems.length} problem(s)` : 'i18n:check: catalogs are fine',
  );
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

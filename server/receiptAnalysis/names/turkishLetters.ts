/**
 * Restores the Turkish letters of a name read without them: 'BUSRA SAHIN' → 'BÜŞRA ŞAHİN', 'Ilgin' →
 * 'Ilgın'. A word changes only when the lexicon knows exactly one spelling of it and every letter read is
 * that spelling's letter or the plain letter it loses its mark to; a word read in capitals stays in
 * capitals (Turkish İ/ı rules), any other takes the lexicon's spelling.
 */
import { COMPANY_WORDS, GIVEN_NAMES, SURNAMES } from './turkishNameLexicon.js';

const PLAIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u' };

/** Lower case without Turkish marks: the key under which spellings are looked up. */
export const plainKey = (word: string) =>
  [...word.toLocaleLowerCase('tr-TR')].map((char) => PLAIN[char] ?? char).join('');

const SPELLINGS = new Map<string, string | null>();
for (const name of [...GIVEN_NAMES, ...SURNAMES, ...COMPANY_WORDS]) {
  const key = plainKey(name);
  const known = SPELLINGS.get(key);
  // Two spellings under one key: no way to choose, so that key restores nothing.
  SPELLINGS.set(key, known === undefined || known === name ? name : null);
}

/** Whether the letter read may stand for the lexicon's letter (the same, or it without its mark). */
function compatible(read: string, spelled: string): boolean {
  const readLower = read.toLocaleLowerCase('tr-TR');
  const spelledLower = spelled.toLocaleLowerCase('tr-TR');
  if (readLower === spelledLower) return true;
  // An upper-case 'I' is ı's capital in Turkish but i's in ASCII text: either dotted or dotless fits.
  if (read === 'I' || readLower === 'i') return spelledLower === 'i' || spelledLower === 'ı';
  return PLAIN[spelledLower] === readLower;
}

function restoreWord(word: string): string {
  const spelled = SPELLINGS.get(plainKey(word));
  if (!spelled || [...spelled].length !== [...word].length) return word;
  const readChars = [...word];
  const spelledChars = [...spelled];
  if (!readChars.every((char, index) => compatible(char, spelledChars[index]))) return word;
  const letters = readChars.filter((char) => /\p{L}/u.test(char));
  const isUpper = letters.length > 1 && letters.every((char) => char === char.toLocaleUpperCase('tr-TR'));
  if (isUpper) return spelled.toLocaleUpperCase('tr-TR');
  // A name is never printed in lower case: a word read so lost its capital to the OCR ('işık' for 'Işık').
  return spelled;
}

export const restoreTurkishLetters = (name: string) =>
  name
    .split(' ')
    .map((word) => restoreWord(word))
    .join(' ');

/** Whether every word of a name is one the lexicon knows (so its Turkish letters could be checked). */
export const isKnownName = (name: string) =>
  name
    .split(' ')
    .filter((word) => /\p{L}{2}/u.test(word) && !/\.$/.test(word))
    .every((word) => SPELLINGS.has(plainKey(word)));

/** Whether two keys differ by at most one letter changed, added or left out. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words this short are too close to too many names to be corrected. */
const MIN_CORRECTED_LENGTH = 4;

/** The names of the lexicon a word is a single letter away from (at most two: one is enough to tell). */
export function namesOneLetterAway(word: string): string[] {
  const key = plainKey(word);
  if ([...key].length < MIN_CORRECTED_LENGTH || !/^\p{L}+$/u.test(word)) return [];
  const found = new Set<string | null>();
  for (const [known, spelled] of SPELLINGS) {
    if (known !== key && oneEditApart(known, key)) found.add(spelled);
    if (found.size > 1) break;
  }
  return [...found].map((spelled) => spelled ?? '');
}

/**
 * The one name of the lexicon a word is a single letter away from (an OCR's misreading: 'EGRU' for
 * 'EBRU', 'Neslinan' for 'Neslihan'), in the word's case; null when none, several, or the word is short.
 */
export function nearestKnownWord(word: string): string | null {
  const near = namesOneLetterAway(word);
  const spelled = near.length === 1 ? near[0] : '';
  if (!spelled) return null;
  const letters = [...word];
  if (letters.length > 1 && letters.every((char) => char === char.toLocaleUpperCase('tr-TR')))
    return spelled.toLocaleUpperCase('tr-TR');
  return spelled;
}

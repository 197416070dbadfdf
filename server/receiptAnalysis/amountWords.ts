/**
 * The amount a receipt writes out in words ('YALNIZ BİNİKİYÜZOTUZDÖRT TÜRK LİRASI ELLİALTI KURUŞ',
 * 'Yalnız: İki Bin Beş Yüz TL', 'YALNIZ#ONBEŞ#TL#'), read as kuruş. Words may be glued together or
 * spaced; every letter between 'YALNIZ' and the currency must be a number word, else there is no
 * reading (an OCR's misread word gives none rather than another number).
 */
import { foldForLabels } from './receiptLabels.js';

/** Number words, folded (upper case, no marks); multipliers of a thousand and more end a group. */
const UNITS: Array<[string, number]> = [
  ['SIFIR', 0],
  ['BIR', 1],
  ['IKI', 2],
  ['UC', 3],
  ['DORT', 4],
  ['BES', 5],
  ['ALTI', 6],
  ['YEDI', 7],
  ['SEKIZ', 8],
  ['DOKUZ', 9],
  ['ON', 10],
  ['YIRMI', 20],
  ['OTUZ', 30],
  ['KIRK', 40],
  ['ELLI', 50],
  ['ALTMIS', 60],
  ['YETMIS', 70],
  ['SEKSEN', 80],
  ['DOKSAN', 90],
  ['YUZ', 100],
  ['BIN', 1_000],
  ['MILYON', 1_000_000],
  ['MILYAR', 1_000_000_000],
];
/** Longest first, so that 'ALTMIS' is not read as 'ALTI' + 'MIS'. */
const WORDS = [...UNITS].sort((a, b) => b[0].length - a[0].length);

const LIRA = /\b(?:TURK LIRASI|TURK LIRA|LIRA|TL|TRY|YTL)\b/;
const KURUS = /\b(?:KURUS|KR|KRS)\b/;

/** The number words of `letters` (A–Z only) as tokens, or null when something else is left. */
function tokens(letters: string): number[] | null {
  const values: number[] = [];
  let position = 0;
  while (position < letters.length) {
    const match = WORDS.find(([word]) => letters.startsWith(word, position));
    if (!match) return null;
    values.push(match[1]);
    position += match[0].length;
  }
  return values;
}

/** 'IKI YUZ OTUZ DORT' → 234; null for no words or an order numbers are never written in. */
export function numberOfWords(text: string): number | null {
  const letters = text.replace(/[^A-Z]/g, '');
  if (!letters) return null;
  const values = tokens(letters);
  if (!values || values.length === 0) return null;
  let total = 0;
  /** The group below the last multiplier of a thousand or more. */
  let group = 0;
  /** The last value added to the group: a smaller one may follow ('YÜZ ON'), a larger one not. */
  let last = Infinity;
  let lastMultiplier = Infinity;
  for (const value of values) {
    if (value >= 1000) {
      if (value >= lastMultiplier) return null;
      total += (group || 1) * value;
      group = 0;
      last = Infinity;
      lastMultiplier = value;
    } else if (value === 100) {
      // Only a single digit multiplies a hundred ('İKİ YÜZ'); a second hundred in a group is no number.
      if (group >= 10) return null;
      group = (group || 1) * 100;
      last = 100;
    } else {
      if (value >= last || (value < 10 && last < 10)) return null;
      group += value;
      last = value;
    }
  }
  return total + group;
}

/**
 * The kuruş an 'YALNIZ …' words line of the text states, or null when there is none or it does not
 * read as a whole: its lira words (up to 'TL', 'TÜRK LİRASI') and optional kuruş words (up to 'KURUŞ').
 */
export function amountInWords(text: string): number | null {
  const folded = foldForLabels(text);
  const start = folded.search(/\bYALNIZ\b/);
  if (start < 0) return null;
  const rest = folded
    .slice(start + 'YALNIZ'.length)
    .split('\n')[0]
    .replace(/[^A-Z\s]/g, ' ');
  const lira = LIRA.exec(rest);
  if (!lira) return null;
  const liraValue = numberOfWords(rest.slice(0, lira.index));
  if (liraValue === null) return null;
  const afterLira = rest.slice(lira.index + lira[0].length);
  const kurus = KURUS.exec(afterLira);
  let kurusValue = 0;
  if (kurus) {
    const words = numberOfWords(afterLira.slice(0, kurus.index));
    if (words === null || words > 99) return null;
    kurusValue = words;
  } else if (/[A-Z]/.test(afterLira.replace(/\b(?:DIR|DUR|TIR|TUR)\b/g, ''))) {
    // Other words after the lira (but no 'KURUŞ'): not a words line this reader understands.
    return null;
  }
  return liraValue * 100 + kurusValue;
}

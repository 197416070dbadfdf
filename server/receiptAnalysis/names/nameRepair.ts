/**
 * Repairs of a name read by OCR or printed without Turkish letters, each a rule of Turkish names and
 * company titles rather than a guess:
 * - company titles end in their standard abbreviations: 'A.S' → 'A.Ş.', 'LTD STI', 'Lta. Şti.' → 'LTD. ŞTİ.';
 * - a person's name has no dots except after an initial ('GÖKHAN.' → 'GÖKHAN', 'M. Ali' stays);
 * - an OCR'd word the lexicon does not know, read with low confidence, one letter away from exactly one
 *   name the lexicon knows, is that name ('EGRU' → 'EBRU'); such a word far from every known name
 *   makes the name unreadable (null): a misread name is worse than none;
 * - such a word one letter away from several known names ('Utaş': 'Ulaş', 'Taş') is one of them
 *   misread, which one the page does not say: the name is unreadable too.
 */
import {
  isKnownName,
  namesOneLetterAway,
  nearestKnownWord,
  restoreTurkishLetters,
} from './turkishLetters.js';
import type { Word } from '../layout.js';
import { foldForLabels } from '../receiptLabels.js';

const COMPANY = /\b(?:LTD|STI|A\.?\s?S|TIC|SAN|SIRKETI|HOLDING|KOOP)\b/;

/** 'A.S', 'A. Ş', 'AŞ' at the end → 'A.Ş.'; 'LTD STI', 'Ltd.Şti' → 'LTD. ŞTİ.' (case kept). */
function companyTitle(name: string): string {
  const upper = name === name.toLocaleUpperCase('tr-TR');
  return (
    name
      .replace(/\bA\.?\s?[SŞ]\.?$/iu, 'A.Ş.')
      // 'Ltd.' before 'Şti.' whatever the OCR made of its last letters ('Lta.', 'Lid.').
      .replace(/\bL[TI]\p{L}?\.?\s*[SŞ]T[İI]\.?$/iu, upper ? 'LTD. ŞTİ.' : 'Ltd. Şti.')
  );
}

/** An initial keeps its dot ('M. Ali'). */
const INITIAL = /^\p{L}\.$/u;
const VOWEL = /[aeıioöuüâîûAEIİOÖUÜÂÎÛ]/u;

/** Below this OCR confidence a word the lexicon does not know is taken for a misreading. */
const DOUBTFUL_WORD = 0.93;
/** Below this, one that no known name explains makes the whole name unreadable. */
const UNREADABLE_WORD = 0.6;

/** The lowest OCR confidence of the words whose text holds `part` (1 when none or not OCR'd). */
function confidenceOf(part: string, words: Word[]): number {
  const key = part.replace(/[^\p{L}]/gu, '');
  const holding = words.filter((word) => key && word.text.includes(key));
  return holding.length === 0 ? 1 : Math.min(...holding.map((word) => word.conf));
}

export interface RepairedName {
  name: string;
  /** Whether a word was replaced by the known name it was one letter away from. */
  corrected: boolean;
}

export function repairName(raw: string, words: Word[]): RepairedName | null {
  const folded = foldForLabels(raw);
  if (COMPANY.test(folded)) return { name: restoreTurkishLetters(companyTitle(raw)), corrected: false };
  const parts = raw
    .split(' ')

    .map((part) => (INITIAL.test(part) ? part : part.replace(/\.+$/u, '')))
    .filter(Boolean);
  const ocr = words.some((word) => word.conf < 1);
  let corrected = false;
  const repaired: string[] = [];
  // A speck an OCR read as a short word is no part of a person's name: one letter without the dot of an
  // initial ('Büşra A Şahin'), two starting in lower case ('ço'), or a word without a vowel ('KK').
  const speck = (part: string) =>
    !INITIAL.test(part) && (/^\p{L}$|^\p{Ll}\p{L}?$/u.test(part) || !VOWEL.test(part));
  if (ocr && parts.some(speck)) return null;
  for (const part of parts) {
    const restored = restoreTurkishLetters(part);
    if (!ocr || part.length < 3 || isKnownName(restored)) {
      repaired.push(restored);
      continue;
    }
    const confidence = confidenceOf(part, words);
    const doubtful = confidence < DOUBTFUL_WORD;
    const nearest = doubtful ? nearestKnownWord(part) : null;
    if (nearest) {
      repaired.push(nearest);
      corrected = true;
    } else if (confidence < UNREADABLE_WORD || (doubtful && namesOneLetterAway(part).length > 1)) {
      return null;
    } else {
      repaired.push(restored);
    }
  }
  return { name: repaired.join(' '), corrected };
}

/**
 * The big figure of an OCR'd wallet or app screen ('₺3.450,00' over 'Gönderildi'): no label names it,
 * and its '₺' is read as a letter ('b3.450,00', 't3.450,00') or not at all, so it is no 'amount printed
 * with its currency'. It is the transfer's when it is the only figure on the page printed in type far
 * larger than the page's text, alone on its line, with a line near it saying money was sent.
 */
import type { Found } from './fieldChoice.js';
import type { Word } from './layout.js';
import type { PageLayout } from './layoutCandidates.js';
import { foldForLabels } from './receiptLabels.js';
import { readAmount } from './receiptValues.js';

/** Type this many times the page's median word height is a hero figure's. */
const HERO_SCALE = 1.6;
/** A line saying money was sent lies this many lines above or below the figure at most. */
const STATUS_REACH = 3;

/**
 * A mark the OCR made of a sign beside the figure ('₺' as 'b', 't' or '»', a dash): no digit, separator
 * or letter a digit is read as ('A.295,17' is '4.295,17').
 */
const MARK = '[^\\d\\s.,AOQDUILTSBZG|lo]';
/** A figure alone on its line, with kuruş, between at most two marks or a currency code. */
const HERO_FIGURE = new RegExp(
  `^${MARK}{0,2}(\\d{1,3}(?:\\.\\d{3})*,\\d{2})(?:\\s?(?:TL|TRY|${MARK}{1,2}))?$`,
  'u',
);
/** A digit a '₺' before the figure is read as: the figure's first digit may be the sign. */
const SIGN_DIGIT = /^[14]/;

/** A line saying the money went ('Gönderildi', 'gönderdin', 'Transfer tamamlandı', 'Giden transfer'). */
const SENT = /G[OU]NDERIL|G[OU]NDERDI|AKTARIL|AKTARDI|TAMAMLAN|GERCEKLES|BASARIL|GIDEN/;

const height = (word: Word) => word.y1 - word.y0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function heroAmount(layout: PageLayout): Found | null {
  const words = layout.rows.flatMap((row) => row.segments.flatMap((segment) => segment.words));
  const typical = median(words.filter((word) => /[\p{L}\d]{2}/u.test(word.text)).map(height));
  if (typical <= 0) return null;
  const lines = layout.rows.map((row) => row.segments.flatMap((segment) => segment.words));
  const heroes = lines.flatMap((line, index) => {
    const big = line.filter((word) => height(word) >= HERO_SCALE * typical && /\d/.test(word.text));
    return big.length > 0 ? [{ line, index, big }] : [];
  });
  if (heroes.length !== 1) return null;
  const [{ line, index }] = heroes;
  if (line.some((word) => layout.excluded.has(word))) return null;
  const figure = line
    .map((word) => word.text)
    .join(' ')
    .match(HERO_FIGURE)?.[1];
  if (!figure || SIGN_DIGIT.test(figure)) return null;
  const near = lines.slice(Math.max(0, index - STATUS_REACH), index + STATUS_REACH + 1);
  if (!near.some((other) => SENT.test(foldForLabels(other.map((word) => word.text).join(' '))))) return null;
  const value = readAmount(figure);
  return value ? { value, confidence: 0.6 } : null;
}

/**
 * A wallet's big figure on an OCR'd page: the sum printed alone on its line, far taller than the page's
 * words, next to a line saying money was sent ('₺4.346,25' over '✓ Gönderildi', under 'Ayşe Kaya
 * kişisine gönderdin' or 'Giden transfer'). An OCR often loses its currency sign or reads it as a letter or
 * symbol glued to the figure ('y4.346,25', '»2.302,30', '—3.220,29 »'), so the figure is taken without it.
 */
import type { Row, Word } from './layout.js';
import type { PageLayout } from './layoutCandidates.js';
import { foldForLabels } from './receiptLabels.js';
import { readAmount } from './receiptValues.js';

/**
 * A line holding one figure with its kuruş and thousands dots, a minus, one glyph (the misread sign)
 * before it and one after at most.
 */
const HERO_LINE = /^[-−—–]?([^\d\s.,:;\-−—–])?[-−—–]?(\d{1,3}(?:\.\d{3})*,\d{2})\s?[^\d\s]?$/u;
/** The figure's height over the page's typical word height. */
const HERO_HEIGHT = 2;
/** A line saying money was sent or went out ('Gönderildi', 'gönderdin', 'Giden transfer'). */
const SENT_LINE =
  /G[OU]NDERIL|G[OU]NDERDI|AKTARIL|AKTARDI|(?:TRANSFER|HAVALE) EDIL|ODENDI|TAMAMLAN|\bGIDEN (?:TRANSFER|HAVALE|EFT|FAST|PARA)\b/;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const heightOf = (word: Word) => word.y1 - word.y0;

/**
 * The big figures of the page said sent, each as its value, or null for one that may have read its
 * currency sign as its first digit ('12.450,00' for '₺2.450,00'): the page's big figure is then unsure.
 */
export function heroAmounts(layout: PageLayout): string[] | null {
  const words = (row: Row | undefined) =>
    (row?.segments ?? []).flatMap((segment) => segment.words).filter((word) => !layout.excluded.has(word));
  const typical = median(layout.rows.flatMap((row) => words(row).map(heightOf)));
  const textOf = (row: Row | undefined) =>
    foldForLabels(
      words(row)
        .map((word) => word.text)
        .join(' '),
    );
  const values: string[] = [];
  for (const [index, row] of layout.rows.entries()) {
    const own = words(row);
    const match = HERO_LINE.exec(own.map((word) => word.text).join(' '));
    if (!match || typical === 0 || Math.max(...own.map(heightOf)) < HERO_HEIGHT * typical) continue;
    if (![layout.rows[index - 1], layout.rows[index + 1]].some((next) => SENT_LINE.test(textOf(next))))
      continue;
    // With no glyph before it, a leading 1 or 4 may be the sign misread ('₺1.000,00' → '41.000,00').
    if (!match[1] && /^[14]\d/.test(match[2])) return null;
    const value = readAmount(match[2]);
    if (!value) return null;
    values.push(value);
  }
  return values;
}

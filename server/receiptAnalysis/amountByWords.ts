/**
 * The words line ('YALNIZ …') of a receipt checks the amount read from its figures: the same amount is
 * confirmed (surer); a different one is vetoed, unless a figure labelled as an amount states what the
 * words say; with no amount read, a figure on the page that the words state is taken. A words line alone
 * (no figure says it) fills the amount only from a PDF's text layer, and asks staff to check it. A words
 * line stating a total or a fee figure is about that figure and checks nothing.
 */
import { amountInWords } from './amountWords.js';
import type { Row } from './layout.js';
import type { Candidate, PageLayout } from './layoutCandidates.js';
import { formatKurus } from '../refunds/money.js';
import { foldForLabels } from './receiptLabels.js';
import { readAmount } from './receiptValues.js';

export interface AmountFinding {
  value: string;
  confidence: number;
  candidate?: Candidate;
}

/** Confidence of an amount its words line confirms. */
const CONFIRMED = 0.97;
/** Of a figure the words line points at among several. */
const POINTED = 0.85;
/** Of the words line alone, from a text layer: below the form's 'check it' threshold. */
const WORDS_ONLY = 0.7;

const rowText = (row: Row, from = 0) =>
  row.segments
    .slice(from)
    .map((segment) => segment.text)
    .join(' ');

/**
 * The kuruş of the page's words line, read from the 'YALNIZ' segment to the end of its row; a line a
 * narrow slip wrapped after 'TÜRK LİRASI' goes on with a next row that is its kuruş ('YİRMİSEKİZ KURUŞ').
 */
function wordsLineKurus(layout: PageLayout): number | null {
  for (const [index, row] of layout.rows.entries()) {
    const start = row.segments.findIndex((segment) => /\bYALNIZ\b/i.test(segment.text.normalize('NFKC')));
    if (start < 0) continue;
    const next = layout.rows[index + 1];
    const wrapped =
      next !== undefined &&
      /LIRASI\s*$/.test(foldForLabels(rowText(row))) &&
      /^\S+\s*KURUS$/.test(foldForLabels(rowText(next)).trim());
    const text = wrapped ? `${rowText(row, start)} ${rowText(next)}` : rowText(row, start);
    const kurus = amountInWords(text);
    if (kurus !== null && kurus > 0) return kurus;
  }
  return null;
}

/** Figures of the page, as '1.234,56': outside excluded words (fees, totals, balances), or inside. */
function pageFigures(layout: PageLayout, excluded: boolean): string[] {
  const figures: string[] = [];
  for (const row of layout.rows)
    for (const segment of row.segments) {
      const text = segment.words
        .filter((word) => layout.excluded.has(word) === excluded)
        .map((word) => word.text)
        .join(' ');
      // Several figures in one segment ('1.234,56 TL  12,50 TL') are read one by one.
      for (const part of text.split(/\s{2,}|(?<=TL|₺|TRY)\s+/u)) {
        const figure = /\d[.,]\d{2}(?!\d)/.test(part) ? readAmount(part) : null;
        if (figure) figures.push(figure);
      }
    }
  return figures;
}

export function checkAmountByWords(
  layout: PageLayout,
  amount: AmountFinding | null,
  amountCandidates: Array<{ value: string; candidate: Candidate }>,
): AmountFinding | null {
  const kurus = wordsLineKurus(layout);
  if (kurus === null) return amount;
  const stated = formatKurus(kurus);
  // A words line stating a total or a fee says nothing about the transfer's amount.
  if (pageFigures(layout, true).includes(stated)) return amount;
  if (amount?.value === stated) return { ...amount, confidence: Math.max(amount.confidence, CONFIRMED) };
  const labelled = amountCandidates.find((entry) => entry.value === stated);
  if (labelled) return { value: stated, confidence: POINTED, candidate: labelled.candidate };
  // The figures disagree with the words: neither is trusted.
  if (amount) return null;
  if (pageFigures(layout, false).includes(stated)) return { value: stated, confidence: POINTED };
  const textLayer = layout.rows.every((row) =>
    row.segments.every((segment) => segment.words.every((word) => word.conf === 1)),
  );
  return textLayer ? { value: stated, confidence: WORDS_ONLY } : null;
}

/**
 * The sums of a receipt check an OCR'd transfer amount: most receipts print the fees (masraf, BSMV,
 * komisyon) and the total debited beside it, and the total is the amount plus some of the fees. When the
 * total less some fees is not the amount read but differs from it in a single digit, the amount's digit
 * was misread ('2.650,00' read '2.650,06' beside a total of 2.662,21 and fees of 11,63 and 0,58): no
 * answer. A figure alone on its row counts as a fee whose label the noise took. The sum never replaces
 * the amount (a misread fee digit would make it as wrong), it only vetoes.
 */
import type { Row } from './layout.js';
import type { PageLayout } from './layoutCandidates.js';
import { findLabels } from './receiptLabels.js';
import { readAmount } from './receiptValues.js';

/** At most this many other sums are combined (2^n subsets). */
const MAX_SUMS = 8;

const kurusOf = (amount: string) => Number(amount.replace(/\D/g, ''));

/** A row of nothing but a figure, its label lost to the noise (': 0,58 TL'): a fee as likely as not. */
const unlabelledFigure = (row: Row) => {
  const text = row.segments.map((segment) => segment.text).join(' ');
  return findLabels(text).length === 0 && !/\p{L}{2}/u.test(text.replace(/\b(?:TL|TRY)\b/g, ''));
};

/** The figures of the page's fee, total and balance lines and of unlabelled figure rows, in kuruş. */
function otherSums(layout: PageLayout, read: number): number[] {
  const sums = new Set<number>();
  for (const row of layout.rows) {
    const figureRow = unlabelledFigure(row);
    for (const segment of row.segments) {
      const text = segment.words
        .filter((word) => figureRow || layout.excluded.has(word))
        .map((word) => word.text)
        .join(' ');
      const amount = text ? readAmount(text) : null;
      if (amount && kurusOf(amount) !== read) sums.add(kurusOf(amount));
    }
  }
  return [...sums].slice(0, MAX_SUMS);
}

/** Whether two figures of the same number of digits differ in exactly one of them. */
function oneDigitApart(a: number, b: number): boolean {
  const left = String(a);
  const right = String(b);
  if (left.length !== right.length || a === b) return false;
  let differences = 0;
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) differences++;
  return differences === 1;
}

/** Whether the page's sums say that the amount read has a misread digit (see above). */
export function sumsContradict(layout: PageLayout, amount: string): boolean {
  const read = kurusOf(amount);
  const sums = otherSums(layout, read);
  let exact = false;
  let nearly = false;
  for (const total of sums) {
    const fees = sums.filter((sum) => sum < total);
    for (let subset = 1; subset < 1 << fees.length; subset++) {
      let rest = total;
      fees.forEach((fee, index) => {
        if (subset & (1 << index)) rest -= fee;
      });
      exact ||= rest === read;
      nearly ||= rest > 0 && oneDigitApart(rest, read);
    }
  }
  return nearly && !exact;
}

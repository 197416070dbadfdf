/**
 * The transfer amount: the valid figure its labels offer (never a fee, total or balance: their labels
 * keep their figures out), checked by the page's words line ('YALNIZ …', amountByWords.ts) and, when
 * OCR'd, by the page's fee and total sums (amountSums.ts) and by the page's column of colons (a '1'
 * there is a colon misread). With no amount label on the page, the only amount printed with its currency.
 */
import { checkAmountByWords } from './amountByWords.js';
import { sumsContradict } from './amountSums.js';
import { choose, found, isOcrPage, type Found } from './fieldChoice.js';
import type { Row, Word } from './layout.js';
import type { Candidate, PageLayout } from './layoutCandidates.js';
import { foldForLabels } from './receiptLabels.js';
import { readAmount } from './receiptValues.js';

/**
 * An OCR'd amount of four or more whole digits without a thousands separator is most often a currency
 * sign or a colon read as a digit and glued to the amount ('₺300,00' → '4300,00'): no answer; nor for
 * one that lost its currency and starts with a digit the sign is read as, nor for a long run of digits
 * with no separator at all, nor for thousands parted by '.' without kuruş.
 */
const LIRA = /TL|TRY|₺|TÜRK LİRASI|LIRA/iu;
/** A currency other than the lira, by its code or name. */
const FOREIGN_CODE = /(?:^|[^A-Z])(?:USD|EUR|GBP|CHF|JPY|RUB|EURO|DOLAR|DOLLAR|STERLIN)(?![A-Z])/;

export function readAmountOf(candidate: Pick<Candidate, 'text' | 'words' | 'unit'>): string | null {
  const ocr = candidate.words.some((word) => word.conf < 1);
  // A sum in another currency is no amount in lira (its lira value has a label of its own). An OCR may
  // read '₺' as '$' or '£': from it, only a currency's code counts.
  const folded = foldForLabels(candidate.text);
  if (FOREIGN_CODE.test(folded) || (!ocr && /[$€£]/.test(folded))) {
    // Stated in lira too ('3.450,00 TL (100,00 EUR karşılığı)'): the one part in lira alone is the amount.
    const lira = candidate.text
      .split(/[()/|;]/)
      .filter((part) => LIRA.test(part) && !FOREIGN_CODE.test(foldForLabels(part)) && !/[$€£]/.test(part));
    return lira.length === 1 ? readAmount(lira[0]) : null;
  }
  const compact = candidate.text.replace(/\s+/g, '');
  if (ocr && /(?<![\d.,])\d{4,}[.,]\d{1,2}(?!\d)/.test(compact)) return null;
  // Five or more digits with no separator at all: the OCR lost the decimal comma ('202,37 TL' → '2023711'),
  // a speck read as a dot after them or not.
  if (ocr && /(?<![\d.,])\d{5,}(?![\d,]|\.\d)/.test(compact)) return null;
  // Thousands parted by '.' and no kuruş: a receipt prints its kuruş, so the decimal comma was misread
  // ('2.978,39' → '2.978.539').
  if (ocr && /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,]?\d)/.test(compact)) return null;
  // '₺57,92' read as '157,92': with no currency left in the value, a leading 1 or 4 may be the sign;
  // not under a label or header that names the currency ('Tutar (TL)'): its cells print none.
  const currency = LIRA.test(candidate.text);
  // A letter glued right after the kuruş is the sign printed after the figure, misread ('149,29 ₺' →
  // '149,29b'): the sign is not before it, so a leading 1 or 4 is a digit.
  const signAfter = /^\d[\d.,]*[.,]\d{2}\p{L}/u.test(compact);
  if (ocr && !currency && !signAfter && !candidate.unit && /^[14]\d/.test(compact)) return null;
  return readAmount(candidate.text);
}

/** Every amount candidate with the value it reads as. */
const amountCandidates = (candidates: Candidate[]) =>
  candidates
    .filter((candidate) => candidate.target === 'amount')
    .map((candidate) => ({ candidate, value: readAmountOf(candidate) }))
    .filter((entry): entry is { candidate: Candidate; value: string } => entry.value !== null);

/** An amount with its currency beside it: '1.234,56 TL', 'TRY 1.234,56', '₺1.234,56'. */
const CURRENCY_AMOUNT = /(?:(?:TL|TRY|₺)\s?\d[\d.,]*\d|(?<![\d.,])\d[\d.,]*\d\s?(?:TL|TRY|₺))(?![\p{L}\d])/gu;

/** A segment with this many words of letters beside its figures is a sentence, not a table cell. */
const SENTENCE_WORDS = 4;
/** What an amount label reads as, one letter misread or not: an OCR'd page with one may have lost it. */
const AMOUNT_LABEL_WORDS = ['TUTAR', 'TUTARI', 'MIKTAR', 'MIKTARI', 'AMOUNT'];

const oneEditApart = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
};

/** Whether a word of the page is an amount label read with at most one letter wrong ('Tuiar', 'Miktan'). */
const nearAmountLabel = (layout: PageLayout) =>
  layout.rows.some((row) =>
    row.segments.some((segment) =>
      segment.words.some((word) => {
        const letters = foldForLabels(word.text).replace(/[^A-Z]/g, '');
        return letters.length >= 4 && AMOUNT_LABEL_WORDS.some((label) => oneEditApart(letters, label));
      }),
    ),
  );

const sentenceWords = (text: string) => text.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word)).length;

/** A currency's own letters beside a figure ('TL', 'TRY'). */
const CURRENCY_WORDS = /\b(?:TL|TRY)\b/gu;
/**
 * A verb saying money was sent ('gönderildi', 'aktarılmıştır', 'gerçekleşmiştir'): the sum of its line is
 * the transfer's. A sum on a line of points, a limit, a refund or a discount ('Kazandığın puan ₺11,50',
 * 'Günlük kalan limitin ₺5.000,00') is not.
 */
const TRANSFER_WORD =
  /G[OU]NDERIL|G[OU]NDERDI|AKTARIL|AKTARDI|(?:TRANSFER|HAVALE) EDIL|YATIRIL|ODENDI|ODENMIS|GERCEKLES|TAMAMLAN|TUTARINDA/;

/**
 * With no amount label on the page (the transfer told in a sentence), the only amount printed with its
 * currency outside fee, total and balance lines; several different ones leave the amount unanswered.
 * On an OCR'd page a label may have been misread, and the figure taken unlabelled may then be any other
 * sum of the page: there the amount must stand in a sentence, and no word may read nearly as an amount
 * label. The sum must stand alone on its line (a wallet's big figure) or on a line saying money was sent.
 */
function onlyCurrencyAmount(layout: PageLayout): Found | null {
  const ocr = isOcrPage(layout);
  if (ocr && nearAmountLabel(layout)) return null;
  const values = new Set<string>();
  let inSentence = false;
  let transferLike = false;
  const rowText = (row: Row | undefined) =>
    (row?.segments ?? [])
      .flatMap((segment) => segment.words)
      .filter((word) => !layout.excluded.has(word))
      .map((word) => word.text)
      .join(' ');
  for (const [rowIndex, row] of layout.rows.entries()) {
    for (const segment of row.segments) {
      const text = segment.words
        .filter((word) => !layout.excluded.has(word))
        .map((word) => word.text)
        .join(' ');
      for (const match of text.matchAll(CURRENCY_AMOUNT)) {
        const words = segment.words.filter((word) => match[0].includes(word.text.replace(/[,;.]$/, '')));
        const value = readAmountOf({ text: match[0], words });
        if (value) values.add(value);
        else return null;
        inSentence ||= sentenceWords(text.replace(match[0], ' ')) >= SENTENCE_WORDS;
        const others = rowText(row).replace(match[0], ' ');
        // A sentence wrapped after its sum says on the next line what was done ('… aktarılmıştır.').
        const said = `${others} ${rowText(layout.rows[rowIndex + 1])}`;
        transferLike ||=
          !/\p{L}{2}/u.test(others.replace(CURRENCY_WORDS, ' ')) || TRANSFER_WORD.test(foldForLabels(said));
      }
    }
  }
  if (values.size !== 1 || !transferLike || (ocr && !inSentence)) return null;
  return { value: [...values][0], confidence: 0.65 };
}

/**
 * Whether a value starts where the page's colons stand: a column of ':' (alone or glued to a value) at
 * one x on two or more rows. A figure whose leading '1' stands there begins with its colon misread.
 */
function startsInColonColumn(layout: PageLayout, words: Word[]): boolean {
  const first = words[0];
  // Only a '1' there is the colon misread: a colon read as '.' leaves the figure whole, and a word box
  // the OCR stretched over the colon may start there with the figure's own first digit.
  if (!first || first.conf === 1 || !first.text.startsWith('1')) return false;
  const height = first.y1 - first.y0;
  const colons = layout.rows.flatMap((row) =>
    row.segments.flatMap((segment) => segment.words.filter((word) => word.text.startsWith(':'))),
  );
  const near = (word: Word) => Math.abs(word.x0 - first.x0) < 0.3 * height;
  return new Set(colons.filter(near).map((word) => word.y0)).size >= 2;
}

/** The labelled amount; with no amount label at all, the only amount with a currency on the page. */
function amountOf(layout: PageLayout): Found | null {
  const labelled = choose(layout.candidates, 'amount', readAmountOf);
  if (labelled !== null && labelled !== 'ambiguous' && labelled.candidate) {
    if (startsInColonColumn(layout, labelled.candidate.words)) return null;
  }
  if (labelled !== null) return found(labelled);
  return layout.candidates.some((candidate) => candidate.target === 'amount')
    ? null
    : onlyCurrencyAmount(layout);
}

/** The amount, checked by its words line and, when OCR'd, by the page's fee and total sums. */
export function amountField(layout: PageLayout, ocr: boolean): Found | null {
  const amount = checkAmountByWords(layout, amountOf(layout), amountCandidates(layout.candidates));
  return amount && ocr && sumsContradict(layout, amount.value) ? null : amount;
}

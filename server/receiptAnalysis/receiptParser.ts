/**
 * Reads the fields of a Turkish bank or wallet transfer receipt from its words with positions (a PDF's
 * text layer or an OCR's word boxes). Pure: no I/O.
 *
 * Labels offer values by geometry (layoutCandidates.ts); each field takes the valid value of its most
 * specific labels, and answers 'Bulunamadı' when two of them disagree without a clear winner: a wrong
 * value is worse than none. The recipient's IBAN is never the sender's (under the sender's label or
 * section) nor the bank's own; the date and time fall back to the only candidate on the page outside fee,
 * total and print-date lines.
 */
import { checkAmountByWords } from './amountByWords.js';
import { sumsContradict } from './amountSums.js';
import { buildRows, wordsOfText, type Word } from './layout.js';
import { layoutOf, type Candidate, type FieldTarget, type PageLayout } from './layoutCandidates.js';
import { plausibleName } from './names/nameCheck.js';
import { repairName } from './names/nameRepair.js';
import { isKnownName, plainKey } from './names/turkishLetters.js';
import { emptyReceiptFields, NOT_FOUND, type ReceiptFieldName, type ReceiptFields } from './receiptFields.js';
import { foldForLabels } from './receiptLabels.js';
import { readAllIbans, readAmount, readDate, readDottedTime, readName, readTime } from './receiptValues.js';

/** Per field, how sure the reader is of a value it found, 0–1. */
export type FieldConfidence = Partial<Record<ReceiptFieldName, number>>;

export interface ParsedReceipt {
  fields: ReceiptFields;
  confidence: FieldConfidence;
}

interface Found {
  value: string;
  confidence: number;
  candidate?: Candidate;
}

/** Two values within this much score of each other leave the field unanswered. */
const TIE_MARGIN = 0.1;
/** The start of a Turkish IBAN as printed or read, whole or not, masked or not. */
const IBAN_START = /TR\s?[0-9OQDIL|]{2}[\s*]*[0-9OQDIL|*]{3}/g;

const meanConf = (words: Word[]) =>
  words.length === 0 ? 1 : words.reduce((sum, word) => sum + word.conf, 0) / words.length;

/** The winner among a field's candidates, 'ambiguous' when two different values compete, null if none. */
function choose(
  candidates: Candidate[],
  target: FieldTarget,
  read: (candidate: Candidate) => string | null,
): Found | 'ambiguous' | null {
  const valued = candidates
    .filter((candidate) => candidate.target === target)
    .map((candidate) => ({ candidate, value: read(candidate) }))
    .filter((entry): entry is { candidate: Candidate; value: string } => entry.value !== null);
  if (valued.length === 0) return null;
  const bestRank = Math.min(...valued.map((entry) => entry.candidate.rank));
  const top = valued
    .filter((entry) => entry.candidate.rank === bestRank)
    .sort((a, b) => b.candidate.score - a.candidate.score);
  const best = top[0];
  if (
    top.some(
      (entry) => entry.value !== best.value && entry.candidate.score >= best.candidate.score - TIE_MARGIN,
    )
  )
    return 'ambiguous';
  const disagreement = valued.some((entry) => entry.value !== best.value) ? 0.85 : 1;
  const generic = bestRank >= 3 ? 0.85 : 1;
  return {
    value: best.value,
    candidate: best.candidate,
    confidence: best.candidate.score * meanConf(best.candidate.words) * disagreement * generic,
  };
}

const found = (result: Found | 'ambiguous' | null): Found | null => (result === 'ambiguous' ? null : result);

/** A company title cut after 'LTD.' goes on beside it or on the next line ('ŞTİ.'). */
const CUT_TITLE = /\b(?:LTD|TİC|SAN)\.?$/iu;
const TITLE_TAIL = /^(?:ST[I]|A\.?\s?S)\b/;

function readNameOf(candidate: Candidate): string | null {
  let name = readName(candidate.text);
  if (name && CUT_TITLE.test(name)) {
    const beside = TITLE_TAIL.test(foldForLabels(candidate.rest)) ? candidate.rest : '';
    const tail = beside || candidate.continuation;
    if (tail) name = readName(`${candidate.text} ${tail}`) ?? name;
  }
  if (!name || !plausibleName(name)) return null;
  return repairName(name, candidate.words)?.name ?? null;
}

/**
 * An OCR'd amount of four or more whole digits without a thousands separator is most often a currency
 * sign or a colon read as a digit and glued to the amount ('₺300,00' → '4300,00'): no answer; nor for
 * one that lost its currency and starts with a digit the sign is read as, nor for a long run of digits
 * with no separator at all.
 */
function readAmountOf(candidate: Pick<Candidate, 'text' | 'words'>): string | null {
  const ocr = candidate.words.some((word) => word.conf < 1);
  const compact = candidate.text.replace(/\s+/g, '');
  if (ocr && /(?<![\d.,])\d{4,}[.,]\d{1,2}(?!\d)/.test(compact)) return null;
  // Five or more digits with no separator at all: the OCR lost the decimal comma ('202,37 TL' → '2023711').
  if (ocr && /(?<![\d.,])\d{5,}(?![\d.,])/.test(compact)) return null;
  // '₺57,92' read as '157,92': with no currency left in the value, a leading 1 or 4 may be the sign.
  const currency = /TL|TRY|₺|TÜRK LİRASI|LIRA/iu.test(candidate.text);
  if (ocr && !currency && /^[14]\d/.test(compact)) return null;
  return readAmount(candidate.text);
}

/** Text of each row restricted to some words, for values that span several words (IBANs). */
function rowTexts(layout: PageLayout, keep: (word: Word, row: number) => boolean): string[] {
  return layout.rows.map((row, index) =>
    row.segments
      .flatMap((segment) => segment.words)
      .filter((word) => keep(word, index))
      .map((word) => word.text)
      .join(' '),
  );
}

/** An IBAN cut by the end of a line: 'TR' and fewer than its 24 digits (or OCR look-alikes), closing the text. */
const CUT_IBAN = /TR\s?[0-9OQDIL|]{2}(?:\s?[0-9OQDIL|]){0,21}\s*$/;

/**
 * The IBANs of rows of text, also of one a sentence or a narrow cell wrapped: a row that ends in a cut
 * IBAN is read on together with the next row when that one starts with digits.
 */
function ibansOfRows(texts: string[]): string[] {
  return texts.flatMap((text, index) => {
    const next = texts[index + 1]?.trim() ?? '';
    const wrapped = CUT_IBAN.test(foldForLabels(text)) && /^\d/.test(next);
    return readAllIbans(wrapped ? `${text} ${next}` : text);
  });
}

function recipientIban(layout: PageLayout): Found | null {
  const senderIbans = new Set(ibansOfRows(rowTexts(layout, (word) => layout.senderWords.has(word))));
  const bankIbans = new Set(
    ibansOfRows(rowTexts(layout, (word, row) => layout.bankRows.has(row) || layout.excluded.has(word))),
  );
  const allowed = (iban: string) => !senderIbans.has(iban) && !bankIbans.has(iban);
  const read = (text: string) => readAllIbans(text).find(allowed) ?? null;
  // An 'IBAN' label that says nobody's name may be trusted only on a page with no other account on it.
  const accountsOnPage = rowTexts(
    layout,
    (word, row) => !layout.senderWords.has(word) && !layout.excluded.has(word) && !layout.bankRows.has(row),
  ).reduce((count, text) => count + (foldForLabels(text).match(IBAN_START) ?? []).length, 0);
  // Two such labels in one party's section mean the sections were misread: neither is trusted.
  const generic = layout.candidates.filter(
    (candidate) =>
      candidate.rank >= 3 && (candidate.target === 'account' || candidate.target === 'senderAccount'),
  );
  const trusted = (candidate: Candidate) =>
    candidate.rank < 3 ||
    accountsOnPage <= 1 ||
    (candidate.party !== null && generic.filter((other) => other.party === candidate.party).length === 1);
  const labelled = choose(
    layout.candidates.filter(trusted),
    'account',
    (candidate) =>
      read(candidate.text) ??
      (candidate.continuation ? read(`${candidate.text} ${candidate.continuation}`) : null),
  );
  if (labelled === 'ambiguous') return null;
  if (labelled) return labelled;
  const others = [...new Set(ibansOfRows(rowTexts(layout, () => true)))].filter(allowed);
  return others.length === 1 && accountsOnPage <= 1 ? { value: others[0], confidence: 0.6 } : null;
}

/** The only distinct value a reader finds on the page outside excluded lines, if exactly one. */
function onlyValue(layout: PageLayout, read: (text: string) => string | null, rowsOf?: Set<number>) {
  const values = new Set<string>();
  layout.rows.forEach((row, index) => {
    if (rowsOf && !rowsOf.has(index)) return;
    for (const segment of row.segments) {
      const text = segment.words
        .filter((word) => !layout.excluded.has(word))
        .map((word) => word.text)
        .join(' ');
      const value = read(text);
      if (value) values.add(value);
    }
  });
  return values.size === 1 ? [...values][0] : null;
}

function dateAndTime(layout: PageLayout): { date: Found | null; time: Found | null } {
  const labelledDate = choose(layout.candidates, 'dateTime', (candidate) => readDate(candidate.text));
  let date = found(labelledDate);
  if (!date && labelledDate !== 'ambiguous') {
    const only = onlyValue(layout, readDate);
    if (only) date = { value: only, confidence: 0.7 };
  }
  const labelledTime = choose(
    layout.candidates,
    'time',
    (candidate) => readTime(candidate.text) ?? readDottedTime(candidate.text),
  );
  let time = found(labelledTime);
  if (!time && labelledTime !== 'ambiguous' && date) {
    const fromDate = date.candidate ? readTime(date.candidate.text) : null;
    if (fromDate && date.candidate) time = { value: fromDate, confidence: date.confidence };
    else if (date.candidate) {
      const sameRow = onlyValue(layout, readTime, new Set([date.candidate.row]));
      if (sameRow) time = { value: sameRow, confidence: date.confidence * 0.9 };
    }
  }
  if (!time && labelledTime !== 'ambiguous') {
    const only = onlyValue(layout, readTime);
    if (only) time = { value: only, confidence: 0.6 };
  }
  return { date, time };
}

const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

/**
 * A page printed without Turkish letters (an ASCII-only printer) may have lost them in a name the
 * lexicon does not know, and an OCR may have misread one: such a name is less certain.
 */
function checkedName(name: Found | null, asciiPage: boolean): Found | null {
  // A name whose letters are not those read was corrected from the lexicon: staff check it.
  const letters = (text: string) => plainKey(text).replace(/[^\p{L}]/gu, '');
  if (name?.candidate && !letters(name.candidate.text).includes(letters(name.value)))
    return { ...name, confidence: name.confidence * 0.7 };
  if (!name || isKnownName(name.value)) return name;
  // An OCR'd name the lexicon does not know may hold a misread letter ('Baga' for 'Bağcı').
  const ocr = name.candidate?.words.some((word) => word.conf < 1) ?? false;
  if (!asciiPage && !ocr) return name;
  return { ...name, confidence: name.confidence * 0.7 };
}

/** Every amount candidate with the value it reads as. */
const amountCandidates = (candidates: Candidate[]) =>
  candidates
    .filter((candidate) => candidate.target === 'amount')
    .map((candidate) => ({ candidate, value: readAmountOf(candidate) }))
    .filter((entry): entry is { candidate: Candidate; value: string } => entry.value !== null);

/** An amount with its currency beside it: '1.234,56 TL', 'TRY 1.234,56', '₺1.234,56'. */
const CURRENCY_AMOUNT = /(?:(?:TL|TRY|₺)\s?\d[\d.,]*\d|(?<![\d.,])\d[\d.,]*\d\s?(?:TL|TRY|₺))(?![\p{L}\d])/gu;

/**
 * With no amount label on the page (the transfer told in a sentence), the only amount printed with its
 * currency outside fee, total and balance lines; several different ones leave the amount unanswered.
 * Only from a PDF's text layer: an OCR may have misread the amount's label, and then the figure it
 * would take unlabelled may be any other sum of the page.
 */
function onlyCurrencyAmount(layout: PageLayout): Found | null {
  if (layout.rows.some((row) => row.segments.some((segment) => segment.words.some((word) => word.conf < 1))))
    return null;
  const values = new Set<string>();
  for (const row of layout.rows)
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
      }
    }
  return values.size === 1 ? { value: [...values][0], confidence: 0.65 } : null;
}

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/** The labelled amount; with no amount label at all, the only amount with a currency on the page. */
function amountOf(layout: PageLayout): Found | null {
  const labelled = choose(layout.candidates, 'amount', readAmountOf);
  if (labelled !== null) return found(labelled);
  return layout.candidates.some((candidate) => candidate.target === 'amount')
    ? null
    : onlyCurrencyAmount(layout);
}

/** The amount, checked by its words line and, when OCR'd, by the page's fee and total sums. */
function checkedAmount(layout: PageLayout, ocr: boolean): Found | null {
  const amount = checkAmountByWords(layout, amountOf(layout), amountCandidates(layout.candidates));
  return amount && ocr && sumsContradict(layout, amount.value) ? null : amount;
}

export function parseReceiptWords(words: Word[]): ParsedReceipt {
  const layout = layoutOf(buildRows(words));
  const asciiPage = !words.some((word) => TURKISH_LETTER.test(word.text));
  const ocr = words.some((word) => word.conf < 1);
  const { date, time } = dateAndTime(layout);
  const results: Record<ReceiptFieldName, Found | null> = {
    gonderici_ismi: checkedName(found(choose(layout.candidates, 'sender', readNameOf)), asciiPage),
    alici_ismi: checkedName(found(choose(layout.candidates, 'recipient', readNameOf)), asciiPage),
    alici_hesap: recipientIban(layout),
    tutar: checkedAmount(layout, ocr),
    islem_tarihi: date,
    islem_saati: time,
  };
  const fields = emptyReceiptFields();
  const confidence: FieldConfidence = {};
  for (const [name, result] of Object.entries(results) as Array<[ReceiptFieldName, Found | null]>) {
    if (!result) continue;
    fields[name] = result.value;
    confidence[name] = round(result.confidence);
  }
  return { fields, confidence };
}

/** The same reading of plain text, laid out as a monospaced page (wordsOfText). */
export const parseReceiptText = (text: string): ReceiptFields => parseReceiptWords(wordsOfText(text)).fields;

export { NOT_FOUND };

/**
 * The transaction's date and time: the values their labels offer (never a print, creation, query, due
 * or value date: those labels keep their values out); a time beside the labelled date or on its row;
 * with no date label, the only date or time on the page outside fee, total and print-date lines. A time
 * alone under the labelled date is the date's own (a cell wrapped in two lines), and so is one written
 * with dots after the date in its cell.
 */
import { choose, found, onlyValue, type Found } from './fieldChoice.js';
import type { Candidate, PageLayout } from './layoutCandidates.js';
import { foldForLabels } from './receiptLabels.js';
import { isUnpaddedDate, readDate, readDottedTime, readLabelledDate, readTime } from './receiptValues.js';

/** A time alone on the line under the date: the date's cell wrapped ('12.03.2025' over '14:35:10'). */
const timeAlone = (text: string) =>
  /^\s*\d{1,2}\s?:\s?\d{2}(?::\d{2})?\s*$/.test(text) ? readTime(text) : null;

/**
 * A time written with dots after the date in the date's cell, and nothing else ('24.11.2026 14.35',
 * '24.11.2026 - 14.35.07'): its hour has two digits and only a space or a dash parts it from the date
 * (a rate after a comma, '24.11.2026 , 1.05', is none).
 */
function dottedTimeAfterDate(text: string): string | null {
  const match = /^\s*\d{1,2}[./-]\d{1,2}[./-]\d{4}(?:\s+|\s*[-–]\s*)(\d{2}\.\d{2}(?:\.\d{2})?)\s*$/.exec(
    text,
  );
  return match ? readDottedTime(match[1]) : null;
}

/**
 * A date's label that names a reference or a number too ('Tarih / Ref', 'Tarih-No'): the dotted figure
 * after the date may be that reference ('24.11.2026 - 12.34'), no time.
 */
const REFERENCE_WORD = /\b(?:REF|REFERANS|NO|NUMARA|NUMARASI|SIRA|KOD|KODU|ID)\b/;

/** The words left of a value on its row (its label, when it is beside it). */
function textBefore(layout: PageLayout, candidate: Candidate): string {
  const start = candidate.words[0]?.x0 ?? -Infinity;
  return (layout.rows[candidate.row]?.segments ?? [])
    .flatMap((segment) => segment.words)
    .filter((word) => word.x1 <= start)
    .map((word) => word.text)
    .join(' ');
}

const dottedTimeOf = (layout: PageLayout, candidate: Candidate) =>
  REFERENCE_WORD.test(foldForLabels(textBefore(layout, candidate)))
    ? null
    : dottedTimeAfterDate(candidate.text);

/** A time-like figure right after a four-digit year: the date's own time, read or not. */
const TIME_AFTER_DATE = /\d{4}\s*[-–]?\s*\d{1,2}\s?[:;,.]\s?\d{2}(?!\d)/;

/** Digits grouped like a date ('24.11.26', '24/11/2O26', '24,11.2026', '24.Kas.2026'), read or not. */
const DATE_LIKE = /\d{1,2}\s?[./,-]\s?(?:\d{1,2}|\p{L}{3,9})\s?[./,-]\s?[\dO]{2,4}/u;

/** The date reader an OCR'd page needs: a numeric date with a one-digit day or month is none. */
const trusted =
  (read: (text: string) => string | null, ocr: boolean) =>
  (text: string): string | null =>
    ocr && isUnpaddedDate(text) ? null : read(text);

export function dateAndTime(layout: PageLayout, ocr = false): { date: Found | null; time: Found | null } {
  const readDateOf = trusted(readDate, ocr);
  const readLabelledDateOf = trusted(readLabelledDate, ocr);
  const dateCandidates = layout.candidates.filter((candidate) => candidate.target === 'dateTime');
  // A date printed beside its label that does not read ('24.11.26') leaves the date empty: the text
  // under the label (a footer's 'Bu belge 25.11.2026 tarihinde …') is not the transaction's.
  const unreadBeside = dateCandidates.some(
    (candidate) =>
      candidate.score >= 0.9 && DATE_LIKE.test(candidate.text) && !readLabelledDateOf(candidate.text),
  );
  const labelledDate = choose(
    unreadBeside ? dateCandidates.filter((candidate) => candidate.score >= 0.9) : dateCandidates,
    'dateTime',
    (candidate) => readLabelledDateOf(candidate.text),
  );
  let date = found(labelledDate);
  // A transaction-date label whose date does not read leaves the date empty: another date of the page
  // is not the transaction's. A label in a sentence ('… işlem tarihi itibarıyla …') offers no date.
  if (
    !date &&
    labelledDate !== 'ambiguous' &&
    !dateCandidates.some((candidate) => DATE_LIKE.test(candidate.text))
  ) {
    const only = onlyValue(layout, readDateOf);
    if (only) date = { value: only, confidence: 0.7 };
  }
  const labelledTime = choose(
    layout.candidates,
    'time',
    (candidate) => readTime(candidate.text) ?? readDottedTime(candidate.text),
  );
  let time = found(labelledTime);
  if (!time && labelledTime !== 'ambiguous' && date) {
    const fromDate = date.candidate
      ? (readTime(date.candidate.text) ??
        dottedTimeOf(layout, date.candidate) ??
        timeAlone(date.candidate.continuation))
      : null;
    if (fromDate && date.candidate) time = { value: fromDate, confidence: date.confidence };
    else if (date.candidate) {
      const sameRow = onlyValue(layout, readTime, new Set([date.candidate.row]));
      if (sameRow) time = { value: sameRow, confidence: date.confidence * 0.9 };
    }
  }
  // A time printed after the labelled date that does not read ('24.11.2026 14;35') leaves the time
  // empty: another time of the page (an update's, a print's) is not the transaction's.
  const timeInDateCell = date?.candidate !== undefined && TIME_AFTER_DATE.test(date.candidate.text);
  if (!time && labelledTime !== 'ambiguous' && !timeInDateCell) {
    const only = onlyValue(layout, readTime);
    if (only) time = { value: only, confidence: 0.6 };
  }
  return { date, time };
}

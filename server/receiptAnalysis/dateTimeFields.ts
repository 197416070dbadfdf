/**
 * The transaction's date and time: the values their labels offer (never a print, document or value
 * date: those labels keep their values out); a time beside the labelled date or on its row; with no
 * label, the only date or time on the page outside fee, total and print-date lines. A time alone under
 * the labelled date is the date's own (a cell wrapped in two lines).
 */
import { choose, found, onlyValue, type Found } from './fieldChoice.js';
import type { PageLayout } from './layoutCandidates.js';
import { readDate, readDottedTime, readTime } from './receiptValues.js';

/** A time alone on the line under the date: the date's cell wrapped ('12.03.2025' over '14:35:10'). */
const timeAlone = (text: string) =>
  /^\s*\d{1,2}\s?:\s?\d{2}(?::\d{2})?\s*$/.test(text) ? readTime(text) : null;

export function dateAndTime(layout: PageLayout): { date: Found | null; time: Found | null } {
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
    const fromDate = date.candidate
      ? (readTime(date.candidate.text) ?? timeAlone(date.candidate.continuation))
      : null;
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

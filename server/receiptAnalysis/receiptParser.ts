/**
 * Reads the fields of a Turkish bank or wallet transfer receipt from its text (a PDF's text layer or an
 * OCR's output), one line per printed line. Pure: no I/O.
 *
 * Each line is cut at its labels (receiptLabels.ts); a label's value is the text up to the next label on
 * the line or, when nothing follows it, the next line. Every field takes the first valid value of its
 * best-ranked labels; the date, the time and the recipient's IBAN fall back to the only candidate in the
 * whole text when no label gives one.
 */
import { emptyReceiptFields, NOT_FOUND, type ReceiptFields } from './receiptFields.js';
import { findLabels, type LabelTarget } from './receiptLabels.js';
import { readAllIbans, readAmount, readDate, readIban, readName, readTime } from './receiptValues.js';

interface LabelledValue {
  target: LabelTarget;
  rank: number;
  /** Text after the label on its own line (may be empty). */
  sameLine: string;
  /** The next non-empty line up to its first label, when nothing followed the label on its own line. */
  nextLine: string;
}

const SEPARATORS = /^[\s:;.\-–—|=>]+|[\s|]+$/g;

function labelledValues(lines: string[]): LabelledValue[] {
  const values: LabelledValue[] = [];
  lines.forEach((line, index) => {
    const labels = findLabels(line);
    labels.forEach((label, labelIndex) => {
      const following = labels[labelIndex + 1];
      const sameLine = line.slice(label.end, following?.start ?? line.length).replace(SEPARATORS, '');
      let nextLine = '';
      if (!sameLine && !following) {
        const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '');
        if (next !== undefined) {
          const nextLabels = findLabels(next);
          nextLine = next.slice(0, nextLabels[0]?.start ?? next.length).replace(SEPARATORS, '');
        }
      }
      values.push({ target: label.target, rank: label.rank, sameLine, nextLine });
    });
  });
  return values;
}

/** The first value a reader accepts among the labels of a target, best rank first, in text order. */
function pick<T>(values: LabelledValue[], target: LabelTarget, read: (text: string) => T | null): T | null {
  const candidates = values.filter((value) => value.target === target).sort((a, b) => a.rank - b.rank);
  for (const candidate of candidates) {
    const text = candidate.sameLine || candidate.nextLine;
    if (!text) continue;
    const value = read(text);
    if (value !== null) return value;
  }
  return null;
}

function recipientAccount(values: LabelledValue[], text: string): string | null {
  const labelled = pick(values, 'account', readIban);
  if (labelled) return labelled;
  // A recipient name label sometimes carries the IBAN on the same line or the next one.
  const withName = pick(values, 'recipient', readIban);
  if (withName) return withName;
  const senders = new Set(
    values
      .filter((value) => value.target === 'senderAccount' || value.target === 'sender')
      .flatMap((value) => readAllIbans(`${value.sameLine}\n${value.nextLine}`)),
  );
  const others = readAllIbans(text).filter((iban) => !senders.has(iban));
  return others.length === 1 ? others[0] : null;
}

/** A date (and time) from the labels, else the only date (and the first time) anywhere in the text. */
function dateAndTime(values: LabelledValue[], lines: string[]): { date: string | null; time: string | null } {
  let date = pick(values, 'dateTime', readDate);
  let time =
    pick(values, 'time', readTime) ??
    pick(values, 'dateTime', (text) => (readDate(text) ? readTime(text) : null));
  if (!date) {
    const dates = [...new Set(lines.map(readDate).filter((value): value is string => value !== null))];
    if (dates.length === 1) date = dates[0];
  }
  if (!time) {
    const dateLine = date ? lines.find((line) => readDate(line) === date && readTime(line)) : undefined;
    time = (dateLine ? readTime(dateLine) : null) ?? pick(values, 'dateTime', readTime);
    if (!time) {
      const times = [...new Set(lines.map(readTime).filter((value): value is string => value !== null))];
      if (times.length === 1) time = times[0];
    }
  }
  return { date, time };
}

export function parseReceiptText(text: string): ReceiptFields {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t\u00a0]/g, ' ').trimEnd());
  const values = labelledValues(lines);
  const fields = emptyReceiptFields();
  const { date, time } = dateAndTime(values, lines);
  fields.gonderici_ismi = pick(values, 'sender', readName) ?? NOT_FOUND;
  fields.alici_ismi = pick(values, 'recipient', readName) ?? NOT_FOUND;
  fields.alici_hesap = recipientAccount(values, text) ?? NOT_FOUND;
  fields.tutar = pick(values, 'amount', readAmount) ?? NOT_FOUND;
  fields.islem_tarihi = date ?? NOT_FOUND;
  fields.islem_saati = time ?? NOT_FOUND;
  return fields;
}

/**
 * An OCR'd amount checked against the other readings of the same page: Tesseract drops a doubled
 * leading digit of a small figure ('66.150,87' read as '6.150,87'). When another pass read the figure
 * with its first digit doubled ('-66.150,87') and none read it as chosen, one of them is wrong and which
 * is unknown: the amount is left empty. A leading '1' or '4' is not compared: it may be a '₺' printed
 * before the figure and misread ('₺48.965,45' read as '448.965,45').
 */
import { NOT_FOUND } from './receiptFields.js';
import type { ParsedReceipt } from './receiptParser.js';
import { DIGIT_LOOKALIKES, IBAN_CHAR, INVISIBLE_CHARS } from './receiptValues.js';

/** Figures shorter than this ('7,00') are too common in dates, groups and references to compare. */
const MIN_DIGITS = 4;

/** Digits a '₺' before a figure is read as. */
const CURRENCY_LOOKALIKES = ['1', '4'];

/**
 * A figure with kuruş, its digits as an OCR may read them ('G6.150,87' is '66.150,87'); a date, a time
 * or a reference ('22:00:05', '24.11.2026') is none.
 */
const FIGURE = new RegExp(`${IBAN_CHAR}(?:${IBAN_CHAR}|\\.)*,${IBAN_CHAR}{2}(?!\\d)`, 'g');

/** The digits of each figure of a pass's text ('-66.150,87' → '6615087'), look-alikes as digits. */
function figures(pass: string): string[] {
  return [...pass.replace(INVISIBLE_CHARS, '').matchAll(FIGURE)].map((match) =>
    [...match[0]]
      .filter((char) => char !== '.' && char !== ',')
      .map((char) => (/\d/.test(char) ? char : DIGIT_LOOKALIKES[char][0]))
      .join(''),
  );
}

/** Whether a pass's text shows the amount's figure with its first digit doubled, and not as chosen. */
function readDoubled(pass: string, digits: string): boolean {
  const read = figures(pass);
  return !read.includes(digits) && read.includes(digits[0] + digits);
}

export function withoutDroppedDigit<T extends ParsedReceipt & { passTexts: string[] }>(reading: T): T {
  const amount = reading.fields.tutar;
  if (amount === NOT_FOUND) return reading;
  const digits = amount.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS || CURRENCY_LOOKALIKES.includes(digits[0])) return reading;
  if (!reading.passTexts.some((pass) => readDoubled(pass, digits))) return reading;
  const { tutar: _dropped, ...confidence } = reading.confidence;
  return { ...reading, fields: { ...reading.fields, tutar: NOT_FOUND }, confidence };
}

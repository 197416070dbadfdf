/** How receipts print values, in the variants the corpus layouts use. */
import type { TransferMoment } from './fakeReceiptData.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** 123456 → '1.234,56' (also the analyser's output format). */
export function turkishAmount(kurus: number): string {
  const lira = Math.trunc(kurus / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${pad(kurus % 100)}`;
}

/** 'TR33 0006 1005 1978 6457 8413 26' */
export const spacedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

export const dateWith = (moment: TransferMoment, separator: '.' | '/' | '-') =>
  [pad(moment.day), pad(moment.month), String(moment.year)].join(separator);

export const shortTime = (moment: TransferMoment) => `${pad(moment.hour)}:${pad(moment.minute)}`;
export const longTime = (moment: TransferMoment) => `${shortTime(moment)}:${pad(moment.second)}`;

export const upper = (text: string) => text.toLocaleUpperCase('tr-TR');

/** Escapes text for HTML element content. */
export const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

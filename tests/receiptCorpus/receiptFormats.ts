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

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '25 Aralık 2024', or '25 Ara 2024' when short, or '25 Dec 2024' in English. */
export function monthDate(moment: TransferMoment, style: 'long' | 'short' | 'english'): string {
  const name =
    style === 'english'
      ? ENGLISH_MONTHS[moment.month - 1]
      : style === 'short'
        ? MONTHS[moment.month - 1].slice(0, 3)
        : MONTHS[moment.month - 1];
  return `${pad(moment.day)} ${name} ${moment.year}`;
}

export const isoDate = (moment: TransferMoment) =>
  [String(moment.year), pad(moment.month), pad(moment.day)].join('-');

/** What an ASCII-only printer makes of Turkish text. */
export const ascii = (text: string) =>
  text.replace(
    /[çğıöşüÇĞİÖŞÜ]/g,
    (char) =>
      ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' })[
        char
      ] ?? char,
  );

/** 'TR12 **** **** **** **** 3456 78' */
export const maskedIban = (iban: string) =>
  spacedIban(`${iban.slice(0, 4)}${'*'.repeat(16)}${iban.slice(20)}`);

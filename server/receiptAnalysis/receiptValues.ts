/**
 * Value readers of the receipt parser: each takes the text after a label (or a whole line) and answers
 * the value in the result's format, or null when the text holds no such value.
 */
import { isValidIban } from '../refunds/iban.js';
import { formatKurus } from '../refunds/money.js';
import { foldForLabels } from './receiptLabels.js';

const PERSON_TITLE = /^(?:(?:AV|Av|DR|Dr|PROF|Prof|DOÇ|Doç|UZM|Uzm|MÜH|Müh)\.\s*)+(?=\p{L})(?=(.*))/u;
const COMPANY_WORDS = /\b(?:A\.?\s?S|LTD|STI|SIRKETI|SANAYI|TICARET|HOLDING|KOOPERATIF)\b/;

/** Names: letters (any script), spaces and the punctuation of company titles ('A.Ş.', "O'Brien", '-'). */
export function readName(text: string): string | null {
  const cleaned = text
    .replace(/[|¦[\]{}<>_=~“”"»«]/g, ' ')
    // A further, unknown label ('TCKN: …') ends the name; the tail of its own label ('Kişi: …') is none of it.
    .replace(/\s+[\p{L}.]+\s*:.*$/u, '')
    .replace(/^\s*\p{L}+(?:\s\p{L}+)?\s*:\s+/u, '')
    // A form of address or a title is no part of the name ('Sayın Ayşe Yılmaz', 'Sn. AYŞE YILMAZ',
    // 'AV. AYŞE KAYA', 'Dr. Ahmet Yılmaz').
    .replace(/^\s*(?:SAYIN|SAYİN|Sayın|Sn\.|SN\.)\s+/u, '')
    // The party's account or bank printed after the name ('FATMA ÖZTÜRK - TR78 …', '… (QNB Finansbank)').
    .replace(/\s+[-–]\s+TR\s?\d{2}[\d\s*•#X]*$/u, '')
    .replace(/\s*\([^()]*\)$/u, (bracket) => (/bank/iu.test(bracket) ? '' : bracket))

    .replace(/\s+/g, ' ')
    // 'A;Ş.' is an OCR's 'A.Ş.'
    .replace(/(?<=\p{L});(?=\p{L})/gu, '.')
    .trim()
    // A person's title ('AV. AYŞE KAYA', 'Dr. Ahmet Yılmaz'); in a company's name it stays ('DR. OETKER
    // GIDA … A.Ş.').
    .replace(PERSON_TITLE, (title, rest: string) => (COMPANY_WORDS.test(foldForLabels(rest)) ? title : ''));
  // Numbers (an IBAN, an account or ID number) are no part of a name.
  // (A brand's few digits glued to its letters, 'A101', are no number.)
  if (/(?<!\p{L})\d{3,}|\d{5,}/u.test(cleaned)) return null;
  const value = cleaned
    // Table rules an OCR reads as 'i', 'l' or '|' around the name.
    .replace(/^(?:[iIİılLjJ|!]{1,2}\s+)+/u, '')
    .replace(/(?:\s+[iIİılLj|!]{1,2})+$/u, '')
    .replace(/^[^\p{L}*]+/u, '')
    .replace(/[^\p{L}.*)]+$/u, '');
  const letters = value.match(/\p{L}/gu)?.length ?? 0;
  // A label's own words ('AD SOYAD/UNVAN') read as a value: the OCR split the label.
  if (/\b(?:AD|ADI|SOYAD|SOYADI|UNVAN|IBAN)\b/.test(foldForLabels(value))) return null;
  if (letters < 2 || letters / value.replace(/\s/g, '').length < 0.7) return null;
  const words = value.split(' ');
  // A bullet or a border read as one small letter before a capitalised name ('o Güneş Gıda A.Ş.').
  if (words.length > 2 && /^\p{Ll}$/u.test(words[0]) && /^\p{Lu}/u.test(words[1])) words.shift();
  // One word in mixed case among capitals ('ÇAĞDAŞ İNŞAAT LTD. Şti.') is the OCR's, not the receipt's.
  const capitals = words.filter((word) => word === word.toLocaleUpperCase('tr-TR')).length;
  if (capitals > words.length / 2) return words.join(' ').toLocaleUpperCase('tr-TR');
  return words.join(' ');
}

/** What an OCR may print for a digit; letters with two readings are tried both ways. */
export const DIGIT_LOOKALIKES: Record<string, string[]> = {
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  U: ['0'],
  I: ['1'],
  L: ['1'],
  '|': ['1'],
  T: ['7'],
  A: ['4'],
  S: ['5', '8'],
  B: ['8', '3'],
  Z: ['2', '7'],
  G: ['6', '9'],
};

/** A character an OCR'd IBAN digit may be read as (a digit or one of its look-alikes), for patterns. */
export const IBAN_CHAR = `[0-9${Object.keys(DIGIT_LOOKALIKES).join('').replace('|', '\\|')}]`;

/** The 24 digits after 'TR' as read, each position with the digits it may stand for; null if not a digit. */
function digitChoices(body: string): string[][] | null {
  if (body.length < 24) return null;
  const choices: string[][] = [];
  for (const char of body.slice(0, 24)) {
    const options = /\d/.test(char) ? [char] : DIGIT_LOOKALIKES[char];
    if (!options) return null;
    choices.push(options);
  }
  return choices;
}

/**
 * The IBAN a 'TR' + 24 characters reading stands for: digits as read, look-alike letters replaced. When
 * look-alikes have two readings, every combination is checked and exactly one may pass mod 97 (never a
 * guess between two valid ones); printed digits are never changed.
 */
function ibanFrom(body: string): string | null {
  const choices = digitChoices(body);
  if (!choices) return null;
  let candidates = [''];
  for (const options of choices) {
    candidates = candidates.flatMap((prefix) => options.map((digit) => prefix + digit));
    if (candidates.length > 64) return null;
  }
  const valid = candidates.map((digits) => `TR${digits}`).filter((iban) => isValidIban(iban));
  return valid.length === 1 ? valid[0] : null;
}

/**
 * Every Turkish IBAN in the text that passes the mod 97 check, without spaces, in order. After 'TR' all 24
 * characters of a Turkish IBAN are digits, so letters that look like digits are read as those digits there.
 */
export function readAllIbans(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const { compact, groupEnds } = compactLine(line);
    for (let start = compact.indexOf('TR'); start >= 0; start = compact.indexOf('TR', start + 1)) {
      if (misgrouped(start, groupEnds)) continue;
      const iban = ibanFrom(compact.slice(start + 2, start + 26));
      if (iban && !found.includes(iban)) found.push(iban);
    }
  }
  return found;
}

/** Spaces, dashes and dots part an IBAN's groups; zero-width spaces a PDF may put between them too. */
const GROUP_SEPARATOR = /[\s\-.\u200B-\u200D\u2060]/;

/** Characters an OCR or a PDF may put inside a word without a mark of their own: NUL and zero widths. */
export const INVISIBLE_CHARS = /[\0\u200B-\u200D\u2060\uFEFF]/g;

/**
 * An IBAN printed in groups of four one of whose groups inside it was read with a character too many
 * ('TR71 B0l1 1016 BilA4 6255 7013 60'): its first 24 characters may pass mod 97 by chance, and the
 * IBAN is not what it says. Groups read together ('00067075') or parted ('55 00') are no such sign.
 */
function misgrouped(start: number, groupEnds: Set<number>): boolean {
  let groupStart = start;
  for (let end = start; end < start + 25; end++) {
    if (!groupEnds.has(end)) continue;
    const length = end + 1 - groupStart;
    if (length > 4 && length % 4 !== 0) return true;
    groupStart = end + 1;
  }
  return false;
}

/** A line without group separators, and the positions in it of the last character before each one. */
function compactLine(line: string): { compact: string; groupEnds: Set<number> } {
  let compact = '';
  const groupEnds = new Set<number>();
  for (const char of foldForLabels(line)) {
    if (!GROUP_SEPARATOR.test(char)) compact += char;
    else if (compact) groupEnds.add(compact.length - 1);
  }
  return { compact, groupEnds };
}

/** The first valid Turkish IBAN in the text (see readAllIbans). */
export const readIban = (text: string): string | null => readAllIbans(text)[0] ?? null;

/**
 * Groups of three after '.' or after ',' (one separator for all groups: '1.210,191' is no amount but a
 * '1.210,19' with a digit glued to it), then an optional decimal part of one or two digits; never after a
 * digit and a colon nor before one ('2:233,35' is an OCR's '2.233,35').
 */
const AMOUNT =
  /(?<![\d.,])(?<!\d\s?[:;])(\d{1,3}(?:\.\d{3})+|\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?(?![\d.,]?\d)(?!\s?[:;]\s?\d)/g;

/** Digits, then letters (or a '|' or '!' an OCR read for a digit), then digits again, in one word. */
const CUT_FIGURE = /\d[\p{L}|!]+\d/u;

/**
 * The same with a separator beside the letters ('4.B00,08', '1.15O,00', '1I.150,00'): checked in the
 * amount's own word only, as a reference or a misread date beside it ('Ref:1.A1234', '24.I1.2026') is
 * no part of it.
 */
const CUT_AT_SEPARATOR = /\d[.,]?[\p{L}|!]+[.,]?\d/u;

/** The run of non-space characters holding the character at `start` (linear in the word, not the text). */
function wordAround(text: string, start: number): string {
  const word = /\S*/y;
  word.lastIndex = text.lastIndexOf(' ', start) + 1;
  return word.exec(text)?.[0] ?? '';
}

/**
 * Amounts as '1.234,56': '1.234,56 TL', 'TRY 1.234,56', '₺1,234.56', '1234.5' and '1.234' (Turkish
 * thousands) all read; the last separator followed by one or two digits is the decimal one. The first
 * number with decimals wins over whole numbers before it (an OCR may read the ':' before a value as '1').
 */
export function readAmount(text: string): string | null {
  // A NUL or a zero-width space inside a figure ('1.1\u200B50,00', '3\u200B1.150,00') may part two figures
  // or join one: it is taken as a letter, which cuts the figure (CUT_FIGURE).
  const compact = withoutIbans(text.replace(INVISIBLE_CHARS, 'x'))
    .replace(/(?<=\d)\s+(?=[.,]\d)|(?<=\d[.,])\s+(?=\d)/g, '')
    // A kuruş's last digit parted by a space ('2.424,2 7', '1.150,5 0'): read whole.
    .replace(/(?<=\d[.,]\d)\s(?=\d(?!\S))/g, '')
    // Thousands parted by spaces ('1 234,56'): read whole, not as '234,56'.
    .replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?=[.,]\d{1,2}(?!\d))/g, (digits) => digits.replace(/ /g, ''));
  // A figure in a word with letters between its digits ('97L1I7', '1.2S4,56') was cut by misread
  // characters: none of its parts is the amount, nor is a count or an instalment beside it.
  const matches = [...compact.matchAll(AMOUNT)];
  if (matches.some((candidate) => CUT_FIGURE.test(wordAround(compact, candidate.index)))) return null;
  // A short figure with a decimal dot that reads as a day and month or an hour and minutes, right before
  // a figure with a decimal comma ('24.11 1.150,00', '14.35 1.150,00'), is a date's or a time's part.
  const decimalMark = (candidate: (typeof matches)[number]) =>
    candidate[2] === undefined ? null : compact[candidate.index + candidate[1].length];
  const shortDotted = (candidate: (typeof matches)[number], index: number) => {
    const next = matches[index + 1];
    return (
      decimalMark(candidate) === '.' &&
      /^\d{1,2}$/.test(candidate[1]) &&
      (Number(candidate[2]) <= 12 || (Number(candidate[1]) <= 23 && Number(candidate[2]) <= 59)) &&
      next !== undefined &&
      decimalMark(next) === ',' &&
      /^\s+$/.test(compact.slice(candidate.index + candidate[0].length, next.index))
    );
  };
  const match =
    matches.find((candidate, index) => candidate[2] !== undefined && !shortDotted(candidate, index)) ??
    matches[0];
  if (!match || CUT_AT_SEPARATOR.test(wordAround(compact, match.index))) return null;
  if (letterSpaced(compact, match.index)) return null;
  // Thousands grouped by ',' come with '.' decimals ('1,234.56'); '682,221' is '682,22' with a glued digit.
  if (match[1].includes(',') && match[2] === undefined) return null;
  const lira = Number(match[1].replace(/\D/g, ''));
  const kurus = lira * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(kurus) || kurus <= 0) return null;
  return formatKurus(kurus);
}

/**
 * A figure printed letter-spaced, as an OCR reads a big boxed one ('₺ 3 , 8 1 2, 42', '2 , 947, 66'), is
 * read in pieces: two lone digits or separators, each a space apart, right before a piece are more of the
 * figure, and the piece no amount. One lone character is no sign (a colon read as ',', a '₺' read as '4').
 */
function letterSpaced(text: string, start: number): boolean {
  return /(?:^|\s)[\d.,]\s[\d.,]\s$/.test(text.slice(Math.max(0, start - 5), start));
}

/**
 * The text with each IBAN printed in it (TR and its 24 digits, groups parted by spaces or dashes) blanked
 * out: its digits are no amount ('TR92 0006 …' under a 'Tutar' header is no 92,00).
 */
function withoutIbans(text: string): string {
  let result = text;
  for (const match of text.matchAll(/TR(?=\s?\d)/g)) {
    let digits = 0;
    let end = match.index + 2;
    for (; end < text.length && digits < 24 && /[\d\s-]/.test(text[end]); end++)
      if (/\d/.test(text[end])) digits++;
    if (digits >= 16)
      result = result.slice(0, match.index) + ' '.repeat(end - match.index) + result.slice(end);
  }
  return result;
}

const MONTHS = [
  'OCAK',
  'SUBAT',
  'MART',
  'NISAN',
  'MAYIS',
  'HAZIRAN',
  'TEMMUZ',
  'AGUSTOS',
  'EYLUL',
  'EKIM',
  'KASIM',
  'ARALIK',
];
const ENGLISH_MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];
const NUMERIC_DATE = /(?<!\d)(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4})(?!\d)/;
/** An OCR's '25:07.2026': the first dot read as a colon. */
const COLON_DATE = /(?<!\d)(\d{1,2}):(\d{1,2})\.(\d{4})(?!\d)/;
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
/**
 * '12 Mart 2025', '5. MAR. 2025', or with dots or dashes and a two-digit day, as such prints pad it
 * ('24.Kas.2026', '04-Ara-2026'): never a day glued to a letter or a border ('Z4 Kasım 2026' is an OCR's
 * 24, not 4; the layout drops a '|' it takes for a border, so '|4.Kas.2026' comes as '4.Kas.2026').
 */
const NAMED_DATE =
  /(?<![\dA-Z|![\]])(?:(\d{1,2})\.?\s+([A-Z]{3,9})\.?,?\s+|(\d{2})[./-]([A-Z]{3,9})[./-])(\d{4})(?!\d)/;

/** 'ARALIK', 'ARA', 'DEC', 'DECEMBER' → 12; 0 when no month. */
function monthNumber(word: string): number {
  const turkish = MONTHS.findIndex(
    (month) => month === word || (word.length === 3 && month.startsWith(word)),
  );
  if (turkish >= 0) return turkish + 1;
  // A month's name or its first three or four letters ('SEPT'), never a word that starts so ('DECOR').
  return (
    ENGLISH_MONTHS.findIndex(
      (month) => month === word || ((word.length === 3 || word.length === 4) && month.startsWith(word)),
    ) + 1
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

function dateOf(day: number, month: number, year: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1990 || year > 2100) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${pad(day)}.${pad(month)}.${year}`;
}

/**
 * A numeric date printed with a one-digit day or month ('16/1/2026'). An OCR drops one of two narrow
 * '1's ('16/11/2026' read so), which leaves a valid date: on an OCR'd page such a date is not trusted.
 */
export function isUnpaddedDate(text: string): boolean {
  const numeric = NUMERIC_DATE.exec(text);
  return numeric !== null && (numeric[1].length === 1 || numeric[3].length === 1);
}

/** Dates as 'dd.MM.yyyy': dd.MM.yyyy, dd/MM/yyyy, dd-MM-yyyy, yyyy-MM-dd, '12 Mart 2025', '12 MAR 2025'. */
export function readDate(text: string): string | null {
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) return dateOf(Number(numeric[1]), Number(numeric[3]), Number(numeric[4]));
  const colon = COLON_DATE.exec(text);
  if (colon) return dateOf(Number(colon[1]), Number(colon[2]), Number(colon[3]));
  const iso = ISO_DATE.exec(text);
  if (iso) return dateOf(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  // A day an OCR read with look-alike letters ('Ol Jul 2026'): a month name and a year make it a date.
  const folded = foldForLabels(text).replace(
    /(?<![\p{L}\d])[0-9OQDIL|]{1,2}(?=(?:\.?\s+|[./-])[A-Z]{3,9}(?:\.?,?\s+|[./-])\d{4}(?!\d))/gu,
    (day) => day.replace(/[OQD]/g, '0').replace(/[IL|]/g, '1'),
  );
  const named = NAMED_DATE.exec(folded);
  if (named) return dateOf(Number(named[1] ?? named[3]), monthNumber(named[2] ?? named[4]), Number(named[5]));
  return null;
}

/**
 * A date with a two-digit year ('21/06/23', a slip's 'TARİH' column), only where a date label offers it:
 * two-digit day and month, one separator, nothing after it but a time. The year is this century's.
 */
const SHORT_YEAR_DATE = /^\s*(\d{2})([./-])(\d{2})\2(\d{2})(?:\s+\d{1,2}\s?:\s?\d{2}(?::\d{2})?)?\s*$/;

/** A labelled date: any form readDate reads, or the date with a two-digit year a slip prints. */
export function readLabelledDate(text: string): string | null {
  const date = readDate(text);
  if (date) return date;
  const short = SHORT_YEAR_DATE.exec(text);
  if (!short) return null;
  const year = 2000 + Number(short[4]);
  // '19' and '20' may be a four-digit year cut by a wrap or an OCR ('24.11.20' over '26'); no receipt is
  // dated in a later year than this one ('01.01.99' is a birth date of 1999, not of 2099).
  if (year === 2019 || year === 2020 || year > new Date().getFullYear()) return null;
  return dateOf(Number(short[1]), Number(short[3]), year);
}

/**
 * A time, unless it is an end of a range ('09:00-16:45', working hours) or a time-zone offset
 * ('GMT+03:00', '+03:00', 'UTC*03:00'; and an offset's whole or half hour under ten after a sign an OCR
 * misread as a letter or a digit: 'UTCt03:00', 'UTC 4 03:00', 'TSİt03:00', while 'GMT4 14:35',
 * 'GMT3 10:30' and 'TSİ 1 10:00' are times); group 3 is a 12-hour clock's half of the day ('PM', 'ÖS').
 */
const TIME =
  /(?<![\d:])(?:(?<![\p{L}|![\]])|(?=\d{2}))(?<!(?:GMT|UTC)\s?[-+−*]\s?)(?!(?<=(?:GMT|UTC|TSİ|TSI)\s?[\p{L}\d]\s?)0\d\s?:\s?(?:00|30)(?!\d))(?<!\+\s?)(?<!\d\s?:\s?\d{2}(?::\d{2})?\s?[-–—]\s?)([01]?\d|2[0-3])\s?:\s?([0-5]\d)(?::[0-5]\d)?(?![\d]|:\d)(?!\s?[-–—]\s?\d{1,2}\s?:\s?\d{2})(?:\s?([AP])\.?\s?M\.?(?![\p{L}])|\s?(ÖÖ|ÖS)(?![\p{L}]))?/giu;

/**
 * Times as 'HH:mm' from HH:mm or HH:mm:ss; a 12-hour clock's '02:35 PM' is 14:35, '12:10 AM' 00:10 (an
 * hour over 12 with AM/PM reads as no time).
 */
export function readTime(text: string): string | null {
  for (const match of text.matchAll(TIME)) {
    const hour = Number(match[1]);
    const half = (match[3] ?? match[4])?.toLocaleUpperCase('tr-TR');
    if (!half) return `${pad(hour)}:${match[2]}`;
    if (hour < 1 || hour > 12) return null;
    const afternoon = half === 'P' || half === 'ÖS';
    return `${pad((hour % 12) + (afternoon ? 12 : 0))}:${match[2]}`;
  }
  return null;
}

/** Under a time label, a time written with a dot ('14.35', '14.35.10') and nothing else. */
export function readDottedTime(text: string): string | null {
  const match = /^\s*([01]?\d|2[0-3])\.([0-5]\d)(?:\.[0-5]\d)?\s*$/.exec(text);
  return match ? `${pad(Number(match[1]))}:${match[2]}` : null;
}

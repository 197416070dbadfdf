/**
 * An outside attack (attack 12) on the rules of 00c3c04 and 038d375: a letter beside a separator cuts a
 * figure in the amount's own word; a short figure with a decimal dot beside one with a decimal comma is
 * no amount; NUL and zero-width characters inside a figure are removed; an hour glued after a look-alike
 * of 1 or 0 is no time; a time after the labelled date that does not read leaves the time empty;
 * named-month dates with dots or dashes; DATE_LIKE's wider reach; unpadded numeric dates on OCR'd pages
 * (f037385). Every design asserts each field right or empty; the designs giving a wrong value are left
 * out and listed in KNOWN_WRONG ('new' when right or empty at the parent of f037385, 987056d; 'old' when
 * wrong there too).
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptRulesAttack12Designs';

/** Still wrong after the mending; all were wrong at the parent too. */
export const KNOWN_WRONG: Record<string, string> = {
  'time-22': "old islem_saati 04:35 (the hour's 1 split off, '1 4:35') → 14:35",
  'time-29': "old islem_saati 09:12 (a footer's creation time, no transaction time printed) → Bulunamadı",
  'date-35': "old islem_tarihi 04.11.2026 ('2 4 Kasım 2026') → 24.11.2026",
  'date-37': "old islem_tarihi 16.01.2026 ('16:1.2026', a colon date escapes the unpadded rule) → 16.11.2026",
};

/**
 * Wrong when the helper attacked 038d375, right or empty after the mending: a short dotted figure is a
 * date's or time's part only right before a figure with a decimal comma (amount-4, amount-16); a NUL or a
 * zero-width character inside a figure cuts it instead of joining it (amount-9 … 11); a named date with
 * dots or dashes needs a two-digit day and English months are whole names or their first three or four
 * letters ('DECOR' is none: date-38, 47, 48; '|4.Kas.2026' date-33, 49, 46); a one-digit hour glued to a
 * letter or a bracket is none (time-19, 20, 21); and date-34. The four values the attack found lost
 * (time-18, time-26, date-39; amount-12 stays empty: its figure has a zero-width character inside) read
 * again.
 */
export const MENDED = [
  ...['amount-4', 'amount-9', 'amount-10', 'amount-11', 'amount-16'],
  ...['date-33', 'date-34', 'date-38', 'date-46', 'date-47', 'date-48', 'date-49'],
  ...['time-19', 'time-20', 'time-21', 'time-18', 'time-26', 'date-39'],
];

describeAttack('attack 12', designs, KNOWN_WRONG);

/**
 * An outside attack (attack 11) on the reading of values from OCR'd text at 987056d, whose change takes an
 * OCR'd figure with one letter right after a separator ('4.B00,08') as cut, so no amount is read from its
 * tail: figures cut by look-alike letters elsewhere, misread separators, glued currencies, amounts beside
 * dates, references and fees, times and dates with look-alike digits, IBANs with look-alikes, NULs and
 * huge inputs. Every design asserts each field right or empty; the designs giving a wrong value are left
 * out and listed in KNOWN_WRONG (field got → want).
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptRulesAttack11Designs';

/** Still wrong after the mending; all were wrong before 987056d too. */
export const KNOWN_WRONG: Record<string, string> = {
  'sep-19': 'old tutar 150,00 ("1\'150,00 TL") → 1.150,00',
  'sep-20': "old tutar 150,00 ('1·150,00 TL') → 1.150,00",
  'sep-22': "old tutar 1,00 ('1 . 150 , 00 TL') → 1.150,00",
};

/**
 * Wrong at 987056d, right or empty after the mending: a letter beside a separator in the amount's own
 * word cuts it; a time's hour glued to a look-alike of 1 or 0 ('l4:35') and a named date's day glued to
 * a letter ('Z4 Kasım') are none; '24.Kas.2026' reads; a date beside its label that does not read
 * ('24,11.2026') keeps other dates out, and a time after it that does not read ('14;35') other times; a
 * short figure with a decimal dot ('24.11') right before one with a decimal comma is none; a NUL or a
 * zero-width space inside a figure joins it. (987056d had righted cut-2 … cut-6 and, checking every word
 * of the line, lost beside-34 … beside-38: read again.)
 */
export const MENDED = [
  ...['cut-7', 'cut-8', 'cut-9', 'cut-10', 'cut-11', 'cut-12', 'cut-13', 'cut-14'],
  ...['time-41', 'time-42', 'time-43', 'date-46', 'date-47', 'date-48', 'date-51', 'date-52'],
  ...['raw-55', 'raw-56', 'sep-21', 'beside-39', 'beside-40', 'time-44'],
];

describeAttack('attack 11', designs, KNOWN_WRONG);

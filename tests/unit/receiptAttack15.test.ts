/**
 * An outside attack (attack 15) on the rules of 3e2880b and 79113d9: A, an IBAN a table cell wrapped onto
 * the line under it is read on in the cell under it, and only a cell naming the recipient before its IBAN
 * counts for the page's fallback (recipientIban.ts); B, a numbered party heading glued to its number or
 * followed by a bracket speck like '2.LEHDAR (e' heads its section, while a tick, a count or a mask after a
 * party word makes no heading (partySections.ts). Every design asserts each field right or empty; the
 * designs giving a wrong value are left out and listed in KNOWN_WRONG ('old': wrong at 4c9bc17 too).
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptAttack15Designs';
import moreDesigns from './receiptAttack15MoreDesigns';

/** Still wrong; all were wrong at the parent too. */
export const KNOWN_WRONG: Record<string, string> = {
  'wrap-1': 'old gonderici_ismi AYŞE YILMAZ (the holder, payee of an incoming FAST) → MEHMET KAYA',
  'wrap-2': 'old gonderici_ismi AYŞE YILMAZ (the holder, payee of the incoming second record) → MEHMET KAYA',
  'wrap-3': "old gonderici_ismi AYŞE YILMAZ (the holder, though the record says 'Gönderen:') → MEHMET KAYA",
  'wrap-4': 'old gonderici_ismi AYŞE YILMAZ (the holder, no IBAN in the head) → MEHMET KAYA',
  'wrap-5': "old gonderici_ismi AYŞE YILMAZ (the holder, payee of a 'Havale Gelen') → MEHMET KAYA",
  'wrap-16': "old gonderici_ismi AYŞE YILMAZ (the holder, the payer named 'Karşı Taraf:') → MEHMET KAYA",
  'wrap-17': "old alici_hesap TR90…3456 (the payer's 'Karşı IBAN'; the holder as sender too) → TR82…8901",
  'wrap-18': "old alici_hesap TR82…8901 (the sender's, wrapped in the account column) → Bulunamadı",
  'wrap-24': "old gonderici_ismi AYŞE YILMAZ (the holder, payee of a 'Gelen Havale') → MEHMET KAYA",
  'wrap-27': "old gonderici_ismi AYŞE YILMAZ (the holder, payee of an OCR'd incoming FAST) → MEHMET KAYA",
  'wrap-28': "old gonderici_ismi AYŞE YILMAZ (the holder, payee of an OCR'd incoming EFT) → MEHMET KAYA",
  'wrap-29': "old tutar 500,00 (the second record's, an incoming one) → 3.248,50",
  'wrap-35': 'old gonderici_ismi AYŞE YILMAZ (the holder, payee of a salary) → ABC GIDA LTD ŞTİ',
  'wrap-37': "old gonderici_ismi AYŞE YILMAZ (the holder, on a page titled 'GELEN FAST') → MEHMET KAYA",
  'wrap-41': "old gonderici_ismi AYŞE YILMAZ (the holder, payee of an OCR'd refund) → MEHMET KAYA",
};

describeAttack('attack 15', [...designs, ...moreDesigns], KNOWN_WRONG);

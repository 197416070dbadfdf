/**
 * An outside attack (attack 10) on the rules of 5165ffc: an OCR'd wallet's big figure next to a line saying
 * money was sent is the amount; a bare 'ALAN' before a dotted leader with a colon among its dots; a greeting
 * over a sentence with 'hesabınızdan' names the sender; a table header cell holding the amount's label and
 * the next column's name; an OCR'd name with a capital right after a small letter is no name.
 * Every design asserts each field right or empty; the designs giving a wrong value are left out and listed
 * in KNOWN_WRONG (field got → want), the fields fc312ea read and the reader now leaves empty in LOST.
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptRulesAttack10Designs';

/**
 * Still wrong after the mending (ac976c8 took the big figure and the greeting rules out, which gave all
 * 27 new wrong values); all were wrong at fc312ea too.
 */
export const KNOWN_WRONG: Record<string, string> = {
  'hero-7': "old gonderici_ismi, alici_ismi (a refund to the customer, 'Hesabına aktarıldı') → empty",
  'hero-9': "old tutar 2.345,60 (a bill's due amount under 'Ödenecek tutar') → empty",
  'hero-27': "old gonderici_ismi, alici_ismi (a wallet top-up, 'Para yüklendi') → empty",
  'greet-35': "old gonderici_ismi a sentence ('Sayın Hesap Sahibi,' over 'hesabınızdan') → empty",
  'table-49': "old tutar 8.420,15 ('Kalan Tutar' over the rest) → empty",
  'table-51': "old tutar 5,00 ('Tutar Masraf' over the fee printed first) → empty",
  'name-59':
    "old gonderici_ismi ZEYNEP AK (fc312ea: 'AyşeYılmaz Kaya'; the glued name rejected, 'Müşteri' read) → AYŞE YILMAZ KAYA",
};

/** Read at fc312ea, empty now: a name with a capital right after a small letter is taken as OCR glue. */
export const LOST = {
  'name-52': "alici_ismi 'Ronald McDonald'",
  'name-53': "alici_ismi 'Paolo DeLonghi'",
  'name-54': "gonderici_ismi 'Angus MacGyver'",
  'name-55': "gonderici_ismi 'İlkNur Şahin' (OCR; fc312ea read 'İlknur Şahin')",
};

describeAttack('attack 10', designs, KNOWN_WRONG);

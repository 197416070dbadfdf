/**
 * An outside attack (attack 17) on the rules of 5d99e00 (under a column label, a log of a transfer's steps
 * gives the sending step's row, or none when the log has no one sending step: stepLogs.ts) and fa4ad40 (a
 * zone offset whose '+' an OCR read as 't' or '4', 'UTCt03:00', 'UTC4 03:00', is no time). Every design
 * asserts each field right or empty; each was run on the rules and on their parent 9ca6c04.
 *
 * 66 designs: 16 wrong only with the rules (new), 13 with a value lost that the parent read right, 8 wrong
 * on both (old). The step test reads a row's first cell across the whole page, not the label's column: a
 * card's column beside lines that start 'Kayıt :', 'Onay :', 'Gönderim :' is read on the 'Gönderim' line
 * (the value date, the fee, the other party under it); and it moves every label of the row above the log
 * (amounts, names, IBANs), not just dates. A page whose rows each start with a step word and hold a bare
 * label costs time quadratic in its rows (6000 rows: 16.6 s, 1.1 s before the rules).
 */
import { describeAttack } from './receiptAttackKit';
import { designs } from './receiptAttack17Designs';
import './receiptAttack17MoreDesigns';

/** Wrong on the rules: 'new' if the parent gave the right value or none, 'old' if it was wrong too (field got → want). */
export const KNOWN_WRONG: Record<string, string> = {
  'log-1':
    "new islem_tarihi 25.11.2026 (the sending step's date cell empty, the value date on the row after the log) → 24.11.2026",
  'log-2': "old islem_saati 14:21 (the failed 'Gönderim'; the parent read 'Hazırlama' 14:20) → 14:35",
  'log-4': "new islem_saati 15:10 (the cancelled sending step, 'İptal Edildi') → 14:35",
  'log-5': "new islem_saati 14:41 (an SMS notice log's 'Gönderim' row, the rank-1 label over it) → 14:35",
  'log-6': "new tutar 1.155,00 (the sending step's row in the log's 'Tutar' column, fee included) → 1.150,00",
  'log-7':
    "new alici_hesap TR14… and tutar 300,00 (a bulk list's 'Gönderildi' line, another payee's); old alici_ismi ALİ VELİ (the parent joined both names) → MEHMET KAYA, TR92…, 1.150,00",
  'log-8':
    "old gonderici_ismi HASAN ÇELİK, alici_ismi ZEYNEP ARSLAN (the sending row; the parent joined the column's names) → AYŞE YILMAZ, MEHMET KAYA",
  'log-9': "old islem_saati 09:03 ('1 0nay' is no step word: the log ends, the first row is read) → 14:35",
  'log-12':
    "old islem_saati 14:31 (the failed 'Gönderim', its retry 'Yeniden'; the parent read 14:30) → 14:35",
  'log-16': 'old islem_saati 09:03 (the steps in the second column, after a row number: no log) → 14:35',
  'status-18': "old islem_saati 14:34 ('Beklemede' first: no step word, no log) → 14:35",
  'status-23':
    "new islem_tarihi 25.11.2026 (the 'Sent' row's date cell empty, the 'Value Date' row after it) → 24.11.2026",
  'log-25':
    "new gonderici_ismi HASAN ÇELİK, alici_ismi ZEYNEP ARSLAN (the sending step's row of the name columns) → AYŞE YILMAZ, MEHMET KAYA",
  'log-26':
    "new islem_tarihi 25.11.2026, islem_saati 08:30 ('Tamamlandı' the next morning) → 24.11.2026, 18:35",
  'card-31':
    "new islem_tarihi 25.11.2026 (the card's 'Valör' value, on the left column's 'Gönderim :' line) → 24.11.2026",
  'card-32':
    "new alici_ismi AYŞE YILMAZ (the sender's value under the recipient's card, on the 'Gönderim :' line) → MEHMET KAYA",
  'card-33': "new tutar 5,00 (the fee under the amount card, on the left column's 'Gönderim' row) → 1.150,00",
  'card-36': "new islem_tarihi 25.11.2026 (the value date on the 'Gönderim :' line) → 24.11.2026",
  'card-37':
    "new islem_tarihi 25.11.2026, islem_saati 09:00 (a 'Tarih' label's value, on the 'Gönderim' row of the left column) → 24.11.2026, 14:35",
  'card-38':
    "new gonderici_ismi MEHMET KAYA (the recipient under the sender's card, on the 'Gönderim' row) → AYŞE YILMAZ",
  'table-42':
    "new tutar 1.155,00, islem_saati 14:37 (a list's 'Gönderim' row); old alici_ismi AYŞE YILMAZ (the parent joined the column's names) → 1.150,00, 14:35, MEHMET KAYA",
  'table-44':
    "new alici_hesap TR14… (a header of party labels over 'Kayıt' / 'Onay' / 'Gönderim' rows) → TR92…",
  'zone-51': "old islem_saati 03:00 (the zone 'UTCf03:00', its '+' read as 'f') → 14:35",
  'zone-53': "old islem_saati 03:00 (the zone 'TSİt03:00', its '+' read as 't' after 'TSİ') → 14:35",
};

describeAttack('attack 17', designs, KNOWN_WRONG);

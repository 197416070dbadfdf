/**
 * An outside attack (attack 18, a second round) on the rules of 85d1152 over its parent 9ca6c04: A, under a
 * date or time label with a step column's header left of it ('Adım', 'Durum', 'Status'), a log of a
 * transfer's steps gives the sending step's row (stepLogs.ts); B, an offset-shaped time after 'GMT', 'UTC'
 * or 'TSİ' and one letter or digit is no time; C, 'Gerçekleşme Tarihi' is a rank-1 transaction date label.
 * Every design asserts each field right or empty; each was run on the rules and on their parent.
 *
 * 59 designs: 15 wrong only with the rules (new), 15 with a value lost that the parent read right, 5 wrong
 * on both (old; two new ones carry an old wrong name too). A 'Durum' column is as often a list's status
 * column (each row another transfer) as a log's: the one 'Gönderildi' or 'Completed' row among 'Beklemede'
 * or 'Pending' ones is another payee's, and its date and time are taken. A form's 'Durum' label left of a
 * date label makes the rows under it a log ('Onaylandı', 'Gönderildi' / a value date). 'Gerçekleşme' is
 * matched anywhere in a label: 'Planlanan', 'Tahmini', 'Son', 'İlk', 'Talimat', 'Önceki Taksit'
 * Gerçekleşme Tarihi now ties with 'İşlem Tarihi' (the date is lost) and beats it when it is beside its
 * value and 'İşlem Tarihi' above (wrong), and beats every rank-2 label ('Tarih', 'EFT Tarihi', 'Ödeme
 * Tarihi') outright, also as a table header over earlier payments. No slowness found (3000-row logs, 1500
 * headers: as fast as before).
 */
import { describeAttack } from './receiptAttackKit';
import { designs } from './receiptAttack18Designs';
import './receiptAttack18MoreDesigns';

/**
 * Still wrong after the mending (field got → want), all wrong at the parent 9ca6c04 too. Mended: a
 * 'Durum' / 'Status' column is no step column (a list's status column, a form's 'Durum' label); 'Gerçekleşme
 * Tarihi' is a rank-2 date label again, and a date of another run or yet to come ('Sonraki', 'Planlanan',
 * 'Tahmini', 'Beklenen', 'Son', 'İlk', 'Önceki (Taksit)', 'Talimat' … Tarihi) is no transaction's; 'İptal
 * edilemez' and a 'RED-' reference say no step failed; a misread zone sign hides only an offset under ten
 * hours ('GMT3 10:30', 'TSİ 1 10:00' are times). The status histories under 'Durum' are read as before the
 * rules: their first row.
 */
export const KNOWN_WRONG: Record<string, string> = {
  'list-2': "old alici_ismi MEHMET KAYA ALİ VELİ (the list's name column joined) → MEHMET KAYA",
  'list-7':
    "old islem_tarihi 20.11.2026 10:00 (a 'Durum' history's first row, a saved draft's 'Kayıt') → 24.11.2026 14:35",
  'list-8': "old alici_ismi MEHMET KAYA MEHMET KAYA ALİ VELİ (the list's name column joined) → MEHMET KAYA",
  'log-9':
    "old islem_tarihi 23.11.2026 17:03 ('Adım / Step' is no step header: the first row) → 24.11.2026 14:35",
  'log-10': "old islem_tarihi 23.11.2026 17:03 ('İşlem Durumu' header: the first row) → 24.11.2026 14:35",
  'log-11':
    "old islem_tarihi 23.11.2026 (the sending step's cell holds only a time: the first row's date) → 24.11.2026",
  'log-15': "old islem_tarihi 23.11.2026 17:03 ('Onay1' ends the log: the first row) → 24.11.2026 14:35",
  'log-21': 'old islem_saati 09:03 (the step column right of the date column: the first row) → 14:35',
  'log-22': 'old islem_tarihi 23.11.2026 17:03 (a two-row header: the first row) → 24.11.2026 14:35',
  'log-26': "old islem_tarihi 23.11.2026 17:03 (a 'Durum' history: the first row) → 24.11.2026 14:35",
  'slow-57': "old islem_saati 14:30 (a 3000-row 'Durum' history: the first row) → 14:35",
};

describeAttack('attack 18', designs, KNOWN_WRONG);

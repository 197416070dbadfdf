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

/** Still wrong (field got → want): 'new' if the parent 9ca6c04 gave it right or empty, 'old' if wrong too. */
export const KNOWN_WRONG: Record<string, string> = {
  'list-1':
    "new islem_saati 10:05 (the 'Gönderildi' row of another payee's transfer in a 'Durum' status list) → 14:35",
  'list-2':
    "new islem_tarihi 23.11.2026, islem_saati 10:05 (another transfer's 'Gönderildi' row); old alici_ismi MEHMET KAYA ALİ VELİ → 24.11.2026, 14:35, MEHMET KAYA",
  'list-3': "new islem_saati 11:20 (another payee's 'Gerçekleşti' row under 'Durum | Saat') → 14:35",
  'list-4': "new islem_saati 09:40 (a bulk list's other recipient's 'Gönderildi' row) → 14:35",
  'list-5': "new islem_saati 10:05 (OCR: another transfer's 'Gönderildi' row) → 14:35",
  'list-6':
    "new islem_tarihi 22.11.2026, islem_saati 16:02 (another payment's 'Completed' row among 'Pending') → 24.11.2026, 14:35",
  'list-8':
    "new islem_tarihi 21.11.2026, islem_saati 08:15 (another payee's 'Gönderildi' row); old alici_ismi MEHMET KAYA MEHMET KAYA ALİ VELİ → 24.11.2026, 14:35, MEHMET KAYA",
  'log-9':
    "old islem_tarihi 23.11.2026, islem_saati 17:03 ('Adım / Step' is no step header: the first row) → 24.11.2026, 14:35",
  'log-10':
    "old islem_tarihi 23.11.2026, islem_saati 17:03 ('İşlem Durumu' is no step header) → 24.11.2026, 14:35",
  'log-11':
    "old islem_tarihi 23.11.2026 (the sending step's cell holds only a time; the first row's date) → 24.11.2026",
  'log-15':
    "old islem_tarihi 23.11.2026, islem_saati 17:03 ('Onay1' ends the log: the first row) → 24.11.2026, 14:35",
  'log-22':
    'old islem_tarihi 23.11.2026, islem_saati 17:03 (a two-row header: the first row) → 24.11.2026, 14:35',
  'grid-29':
    "new islem_tarihi 25.11.2026 (a grid's 'Durum' label: the 'Gönderildi' row's value date) → 24.11.2026",
  'grid-30':
    "new islem_tarihi 26.11.2026 (a 'Durum:' panel left: the 'Gönderildi' row's delivery date) → 24.11.2026",
  'exec-33':
    "new islem_tarihi 01.12.2026 ('Planlanan Gerçekleşme Tarihi' beside its value beats 'İşlem Tarihi' above its value) → 24.11.2026",
  'exec-48':
    "new islem_tarihi 24.10.2026 ('Önceki Taksit Gerçekleşme Tarihi' beats rank-2 'Ödeme Tarihi') → 24.11.2026",
  'exec-49': "new islem_tarihi 24.10.2026 ('Son Gerçekleşme Tarihi' beats rank-2 'Tarih') → 24.11.2026",
  'exec-50':
    "new islem_tarihi 01.12.2026, islem_saati 09:00 ('Planlanan Gerçekleşme Tarihi' beats rank-2 'EFT Tarihi') → 24.11.2026, 14:35",
  'exec-51':
    "new islem_tarihi 24.10.2026 (an earlier payments table headed 'Gerçekleşme Tarihi', its record naming 'Alıcı:', beats 'Ödeme Tarihi') → 24.11.2026",
  'exec-52':
    "new islem_tarihi 24.10.2026 (OCR: 'Önceki Gerceklesme Tarihi' above its value beats 'Tarih' beside) → 24.11.2026",
};

describeAttack('attack 18', designs, KNOWN_WRONG);

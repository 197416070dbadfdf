/**
 * An outside attack (attack 7) on the rules of 308141d … 7929bfa: IBANs in character boxes and numbered
 * party headings (A), a bare 'ALAN' label (B), a bare account label under a 'Kimden' / 'Kime' row (C),
 * 'Firma:' as a name label (D), a statement table's records and print dates (E), names holding an address
 * or a bank's name and mail headers (F), unlabelled sums and other dates' labels (G). Every design asserts
 * each field right or empty; the designs giving a wrong value are left out and listed in KNOWN_WRONG
 * (field got → want), the fields 993861b read and this reader leaves empty in LOST. Mended after the attack:
 * numbered headings only on a form numbering both parties' sections, 'ALAN' only before a dotted leader
 * beside 'GÖNDEREN' / 'HAVALE VEREN', a table record only on a line holding a sum, no record chosen while
 * another holds an IBAN printed above, a bank's name with its legal form a name, 'Kayıt Tarihi' the
 * transaction's, 'tutarında' / 'tamamlandı' saying money was sent.
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptRulesAttack7Designs';

/**
 * Wrong after the mending. 'new' = 993861b left the field(s) empty or right; 'old' = 993861b was wrong too (its
 * value in brackets where it differs). S = TR8200…8901 (the sender's), X = TR1400…5544 (a third party's).
 */
export const KNOWN_WRONG: Record<string, string> = {
  // D: 'Firma:' above a list whose 'Alıcı' column is the buyer.
  'firma2-112':
    "new gonderici_ismi KAYA TEKSTİL LTD. ŞTİ. ('Firma:' the seller above an order list) → AYŞE YILMAZ; old alici_ismi 'Teslimat Adresi' → KAYA TEKSTİL LTD. ŞTİ.",
  // Wrong at 993861b too.
  'boxes2-107': "old alici_hesap S ('2. ÖDEME BİLGİLERİ' IBAN read in '1. ALICI BİLGİLERİ') → empty",
  'boxes-13': "old alici_hesap S (sender's boxes, 'Alıcı IBAN' over their middle) → empty",
  'alan-29': "old alici_hesap S ('HESAP .....:' under 'ALAN .....:') → empty",
  'card-37': "old alici_hesap S (bare 'IBAN:' under 'Kime:' with colons) → empty",
  'card-39': "old alici_hesap S ('Kime  Kira Ödemesi' over 'IBAN') → empty",
  'firma-45': 'old alici_ismi, alici_hesap, tutar, islem_tarihi of the first of two bulk payments → empty',
  'firma-49':
    "old alici_ismi 'MEHMET KAYA AYŞE YILMAZ' (list cell joined with the 'Gönderen' line) → MEHMET KAYA",
  'table-52':
    "old gonderici_ismi ALİ DEMİR, alici_ismi AYŞE YILMAZ, islem_tarihi 23.11.2026 (993861b: 25.11.2026), islem_saati 09:04 (the 'Alıcı:' record is incoming) → AYŞE YILMAZ, empty, 24.11.2026, 14:35",
  'table-53':
    'old tutar 2.000,00, islem_tarihi 23.11.2026 (993861b: 25.11.2026), islem_saati 09:04 (an incoming EFT holds the other IBAN) → 1.150,00, 24.11.2026, 14:35',
  'table-55':
    'old tutar 21.748,50, islem_tarihi 23.11.2026, islem_saati 09:04 (records start with a time) → the transfer row',
  'table-56':
    "old tutar 21.748,50, islem_tarihi 23.11.2026, islem_saati 09:04 ('No' table, records '1.', '2.') → empty",
  'table2-103': 'old islem_saati 23:59 (993861b: 09:04) (the naming record has no time) → empty',
  'table2-106':
    "old tutar 2.000,00, islem_tarihi 23.11.2026 (993861b: 25.11.2026), islem_saati 09:04 ('Alıcı Hesap: 12345' virman) → empty",
  'card2-113': "old alici_hesap S (table 'Hesap  Tutar  Tarih' under 'Kime') → empty",
  'names-73': "old alici_ismi AYŞE YILMAZ (mail 'Kime:' without an address) → empty",
  'names-77': "old alici_ismi 'T.C ZİRAAT' → empty",
  'sum-82': 'old tutar 11,50 (points sum alone on its line) → empty',
  'sum-83': 'old tutar 3.200,00 (balance alone under its label) → empty',
  'sum-85': "old tutar 25,00 (cashback 'yatırıldı') → empty",
  'sum-90': "old tutar 5.000,00 (limit 'gerçekleşti') → empty",
  'sum-91': "old tutar 11,50 (refund 'aktarıldı') → empty",
  'mixed-97': "old alici_hesap S (bare 'IBAN' under 'Kime') → empty",
  'mixed-98': "old alici_hesap S (sender's boxes under 'Kime') → empty",
  'mixed-100': "old alici_hesap S (bare 'IBAN' under 'Kime  Akbank T.A.Ş.') → empty",
};

/** Read right at 993861b, empty at 90abe28. */
export const LOST = {
  'sum2-116': "islem_tarihi 24.11.2026, islem_saati 14:35 ('Talimat Tarihi', the only date)",
  'names-80': "alici_ismi 'MEHMET KAYA' ('Kime:' with the address in a cell of its own; arguable)",
};

describeAttack('attack 7', designs, KNOWN_WRONG);

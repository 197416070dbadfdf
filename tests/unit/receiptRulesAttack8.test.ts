/**
 * An outside attack (attack 8) on the rules of fb5c2c0: a bare account label opening the line right under
 * a party's own row ('Gönderen : Ayşe Yılmaz' over 'IBAN : TR…') is that party's, and a fee's account
 * ('Masraf Hesabı IBAN') is no party's. Every design asserts each field right or empty; the designs giving
 * a wrong value are left out and listed in KNOWN_WRONG (field got → want), the fields 5b53dd6 read and
 * the reader now leaves empty in LOST.
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptRulesAttack8Designs';

/**
 * Wrong at fb5c2c0. 'new' = 5b53dd6 left the field(s) empty or right; 'old' = 5b53dd6 was wrong too.
 * S = TR8200…8901 (the sender's), R = TR9200…5566 (the recipient's), X = TR1400…5544 (a third party's).
 */
export const KNOWN_WRONG: Record<string, string> = {
  // Wrong at 5b53dd6 too; the 21 designs fb5c2c0 got newly wrong are mended (a bare label under the
  // recipient's row is no longer given that party: only the sender's row tells whose the label is).
  'lost-7': "old alici_hesap S (names first, 'IBAN' S, 'Alıcı Banka', R unlabelled) → R",
  'lost-9': "old alici_hesap S (names first, 'IBAN' S, 'Gönderen Hesap No' agreeing with S) → empty",
  'lost-13': "old alici_hesap S (names first, debit 'Hesap' S, 'Banka IBAN' X in the footer) → empty",
  'other-18':
    "old alici_ismi GARANTİ BBVA, alici_hesap X (card debt: 'Lehdar' the bank over its 'IBAN') → empty",
  'mail-26': "old alici_hesap S (mail 'Kime: ayse…@gmail.com' over 'Hesap: S') → empty",
  'mail-27':
    "old gonderici_ismi Garanti BBVA, alici_hesap S (mail 'Kimden: Garanti BBVA', 'Kime' over 'IBAN') → AYŞE YILMAZ, empty",
  'incoming-31':
    "old alici_ismi AYŞE YILMAZ, alici_hesap S ('Hesabınıza para yatırıldı', 'Karşı Taraf') → MEHMET KAYA, empty",
  'lost2-48': "old alici_hesap S (names first, 'Hesap No' S, 'Gönderen Hesap No' further down) → empty",
  'stmt-49':
    "old gonderici_ismi MEHMET KAYA, alici_ismi AYŞE YILMAZ (activity detail 'FAST Alacak', 'Karşı Taraf' the payer) → empty",
  'mail-51': "old alici_ismi AYŞE YILMAZ (mail 'Kime: AYŞE YILMAZ' over the customer's 'IBAN') → empty",
  'wallet-55': "old alici_hesap S (wallet 'Kime' over 'IBAN' S, R bare under it) → R",
  'lost3-66': "old gonderici_ismi 'D YAPI LTD. ŞTİ.' (the digit of '3D YAPI' dropped) → 3D YAPI LTD. ŞTİ.",
};

/** Read right at 5b53dd6, empty now: a bare 'IBAN' under the sender's row is the sender's. */
export const LOST = {
  'sender-22': "alici_hesap R ('Alıcı Adı Soyadı' row, then 'Gönderen' row over the only 'IBAN'; arguable)",
  'sender-23': "alici_hesap R ('Ödeyen' row over the only 'IBAN', 'Alıcı' under it; arguable)",
};

describeAttack('attack 8', designs, KNOWN_WRONG);

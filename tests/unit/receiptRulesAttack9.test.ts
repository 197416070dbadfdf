/**
 * An outside attack (attack 9) on the rules of e6e5515: a heading of other details alone on its line
 * ('İŞLEM BİLGİLERİ', '2. ÖDEME BİLGİLERİ') ends the party section above it and a bare account label under
 * it is nobody's; the account to be debited is the sender's; a payment's purpose is no name; a bare account
 * label under the sender's own row is the sender's and no rival label; a mail header before an address.
 * Every design asserts each field right or empty; the designs giving a wrong value are left out and listed
 * in KNOWN_WRONG (field got → want), the fields 5b53dd6 read and the reader now leaves empty in LOST.
 */
import { describeAttack } from './receiptAttackKit';
import designs from './receiptRulesAttack9Designs';

/**
 * Still wrong after the mending. 'old' = 5b53dd6 was wrong too.
 * S = TR8200…8901 (the sender's), R = TR9200…5566 (the recipient's), X = TR1400…5544 (a third party's).
 */
export const KNOWN_WRONG: Record<string, string> = {
  // The 6 new wrong values of e6e5515 are mended (detail headings no longer end sections, the sender's
  // bare label is a rival again, 'Hesabınız:' is the sender's). Wrong at 5b53dd6 too:
  'column-22':
    "old alici_hesap S → empty (two columns, recipient left, only the sender's bare IBAN in the right column)",
};

/** Read right at 5b53dd6, empty now: a bare 'IBAN' under the sender's row is the sender's. */
export const LOST = {
  'row-49':
    "alici_hesap R ('Alıcı' row, 'Gönderen' row over the recipient's bare 'IBAN', then 'Gönderen IBAN'; arguable)",
};

describeAttack('attack 9', designs, KNOWN_WRONG);

/**
 * An outside attack (attack 16) on the rules of 4e598c1 (a letter-spaced figure gives no amount from a
 * piece; 'UTC*03:00' is no time), add9500 (a date or time under its label over another of its shape
 * answers none), 8470892 ('Mesaj Tarihi' / 'Message Date' are a document's dates) and 76f19c7 (a header's
 * last words in a cell of their own do not end its column). It found 12 new wrong values and 16 lost
 * ones: add9500 and 8470892 were reverted, the piece rule now needs two lone characters before a piece
 * and joins a parted kuruş digit, and only a name's 'Soyadı' cell goes on its column. Every design
 * asserts each field right or empty; the designs still wrong were all wrong at fa0c9f5 too.
 */
import { describeAttack } from './receiptAttackKit';
import './receiptAttack16Designs';
import './receiptAttack16MoreDesigns';
import { designs } from './receiptAttack16Kit';

/** Still wrong after the mending; all were wrong at the parent of the rules too (field got → want). */
export const KNOWN_WRONG: Record<string, string> = {
  'amount-10': "old tutar 50,00 ('1.1 50,00': the piece after a two-digit piece) → 1.150,00",
  'amount-13': "old tutar 1.250,00 (a row number joined as thousands, '1 250,00') → 250,00",
  'message-40': "old islem_tarihi 25.11.2026 (a footer's 'Tarih:') → 24.11.2026",
  'tail-50': "old tutar 30,00 (the dollar amount under 'Tutar', the lira under 'TL') → 1.150,00",
};

describeAttack('attack 16', designs, KNOWN_WRONG);

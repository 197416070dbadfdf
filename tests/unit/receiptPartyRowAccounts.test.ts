/**
 * A bare account label ('IBAN', 'Hesap No') opening the line right under a party's own row ('Gönderen :
 * Ayşe Yılmaz', 'Alıcı   Mehmet Kaya') is that party's account: the sender's is never the recipient's, the
 * recipient's is read even with the sender's printed too.
 */
import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND, parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { ocrRow, RECIPIENT_IBAN as R, SENDER_IBAN as S, spaced } from './receiptTestWords';

const tail = `Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`;
const ibanOf = (text: string) => parseReceiptText(text).alici_hesap;

describe('a bare account label under a party row', () => {
  it("under the sender's row it is the sender's: no recipient's IBAN when only that one is printed", () => {
    expect(
      ibanOf(`HAVALE DEKONTU
Gönderen       : AYŞE YILMAZ
IBAN           : ${spaced(S)}
Alıcı          : MEHMET KAYA
${tail}`),
    ).toBe(NOT_FOUND);
    expect(
      ibanOf(`Gönderen : AYŞE YILMAZ
Hesap No : ${spaced(S)}
Kurum Ticari Unvan : ENERJİSA ELEKTRİK A.Ş.
${tail}`),
    ).toBe(NOT_FOUND);
  });

  it("each party's row over its own bare 'IBAN': never the sender's, in either order", () => {
    // Two bare labels: whose the recipient's is, only its row says, and a page may print the sender's
    // account under the recipient's name; it stays unread.
    const sender = `Gönderen       : AYŞE YILMAZ\nIBAN           : ${spaced(S)}\n`;
    const recipient = `Alıcı          : MEHMET KAYA\nIBAN           : ${spaced(R)}\n`;
    expect([R, NOT_FOUND]).toContain(ibanOf(`EFT DEKONTU\n${sender}${recipient}${tail}`));
    expect([R, NOT_FOUND]).toContain(ibanOf(`EFT DEKONTU\n${recipient}${sender}${tail}`));
  });

  it("an OCR'd page: the sender's IBAN in single characters under a bare 'IBAN' under the sender's row", () => {
    const boxes: Word[] = ocrRow(
      4,
      [...S].map((char, index): [string, number] => [char, index * 1.7]),
    );
    const words = [
      ...ocrRow(0, [['Gönderen : AYŞE YILMAZ', 0]]),
      ...ocrRow(2, [['IBAN', 0]]),
      ...boxes,
      ...ocrRow(6, [['Alıcı : MEHMET KAYA', 0]]),
      ...ocrRow(8, [['Tutar : 1.150,00 TL', 0]]),
    ];
    const fields = parseReceiptWords(words).fields;
    expect(fields.alici_hesap).toBe(NOT_FOUND);
    expect(fields.alici_ismi).toBe('MEHMET KAYA');
  });

  it('parties side by side on one row leave a bare label under them to its column, not to the row', () => {
    const got = ibanOf(`Gönderen : AYŞE YILMAZ                 Alıcı : MEHMET KAYA
IBAN : ${spaced(S)}       IBAN : ${spaced(R)}
${tail}`);
    expect([R, NOT_FOUND]).toContain(got);
  });

  it("gives no party to a fee's own account, but reads a payee's account named after a fee", () => {
    const fee = `EFT DEKONTU
Gönderen       : AYŞE YILMAZ
Alıcı          : MEHMET KAYA
Alıcı IBAN     : ${spaced(R)}
Masraf Hesabı IBAN : TR14 0001 0000 0099 8877 6655 44
${tail}`;
    expect(ibanOf(fee)).toBe(R);
    const tutor = `HAVALE DEKONTU
Gönderen       : AYŞE YILMAZ
Alıcı          : MEHMET KAYA
Ders Ücreti Hesabı IBAN : ${spaced(R)}
${tail}`;
    expect(ibanOf(tutor)).toBe(R);
  });

  it("reads the holder's own 'Hesabınız' account as the sender's", () => {
    const page = `HAVALE DEKONTU
Alıcı Adı      : MEHMET KAYA
Gönderen       : AYŞE YILMAZ
IBAN           : ${spaced(R)}
Hesabınız      : ${spaced(S)}
${tail}`;
    expect([R, NOT_FOUND]).toContain(ibanOf(page));
  });
});

/**
 * A table with one row per party under a header of field labels ('Ad Soyad / Unvan   IBAN   Banka'), as
 * an OCR reads it off a degraded scan: a speck before a row's party label, a ';' or ':' after it, a row
 * whose IBAN did not read. The sender's row is the sender's whatever the recipient's row reads as.
 */
import { describe, expect, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { ocrRow, spaced as sp } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1): the sender's and the recipient's.
const S = 'TR510013406990912896771693';
const R = 'TR430011106979115500386773';

/** A row of cells at the table's columns (a monospaced page: one character is one column). */
const COLUMNS = [0, 13, 45, 82];
const cells = (...texts: string[]) =>
  texts.reduce((row, text, index) => (text ? row.padEnd(COLUMNS[index]) + text : row), '').trimEnd();

const page = (senderRow: string, recipientRow: string) => `Şekerbank
Havale Dekontu
${cells('', 'Ad Soyad / Unvan', 'IBAN', 'Banka')}
${senderRow}
${recipientRow}
Havale Tutarı   1.698,55 TL
Masraf   19,14 TL
İşlem Tarihi   21.07.2025 03:01
Açıklama   Fatura payı
`;

const recipientIban = (text: string) => parseReceiptText(text).alici_hesap;

describe('party rows under a header of field labels, read by an OCR', () => {
  it("a speck before 'Alıcı' and a ';' after 'Gönderen': the recipient's IBAN, not the sender's", () => {
    const text = page(
      cells('Gönderen ;', 'Ümit Tuğba Şendil', sp(S), 'Ziraat Bankası'),
      cells('© Alıcı', 'Gülşen Türkmen', sp(R), 'Ziraat Bankası'),
    );
    expect(recipientIban(text)).toBe(R);
    expect(parseReceiptText(text).alici_ismi).toBe('Gülşen Türkmen');
  });

  it("'Gönderen :' with its name in one cell: its row's IBAN is the sender's", () => {
    const text = page(
      cells('Gönderen : Ümit Tuğba Şendil', '', sp(S), 'Ziraat Bankası'),
      cells('e Alıcı', 'Gülşen Türkmen', sp(R), 'Ziraat Bankası'),
    );
    expect([R, 'Bulunamadı']).toContain(recipientIban(text));
  });

  it("the recipient's IBAN unreadable: none, never the sender's", () => {
    const text = page(
      cells('Gönderen ;', 'Ümit Tuğba Şendil', sp(S), 'Ziraat Bankası'),
      cells('© Alıcı', 'Gülşen Türkmen', 'TRAK oo 1069 7911 5500 30677 73)', 'Ziraat Bankası'),
    );
    expect(recipientIban(text)).toBe('Bulunamadı');
  });

  it('no recipient row read at all: the only IBAN under the header is the sender row’s, so none', () => {
    const text = page(cells('Gönderen : Ümit Tuğba Şendil', '', sp(S), 'Ziraat Bankası'), 'e   a 0   A');
    expect(recipientIban(text)).toBe('Bulunamadı');
  });

  it("no header row: a 'Gönderen :' row's IBAN is the sender's, a speck before 'Alıcı' makes no bank line", () => {
    const text = `Şekerbank
Havale Dekontu
Gönderen : Ümit Tuğba Şendil   ${sp(S)}   Ziraat Bankası
© Alıcı   Gülşen Türkmen   ${sp(R)}   Ziraat Bankası
Havale Tutarı   1.698,55 TL
İşlem Tarihi   21.07.2025 03:01
`;
    expect([R, 'Bulunamadı']).toContain(recipientIban(text));
  });

  it("no header row and the recipient's row unreadable: none, never the 'Gönderen' row's IBAN", () => {
    const text = `Şekerbank
Havale Dekontu
Gönderen : Ümit Tuğba Şendil   ${sp(S)}   Ziraat Bankası
Havale Tutarı   1.698,55 TL
İşlem Tarihi   21.07.2025 03:01
`;
    expect(recipientIban(text)).toBe('Bulunamadı');
  });
});

describe('party headings read by an OCR with a speck before them', () => {
  // Two boxes side by side, 'GÖNDEREN' and 'ALICI' over the same labels, as read off a degraded scan
  // (x in characters of the page).
  const boxes = (senderHeading: string) =>
    parseReceiptWords([
      ...ocrRow(0, [['Halkbank', 2]]),
      ...ocrRow(2, [
        [senderHeading, 2],
        ['ALICI', 52],
      ]),
      ...ocrRow(4, [
        ['Ad Soyad', 3],
        ['Ayşe Yiğit Öztürk', 17],
        ['Ad Soyad', 52],
        ['Işıl İnce', 62],
      ]),
      ...ocrRow(6, [
        ['IBAN', 3],
        [sp(S), 17],
        ['IBAN', 52],
        [sp(R), 62],
      ]),
      ...ocrRow(8, [['İşlem Tutarı: 2.821,60 TL', 2]]),
      ...ocrRow(10, [['İşlem Tarihi: 18/01/2023 13:20:52', 2]]),
    ]).fields;

  it("'İ GÖNDEREN' beside 'ALICI' heads the sender's box, as 'GÖNDEREN' does", () => {
    for (const heading of ['GÖNDEREN', 'İ GÖNDEREN', '© GÖNDEREN', 'e GÖNDEREN']) {
      const fields = boxes(heading);
      expect(fields.gonderici_ismi, heading).toBe('Ayşe Yiğit Öztürk');
      expect(fields.alici_ismi, heading).toBe('Işıl İnce');
      expect(fields.alici_hesap, heading).toBe(R);
    }
  });
});

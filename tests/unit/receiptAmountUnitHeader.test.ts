import { describe, expect, it } from 'vitest';
import { parseReceiptText } from '../../server/receiptAnalysis/receiptParser';

const IBAN = 'TR920006400000112233445566';
const spaced = IBAN.replace(/(.{4})/g, '$1 ').trim();

/** A payments table: a header row of field labels, the amount's currency in its header. */
const table = (amountHeader: string) =>
  [
    'Gönderen   Ayşe Yılmaz',
    `No   Alıcı              IBAN                              ${amountHeader}   Tarih        Saat`,
    `1    Mehmet Kaya        ${spaced}        1.234,56           12.03.2025   14:35`,
  ].join('\n');

describe("an amount label that names its currency ('Tutar (TL)')", () => {
  it('heads the amounts under it, the currency being part of the label', () => {
    for (const header of ['Tutar (TL)', 'Tutar TL', 'Tutar(TRY)', 'İşlem Tutarı (₺)']) {
      expect(parseReceiptText(table(header.padEnd(15))), header).toMatchObject({
        alici_ismi: 'Mehmet Kaya',
        alici_hesap: IBAN,
        tutar: '1.234,56',
        islem_tarihi: '12.03.2025',
      });
    }
  });

  it('reads the value beside it on a label line too', () => {
    expect(parseReceiptText('Alıcı: Mehmet Kaya\nTutar (TL)   :   1.234,56\n').tutar).toBe('1.234,56');
  });

  it('still gives nothing for a currency with no amount at all', () => {
    expect(parseReceiptText('Alıcı: Mehmet Kaya\nTutar (TL)\nAçıklama: Kira').tutar).toBe('Bulunamadı');
  });
});

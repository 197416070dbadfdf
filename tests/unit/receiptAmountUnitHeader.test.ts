import { describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
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

/** A table whose amount header shares its cell with the next column's name ('Tutar Sonuç'). */
const merged = (amountCell: string, valueCell: string) =>
  [
    'Firma: Ayşe Yılmaz',
    `#   Ödeme Tipi   Alıcı          Alıcı IBAN                   Açıklama      ${amountCell}`,
    `1   EFT          Mehmet Kaya    ${IBAN}   Borç iadesi   ${valueCell}`,
  ].join('\n');

describe("a table header cell holding the amount's label and the next column's name ('Tutar Sonuç')", () => {
  it('heads the amount under it', () => {
    expect(parseReceiptText(merged('Tutar Sonuç', '1.360,40 Başarılı')).tutar).toBe('1.360,40');
  });

  it('gives none under it without a figure, nor beside a figure in the cell', () => {
    expect(parseReceiptText(merged('Tutar Sonuç', 'Başarılı')).tutar).toBe(NOT_FOUND);
    expect(parseReceiptText('Alıcı: Mehmet Kaya\nTutar 1.234,56 TL\n   9.999,99 TL\n').tutar).toBe(
      '1.234,56',
    );
  });
});

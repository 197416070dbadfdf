import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';

describe("a statement's or a report's print date", () => {
  it.each(['Döküm Tarihi', 'Ekstre Tarihi', 'Rapor Tarihi', 'Basım Tarihi', 'BASIM'])(
    "'%s' is never the transaction's date or time",
    (label) => {
      const fields = parseReceiptText(
        [
          'Alıcı Adı : AYŞE KAYA',
          'Tutar : 100,00 TL',
          'İşlem : HAVALE',
          `${label}: 09.02.2024 22:57:56`,
        ].join('\n'),
      );
      expect(fields.islem_tarihi).toBe(NOT_FOUND);
      expect(fields.islem_saati).toBe(NOT_FOUND);
    },
  );

  it("a slip's print line ('BASIM: …') leaves the transaction's time alone", () => {
    const fields = parseReceiptText(
      [
        'TARİH/SAAT ....: 08.08.2024-07:32:48',
        'ALAN ..........: AYŞE KAYA',
        'HAVALE TUTARI .: 3.600,00 TL',
        'BASIM: 09.02.2024 22:57:56',
      ].join('\n'),
    );
    expect(fields.islem_tarihi).toBe('08.08.2024');
    expect(fields.islem_saati).toBe('07:32');
  });
});

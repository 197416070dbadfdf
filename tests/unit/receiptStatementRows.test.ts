import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, SENDER_IBAN, spaced } from './receiptTestWords';

/** An account statement ('Hesap Dökümü') whose rows are a salary, a purchase, a transfer and interest. */
const statement = (transfer: string) =>
  [
    'Yapı Kredi',
    'Hesap Dökümü',
    'Müşteri Adı: İsmail Koç',
    `Hesap: Vadesiz TL · IBAN: ${spaced(SENDER_IBAN)}`,
    'Dönem: 03.07.2023 - 06.07.2023',
    'Döküm Tarihi: 17.05.2023',
    '',
    'Tarih        Saat    Açıklama                                         Tutar (TL)    Bakiye (TL)',
    'Önceki Bakiye                                                                         8.519,31',
    '03.07.2023   09:04   Gelen EFT - DENİZBANK - MAAŞ ÖDEMESİ              +21.748,50     30.267,81',
    '05.07.2023   19:02   POS Harcama - MİGROS TİC. A.Ş. - 757281              -671,95     29.595,86',
    `06.07.2023   18:43   ${transfer.padEnd(48)}  -3.248,50     26.347,36`,
    '06.07.2023   23:59   Mevduat Faizi                                          +8,51     26.355,87',
  ].join('\n');

describe('a statement with several rows under its header', () => {
  it("takes the amount, date and time of the one row naming a recipient ('Alıcı:'), never the first row's", () => {
    const fields = parseReceiptText(statement('Giden FAST - Alıcı: Neslihan Arslan - Kira'));
    expect(fields.tutar).toBe('3.248,50');
    expect(fields.islem_tarihi).toBe('06.07.2023');
    expect(fields.islem_saati).toBe('18:43');
  });

  it("takes the one row holding an IBAN other than the holder's", () => {
    const fields = parseReceiptText(statement(`Giden FAST - ${RECIPIENT_IBAN}`));
    expect(fields.tutar).toBe('3.248,50');
    expect(fields.islem_tarihi).toBe('06.07.2023');
    expect(fields.islem_saati).toBe('18:43');
  });

  it('gives no amount, date or time when no row, or more than one, is singled out', () => {
    const none = parseReceiptText(statement('Giden FAST - Kira'));
    expect(none.tutar).toBe(NOT_FOUND);
    expect(none.islem_tarihi).toBe(NOT_FOUND);
    expect(none.islem_saati).toBe(NOT_FOUND);
    const two = parseReceiptText(
      statement('Giden FAST - Alıcı: Neslihan Arslan - Kira').replace(
        'POS Harcama - MİGROS TİC. A.Ş. - 757281',
        'Giden EFT - Alıcı: Mehmet Kaya - Aidat  ',
      ),
    );
    expect(two.tutar).toBe(NOT_FOUND);
    expect(two.islem_tarihi).toBe(NOT_FOUND);
    expect(two.islem_saati).toBe(NOT_FOUND);
  });

  it("counts a row whose date an OCR misread ('O6.07.2O23') among the records", () => {
    const text = statement('Giden FAST - Kira')
      .split('\n')
      .filter((line) => !/^(?:05|06)\.07\.2023 {3}23|POS|Faizi/.test(line))
      .join('\n')
      .replace('06.07.2023   18:43', 'O6.07.2O23   18:43');
    const fields = parseReceiptText(text);
    expect(fields.tutar).toBe(NOT_FOUND);
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });

  it("keeps the one record of a statement, and a wrapped line under it, the transfer's", () => {
    const text = statement('Giden FAST - Kira')
      .split('\n')
      .filter((line) => !/MAAŞ|POS|Faizi/.test(line))
      .join('\n');
    const fields = parseReceiptText(`${text}\n                     Borç iadesi`);
    expect(fields.tutar).toBe('3.248,50');
    expect(fields.islem_tarihi).toBe('06.07.2023');
    expect(fields.islem_saati).toBe('18:43');
  });
});

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

/**
 * The transaction's date and time, and only theirs: working hours, a time-zone offset, a document's
 * creation time, a query time, a bill's due date and a footer's date are not the transaction's; a
 * 12-hour clock's time is read on the 24-hour clock.
 */
import { describe, expect, it } from 'vitest';
import { readTime } from '../../server/receiptAnalysis/receiptValues';
import { NOT_FOUND, parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { ocrReceipt, RECIPIENT_IBAN, rightOrEmpty, spaced } from './receiptTestWords';

describe('a time in a line of text', () => {
  it.each([
    ['14:35', '14:35'],
    ['24.11.2026 14:35:10', '14:35'],
    ['24.11.2026-14:35', '14:35'],
    ['09:00-16:45 saatleri arasında', null],
    ['09:00 – 16:45', null],
    ['24.11.2026 (GMT+03:00)', null],
    ['UTC -03:00', null],
    ['+03:00', null],
    ['Saat: 14:35 (GMT+03:00)', '14:35'],
    ['02:35 PM', '14:35'],
    ['02:35 p.m.', '14:35'],
    ['12:05 PM', '12:05'],
    ['12:10 AM', '00:10'],
    ['09:05 ÖS', '21:05'],
    ['13:00 PM', null],
  ])('%s reads %s', (text, time) => {
    expect(readTime(text)).toBe(time);
  });
});

describe("the date and time: only the transaction's", () => {
  it("a footer's working hours ('09:00-16:45') are not the time of a date printed without one", () => {
    const fields = parseReceiptText(`
Alıcı Adı      : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
EFT Tutarı     : 100,00 TL
İşlem Tarihi   : 24.11.2026
EFT işlemleri iş günlerinde 09:00-16:45 saatleri arasında gerçekleştirilir.
`);
    expect(fields.islem_tarihi).toBe('24.11.2026');
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });

  it("a time-zone offset after the date ('GMT+03:00') is no time", () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
Tutar          : 100,00 TL
İşlem Tarihi   : 24.11.2026 (GMT+03:00)
`);
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });

  it("an English receipt's '02:35 PM' is 14:35", () => {
    const fields = parseReceiptText(`
Beneficiary      : AYSE KAYA
Beneficiary IBAN : ${spaced(RECIPIENT_IBAN)}
Amount           : 100.00 TRY
Transaction Date : 24/11/2026 02:35 PM
`);
    rightOrEmpty(fields.islem_saati, '14:35');
  });

  it("the receipt's creation time is not the time of a transaction date printed without one", () => {
    const fields = parseReceiptText(`
Alıcı Adı      : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Tutar          : 100,00 TL
İşlem Tarihi   : 23.11.2026
Oluşturulma Tarihi : 24.11.2026 09:12
`);
    expect(fields.islem_tarihi).toBe('23.11.2026');
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });

  it("a query time ('Sorgulama Saati') does not replace the time printed with the transaction date", () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
Tutar          : 100,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Sorgulama Saati : 16:10
`);
    rightOrEmpty(fields.islem_saati, '14:35');
  });

  it("a footer's date ('Bu belge 25.11.2026 tarihinde …') is not taken for a labelled date it cannot read", () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
Tutar          : 100,00 TL
İşlem Tarihi   : 24.11.2O26 14:35
Bu belge 25.11.2026 tarihinde elektronik ortamda oluşturulmuştur.
`);
    expect(fields.islem_tarihi).toBe(NOT_FOUND);
  });

  it("a bill's due date ('Fatura Son Ödeme Tarihi') is not the transaction date", () => {
    const fields = parseReceiptText(`
FATURA ÖDEME DEKONTU
Kurum          : İSKİ
Abone No       : 123456
Fatura Son Ödeme Tarihi : 30.11.2026
Fatura Tutarı  : 250,00 TL
Dekont Tarihi  : 24.11.2026 14:35
`);
    rightOrEmpty(fields.islem_tarihi, '24.11.2026');
  });
});

describe('creation, query and due dates with their time, and dates the page states once', () => {
  it.each([
    'Oluşturulma Tarihi ve Saati: 25.11.2026 09:10',
    'Sorgulama Tarihi/Saati: 25.11.2026 09:10',
    'Oluşturma Tarihi - Saati: 25.11.2026 09:10',
    'Oluşturulma Tarih ve Saati: 25.11.2026 09:10',
    'Son Ödeme Tarihi ve Saati: 30.11.2026 23:59',
    'Creation Date: 25.11.2026 09:10',
  ])("'%s' leaves the transaction's date and time alone", (line) => {
    const fields = parseReceiptText(
      ['Alıcı Adı : AYŞE KAYA', 'Tutar : 100,00 TL', 'İşlem Tarihi : 24.11.2026 14:35', line].join('\n'),
    );
    expect(fields.islem_tarihi).toBe('24.11.2026');
    expect(fields.islem_saati).toBe('14:35');
  });

  it.each([
    'Bu dekont işlem tarihi itibarıyla geçerlidir.',
    'EFT, ödeme tarihi olarak belirtilen gün işleme alınır.',
    'Tarih ve saat bilgisi Türkiye saatidir.',
  ])("a date printed without a label is still read beside the footer '%s'", (footer) => {
    const fields = parseReceiptText(
      ['24.11.2026 14:35', 'Alıcı Adı : AYŞE KAYA', 'Tutar : 100,00 TL', footer].join('\n'),
    );
    expect(fields.islem_tarihi).toBe('24.11.2026');
  });

  it("reads a time after a bare 'GMT', and no end of a range with seconds", () => {
    expect(readTime('24.11.2026 GMT 14:35')).toBe('14:35');
    expect(readTime('Çalışma saatleri 09:00:00-18:00:00')).toBeNull();
  });

  it("reads no time in a zone offset whose '+' an OCR read as '*' ('UTC*03:00')", () => {
    expect(readTime('Saat / Time (UTC*03:00)')).toBeNull();
    expect(readTime('GMT*03:00')).toBeNull();
  });

  it("reads no time in a zone offset whose '+' an OCR read as 't' or '4' ('UTCt03:00', 'UTC4 03:00')", () => {
    expect(readTime('Saat / Time (UTCt03:00)')).toBeNull();
    expect(readTime('Saat / Time (UTC4 03:00)')).toBeNull();
    expect(readTime('İşlem Saati UTC 14:35')).toBe('14:35');
  });
});

describe('a date and time column over a log of several steps', () => {
  const approval = (steps: string[]) =>
    [
      '✔ ONAYLANDI · 16.02.2026 · TEDARİKÇİ ÖDEMESİ',
      'Onay Geçmişi',
      'Adım          Kullanıcı        Rol                 Tarih / Saat',
      ...steps,
    ].join('\n');

  it("reads the sending step's time, 11:25, not the first step's 09:03", () => {
    const fields = parseReceiptText(
      approval([
        'Hazırlama     Selin Acar       Muhasebe Uzmanı     16.02.2026 09:03',
        '1. Onay       Kerem Baysal     Finans Müdürü       16.02.2026 11:23',
        'Gönderim      Sistem           FAST                16.02.2026 11:25',
      ]),
    );
    expect(fields.islem_saati).toBe('11:25');
    expect(fields.islem_tarihi).toBe('16.02.2026');
  });

  it('reads the sending step on whichever row it is, its date too', () => {
    const fields = parseReceiptText(
      approval([
        'Gönderildi    Sistem           FAST                17.02.2026 08:10',
        'Hazırlama     Selin Acar       Muhasebe Uzmanı     16.02.2026 09:03',
        '2. Onay       Kerem Baysal     Finans Müdürü       16.02.2026 17:23',
      ]),
    );
    expect(fields.islem_saati).toBe('08:10');
    expect(fields.islem_tarihi).toBe('17.02.2026');
  });

  it('reads no time from a log whose transfer has not been sent', () => {
    const fields = parseReceiptText(
      approval([
        'Hazırlama     Selin Acar       Muhasebe Uzmanı     16.02.2026 09:03',
        '1. Onay       Kerem Baysal     Finans Müdürü       16.02.2026 11:23',
      ]),
    );
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });

  it('still reads the one step under the header', () => {
    const fields = parseReceiptText(
      approval(['Gönderim      Sistem           FAST                16.02.2026 11:25']),
    );
    expect(fields.islem_saati).toBe('11:25');
  });
});

describe('dates yet to come or of another run', () => {
  const notice = (dateLine: string) =>
    parseReceiptText(
      [
        'Düzenli Ödeme Talimatı Bildirimi',
        ' Talimat Veren                                 Şeyma İnce',
        ` Alacaklı IBAN                                 ${spaced(RECIPIENT_IBAN)}`,
        ' Ödenen Tutar                                  1.072,46 TL',
        dateLine,
      ].join('\n'),
    );

  it.each([
    ' Sonraki Ödeme Tarihi                          03.01.2026',
    ' Planlanan Gerçekleşme Tarihi                  03.01.2026 09:00',
    ' Son Gerçekleşme Tarihi                        03.11.2025 07:05',
    ' Önceki Taksit Gerçekleşme Tarihi              03.11.2025',
  ])("are no transaction's date: %s", (dateLine) => {
    const fields = notice(dateLine);
    expect(fields.islem_tarihi).toBe(NOT_FOUND);
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });
});

describe('a date with a two-digit year', () => {
  it("is read under a slip's date column header, with the time beside it", () => {
    const fields = parseReceiptText(`
TARIH     SAAT   ISLEM NO
21/06/23  01:34  588861
ALICI ADI:
MEHMET ERDOGAN
TUTAR                75.743,99 TL
`);
    expect(fields.islem_tarihi).toBe('21.06.2023');
    expect(fields.islem_saati).toBe('01:34');
  });

  it('is read beside a transaction-date label, a footer date notwithstanding', () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
İşlem Tarihi   : 24.11.26 14:35
Bu belge 25.11.2026 tarihinde elektronik ortamda oluşturulmuştur.
`);
    expect(fields.islem_tarihi).toBe('24.11.2026');
  });

  it('is no date without a date label, nor with other text after it', () => {
    expect(parseReceiptText('Alıcı : AYŞE KAYA\nİşlem 24.11.26 onaylandı\n').islem_tarihi).toBe(NOT_FOUND);
    expect(parseReceiptText('Alıcı : AYŞE KAYA\nİşlem Tarihi : 24.11.26 KADIKÖY\n').islem_tarihi).toBe(
      NOT_FOUND,
    );
    expect(parseReceiptText('Alıcı : AYŞE KAYA\nİşlem Tarihi : 4.11.26\n').islem_tarihi).toBe(NOT_FOUND);
  });
});

describe("an OCR'd date with a one-digit day or month", () => {
  // An OCR drops one of two narrow '1's ('16/11/2026' read '16/1/2026'): a valid but wrong date.
  const ocrDate = (date: string) =>
    parseReceiptWords(ocrReceipt({ Gönderen: 'Ayşe Yılmaz', 'İşlem Tarihi': date })).fields.islem_tarihi;

  it.each(['16/1/2026', '1.11.2026', '5-3-2026'])('%s is left empty', (date) => {
    expect(ocrDate(date)).toBe(NOT_FOUND);
  });

  it('still reads one printed with both parts padded, and a month name with a one-digit day', () => {
    expect(ocrDate('16/11/2026')).toBe('16.11.2026');
    expect(ocrDate('5 Kasım 2026')).toBe('05.11.2026');
  });

  it("still reads one from a PDF's text layer, which an OCR did not read", () => {
    expect(parseReceiptText('İşlem Tarihi: 1.3.2025').islem_tarihi).toBe('01.03.2025');
  });
});

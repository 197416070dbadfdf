import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

// Valid Turkish IBANs (mod 97 = 1): the account holder's and the recipient's.
const HOLDER_IBAN = 'TR820006200000012345678901';
const RECIPIENT_IBAN = 'TR920006400000112233445566';
const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

describe('a bulk payment list', () => {
  const list = [
    'Müşteri        : AYŞE YILMAZ                 Yazdırma Tarihi   : 17.04.2023 12:58:44',
    `Müşteri IBAN   : ${spaced(HOLDER_IBAN)}`,
    '',
    'Sıra   Alıcı Adı Soyadı /   Alıcı IBAN          İşlem        Tutar      Masraf   Durum',
    'No     Unvanı                                   Tarihi       (TL)       (TL)',
    '1      MEHMET KAYA          TR92 0006 4000      12.03.2025   1.234,56   5,00     Gerçekleşti',
    '                            0011 2233 4455 66   14:35:10',
    'Toplam Tutar: 1.234,56 TL   Toplam Masraf: 5,00 TL',
  ].join('\n');

  it("reads the values under a header wrapped in two lines ('Tutar' over '(TL)', 'Unvanı')", () => {
    expect(parseReceiptText(list)).toMatchObject({
      alici_ismi: 'MEHMET KAYA',
      alici_hesap: RECIPIENT_IBAN,
      tutar: '1.234,56',
      islem_tarihi: '12.03.2025',
    });
  });

  it("takes the customer in the page head ('Müşteri') for the sender, never the customer's IBAN", () => {
    const fields = parseReceiptText(list.replace('TR92 0006 4000', '-').replace('0011 2233 4455 66', ''));
    expect(fields.gonderici_ismi).toBe('AYŞE YILMAZ');
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("reads an OCR'd amount starting with 1 under a header naming its currency: no sign was glued to it", () => {
    const ocrWords = wordsOfText(list.replace('1.234,56   5,00', '11.234,56  5,00')).map((word) => ({
      ...word,
      conf: 0.93,
    }));
    expect(parseReceiptWords(ocrWords).fields.tutar).toBe('11.234,56');
  });

  it('never takes one-letter specks on a grey header for a name', () => {
    const specks = list
      .replace('Alıcı Adı Soyadı /', 'Alıcı Adı Soyadı / e e e')
      .replace('MEHMET KAYA', '           ');
    expect(parseReceiptText(specks).alici_ismi).toBe(NOT_FOUND);
  });

  it('takes the time under the date in its cell as the date’s own', () => {
    const { fields, confidence } = parseReceiptWords(wordsOfText(list));
    expect(fields.islem_saati).toBe('14:35');
    expect(confidence.islem_saati).toBeGreaterThanOrEqual(0.75);
  });
});

describe("the customer label ('Müşteri')", () => {
  it("names the customer only alone or as 'Müşteri Adı', never in 'Müşteri Temsilcisi'", () => {
    const text = (label: string) =>
      ['GÖNDEREN BİLGİLERİ', `${label}: Ahmet Kaya`, 'ALICI BİLGİLERİ', 'Ad Soyad: Mehmet Kaya'].join('\n');
    expect(parseReceiptText(text('Müşteri Temsilcisi')).gonderici_ismi).toBe(NOT_FOUND);
    expect(parseReceiptText(text('Müşteri Adı')).gonderici_ismi).toBe('Ahmet Kaya');
    expect(parseReceiptText(text('Müşteri')).gonderici_ismi).toBe('Ahmet Kaya');
  });
});

describe('a label wrapped in its cell', () => {
  it("passes over the label's last word or unit alone under it to the value", () => {
    const text = [
      'Alıcı Adı Soyadı /   İşlem Tarihi',
      'Unvanı',
      'MEHMET KAYA          12.03.2025 14:35',
    ].join('\n');
    expect(parseReceiptText(text).alici_ismi).toBe('MEHMET KAYA');
  });

  it("gives no name for a company title cut after 'LTD.' whose next line is not its company type", () => {
    const cut = (next: string) =>
      parseReceiptText(['ALICI ADI: ÖRNEK YAZILIM LTD.', `           ${next}`, 'Tutar: 5,00 TL'].join('\n'))
        .alici_ismi;
    expect(cut('js')).toBe(NOT_FOUND);
    expect(cut('ŞTİ.')).toBe('ÖRNEK YAZILIM LTD. ŞTİ.');
    expect(cut('')).toBe(NOT_FOUND);
  });
});

describe('a table cell wrapped onto further lines', () => {
  const table = [
    'İŞLEM TARİHİ          ALICI HESAP SAHİBİ   ALICI IBAN        TUTAR',
    '02.02.2025 17:03:30   Öztürk Gıda          TR92 0006 4000    19.652,86 TL',
    '                      Sanayi ve Ticaret    0011 2233 4455 66',
    '                      Ltd. Şti.',
  ].join('\n');

  it('reads a long company title and the IBAN on from the lines of their cells', () => {
    const fields = parseReceiptText(table);
    expect(fields.alici_ismi).toBe('Öztürk Gıda Sanayi ve Ticaret Ltd. Şti.');
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });

  it('joins no total, label or speck line under the cell to the name, nor any under a whole title', () => {
    expect(parseReceiptText(table.replace('Öztürk Gıda       ', 'Öztürk Gıda A.Ş. ')).alici_ismi).toBe(
      'Öztürk Gıda A.Ş.',
    );
    for (const after of ['Toplam', 'Açıklama Kira', 'v'])
      expect(
        parseReceiptText(
          [
            'TARİH        ALICI         TUTAR',
            '02.02.2025   Mehmet Kaya   50,00 TL',
            `             ${after}`,
          ].join('\n'),
        ).alici_ismi,
      ).toBe('Mehmet Kaya');
  });
});

describe('a long company title', () => {
  it('counts no word of its legal form among the name’s words', () => {
    const text = (name: string) => `Alıcı Unvanı: ${name}\nTutar: 5,00 TL`;
    const long = 'ÖZTÜRK GIDA İNŞAAT TAAHHÜT NAKLİYAT SANAYİ VE TİCARET LTD. ŞTİ.';
    expect(parseReceiptText(text(long)).alici_ismi).toBe(long);
    expect(parseReceiptText(text('ÖZTÜRK GIDA SAN.')).alici_ismi).toBe(NOT_FOUND);
    expect(parseReceiptText(text('VE LTD. ŞTİ.')).alici_ismi).toBe(NOT_FOUND);
  });
});

describe('an account statement extract', () => {
  const statement = (recipientIban: string) =>
    [
      'Hesap Sahibi: Ayşe Yılmaz',
      `IBAN: ${spaced(HOLDER_IBAN)}`,
      'Dönem: 01.03.2025 - 31.03.2025',
      'Yazdırma Tarihi: 02.04.2025 09:15',
      '',
      'Tarih        Saat    Açıklama              Alıcı Unvanı   Alıcı IBAN                         İşlem Tutarı TRY   Bakiye TRY',
      'Devreden Bakiye                                                                                                 6.435,30',
      `12.03.2025   14:35   FAST Giden Transfer   Mehmet Kaya    ${recipientIban.padEnd(33)}  -1.234,56          5.200,74`,
      'Dönem Sonu Bakiye                                                                                               5.200,74',
    ].join('\n');

  it("passes over the opening balance line to the transfer's row, the account holder being the sender", () => {
    expect(parseReceiptText(statement(spaced(RECIPIENT_IBAN)))).toEqual({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Kaya',
      alici_hesap: RECIPIENT_IBAN,
      tutar: '1.234,56',
      islem_tarihi: '12.03.2025',
      islem_saati: '14:35',
    });
  });

  it("takes a row of 'label: value' pairs for no table header: a name above it stays nobody's", () => {
    const text = [
      'Ad Soyad: Ayşe Yılmaz',
      'Alıcı: Mehmet Kaya     Tutar: 5,00 TL     Tarih: 12.03.2025',
    ].join('\n');
    expect(parseReceiptText(text)).toMatchObject({ gonderici_ismi: NOT_FOUND, alici_ismi: 'Mehmet Kaya' });
  });

  it("never answers the holder's IBAN of the page head for the recipient", () => {
    expect(parseReceiptText(statement('-')).alici_hesap).toBe(NOT_FOUND);
  });

  it('ends a column at a total line after the rows: no figure under it is the amount', () => {
    const text = [
      'Alıcı          Açıklama     Tutar (TL)    Bakiye (TL)',
      'Mehmet Kaya    Kira',
      'Toplam',
      '                            250,00        1.000,00',
    ].join('\n');
    expect(parseReceiptText(text).tutar).toBe(NOT_FOUND);
  });
});

describe('an account statement whose description cell wraps the recipient IBAN', () => {
  const OTHER_IBAN = 'TR140001000000998877665544';
  const statement = (rows: string[]) =>
    [
      'Hesap Dökümü',
      'Müşteri Adı: AYŞE YILMAZ',
      `Hesap: Vadesiz TL · IBAN: ${spaced(HOLDER_IBAN)}`,
      '',
      'Tarih        Saat    Açıklama                                        Tutar (TL)    Bakiye (TL)',
      ...rows,
    ].join('\n');
  const transfer = (iban: string, time: string) => [
    `06.07.2023   ${time}   Giden FAST - Alıcı: MEHMET KAYA - ${spaced(iban).slice(0, 14)}    -3.248,50     26.347,36`,
    `                     ${spaced(iban).slice(15)} - Borç iadesi`,
  ];

  it("reads the IBAN on in the cell's next line, not the holder's IBAN of the page head", () => {
    const fields = parseReceiptText(
      statement([
        ...transfer(RECIPIENT_IBAN, '18:43'),
        '06.07.2023   23:59   Mevduat Faizi    +8,51    26.355,87',
      ]),
    );
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });

  it('answers no IBAN when two transfers of the statement wrap two different IBANs', () => {
    const fields = parseReceiptText(
      statement([...transfer(RECIPIENT_IBAN, '18:43'), ...transfer(OTHER_IBAN, '19:02')]),
    );
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("does not read another column's figures under a cut IBAN as its rest", () => {
    const rows = [
      `06.07.2023   18:43   Giden FAST - Alıcı: MEHMET KAYA - ${spaced(RECIPIENT_IBAN).slice(0, 14)}    -3.248,50     26.347,36`,
      `                                                                      ${spaced(RECIPIENT_IBAN).slice(15)}`,
    ];
    expect(parseReceiptText(statement(rows)).alici_hesap).toBe(NOT_FOUND);
  });
});

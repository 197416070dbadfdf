/**
 * Receipts designed against the rules of 3e2880b and 79113d9 (attack 15), the wrapped IBAN cells (wrap):
 * an IBAN a table cell wraps onto the line under it, on statements of incoming and outgoing transfers,
 * beside the holder's or a bank's own IBAN, over a date, an amount, a mask or a next record's digits, and
 * words ending in 'TROL' or 'TRAL' over a long number. Each design asserts each field right or empty. The
 * heading designs are in receiptAttack15MoreDesigns.ts.
 */
import type { Word } from '../../server/receiptAnalysis/layout';
import { N, R, S, X, designBook, ocrAt, ocrLines, type Cells, type Fields } from './receiptAttackKit';
import { spaced } from './receiptTestWords';

/** A payer's valid IBAN. */
const P = 'TR900001500158007300123456';
/** A bank's own valid IBAN. */
export const B = 'TR740001000123000055501234';
/** The 22 digits that make 'KONTROL' or 'PETROL' over them read as 'TR01…', a valid IBAN. */
const TROL_TAIL = '4100 0000 1122 3344 5566 92';
/** The 22 digits that make 'CENTRAL' over them read as 'TR41…', a valid IBAN. */
const TRAL_TAIL = '0006 2000 0000 9876 5432 81';

/** An IBAN's first 14 characters as printed ('TR92 0006 4000'), then the rest ('0011 2233 4455 66'). */
const head = (iban: string) => spaced(iban).slice(0, 14);
const tail = (iban: string) => spaced(iban).slice(15);

/** One OCR'd line's cells, each a text then its x: cells('Ad Soyad', 0, 'MEHMET KAYA', 20). */
export const cells = (...parts: Array<string | number>): Cells =>
  parts.flatMap((text, index) => (index % 2 ? [] : [[String(text), Number(parts[index + 1] ?? 0)]]));
/** OCR'd lines two apart; a text alone is one cell at the left edge. */
export const ocr = (...lines: Array<string | Cells>) =>
  ocrLines(...lines.map((line) => (typeof line === 'string' ? cells(line) : line)));
/** OCR'd 'label   value' lines, the value at x 20: labelled('Ad Soyad', 'MEHMET KAYA', 'IBAN', …). */
export const labelled = (...parts: string[]): Cells[] =>
  parts.flatMap((label, index) => (index % 2 ? [] : [cells(label, 0, parts[index + 1], 20)]));
/** The amount and the date, as labels and values. */
export const DEAL = ['Tutar', '1.150,00 TL', 'İşlem Tarihi', '24.11.2026 14:35'];
/** The amount and the date, as 'Label: value' lines. */
export const DEAL_LINES = ['Tutar: 1.150,00 TL', 'İşlem Tarihi: 24.11.2026 14:35'];
export const page = (...lines: string[]) => lines.join('\n');

/** MEHMET KAYA pays the holder AYŞE YILMAZ (S) 3.248,50 on 6 July 2023 at 18:43. */
const IN_WANT = {
  gonderici_ismi: 'MEHMET KAYA',
  alici_ismi: 'AYŞE YILMAZ',
  alici_hesap: S,
  tutar: '3.248,50',
  islem_tarihi: '06.07.2023',
  islem_saati: '18:43',
};
/** The holder AYŞE YILMAZ pays MEHMET KAYA (R) the same. */
const OUT_WANT = { ...IN_WANT, gonderici_ismi: 'AYŞE YILMAZ', alici_ismi: 'MEHMET KAYA', alici_hesap: R };

const { designs, add } = designBook();
const wrap = (title: string, input: string | Word[], want?: Fields) => add('wrap', title, input, want);

// ---------- text statements: a record's description cell wraps an IBAN ----------
/** A statement's head: the holder's name, with the holder's IBAN or without. */
const NAME_LINES = ['Hesap Dökümü', 'Müşteri Adı: AYŞE YILMAZ'];
const IBAN_LINES = [...NAME_LINES, `IBAN: ${spaced(S)}`];
const HOLDER_HEAD = [...NAME_LINES, `Hesap: Vadesiz TL · IBAN: ${spaced(S)}`, ''];
const NAME_HEAD = [...NAME_LINES, ''];
/** The holder's IBAN wrapped, unlabelled, in a head cell beside the period. */
const WRAPPED_HEAD = [
  'HESAP EKSTRESİ',
  'AYŞE YILMAZ                                  Dönem: 01.07.2023 - 31.07.2023',
  `Vadesiz TL ${head(S)}                    Şube: Kadıköy (0412)`,
  `${tail(S)}                            Para Birimi: TL`,
  '',
];
const DETAIL = 'İşlem Detayı';
/** A text table's line: each cell but the last padded to its column's width. */
const line = (widths: number[], ...row: string[]) =>
  row.map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index]) : cell)).join('');
/** A statement's columns: date, time, description, amount, balance. */
const columns = (...row: string[]) => line([13, 8, 48, 14], ...row);
const statement = (rows: string[], top = HOLDER_HEAD, column = 'Açıklama') =>
  page(...top, columns('Tarih', 'Saat', column, 'Tutar (TL)', 'Bakiye (TL)'), ...rows);
const record = (text: string, amount: string, balance = '26.347,36', when = '06.07.2023 18:43') =>
  columns(...(when.split(' ') as [string, string]), text, amount, balance);
/** A line under a record, in its description's column. */
const under = (text: string) => columns('', '', text);
const wrapped = (text: string, iban: string, amount: string, after = '', when?: string) => [
  record(`${text} ${head(iban)}`, amount, undefined, when),
  under(`${tail(iban)}${after}`),
];
const plain = (text: string, amount: string, when?: string) => record(text, amount, '26.355,87', when);
/** An incoming record wrapping the payer's IBAN. */
const incoming = (text: string, after = '', top = HOLDER_HEAD, column = DETAIL) =>
  statement(wrapped(text, P, '+3.248,50', after), top, column);
/** An incoming record in columns of its own (`widths` after the time's) holding the payer's IBAN. */
const payerTable = (widths: number[], titles: string[], cells: string[], next: string[]) =>
  page(
    ...HOLDER_HEAD,
    ...[
      ['Tarih', 'Saat', ...titles, 'Tutar (TL)', 'Bakiye (TL)'],
      ['06.07.2023', '18:43', ...cells, '+3.248,50', '26.347,36'],
      ['', '', ...next],
    ].map((row) => line([13, 8, ...widths, 14], ...row)),
  );
const PAID = 'Giden FAST - Alıcı: MEHMET KAYA';
/** The outgoing record's description ends in `cell`, the line under it reads `next`. */
const cut = (cell: string, next: string) =>
  statement([record(`${PAID} - ${cell}`, '-3.248,50'), under(next)]);

wrap(
  "A01 incoming FAST, the payer's IBAN wrapped under an 'İşlem Detayı' column",
  incoming('Gelen FAST - MEHMET KAYA -', ' - Kira'),
  IN_WANT,
);
wrap(
  "A02 incoming EFT as the second record, under a credited interest line, the payer's IBAN wrapped",
  statement([
    plain('Mevduat Faizi', '+8,51', '06.07.2023 09:00'),
    ...wrapped('Gelen EFT - MEHMET KAYA -', P, '+3.248,50', ' - Kira'),
  ]),
  IN_WANT,
);
wrap(
  "A03 incoming with 'Gönderen:' in the description (control)",
  incoming('Gelen FAST - Gönderen: MEHMET KAYA -', ' - Kira'),
  IN_WANT,
);
wrap(
  "A04 incoming, the head with a customer number and no holder's IBAN",
  incoming('FAST GELEN MEHMET KAYA', '', ['Hesap Hareketleri', NAME_LINES[1], 'Müşteri No: 12345678', '']),
  IN_WANT,
);
wrap(
  "A05 incoming 'Havale Gelen' under a 'Description' column",
  statement(wrapped('Havale Gelen MEHMET KAYA', P, '3.248,50', ' Kira Temmuz'), HOLDER_HEAD, 'Description'),
  IN_WANT,
);
wrap(
  'A06 the outgoing record names the recipient and no IBAN; a later bill wraps another IBAN',
  statement(
    [plain(PAID, '-3.248,50'), ...wrapped('Aidat Ödemesi - YÖNETİM -', X, '-850,00', '', '07.07.2023 10:15')],
    HOLDER_HEAD,
    DETAIL,
  ),
  OUT_WANT,
);
wrap(
  "A07 the outgoing record's recipient and IBAN on one line; a later incoming wraps the payer's IBAN",
  statement(
    [
      plain(`${PAID} ${spaced(R)}`, '-3.248,50'),
      ...wrapped('Gelen FAST - ALİ VELİ -', P, '+500,00', '', '07.07.2023 10:15'),
    ],
    HOLDER_HEAD,
    DETAIL,
  ),
  OUT_WANT,
);
wrap(
  "A08 the holder's IBAN wraps, unlabelled, in a head cell beside 'Dönem'; the transfer names no IBAN",
  statement([plain(PAID, '-3.248,50')], WRAPPED_HEAD, DETAIL),
  OUT_WANT,
);
wrap(
  "A09 the outgoing record wraps R while the holder's IBAN wraps, unlabelled, in the head",
  statement(wrapped(`${PAID} -`, R, '-3.248,50', ' - Borç'), WRAPPED_HEAD),
  OUT_WANT,
);
wrap(
  "A10 a card statement: an 'OPET PETROL' cell over a 22-digit provision number (reads TR01…)",
  statement(
    [record('Kartlı Harcama OPET PETROL', '-1.150,00'), under(`${TROL_TAIL} Provizyon`)],
    NAME_HEAD,
    DETAIL,
  ),
  { alici_ismi: 'OPET', alici_hesap: N, islem_tarihi: '06.07.2023', islem_saati: '18:43' },
);
wrap('A12 a cut IBAN over a date in its column', cut(head(R), '07.07.2023 Valör'), OUT_WANT);
wrap('A13 a cut IBAN over an amount in its column', cut(head(R), '1.150,00 TL masraf'), OUT_WANT);
wrap('A14 a masked IBAN cut over its masked rest', cut('TR92 0006 ****', '**** **** 4455 66'), OUT_WANT);
wrap(
  "A15 a masked IBAN cut over digits: the next record's reference, like a valid rest",
  cut('TR92 **** ****', `${tail(R)} Ref`),
  OUT_WANT,
);
wrap(
  "A16 the sender's IBAN cut at its description's end, the line under it starting with digits",
  statement(
    [record(`Hesabımdan ${head(S)}`, '-3.248,50'), under(`${tail(S)} Giden FAST MEHMET KAYA`)],
    NAME_HEAD,
  ),
  OUT_WANT,
);
wrap(
  "A17 incoming, the payer named 'Karşı Taraf:' in the description",
  incoming('Gelen FAST - Karşı Taraf: MEHMET KAYA'),
  IN_WANT,
);
wrap(
  "A18 incoming, the cut IBAN in a 'Karşı IBAN' column of its own",
  payerTable([20, 20], ['İşlem', 'Karşı IBAN'], ['Gelen FAST', head(P)], ['', tail(P)]),
  IN_WANT,
);
wrap(
  "A19 a one-record table: the sender's account column wraps, the recipient paid by phone",
  page(
    'PARA TRANSFERİ DEKONTU',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    'Hesap               Alıcı                  Tutar',
    `${head(S)}      MEHMET KAYA            1.150,00 TL`,
    tail(S),
    'Alıcı Telefon: 0532 *** ** 12',
  ),
  { alici_hesap: N },
);
wrap(
  "A20 a bill payment: the bank's own IBAN wraps in a footer cell, the bank's words only under it",
  page(
    'FATURA ÖDEME DEKONTU',
    'Ödeyen: AYŞE YILMAZ',
    'Kurum: İSKİ Su Faturası',
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    `Şikayet için: ${head(B)}          Tel: 0850 222 00 00`,
    `              ${tail(B)} Örnek Bankası A.Ş.`,
  ),
  { alici_ismi: 'İSKİ', alici_hesap: N },
);

/** An EFT slip naming both parties and no IBAN, with footer lines. */
const eftSlip = (...footer: string[]) =>
  page('EFT DEKONTU', 'Gönderen: AYŞE YILMAZ', 'Alıcı: MEHMET KAYA', ...DEAL_LINES, '', ...footer);
wrap(
  "A21 'KONTROL' at a cell's end over a long number in its column",
  eftSlip('Belge Doğrulama: KONTROL            Sayfa 1/1', TROL_TAIL),
);
wrap(
  "A22 a 'CENTRAL' branch at a cell's end over an account number line",
  eftSlip('Şube: ISTANBUL CENTRAL            Kanal: Mobil', `${TRAL_TAIL} Hesap No`),
);
wrap(
  'A23 a NUL inside the cut IBAN and at the start of its rest',
  cut('TR92\u00000006 4000', `\u0000${tail(R)}`),
  OUT_WANT,
);
wrap(
  "A24 an outgoing record with no IBAN, then an incoming refund wrapping the recipient's own IBAN",
  statement([
    plain(PAID, '-3.248,50'),
    ...wrapped('Gelen FAST İade - MEHMET KAYA', R, '+3.248,50', '', '08.07.2023 11:00'),
  ]),
  OUT_WANT,
);
wrap(
  "A25 incoming, 'Gelen' only in long lines, the holder's IBAN labelled in the head",
  incoming('Gelen Havale MEHMET KAYA Kira Ödemesi', '', [...IBAN_LINES, '']),
  IN_WANT,
);
wrap(
  "A27 two cut IBANs side by side in the payer's and the payee's columns",
  page(
    'HAVALE DEKONTU',
    'İşlem Tarihi: 24.11.2026 14:35     Tutar: 1.150,00 TL',
    '',
    'AYŞE YILMAZ           MEHMET KAYA',
    `${head(S)}        ${head(R)}`,
    `${tail(S)}     ${tail(R)}`,
  ),
);
wrap(
  "A28 only the payer's IBAN: an unheaded payer box wraps it beside the amount",
  page(
    'ÖDEME DEKONTU',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    'AYŞE YILMAZ                  Tutar: 1.150,00 TL',
    `${head(S)}               Alıcı: MEHMET KAYA`,
    `${tail(S)}            Kanal: İnternet`,
  ),
  { alici_hesap: N },
);

// ---------- OCR'd statements and receipts ----------
const ocrColumns = (date: string, time: string, text: string, amount: string, balance: string) =>
  cells(date, 0, time, 8, text, 14, amount, 44, balance, 54);
const OCR_TITLES = ocrColumns('Tarih', 'Saat', DETAIL, 'Tutar (TL)', 'Bakiye (TL)');
const ocrRecord = (text: string, amount: string, balance = '26.347,36') =>
  ocrColumns('06.07.2023', '18:43', text, amount, balance);
const ocrWrapped = (text: string, iban: string, amount: string, after = '') => [
  ocrRecord(`${text} ${head(iban)}`, amount),
  cells(`${tail(iban)}${after}`, 14),
];
const ocrStatement = (top: Array<string | Cells>, ...records: Cells[]) => ocr(...top, OCR_TITLES, ...records);

wrap(
  "A29 OCR: incoming FAST, the payer's IBAN wrapped in the detail cell",
  ocrStatement(IBAN_LINES, ...ocrWrapped('Gelen FAST MEHMET KAYA', P, '+3.248,50', ' Kira')),
  IN_WANT,
);
wrap(
  'A30 OCR: incoming, the wrapped line starting half a word height right of the cell',
  [
    ...ocrStatement(IBAN_LINES),
    ...ocrAt([
      [8, ocrRecord(`Gelen EFT MEHMET KAYA ${head(P)}`, '+3.248,50')],
      [9.3, cells(`${tail(P)} Kira`, 14.6)],
    ]),
  ],
  IN_WANT,
);
wrap(
  "A31 OCR: the outgoing record names MEHMET KAYA and no IBAN; a later incoming wraps the payer's",
  ocrStatement(
    IBAN_LINES,
    ocrRecord('Giden FAST MEHMET KAYA', '-3.248,50', '23.098,86'),
    ...ocrWrapped('Gelen FAST ALİ VELİ', P, '+500,00'),
  ),
  OUT_WANT,
);
wrap(
  "A32 OCR: the bank's IBAN wraps in a footer cell, 'Bankası' only under it",
  ocr(
    'EFT DEKONTU',
    ...labelled('Gönderen', 'AYŞE YILMAZ', 'Alıcı', 'MEHMET KAYA', ...DEAL),
    cells(`Kurumsal hesap: ${head(B)}`, 0, 'www.ornekbank.com.tr', 40),
    `${tail(B)} Örnek Bankası A.Ş.`,
  ),
);
wrap(
  "A33 OCR: the sender's IBAN wraps under the sender's name, the recipient's box beside it",
  ocr(
    'HAVALE DEKONTU',
    cells('AYŞE YILMAZ', 0, 'MEHMET KAYA', 30),
    cells(head(S), 0, 'Kolay Adres: 0532 *** ** 12', 30),
    tail(S),
    ...DEAL_LINES,
  ),
  { alici_hesap: N },
);
wrap(
  "A34 OCR: the sender's IBAN cut beside the amount, over the recipient's box with a masked IBAN",
  ocr(
    'HAVALE DEKONTU',
    'Gönderen: AYŞE YILMAZ',
    cells(head(S), 0, 'Tutar: 1.150,00 TL', 30),
    cells(tail(S), 0, 'Tarih: 24.11.2026 14:35', 30),
    'Alıcı: MEHMET KAYA',
    'Alıcı IBAN: TR92 **** **** **** **** 5566',
  ),
  { alici_hesap: N },
);

/** An OCR'd notice: the holder, a detail cell wrapping the payer's IBAN beside the amount, the date. */
const notice = (title: string, [holder, detail, date]: string[], text: string, amount: string) =>
  ocr(
    title,
    cells(holder, 0, 'AYŞE YILMAZ', 20),
    cells(detail, 0, `${text} ${head(P)}`, 20, amount, 60),
    cells(tail(P), 20),
    cells(date, 0, '06.07.2023 18:43', 20),
  );
wrap(
  "A35 OCR: the payer in a 'Kira - …' detail, his IBAN wrapped, no sender label",
  notice(
    'GELEN HAVALE BİLDİRİMİ',
    ['Hesap Sahibi', 'Açıklama', 'İşlem Tarihi'],
    'Kira - MEHMET KAYA',
    '+3.248,50 TL',
  ),
  IN_WANT,
);
wrap(
  "A36 OCR: a credit advice with no 'Borç/Alacak', the payer's IBAN wrapped in the detail",
  notice('HESAP HAREKET BİLDİRİMİ', ['Müşteri', 'İşlem', 'Tarih'], 'FAST MEHMET KAYA', '3.248,50 TL'),
  IN_WANT,
);
wrap(
  "A37 a salary from a company whose IBAN the detail cell wraps, no 'Gelen'",
  statement(wrapped('MAAŞ ÖDEMESİ ABC GIDA LTD ŞTİ', X, '+3.248,50', ' Temmuz'), HOLDER_HEAD, DETAIL),
  { ...IN_WANT, gonderici_ismi: 'ABC GIDA LTD ŞTİ' },
);
wrap(
  "A38 an incoming notice under a sentence; the payer's IBAN wraps in an unlabelled table",
  page(
    'Sayın AYŞE YILMAZ, hesabınıza aşağıdaki tutar aktarılmıştır.',
    '',
    'İşlem Bilgisi                                  Tutar',
    `FAST MEHMET KAYA ${head(P)}               3.248,50 TL`,
    tail(P),
    'İşlem Tarihi: 06.07.2023 18:43',
  ),
  IN_WANT,
);
wrap(
  "A39 a statement titled 'GELEN FAST' (control)",
  incoming('MEHMET KAYA -', ' Kira', ['GELEN FAST', ...IBAN_LINES.slice(1), '']),
  IN_WANT,
);
wrap(
  'A41 an outgoing record wrapping R and an incoming one wrapping P',
  statement([
    ...wrapped(`${PAID} -`, R, '-3.248,50', ' - Kira'),
    ...wrapped('Gelen FAST - ALİ VELİ -', P, '+500,00', '', '07.07.2023 10:15'),
  ]),
  OUT_WANT,
);
wrap(
  "A42 a bank box beside 'Mersis' wraps the bank's IBAN, its words on the cut line (control)",
  eftSlip(`Örnek Bankası A.Ş. ${head(B)}          Mersis: 0123456789000015`, `                   ${tail(B)}`),
  { alici_hesap: N },
);
wrap(
  "A43 incoming, a 'Gönderen' column over the payer's cell that wraps his IBAN",
  payerTable([29], ['Gönderen'], [`MEHMET KAYA ${head(P)}`], [tail(P)]),
  IN_WANT,
);
wrap(
  "A44 OCR: a refund, 'FAST İADE' from the former payee, his IBAN wrapped",
  ocrStatement(IBAN_LINES, ...ocrWrapped('FAST İADE MEHMET KAYA', R, '+3.248,50', ' Hatalı işlem')),
  IN_WANT,
);
wrap(
  "A45 OCR: a direct debit wraps the utility's collection IBAN (the payee's: right)",
  ocrStatement(NAME_LINES, ...ocrWrapped('OTOMATİK ÖDEME İSKİ SU', X, '-412,30', ' Abone 123456')),
  { alici_ismi: 'İSKİ', alici_hesap: X, tutar: '412,30', islem_tarihi: '06.07.2023', islem_saati: '18:43' },
);
wrap(
  "A47 a card slip: the 'Kart Sahibi' cell wraps the holder's IBAN beside the merchant's cell",
  page(
    'POS SATIŞ FİŞİ',
    `Kart Sahibi: AYŞE YILMAZ ${head(S)}         İşyeri: MEHMET KAYA BAKKAL`,
    `                         ${tail(S)}      Tutar: 1.150,00 TL`,
    'Tarih: 24.11.2026 14:35',
  ),
  { alici_ismi: 'MEHMET KAYA BAKKAL', alici_hesap: N },
);
wrap(
  "A48 OCR: the holder's name over a cut IBAN, the period and branch to the right",
  ocrStatement(
    [
      'HESAP HAREKETLERİ',
      cells('AYŞE YILMAZ', 0, 'Dönem: 01.07.2023 - 31.07.2023', 40),
      cells(`Vadesiz TL ${head(S)}`, 0, 'Şube: Kadıköy', 40),
      cells(tail(S), 0, 'Sayfa 1 / 1', 40),
    ],
    ocrRecord('Giden FAST MEHMET KAYA', '-3.248,50'),
  ),
  OUT_WANT,
);

export default designs;

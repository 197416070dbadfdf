/**
 * Receipts designed against the reading of values from OCR'd text at 987056d (attack 11), whose change
 * takes an OCR'd figure with one letter right after a separator ('4.B00,08') as cut. C: figures cut by a
 * look-alike letter (O/0, B/8, S/5, l/1, I/1, Z/2, G/6, '|', Turkish 'İ' 'ı' 'Ş') before, after or inside
 * a group of three; S: separators misread or parted and currencies glued; B: amounts beside dates,
 * times, references and fees on their line (what the change may now drop); T: times and D: dates with
 * look-alike digits or misread separators, and other dates and times of the page; I: IBANs with
 * look-alikes; X: NUL and zero-width characters and huge inputs.
 */
import { spaced as sp } from './receiptTestWords';
import {
  ocrLines,
  R,
  type Cells,
  designBook,
  ocrForm as form,
  textForm as text,
  ocrAmount as amount,
} from './receiptAttackKit';

const { designs, add } = designBook();

const parties: Cells[] = [
  [
    ['Gönderen', 0],
    ['AYŞE YILMAZ', 24],
  ],
  [
    ['Alıcı Adı', 0],
    ['MEHMET KAYA', 24],
  ],
  [
    ['Alıcı IBAN', 0],
    [sp(R), 24],
  ],
];

// ---------- C: figures cut by a look-alike letter ----------
add('cut', 'control: the amount as printed', amount('1.150,00 TL'));
add('cut', "one letter right after the thousands dot ('1.O50,00 TL')", amount('1.O50,00 TL'), {
  tutar: '1.050,00',
});
add('cut', "'S' for a 5 after the dot, no currency ('1.S50,00')", amount('1.S50,00'), { tutar: '1.550,00' });
add('cut', "a '|' for a 1 after the dot ('1.|50,00 TL')", amount('1.|50,00 TL'));
add('cut', "a Turkish dotted capital 'İ' for a 1 after the dot ('1.İ50,00 TL')", amount('1.İ50,00 TL'));
add('cut', "'O' after a thousands comma, dot decimals ('1,O50.00 TL')", amount('1,O50.00 TL'), {
  tutar: '1.050,00',
});
add('cut', "'O' for the last digit of the thousands group ('1.15O,00 TL')", amount('1.15O,00 TL'));
add('cut', "'O' last in the group, comma thousands and dot decimals ('1,15O.00 TL')", amount('1,15O.00 TL'));
add('cut', "two letters ending the group ('1.1SO,00 TL')", amount('1.1SO,00 TL'));
add('cut', "'O' last in a five-digit amount's group ('11.15O,00 TL')", amount('11.15O,00 TL'), {
  tutar: '11.150,00',
});
add('cut', "'O' last in a figure without thousands dot ('115O,00 TL')", amount('115O,00 TL'));
add('cut', "two letters right after the dot ('2.OO5,50 TL')", amount('2.OO5,50 TL'), { tutar: '2.005,50' });
add('cut', "'I' for a 1 before the thousands dot ('1I.150,00 TL')", amount('1I.150,00 TL'), {
  tutar: '11.150,00',
});
add('cut', "'S' for a 5 before the thousands dot ('2S.150,00 TL')", amount('2S.150,00 TL'), {
  tutar: '25.150,00',
});
add('cut', "'O' first in the kuruş ('1.150,O5 TL')", amount('1.150,O5 TL'), { tutar: '1.150,05' });
add('cut', "'ı' first in the kuruş ('1.150,ı5 TL')", amount('1.150,ı5 TL'), { tutar: '1.150,15' });

// ---------- S: separators misread or parted, currencies glued ----------
add('sep', "the decimal comma read as ';' ('1.150;00 TL')", amount('1.150;00 TL'));
add('sep', "the thousands dot read as ':' ('1:150,00 TL')", amount('1:150,00 TL'));
add('sep', 'the thousands dot read as an apostrophe ("1\'150,00 TL")', amount("1'150,00 TL"));
add('sep', "the thousands dot read as a middle dot ('1·150,00 TL')", amount('1·150,00 TL'));
add('sep', "a group split by the OCR ('1.15 0,00 TL')", amount('1.15 0,00 TL'));
add('sep', "spaces around both separators ('1 . 150 , 00 TL')", amount('1 . 150 , 00 TL'));
add('sep', "both separators read as dots ('1.150.00 TL')", amount('1.150.00 TL'));
add('sep', "both separators read as commas ('1,150,00 TL')", amount('1,150,00 TL'));
add('sep', "'TL' glued after ('1.150,00TL')", amount('1.150,00TL'));
add('sep', "'TL' glued before ('TL1.150,00')", amount('TL1.150,00'));
add('sep', "'-TL' glued after ('1.150,00-TL')", amount('1.150,00-TL'));
add('sep', "'₺' glued before ('₺1.150,00')", amount('₺1.150,00'));
add(
  'sep',
  "label, colon and amount in one word ('İşlem Tutarı:1.150,00TL')",
  ocrLines(...parties, [['İşlem Tutarı:1.150,00TL', 0]], [['İşlem Tarihi:24.11.2026 14:35', 0]]),
);

// ---------- B: amounts beside dates, times, references and fees ----------
add(
  'beside',
  "a month's short name between dots after it ('01.Şub.2025')",
  amount('1.150,00 TL 01.Şub.2025'),
);
add(
  'beside',
  "the date with its month's short name after it ('24.Kas.2026')",
  amount('1.150,00 TL 24.Kas.2026'),
);
add('beside', "a reference after it ('Ref.A1234')", amount('1.150,00 TL Ref.A1234'));
add('beside', "the fee after it ('Masraf 5,00 TL')", amount('1.150,00 TL Masraf 5,00 TL'));
add(
  'beside',
  "the date after it with an 'I' for the month's 1 ('24.I1.2026')",
  form({ Tutar: '1.150,00 TL 24.I1.2026', 'İşlem Tarihi': '' }, [
    [
      ['Saat', 0],
      ['14:35', 24],
    ],
  ]),
);
add(
  'beside',
  "the date and time after it, 'O' for the month's 0 ('12.O3.2024')",
  amount('1.150,00 TL 12.O3.2024 09:10'),
);
add(
  'beside',
  "text layer: an invoice number after it ('(Fatura No 2024.A15)')",
  text({ Tutar: '1.150,00 TL (Fatura No 2024.A15)' }),
);
add('beside', "text layer: a flat after it ('- Daire 3.B2')", text({ Tutar: '1.150,00 TL - Daire 3.B2' }));
add('beside', "text layer: a reference after it ('Ref:1.A1234')", text({ Tutar: '1.150,00 TL Ref:1.A1234' }));
add('beside', "the date without its year before it ('24.11 1.150,00 TL')", amount('24.11 1.150,00 TL'));
add(
  'beside',
  "a table's time cell written with a dot, read into the amount's cell ('14.35 1.150,00 TL')",
  ocrLines(
    ...parties,
    [
      ['İşlem Tarihi', 0],
      ['Saat', 14],
      ['Tutar', 20],
    ],
    [
      ['24.11.2026', 0],
      ['14.35 1.150,00 TL', 14],
    ],
  ),
);

// ---------- T: times ----------
add('time', "'l' for the hour's 1 ('24.11.2026 l4:35')", form({ 'İşlem Tarihi': '24.11.2026 l4:35' }));
add(
  'time',
  "Turkish 'İ' for the hour's 1 ('24.11.2026 İ4:35')",
  form({ 'İşlem Tarihi': '24.11.2026 İ4:35' }),
);
add('time', "'l4:35' glued to the date ('24.11.2026l4:35')", form({ 'İşlem Tarihi': '24.11.2026l4:35' }));
add(
  'time',
  "the time's colon read as ';' ('14;35'), a last update's time further down",
  form({ 'İşlem Tarihi': '24.11.2026 14;35' }, [[['Son güncelleme 20.11.2026 09:12', 0]]]),
);
add(
  'time',
  "an 'S' in the minutes ('14:3S'), a reference's time further down",
  form({ 'İşlem Tarihi': '', 'Tarih / Saat': '24.11.2026 / 14:3S' }, [[['Referans 20251124 09:12', 0]]]),
);

// ---------- D: dates ----------
add('date', "'Z' for the day's 2 ('Z4.11.2026')", form({ 'İşlem Tarihi': 'Z4.11.2026 14:35' }));
add('date', "'I' for the day's 1 ('I4.11.2026')", form({ 'İşlem Tarihi': 'I4.11.2026 14:35' }), {
  islem_tarihi: '14.11.2026',
});
add(
  'date',
  "'Z' for the day's 2 before a month's name ('Z4 Kasım 2026')",
  form({ 'İşlem Tarihi': 'Z4 Kasım 2026 14:35' }),
);
add(
  'date',
  "'l' for the day's 1 before a month's name ('l4 Kasım 2026')",
  form({ 'İşlem Tarihi': 'l4 Kasım 2026 14:35' }),
  {
    islem_tarihi: '14.11.2026',
  },
);
add(
  'date',
  "a month's name with Turkish capitals ('24 AĞUSTOS 2026')",
  form({ 'İşlem Tarihi': '24 AĞUSTOS 2026 14:35' }),
  {
    islem_tarihi: '24.08.2026',
  },
);
add(
  'date',
  "the month's short name between dots ('24.Kas.2026'), an account's opening date further down",
  form({ 'İşlem Tarihi': '24.Kas.2026 14:35' }, [[['Hesap açılış 20.11.2026', 0]]]),
);
add(
  'date',
  "the date's first dot read as a comma ('24,11.2026'), a last update's date further down",
  form({ 'İşlem Tarihi': '24,11.2026 14:35' }, [[['Son güncelleme 20.11.2026 09:12', 0]]]),
);

// ---------- I: IBANs ----------
add(
  'iban',
  "the recipient's IBAN with 'O' and 'I' for 0 and 1",
  form({ 'Alıcı IBAN': 'TR92 OOO6 4OOO OOII 2233 4455 66' }),
);
add('iban', "the recipient's IBAN glued to the amount in its cell", amount(`${R} 1.150,00 TL`));

// ---------- X: NUL, zero-width characters, huge inputs ----------
add('raw', "text layer: a NUL inside the figure ('1.1\\0 50,00')", text({ Tutar: '1.1\u000050,00 TL' }));
add('raw', "a zero-width space inside the OCR'd figure ('1.1\\u200B50,00')", amount('1.1\u200b50,00 TL'));
add(
  'raw',
  "text layer: NULs between the label's words and after the amount",
  text({ Tutar: '1.150,00 TL\u0000\u0000' }, ['İşlem\u0000Tarihi: 24.11.2026 14:35']),
);
add(
  'raw',
  "a line of 2 000 '1's (a barcode's digits) after the amount",
  amount(`1.150,00 TL ${'1 '.repeat(2000)}`),
);
add('raw', "one word of 50 000 digits in the amount's cell", amount(`${'9'.repeat(50_000)} 1.150,00 TL`));
add(
  'raw',
  "text layer: a line of 3 000 '1's (a barcode's digits) after the amount",
  text({ Tutar: `1.150,00 TL ${'1 '.repeat(3000)}` }),
);

export default designs;

/** Receipts designed against the four narrowings of 336b579 (attack 5): text pages and OCR'd positioned words. */
import type { Word } from '../../server/receiptAnalysis/layout';
import {
  DESIGN_FIELDS,
  RECIPIENT_IBAN,
  SENDER_IBAN,
  spaced as sp,
  wordRow,
  type Design,
  type Fields,
} from './receiptTestWords';

export const S = SENDER_IBAN;
export const R = RECIPIENT_IBAN;
const mask = (iban: string) =>
  `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(20, 24)} ${iban.slice(24)}`;
const half = (iban: string): [string, string] => [sp(iban).slice(0, 14), sp(iban).slice(15)];

export type { Design, Fields };
const base = DESIGN_FIELDS;
const tail = 'Tutar          : 1.150,00 TL\nİşlem Tarihi   : 24.11.2026 14:35\n';
const ocr = (rows: Array<Array<[string, number]>>) =>
  rows.flatMap((cells, i) => wordRow(i * 2, cells, 1, 0.9));
const tailRows: Array<Array<[string, number]>> = [
  [
    ['Tutar', 0],
    ['1.150,00 TL', 24],
  ],
  [
    ['İşlem Tarihi', 0],
    ['24.11.2026 14:35', 24],
  ],
];
export const designs: Design[] = [];
const add = (rule: string, title: string, input: string | Word[], want: Fields = {}) =>
  designs.push({ id: `${rule}-${designs.length + 1}`, rule, title, input, want: { ...base, ...want } });
const text = (head: string, body: string) => `${head}\n${body}\n${tail}`;
const [r1, r2] = half(R);
const [s1, s2] = half(S);

// ---------- rule 1: an account heading governs down to the first line holding an IBAN ----------
add(
  '1',
  "'Gönderen Hesabı': masked IBAN, then 'Ad Soyad : AYŞE'; recipient labelled later",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
IBAN : ${mask(S)}
Ad Soyad : AYŞE YILMAZ
Alıcı Hesabı
Ad Soyad : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': IBAN first, then 'Adı Soyadı : AYŞE'; 'Alıcı Hesabı' the same",
  text(
    'EFT DEKONTU',
    `Gönderen Hesabı
IBAN : ${sp(S)}
Adı Soyadı : AYŞE YILMAZ
Alıcı Hesabı
IBAN : ${sp(R)}
Adı Soyadı : MEHMET KAYA`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': IBAN, then bare name line",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
${sp(S)}
AYŞE YILMAZ
Alıcı Hesabı
${sp(R)}
MEHMET KAYA`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı': IBAN cut over two lines, then 'Ad Soyad'",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı Hesabı
IBAN : ${r1}
${r2}
Ad Soyad : MEHMET KAYA`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': IBAN cut over two lines; recipient labelled",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${s1}
${s2}
Alıcı Adı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': IBAN cut, second half then 'Hesap Sahibi : AYŞE'; 'Alıcı Hesabı' bare IBAN",
  text(
    'EFT DEKONTU',
    `Gönderen Hesabı
IBAN : ${s1}
${s2}
Hesap Sahibi : AYŞE YILMAZ
Alıcı Hesabı
MEHMET KAYA
${sp(R)}`,
  ),
);
add(
  '1',
  "'Hesabımdan': 'Hesap No : 1234-5678' (no TR), then a bare IBAN, then the name",
  text(
    'FAST DEKONTU',
    `Hesabımdan
Hesap No : 1234-5678
${sp(S)}
AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Hesabımdan' masked TR** IBAN, then 'Müşteri : AYŞE'; 'Hesabına' block",
  text(
    'FAST DEKONTU',
    `Hesabımdan
IBAN : TR** **** **** **** **** 5678 90
Müşteri : AYŞE YILMAZ
Hesabına
IBAN : ${sp(R)}
Müşteri : MEHMET KAYA`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı': masked R first, then the name; sender labelled",
  text(
    'FAST DEKONTU',
    `Gönderen Adı : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı Hesabı
IBAN : ${mask(R)}
Adı Soyadı : MEHMET KAYA`,
  ),
  { alici_hesap: 'Bulunamadı' },
);
add(
  '1',
  "'Gönderen Hesabı' with 'Müşteri No : TR12 3456' first (no IBAN)",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
Müşteri No : TR12 3456 789
AYŞE YILMAZ
IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' with 'Vergi No : TR00 1234' before the IBAN",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı Hesabı
Referans : TR00 1234 5678
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': IBAN, then 'Unvan : AYŞE YILMAZ', recipient 'Kime' block",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
IBAN : ${sp(S)}
Unvan : AYŞE YILMAZ
Kime
Unvan : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': IBAN, then bare 'IBAN' continuation line 'Hesap : 1234'",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Ek Hesap IBAN : ${sp(R)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  'OCR two columns: Gönderen Hesabı | Alıcı Hesabı, left IBAN first, right name first',
  ocr([
    [
      ['Gönderen Hesabı', 0],
      ['Alıcı Hesabı', 50],
    ],
    [
      ['IBAN: ' + sp(S), 0],
      ['MEHMET KAYA', 50],
    ],
    [
      ['AYŞE YILMAZ', 0],
      ['IBAN: ' + sp(R), 50],
    ],
    ...tailRows,
  ]),
);
add(
  '1',
  'OCR two columns: names first on left, IBAN first on right',
  ocr([
    [
      ['Gönderen Hesabı', 0],
      ['Alıcı Hesabı', 50],
    ],
    [
      ['AYŞE YILMAZ', 0],
      ['IBAN: ' + sp(R), 50],
    ],
    [
      ['IBAN: ' + sp(S), 0],
      ['MEHMET KAYA', 50],
    ],
    ...tailRows,
  ]),
);
add(
  '1',
  'OCR: Gönderen Hesabı, masked IBAN, Ad Soyad; Alıcı row labels',
  ocr([
    [['Gönderen Hesabı', 0]],
    [
      ['IBAN', 0],
      [mask(S), 24],
    ],
    [
      ['Ad Soyad', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    ...tailRows,
  ]),
);
add(
  '1',
  "OCR: 'Gönderen Hesabı', IBAN cut over two rows, then 'Ad Soyad'",
  ocr([
    [['Gönderen Hesabı', 0]],
    [
      ['IBAN', 0],
      [s1, 24],
    ],
    [[s2, 24]],
    [
      ['Ad Soyad', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [['Alıcı Hesabı', 0]],
    [
      ['IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Ad Soyad', 0],
      ['MEHMET KAYA', 24],
    ],
    ...tailRows,
  ]),
);
add(
  '1',
  "'Gönderen Hesabı' IBAN with letter O lookalikes, then 'Ad Soyad'",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
IBAN : TR82 OOO6 2OOO OOO1 2345 6789 O1
Ad Soyad : AYŞE YILMAZ
Alıcı Hesabı
Ad Soyad : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);

// ---------- rule 2: '… BİLGİLERİ' heading offers the line under it unless a party heading is empty ----------
add(
  '2',
  "'GÖNDEREN BİLGİLERİ' over name; 'ALICI BİLGİLERİ' directly over 'Alıcı Adı :'",
  text(
    'FAST DEKONTU',
    `GÖNDEREN BİLGİLERİ
AYŞE YILMAZ
IBAN : ${sp(S)}
ALICI BİLGİLERİ
Alıcı Adı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "'ALICI BİLGİLERİ' over name; an empty 'Gönderen' heading right over 'Hesabımdan'",
  text(
    'FAST DEKONTU',
    `Gönderen
Hesabımdan
AYŞE YILMAZ
IBAN : ${sp(S)}
ALICI BİLGİLERİ
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "'ALICI BİLGİLERİ' over the name; 'GÖNDEREN BİLGİLERİ' over 'Gönderen : AYŞE'",
  text(
    'EFT DEKONTU',
    `GÖNDEREN BİLGİLERİ
Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
ALICI BİLGİLERİ
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  'OCR: a speck between two headings makes one look empty',
  ocr([
    [['GÖNDEREN BİLGİLERİ', 0]],
    [['AYŞE YILMAZ', 0]],
    [
      ['IBAN', 0],
      [sp(S), 24],
    ],
    [['ALICI BİLGİLERİ', 0]],
    [['.', 0]],
    [['MEHMET KAYA', 0]],
    [
      ['IBAN', 0],
      [sp(R), 24],
    ],
    ...tailRows,
  ]),
);
add(
  '2',
  "OCR: 'ALICI BİLGİLERİ' heading, name; 'İŞLEM BİLGİLERİ' heading right before 'GÖNDEREN BİLGİLERİ'",
  ocr([
    [['İŞLEM BİLGİLERİ', 0]],
    [['GÖNDEREN BİLGİLERİ', 0]],
    [['AYŞE YILMAZ', 0]],
    [
      ['IBAN', 0],
      [sp(S), 24],
    ],
    [['ALICI BİLGİLERİ', 0]],
    [['MEHMET KAYA', 0]],
    [
      ['IBAN', 0],
      [sp(R), 24],
    ],
    ...tailRows,
  ]),
);
add(
  '2',
  "'ALICI BİLGİLERİ' name; a trailing empty 'Gönderen' heading at page end",
  text(
    'FAST DEKONTU',
    `ALICI BİLGİLERİ
MEHMET KAYA
IBAN : ${sp(R)}
Gönderen Adı : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Tutar : 1.150,00 TL
Alıcı`,
  ),
);
add(
  '2',
  "column text: 'GÖNDEREN BİLGİLERİ' / 'ALICI BİLGİLERİ' / then each with its own label",
  text(
    'FAST DEKONTU',
    `GÖNDEREN BİLGİLERİ
ALICI BİLGİLERİ
Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "'ALICI BİLGİLERİ' over the name; sender's 'Gönderen Hesabı' alone followed by its 'IBAN' label",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
Gönderen IBAN : ${sp(S)}
Gönderen Adı : AYŞE YILMAZ
ALICI BİLGİLERİ
MEHMET KAYA
${sp(R)}`,
  ),
);
add(
  '2',
  "'ALICI BİLGİLERİ' heading empty then 'GÖNDEREN BİLGİLERİ' over AYŞE (column text), recipient later labelled",
  text(
    'FAST DEKONTU',
    `ALICI BİLGİLERİ
GÖNDEREN BİLGİLERİ
AYŞE YILMAZ
MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
  { gonderici_ismi: 'Bulunamadı', alici_ismi: 'Bulunamadı' },
);
add(
  '2',
  "OCR: 'GÖNDEREN BİLGİLERİ' over name, 'ALICI BİLGİLERİ' over name, a 'Kime' heading then 'Alıcı IBAN'",
  ocr([
    [['GÖNDEREN BİLGİLERİ', 0]],
    [['AYŞE YILMAZ', 0]],
    [['ALICI BİLGİLERİ', 0]],
    [['MEHMET KAYA', 0]],
    [['Kime', 0]],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    ...tailRows,
  ]),
);

// ---------- rule 3: a name before 'ŞUBE :' stays a name ----------
add(
  '3',
  "'Alıcı Şube : KADIKÖY ŞUBE KODU : 0123' with no recipient name elsewhere",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı IBAN : ${sp(R)}
Alıcı Şube : KADIKÖY ŞUBE KODU : 0123`,
  ),
  { alici_ismi: 'Bulunamadı' },
);
add(
  '3',
  "'Alıcı : ERENKÖY ŞUBESİ: 0812' (a branch as the recipient's value)",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : ERENKÖY ŞUBESİ: 0812
Alıcı IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'Bulunamadı' },
);
add(
  '3',
  "'Alıcı : MEHMET KAYA ŞUBE 0123' (code, no colon)",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA ŞUBE 0123
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'Alıcı : MEHMET KAYA ŞUBE:0123' (no space)",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA ŞUBE:0123
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'Gönderen : AYŞE YILMAZ Şube Adı: KADIKÖY'",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ Şube Adı: KADIKÖY
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'Alıcı Banka : ZİRAAT BANKASI ATAŞEHİR ŞUBESİ :' line with no 'Alıcı' name",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı Banka : ZİRAAT ATAŞEHİR ŞUBESİ : 0456
Alıcı IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'Bulunamadı' },
);
add(
  '3',
  "OCR: 'Alıcı' | 'KADİR ÇELİK' | 'ŞUBESİ:' | '0123' (branch named after a person)",
  ocr([
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı Şubesi', 0],
      ['KADİR ÇELİK', 24],
      ['ŞUBESİ:', 44],
      ['0123', 56],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    ...tailRows,
  ]),
  { alici_ismi: 'Bulunamadı' },
);
add(
  '3',
  "OCR: 'Alıcı' 'MEHMET KAYA' then 'ŞUBE 0123' cell (no colon)",
  ocr([
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı', 0],
      ['MEHMET KAYA', 24],
      ['ŞUBE 0123', 50],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    ...tailRows,
  ]),
);
add(
  '3',
  "'Alıcı : BAĞDAT CADDESİ ŞUBE : 0456' (a branch by street name)",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : BAĞDAT CADDESİ ŞUBE : 0456
Alıcı IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'Bulunamadı' },
);
add(
  '3',
  "'Şube : KADİR ÇELİK ŞUBE NO: 12' on its own under recipient heading",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
ALICI BİLGİLERİ
KADİR ÇELİK ŞUBE NO: 12
IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'Bulunamadı' },
);

// ---------- rule 4: 'GELEN … FAST' followed by 'İADE' is not incoming ----------
const incoming = (head: string) =>
  text(
    head,
    `Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}`,
  );
add('4', "'GELEN FAST İADE TALEBİ' heading on an incoming page", incoming('GELEN FAST İADE TALEBİ'));
add('4', "'GELEN FAST İADESİ' heading on an incoming page (refund credited)", incoming('GELEN FAST İADESİ'));
add(
  '4',
  "'FAST ile GELEN İADE' heading, holder then 'Karşı Hesap'",
  text(
    'FAST ile GELEN İADE',
    `Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
Karşı Ad Soyad : AYŞE YILMAZ
Karşı IBAN : ${sp(S)}`,
  ),
);
add(
  '4',
  "'GELEN EFT İADE' with 'Hesabınıza iade geldi'",
  text(
    'GELEN EFT İADE',
    `Hesabınıza iade tutarı geldi
Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
Gönderen : AYŞE YILMAZ`,
  ),
);
add('4', "'Hesabınıza … aktarıldı' incoming notice (da57d63 wording)", incoming('Hesabınıza para aktarıldı'));
add('4', "'EFT ALACAK DEKONTU' incoming", incoming('EFT ALACAK DEKONTU'));
add(
  '4',
  "'GELEN HAVALE İADE' with holder and bare IBAN",
  text(
    'GELEN HAVALE İADE',
    `Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}`,
  ),
);
add(
  '4',
  "outgoing refund: 'GELEN FAST İADE' with Gönderen/Alıcı labelled",
  text(
    'GELEN FAST İADE',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '4',
  "OCR: 'GELEN FAST' / 'İADE' on two rows; holder is payee",
  ocr([
    [['GELEN FAST', 0]],
    [['İADE', 0]],
    [
      ['Hesap Sahibi', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Karşı Hesap Sahibi', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Karşı IBAN', 0],
      [sp(S), 24],
    ],
    ...tailRows,
  ]),
);
add('4', "'İşlem Türü : GELEN FAST İADE' with Hesap Sahibi", incoming('İşlem Türü : GELEN FAST İADE'));
add(
  '4',
  "'GELEN FAST İADE' credited to the holder: 'İade Eden' and 'Karşı IBAN' name the payer",
  text(
    'GELEN FAST İADE',
    `Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
İade Eden : AYŞE YILMAZ
Karşı IBAN : ${sp(S)}`,
  ),
);
add(
  '4',
  "'FAST ile Gelen İade' credited: 'Karşı Ad Soyad' / 'Karşı IBAN', holder's bare IBAN",
  text(
    'FAST ile Gelen İade',
    `Müşteri : MEHMET KAYA
IBAN : ${sp(R)}
Karşı Ad Soyad : AYŞE YILMAZ
Karşı IBAN : ${sp(S)}
Borç/Alacak : ALACAK`,
  ),
);
add(
  '4',
  "OCR: 'GELEN EFT İADE' with 'Karşı Hesap' rows",
  ocr([
    [['GELEN EFT İADE', 0]],
    [
      ['Hesap Sahibi', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['Hesap', 0],
      [sp(R), 24],
    ],
    [
      ['Karşı Hesap Sahibi', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Karşı Hesap', 0],
      [sp(S), 24],
    ],
    ...tailRows,
  ]),
);
add(
  '4',
  "'GELEN HAVALE İADE ALACAK KAYDI' with Karşı lines",
  text(
    'GELEN HAVALE İADE ALACAK KAYDI',
    `Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
Karşı Taraf : AYŞE YILMAZ
Karşı IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': masked IBAN then 'Hesap Sahibi : AYŞE'; recipient only by bare IBAN block 'Alıcı'",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
IBAN : ${mask(S)}
Hesap Sahibi : AYŞE YILMAZ
IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı': masked IBAN, then unlabelled full IBAN line of the sender",
  text(
    'EFT DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
${mask(S)}
${sp(S)}
Alıcı Adı : MEHMET KAYA
Alıcı Hesap No : ${sp(R)}`,
  ),
);
export default designs;

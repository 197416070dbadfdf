/** Receipts designed against five rule groups (attack 4): text pages and OCR'd positioned words, each with its right fields. */
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
export const T = 'TR430011106979115500386773'; // a third account

export type { Design, Fields };
const base = DESIGN_FIELDS;
const tail = 'Tutar          : 1.150,00 TL\nİşlem Tarihi   : 24.11.2026 14:35\n';
const ocr = (rows: Array<Array<[string, number]>>) =>
  rows.flatMap((cells, i) => wordRow(i * 2, cells, 1, 0.9));
const kv = (rows: Array<[string, string]>) =>
  ocr(
    [...rows, ['Tutar', '1.150,00 TL'], ['İşlem Tarihi', '24.11.2026 14:35']].map(([l, v]) =>
      v === '' ? [[l, 0] as [string, number]] : [[l, 0] as [string, number], [v, 24] as [string, number]],
    ),
  );

const designs: Design[] = [];
const add = (rule: string, title: string, input: string | Word[], want: Fields = {}) =>
  designs.push({ id: `${rule}-${designs.length + 1}`, rule, title, input, want: { ...base, ...want } });
const text = (head: string, body: string, withTail = true) => `${head}\n${body}\n${withTail ? tail : ''}`;

// ---------- rule 1: a party's account label alone on its line heads that party's block ----------
add(
  '1',
  "'Hesabımdan' block, then 'Hesabına' alone over the recipient's bare IBAN",
  text(
    'FAST DEKONTU',
    `Hesabımdan
AYŞE YILMAZ
IBAN : ${sp(S)}
Hesabına
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' block, then 'Kime' alone over the recipient's bare IBAN",
  text(
    'EFT DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Kime
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' block, then 'Karşı Hesap' alone over the recipient's bare IBAN",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Karşı Hesap
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' block, then 'Transfer Edilen Hesap' alone",
  text(
    'HAVALE DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Transfer Edilen Hesap
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Hesabımdan' block, then 'Lehtar' alone over name and bare IBAN",
  text(
    'FAST DEKONTU',
    `Hesabımdan
AYŞE YILMAZ
IBAN : ${sp(S)}
Lehtar
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' block, then 'Para Gönderilen Hesap' alone",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Para Gönderilen Hesap
MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' alone, its IBAN, then 'Ad Soyad : MEHMET KAYA' and bare IBAN (no party label between)",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
IBAN : ${sp(S)}
Alıcı Adı Soyadı : MEHMET KAYA
IBAN : ${sp(R)}
Gönderen : AYŞE YILMAZ`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone heads R; then 'Hesap Sahibi : AYŞE' and bare IBAN S below",
  text(
    'EFT DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
Hesap Sahibi : AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, then 'Müşteri Adı : AYŞE' and bare IBAN S",
  text(
    'EFT DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
Müşteri Adı : AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone over an empty block then sender section with 'Borçlu' label",
  text(
    'EFT DEKONTU',
    `Alıcı Hesabı
Ad Soyad : MEHMET KAYA
IBAN : ${sp(R)}
Borçlu Hesap
AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, then 'Borçlandırılan Hesap' alone",
  text(
    'HAVALE DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
Borçlandırılan Hesap
AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, then 'Kimden' alone",
  text(
    'FAST DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
Kimden
AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, then 'Ödeyen' alone",
  text(
    'FAST DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
Ödeyen
AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, then 'Gönderici Hesap Bilgileri' alone",
  text(
    'FAST DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
Gönderici Hesap Bilgileri
AYŞE YILMAZ
IBAN : ${sp(S)}`,
  ),
);
add(
  '1',
  "'Hesabımdan' block; recipient as 'Alıcı' alone and 'Hesap No' bare",
  text(
    'FAST DEKONTU',
    `Hesabımdan
AYŞE YILMAZ
Hesap No : ${sp(S)}
Alıcı
MEHMET KAYA
Hesap No : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' block; recipient in 'ALICI : MEHMET KAYA' line and bare IBAN",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
ALICI : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Hesap Sahibi' is the recipient (deposit: 'Yatıran' is the sender), IBAN under it, recipient row below",
  text(
    'PARA YATIRMA DEKONTU',
    `Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}
Alıcı Adı : MEHMET KAYA
Yatıran : AYŞE YILMAZ`,
  ),
);
add(
  '1',
  "'Hesap Sahibi' recipient with 'Hesap No' then 'Alıcı Banka' and 'Gönderen'",
  text(
    'HAVALE DEKONTU',
    `Hesap Sahibi : MEHMET KAYA
Hesap No : ${sp(R)}
Alıcı : MEHMET KAYA
Gönderen : AYŞE YILMAZ`,
  ),
);
add(
  '1',
  "OCR: 'Gönderen Hesabı' heading with right-column recipient on lower rows",
  ocr([
    [['Gönderen Hesabı', 0]],
    [['AYŞE YILMAZ', 0]],
    [
      ['IBAN', 0],
      [sp(S), 12],
    ],
    [
      ['Alıcı Adı', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['IBAN', 0],
      [sp(R), 12],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '1',
  "OCR: 'Alıcı Hesabı' heading then 'Gönderen Adı' row and bare 'IBAN' S",
  ocr([
    [['Alıcı Hesabı', 0]],
    [['MEHMET KAYA', 0]],
    [
      ['IBAN', 0],
      [sp(R), 12],
    ],
    [
      ['Gönderen Adı Soyadı', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['IBAN', 0],
      [sp(S), 12],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '1',
  "OCR two columns: 'Gönderen Hesabı' left heading alone, recipient column right a row lower",
  ocr([
    [['Gönderen Hesabı', 0]],
    [
      ['AYŞE YILMAZ', 0],
      ['Alıcı', 50],
    ],
    [
      ['IBAN', 0],
      [sp(S), 8],
      ['MEHMET KAYA', 50],
    ],
    [
      ['IBAN', 50],
      [sp(R), 58],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '1',
  "'Gönderen Hesabı' alone then recipient's 'Alıcı IBAN' after a 'Tutar' line, a bare IBAN of recipient after",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Alıcı Adı : MEHMET KAYA
Şube : KADIKÖY
IBAN : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Hesabımdan' then 'Hesabına' both headed blocks with 'Hesap No' and IBAN",
  text(
    'FAST DEKONTU',
    `Hesabımdan
Hesap No : 12345678
IBAN : ${sp(S)}
Hesabına
Ad Soyad : MEHMET KAYA
IBAN : ${sp(R)}
Gönderen : AYŞE YILMAZ`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, value on the next line, then the sender's unlabelled IBAN after 'Açıklama'",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı Hesabı
${sp(R)}
Açıklama : kira
${sp(S)}`,
  ),
);
add(
  '1',
  "'Gönderen Hesabı' alone, then recipient's IBAN on a labelled row 'Karşı IBAN'",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Karşı Ad Soyad : MEHMET KAYA
Karşı IBAN : ${sp(R)}`,
  ),
);

// ---------- rule 2: incoming-page wordings ----------
add(
  '2',
  "outgoing page with a status 'Durum : Hesabınıza aktarıldı' and 'Karşı IBAN'",
  text(
    'FAST İŞLEM DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Ad Soyad : MEHMET KAYA
Karşı IBAN : ${sp(R)}
Durum : Hesabınıza aktarıldı`,
  ),
);
add(
  '2',
  "outgoing page with a short line 'İade tutarı hesabınıza geçmiştir' and 'Karşı Hesap IBAN'",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Taraf : MEHMET KAYA
Karşı Hesap IBAN : ${sp(R)}
İade tutarı hesabınıza geçmiştir`,
  ),
);
add(
  '2',
  "outgoing page with a short line 'Tutar hesabınıza aktarılmıştır' and 'Karşı IBAN'",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Ad Soyad : MEHMET KAYA
Karşı IBAN : ${sp(R)}
Tutar hesabınıza aktarılmıştır`,
  ),
);
add(
  '2',
  "'B/A : A' on the sender's debit slip line meaning 'Açık'? ('Ödeme Tipi B/A : A')",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Unvan : MEHMET KAYA
Karşı IBAN : ${sp(R)}
B/A : A`,
  ),
);
add(
  '2',
  "incoming page 'Hesabınıza Para Geldi' with recipient 'Alıcı' and a bare 'IBAN' (your account)",
  text(
    'Hesabınıza Para Geldi',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "incoming 'GELEN 7/24 FAST' with 'Hesap Sahibi' (recipient) and 'IBAN'",
  text(
    'GELEN 7/24 FAST',
    `Gönderen Ad Soyad : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Hesap Sahibi : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "incoming 'FAST ile Gelen' with 'Alıcı Adı' and a bare 'Hesap'",
  text(
    'FAST ile Gelen',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı Adı : MEHMET KAYA
Hesap : ${sp(R)}`,
  ),
);
add(
  '2',
  "incoming 'HESABA GİRİŞ (FAST)': 'Karşı' is payer, 'Müşteri' recipient with bare IBAN",
  text(
    'HESABA GİRİŞ (FAST)',
    `Müşteri Adı : MEHMET KAYA
IBAN : ${sp(R)}
Karşı Ad Soyad : AYŞE YILMAZ
Karşı IBAN : ${sp(S)}`,
  ),
);
add(
  '2',
  "incoming 'EFT ALACAK DEKONTU': 'Gönderen' named, 'Alıcı' named, only IBAN 'Hesap IBAN'",
  text(
    'EFT ALACAK DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Hesap IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "outgoing page with a fee line 'Masraf hesabınıza yatırıldı' and 'Karşı IBAN'",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Unvan : MEHMET KAYA
Karşı IBAN : ${sp(R)}
Masraf hesabınıza yatırıldı`,
  ),
);
add(
  '2',
  "outgoing 'EFT BORÇ DEKONTU' page that also prints the credit copy's title 'EFT ALACAK DEKONTU', 'Karşı IBAN'",
  text(
    'EFT BORÇ DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Unvan : MEHMET KAYA
Karşı IBAN : ${sp(R)}
EFT ALACAK DEKONTU`,
  ),
);
add(
  '2',
  "OCR outgoing page with 'İşlem Durumu : Alıcı hesabınıza aktarıldı' and 'Karşı IBAN'",
  kv([
    ['Gönderen', 'AYŞE YILMAZ'],
    ['Gönderen IBAN', sp(S)],
    ['Karşı Hesap Sahibi', 'MEHMET KAYA'],
    ['Karşı IBAN', sp(R)],
    ['İşlem Durumu', 'Alıcı hesabınıza aktarıldı'],
  ]),
);
add(
  '2',
  "incoming 'Hesabınıza 1.150,00 TL gelmiştir' without any sender label, 'Karşı' payer and 'Alıcı IBAN'",
  text(
    'Hesabınıza 1.150,00 TL gelmiştir',
    `Karşı Ad Soyad : AYŞE YILMAZ
Karşı IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '2',
  "incoming 'FAST ile Gelen' with recipient's account as 'Hesabınız' label",
  text(
    'FAST ile Gelen',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Hesabınız : ${sp(R)}`,
  ),
);
add(
  '2',
  "outgoing refund page 'Ödeme Türü : FAST ile Gelen İade' (returning an incoming payment), 'Karşı IBAN'",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
Gönderen IBAN : ${sp(S)}
Karşı Ad Soyad : MEHMET KAYA
Karşı IBAN : ${sp(R)}
Ödeme Türü : FAST ile Gelen İade`,
  ),
);

// ---------- rule 3: branch names, A.Ş. titles, '… BİLGİLERİ' heading ----------
add(
  '3',
  "'Alıcı : MEHMET KAYA ŞUBE : 0123' in one cell (a branch code follows)",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA ŞUBE : 0123
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "OCR: 'Alıcı Adı' value 'MEHMET KAYA Şubesi: Kadıköy' merged",
  kv([
    ['Gönderen', 'AYŞE YILMAZ'],
    ['Alıcı Adı', 'MEHMET KAYA Şubesi: Kadıköy'],
    ['Alıcı IBAN', sp(R)],
  ]),
);
add(
  '3',
  "'Alıcı : MEHMET KAYA' next line 'ŞUBE : KADIKÖY' under it",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
ŞUBE : KADIKÖY
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "surname 'ŞUBEOĞLU'",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET ŞUBEOĞLU
Alıcı IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'MEHMET ŞUBEOĞLU' },
);
add(
  '3',
  "'Gönderen : AYŞE YILMAZ Şube Kodu : 123' merged",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ Şube Kodu : 123
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "title over 'A.Ş. MERKEZ ŞUBESİ' where the title line is a person's name",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
         A.Ş. KADIKÖY ŞUBESİ
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "title 'DENİZ TİCARET' over 'A.Ş. KADIKÖY ŞUBESİ' where A.Ş. belongs to the bank line 'GARANTİ BBVA'",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : KAYA İNŞAAT TİCARET
         A.Ş. KADIKÖY ŞUBESİ
Alıcı IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'KAYA İNŞAAT TİCARET A.Ş.' },
);
add(
  '3',
  "stacked headings in column-order text: 'GÖNDEREN BİLGİLERİ' / 'ALICI BİLGİLERİ' / sender name / recipient name",
  text(
    'FAST DEKONTU',
    `GÖNDEREN BİLGİLERİ
ALICI BİLGİLERİ
AYŞE YILMAZ
MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'ALICI BİLGİLERİ' heading over the sender's signature name (recipient name labelled later)",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
ALICI BİLGİLERİ
Alıcı Adı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'ALICI BİLGİLERİ' over a line 'ALİ VELİ' that is a street ('ALİ VELİ SOK.')",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
ALICI BİLGİLERİ
ALİ VELİ SOK. NO 5
Alıcı IBAN : ${sp(R)}
Alıcı Adı : MEHMET KAYA`,
  ),
);
add(
  '3',
  "'HESAP BİLGİLERİ' heading over the holder (sender) name on an outgoing page",
  text(
    'FAST DEKONTU',
    `HESAP BİLGİLERİ
AYŞE YILMAZ
IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'MÜŞTERİ BİLGİLERİ' heading over the sender name",
  text(
    'FAST DEKONTU',
    `MÜŞTERİ BİLGİLERİ
AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'ALICI BİLGİLERİ' over a bank officer line 'İşlemi Yapan' name",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
ALICI BİLGİLERİ
VELİ DEMİR
Alıcı IBAN : ${sp(R)}
Ad Soyad : MEHMET KAYA`,
  ),
);
add(
  '3',
  "'ALICI BİLGİLERİ' heading, the line below a two-name company 'ALİ VELİ LTD. ŞTİ.' cut",
  text(
    'FAST DEKONTU',
    `Gönderen : AYŞE YILMAZ
ALICI BİLGİLERİ
ALİ VELİ GIDA LTD. ŞTİ.
Alıcı IBAN : ${sp(R)}`,
  ),
  { alici_ismi: 'ALİ VELİ GIDA LTD. ŞTİ.' },
);
add(
  '3',
  "'KARŞI TARAF BİLGİLERİ' on an incoming page over the payer",
  text(
    'GELEN FAST',
    `KARŞI TARAF BİLGİLERİ
AYŞE YILMAZ
IBAN : ${sp(S)}
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "OCR: 'ALICI BİLGİLERİ' heading over 'ALİ VELİ' then the real name labelled",
  ocr([
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [['ALICI BİLGİLERİ', 0]],
    [['ALİ VELİ', 0]],
    [
      ['IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
  { alici_ismi: 'ALİ VELİ' },
);
add(
  '3',
  "'Alıcı Şube : KADIKÖY' row right after 'Alıcı : MEHMET KAYA' in OCR merged line",
  kv([
    ['Gönderen', 'AYŞE YILMAZ'],
    ['Alıcı', 'MEHMET KAYA ŞUBESİ KADIKÖY'],
    ['Alıcı IBAN', sp(R)],
  ]),
  { alici_ismi: 'Bulunamadı' },
);
add(
  '3',
  "sender 'AYŞE YILMAZ' then 'ŞUBE: ATAŞEHİR' on the same OCR line, recipient fine",
  ocr([
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
      ['ŞUBE', 44],
      ['ATAŞEHİR', 52],
    ],
    [
      ['Alıcı', 0],
      ['MEHMET KAYA', 24],
      ['ŞUBE', 44],
      ['KADIKÖY', 52],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);

// ---------- rule 4: no dotted time when the date's label names a reference ----------
const dt = (line: string, want: Fields = {}) =>
  add(
    '4',
    `'${line}'`,
    `EFT DEKONTU\nGönderen : AYŞE YILMAZ\nAlıcı : MEHMET KAYA\nAlıcı IBAN : ${sp(R)}\nTutar : 1.150,00 TL\n${line}\n`,
    want,
  );
dt('Tarih / Dekont : 24.11.2026 - 12.34', { islem_saati: 'Bulunamadı' });
dt('Tarih / Sıra : 24.11.2026 - 00.17', { islem_saati: 'Bulunamadı' });
dt('Tarih / Fiş : 24.11.2026 - 12.34', { islem_saati: 'Bulunamadı' });
dt('Tarih / Ref : 24.11.2026 14:35');
dt('İşlem Tarihi / No : 24.11.2026 14:35');
dt('İşlem Tarihi : 24.11.2026 12.34 Ref : 998877');
dt('Tarih-Seri : 24.11.2026-12.34', { islem_saati: 'Bulunamadı' });
dt('Valör / Ref : 24.11.2026 - 12.34', { islem_saati: 'Bulunamadı' });
dt('Tarih / İşlem No : 24.11.2026 / 14.35 / 123456', { islem_saati: 'Bulunamadı' });
add(
  '4',
  "'İşlem Tarihi' row then separate 'Referans No : 12.34' row",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar : 1.150,00 TL
İşlem Tarihi : 24.11.2026
Referans No : 12.34`,
    false,
  ),
  { islem_saati: 'Bulunamadı' },
);
add(
  '4',
  "'Tarih / Ref' label and 'Saat : 14.35' on its own row",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar : 1.150,00 TL
Tarih / Ref : 24.11.2026 - 778899
Saat : 14.35`,
    false,
  ),
);
add(
  '4',
  "OCR: 'Tarih / Referans' header over '24.11.2026 14.35' and '12.34' in columns",
  ocr([
    [
      ['Gönderen', 0],
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
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['Tarih', 0],
      ['Referans', 30],
    ],
    [
      ['24.11.2026 14:35', 0],
      ['12.34', 30],
    ],
  ]),
);
add(
  '4',
  "'İşlem Tarihi' with colon time and 'Dekont No : 00.17' on the same line",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar : 1.150,00 TL
İşlem Tarihi : 24.11.2026     Dekont No : 00.17`,
    false,
  ),
  { islem_saati: 'Bulunamadı' },
);

// ---------- rule 5: labels parted by '/' ----------
const sl = (
  body: string,
  want: Fields = {},
  title = body.split('\n').find((line) => line.includes(' / ') || line.endsWith('/ Tutar :')) ??
    body.split('\n')[0],
) => add('5', title, `EFT DEKONTU\n${body}\n`, want);
sl(`Gönderen / Alıcı : AYŞE YILMAZ / MEHMET KAYA / KADIKÖY
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(`Alıcı / Gönderen : MEHMET KAYA - AYŞE YILMAZ
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(`Gönderen / Alıcı : AYŞE YILMAZ l MEHMET KAYA
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar / Masraf : 1.150,00 TL
İşlem Tarihi : 24.11.2026 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar / Masraf / BSMV : 1.150,00 / 5,00 / 0,25
İşlem Tarihi : 24.11.2026 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Masraf / Tutar : 5,00 / 1.150,00 TL
İşlem Tarihi : 24.11.2026 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tarih / Tutar : 24/11/2026 / 1.150,00 TL
Saat : 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar / Tarih : 1.150,00 TL / 24/11/2026 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı Adı / IBAN : MEHMET KAYA
${sp(R)}
${tail}`);
sl(`Gönderen : AYŞE YILMAZ
IBAN / Alıcı Adı : ${sp(R)} / MEHMET KAYA
${tail}`);
sl(`Gönderen IBAN / Alıcı IBAN : ${sp(S)} / ${sp(R)}
Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
${tail}`);
sl(
  `Alıcı IBAN / Gönderen IBAN : ${sp(R)}
Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
${sp(S)}
${tail}`,
  {},
  "'Alıcı IBAN / Gönderen IBAN : R' (one value), the sender's IBAN on a lone line below",
);
sl(`Kimden / Kime : AYŞE YILMAZ / MEHMET KAYA
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(
  `Gönderen / Alıcı : AYŞE YILMAZ / ÖZTÜRK A/Ş
Alıcı IBAN : ${sp(R)}
${tail}`,
  { alici_ismi: 'ÖZTÜRK A/Ş' },
);
sl(`Gönderen Adı / IBAN : AYŞE YILMAZ / ${sp(S)}
Alıcı : MEHMET KAYA
IBAN : ${sp(R)}
${tail}`);
sl(`Gönderen / Alıcı Adı : AYŞE YILMAZ / MEHMET KAYA
Gönderen / Alıcı IBAN : ${sp(S)} / ${sp(R)}
${tail}`);
sl(`Alıcı / Lehtar : MEHMET KAYA
Gönderen / Borçlu : AYŞE YILMAZ
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Tutar / Komisyon : 1.150,00 TL / 5,00 TL
İşlem Tarihi / Saati : 24.11.2026 / 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
İşlem Tutarı / Toplam : 1.150,00 / 1.155,00
İşlem Tarihi : 24.11.2026 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Masraf / Tutar :
5,00 TL
1.150,00 TL
İşlem Tarihi : 24.11.2026 14:35`);
add(
  '5',
  "OCR: 'Gönderen / Alıcı' header cell over 'AYŞE YILMAZ / MEHMET KAYA'",
  ocr([
    [['Gönderen / Alıcı', 0]],
    [['AYŞE YILMAZ / MEHMET KAYA', 0]],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '5',
  "OCR: 'Gönderen / Alıcı' with '/' read as 'I'",
  ocr([
    [
      ['Gönderen / Alıcı', 0],
      ['AYŞE YILMAZ I MEHMET KAYA', 24],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '5',
  "OCR: 'Tutar / Masraf' with value and fee in separate cells, no slash",
  ocr([
    [
      ['Gönderen', 0],
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
    [
      ['Tutar / Masraf', 0],
      ['1.150,00 TL', 24],
      ['5,00 TL', 44],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '5',
  "OCR: 'Masraf / Tutar' with fee and amount in separate cells, no slash",
  ocr([
    [
      ['Gönderen', 0],
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
    [
      ['Masraf / Tutar', 0],
      ['5,00 TL', 24],
      ['1.150,00 TL', 44],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '5',
  "OCR: 'Alıcı / Gönderen IBAN' with two IBANs in separate cells",
  ocr([
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['Alıcı / Gönderen IBAN', 0],
      [sp(R), 24],
      [sp(S), 60],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);

// ---------- second round ----------
add(
  '1',
  "'Hesap Sahibi : AYŞE' over a bare IBAN, 'Alıcı Adı' label and recipient 'Hesap No' further down",
  text(
    'HAVALE DEKONTU',
    `Hesap Sahibi : AYŞE YILMAZ
Şube : KADIKÖY
IBAN : ${sp(S)}
Alıcı Adı : MEHMET KAYA
Hesap No : ${sp(R)}`,
  ),
);
add(
  '1',
  "'Alıcı Hesabı' alone, its value, then 'Gönderen Ad Soyad' under a 'TCKN' line and bare 'Hesap'",
  text(
    'FAST DEKONTU',
    `Alıcı Hesabı
MEHMET KAYA
${sp(R)}
TCKN : 12345678901
Ad Soyad : AYŞE YILMAZ
Hesap : ${sp(S)}`,
  ),
  { gonderici_ismi: 'AYŞE YILMAZ' },
);
add(
  '1',
  "'Gönderen Hesabı' alone, then 'Alıcı Bilgisi' line as a label with colon and bare IBAN",
  text(
    'FAST DEKONTU',
    `Gönderen Hesabı
AYŞE YILMAZ
IBAN : ${sp(S)}
Alıcı Bilgisi : MEHMET KAYA
IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'Alıcı : MEHMET KAYA - KADIKÖY ŞUBESİ'",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA - KADIKÖY ŞUBESİ
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "'Alıcı : MEHMET KAYA (Kadıköy Şubesi)'",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA (Kadıköy Şubesi)
Alıcı IBAN : ${sp(R)}`,
  ),
);
add(
  '3',
  "OCR: 'Alıcı' row with name and 'Şube Adı' cell close beside it",
  ocr([
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı', 0],
      ['MEHMET KAYA', 24],
      ['Şube Adı', 38],
      ['KADIKÖY', 50],
    ],
    [
      ['Alıcı IBAN', 0],
      [sp(R), 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '3',
  "'Alıcı Adı' over name, over 'ŞUBESİ : KADIKÖY' stacked in one box (text)",
  text(
    'EFT DEKONTU',
    `Gönderen : AYŞE YILMAZ
Alıcı Adı
MEHMET KAYA
ŞUBESİ KADIKÖY
Alıcı IBAN : ${sp(R)}`,
  ),
);
dt('Tarih/Referans : 24.11.2026-12.34', { islem_saati: 'Bulunamadı' });
dt('Tarih (Ref) : 24.11.2026 - 12.34', { islem_saati: 'Bulunamadı' });
dt('İşlem Tarihi – Belge No : 24.11.2026 – 12.34', { islem_saati: 'Bulunamadı' });
dt('Tarih / Saat / Ref : 24.11.2026 / 14.35 / 123456');
dt('Tarih / Ref : 24.11.2026 14.35.20', { islem_saati: '14:35' });
dt('Tarih / Dekont No : 24.11.2026 - 14:35', {});
dt('Tarih : 24.11.2026 Saat : 14.35 Ref : 0017');
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Gönderen / Alıcı Banka : AKBANK / GARANTİ BBVA
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
Toplam / Tutar : 1.155,00 / 1.150,00
İşlem Tarihi : 24.11.2026 14:35`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
EFT Tutarı / Ücret : 1.150,00 TL / 3,50 TL
İşlem Tarihi : 24.11.2026 14:35`);
sl(`Gönderen / Alıcı TCKN : 11111111110 / 22222222220
Gönderen : AYŞE YILMAZ
Alıcı : MEHMET KAYA
Alıcı IBAN : ${sp(R)}
${tail}`);
sl(`Gönderen : AYŞE YILMAZ
Alıcı Adı / IBAN : MEHMET KAYA / ${sp(R)} / GARANTİ BBVA
${tail}`);
add(
  '5',
  "OCR: 'Tutar / Masraf' header over '1.150,00 TL / 5,00 TL'",
  ocr([
    [
      ['Gönderen', 0],
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
    [['Tutar / Masraf', 0]],
    [['1.150,00 TL / 5,00 TL', 0]],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '5',
  "OCR: 'Masraf / Tutar' header over '5,00 TL' and '1.150,00 TL' stacked",
  ocr([
    [
      ['Gönderen', 0],
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
    [
      ['Masraf / Tutar', 0],
      ['5,00 TL', 24],
    ],
    [['1.150,00 TL', 24]],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '5',
  "'Gönderen / Alıcı :' with the two names on the two lines under it",
  text(
    'EFT DEKONTU',
    `Gönderen / Alıcı :
AYŞE YILMAZ
MEHMET KAYA
Alıcı IBAN : ${sp(R)}`,
  ),
);

// ---------- third round: what lies under a recipient's account heading ----------
const under = (rows: string, title: string) =>
  add(
    '1',
    `'Alıcı Hesabı' alone over the recipient, then ${title}`,
    text(
      'FAST DEKONTU',
      `Alıcı Hesabı
MEHMET KAYA
IBAN : ${sp(R)}
${rows}`,
    ),
  );
under(`İşlemi Yapan : AYŞE YILMAZ\nIBAN : ${sp(S)}`, "'İşlemi Yapan : AYŞE' and a bare IBAN");
under(
  `Müşteri No : 123456\nIBAN : ${sp(S)}\nGönderen : AYŞE YILMAZ`,
  "'Müşteri No' and a bare IBAN before 'Gönderen'",
);
under(`Ad Soyad : AYŞE YILMAZ\nIBAN : ${sp(S)}`, "'Ad Soyad : AYŞE' and a bare IBAN");
under(`Ad Soyad : AYŞE YILMAZ\n${sp(S)}`, "'Ad Soyad : AYŞE' and a lone IBAN line");
under(`Sayın AYŞE YILMAZ\nHesap No : ${sp(S)}`, "'Sayın AYŞE YILMAZ' and a bare 'Hesap No'");
add(
  '1',
  "OCR: 'Alıcı Hesabı' heading, recipient, then 'Ad Soyad'/'IBAN' of the customer",
  ocr([
    [['Alıcı Hesabı', 0]],
    [['MEHMET KAYA', 0]],
    [
      ['IBAN', 0],
      [sp(R), 12],
    ],
    [
      ['Ad Soyad', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['IBAN', 0],
      [sp(S), 12],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
  ]),
);
add(
  '1',
  "'Hesabımdan' alone after the recipient's block, before the sender's lines",
  text(
    'FAST DEKONTU',
    `Alıcı : MEHMET KAYA
Hesabımdan
IBAN : ${sp(S)}
Alıcı Hesabı
${sp(R)}
Gönderen : AYŞE YILMAZ`,
  ),
);

export default designs;

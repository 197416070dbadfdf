/**
 * Receipts designed against the rules of e6e5515 (attack 9): a heading of other details alone on its line
 * ('İŞLEM BİLGİLERİ', '2. ÖDEME BİLGİLERİ') ends the party section above it and a bare account label under
 * it is nobody's (D: detail headings, C: two columns, O: OCR noise on headings, B: numbered forms and the
 * account to be debited); a payment's purpose is no name (P); a bare account label under the sender's own
 * row is the sender's (A); a mail header 'Kimden:' / 'Kime:' before an address (M).
 */
import { spaced as sp } from './receiptTestWords';
import { N, ocrLines, R, S, X, type Cells, designBook } from './receiptAttackKit';

/** Two columns of 'label : value' lines, the left at 0 and the right at 50, OCR'd. */
const twoColumns = (...lines: Array<[string, string]>) =>
  ocrLines(
    ...lines.map(([left, right]): Cells => {
      const cells: Cells = [];
      if (left) cells.push([left, 0]);
      if (right) cells.push([right, 50]);
      return cells;
    }),
  );
const { designs, add } = designBook();
const page = (...lines: string[]) => lines.join('\n') + '\n';
const amount = 'Tutar          : 1.150,00 TL';
const date = 'İşlem Tarihi   : 24.11.2026 14:35';
const noIban = { alici_hesap: N };
const senderBlock = ['GÖNDEREN BİLGİLERİ', 'Ad Soyad       : AYŞE YILMAZ', `IBAN           : ${sp(S)}`];
const recipientHead = ['ALICI BİLGİLERİ', 'Ad Soyad       : MEHMET KAYA'];

// ---------- D: headings of other details inside or around the parties ----------
add(
  'detail',
  "'ALICI BİLGİLERİ', then 'HESAP BİLGİLERİ' holding the recipient's bare 'IBAN'",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    'HESAP BİLGİLERİ',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "each party's block with its own 'HESAP BİLGİLERİ' sub-heading over a bare 'IBAN'",
  page(
    'EFT DEKONTU',
    'GÖNDEREN BİLGİLERİ',
    'Ad Soyad       : AYŞE YILMAZ',
    'HESAP BİLGİLERİ',
    `IBAN           : ${sp(S)}`,
    'ALICI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    'HESAP BİLGİLERİ',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'İŞLEM BİLGİLERİ' above both parties' headed blocks",
  page(
    'FAST DEKONTU',
    'İŞLEM BİLGİLERİ',
    date,
    amount,
    ...senderBlock,
    ...recipientHead,
    `IBAN           : ${sp(R)}`,
  ),
);
add(
  'detail',
  "'ÖDEME BİLGİLERİ' holding an explicit 'Alıcı IBAN' after the parties' names",
  page(
    'HAVALE DEKONTU',
    'GÖNDEREN BİLGİLERİ',
    'Ad Soyad       : AYŞE YILMAZ',
    'ALICI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    'ÖDEME BİLGİLERİ',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'2. ÖDEME BİLGİLERİ' on a numbered form holding 'Alıcı Hesap No' (IBAN) and the amount",
  page(
    'HAVALE TALİMATI',
    '1. GÖNDEREN BİLGİLERİ',
    'Adı Soyadı     : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    '2. ALICI BİLGİLERİ',
    'Adı Soyadı     : MEHMET KAYA',
    '3. ÖDEME BİLGİLERİ',
    `Alıcı Hesap No : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'ALICI BANKA BİLGİLERİ' (not a party heading) under the recipient's block, over the bare 'IBAN'",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    'ALICI BANKA BİLGİLERİ',
    'Banka          : ZİRAAT BANKASI',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'ALICI HESABI BİLGİLERİ' (a wording the party heading misses) over the recipient's bare 'IBAN'",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    'ALICI HESABI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'KARŞI TARAF BİLGİLERİ' (the recipient's block under another name) over a bare 'IBAN'",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    'KARŞI TARAF BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'MÜŞTERİ BİLGİLERİ' (the paying customer) above the recipient's block, the sender's IBAN bare",
  page(
    'ŞUBE HAVALE DEKONTU',
    'MÜŞTERİ BİLGİLERİ',
    'Ad Soyad       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    ...recipientHead,
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'İŞLEM DETAYLARI' between the recipient's heading and its bare 'Hesap No'",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    'ALICI',
    'Ad Soyad       : MEHMET KAYA',
    'İŞLEM DETAYLARI',
    `Hesap No       : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'İŞLEM BİLGİLERİ' with a bare 'IBAN' (the recipient's) and no party heading above, names as labels",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    'İŞLEM BİLGİLERİ',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "the sender's block, 'İŞLEM BİLGİLERİ' (amount, date), then the recipient's block with its bare IBAN",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    'İŞLEM BİLGİLERİ',
    amount,
    date,
    ...recipientHead,
    `IBAN           : ${sp(R)}`,
  ),
);
add(
  'detail',
  "the sender's heading, 'İŞLEM BİLGİLERİ' over the sender's bare IBAN (the app's debit account), the recipient's block",
  page(
    'EFT DEKONTU',
    'GÖNDEREN',
    'Ad Soyad       : AYŞE YILMAZ',
    'İŞLEM BİLGİLERİ',
    `Hesap          : ${sp(S)}`,
    amount,
    date,
    'ALICI',
    'Ad Soyad       : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
  ),
);
add(
  'detail',
  "'DİĞER BİLGİLER' (no 'BİLGİLERİ') between the recipient's name and its bare IBAN",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    'DİĞER BİLGİLER',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'AÇIKLAMA BİLGİLERİ' after the recipient's block, the bank's own IBAN under it bare",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    `IBAN           : ${sp(R)}`,
    'AÇIKLAMA BİLGİLERİ',
    'Açıklama       : KASIM KİRASI',
    `IBAN           : ${sp(X)}`,
    amount,
    date,
  ),
);
add(
  'detail',
  "'ALICI BİLGİLERİ', its name, then 'İŞLEM BİLGİLERİ' with the sender's account as a bare 'IBAN' (the recipient's is elsewhere)",
  page(
    'FAST',
    'ALICI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    'İŞLEM BİLGİLERİ',
    `IBAN           : ${sp(S)}`,
    'Gönderen       : AYŞE YILMAZ',
    amount,
    date,
  ),
);

// ---------- C: two columns, a heading of details in one of them ----------
add(
  'column',
  "two columns 'GÖNDEREN' | 'ALICI', a 'HESAP BİLGİLERİ' heading in the left column only, then both bare IBANs",
  twoColumns(
    ['GÖNDEREN BİLGİLERİ', 'ALICI BİLGİLERİ'],
    ['Ad Soyad : AYŞE YILMAZ', 'Ad Soyad : MEHMET KAYA'],
    ['HESAP BİLGİLERİ', ''],
    [`IBAN : ${sp(S)}`, `IBAN : ${sp(R)}`],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
);
add(
  'column',
  "two columns, 'İŞLEM BİLGİLERİ' alone in the left column between the names and the IBANs",
  twoColumns(
    ['GÖNDEREN', 'ALICI'],
    ['AYŞE YILMAZ', 'MEHMET KAYA'],
    ['İŞLEM BİLGİLERİ', ''],
    [`IBAN : ${sp(S)}`, `IBAN : ${sp(R)}`],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
);
add(
  'column',
  "two columns, a 'HESAP BİLGİLERİ' heading in the right column only, the sender's IBAN left and the recipient's right",
  twoColumns(
    ['GÖNDEREN BİLGİLERİ', 'ALICI BİLGİLERİ'],
    ['Ad Soyad : AYŞE YILMAZ', 'Ad Soyad : MEHMET KAYA'],
    ['', 'HESAP BİLGİLERİ'],
    [`IBAN : ${sp(S)}`, `IBAN : ${sp(R)}`],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
);
add(
  'column',
  "two columns, 'İŞLEM BİLGİLERİ' in the left column, the sender's bare IBAN under it, the recipient's right",
  twoColumns(
    ['GÖNDEREN BİLGİLERİ', 'ALICI BİLGİLERİ'],
    ['Ad Soyad : AYŞE YILMAZ', 'Ad Soyad : MEHMET KAYA'],
    ['İŞLEM BİLGİLERİ', ''],
    [`Hesap : ${sp(S)}`, ''],
    ['', `IBAN : ${sp(R)}`],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
);
add(
  'column',
  "two columns, the recipient's column left: 'ALICI' | 'GÖNDEREN', a 'HESAP BİLGİLERİ' heading in the right column",
  twoColumns(
    ['ALICI BİLGİLERİ', 'GÖNDEREN BİLGİLERİ'],
    ['Ad Soyad : MEHMET KAYA', 'Ad Soyad : AYŞE YILMAZ'],
    ['', 'HESAP BİLGİLERİ'],
    [`IBAN : ${sp(R)}`, `IBAN : ${sp(S)}`],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
);
add(
  'column',
  "two columns, the recipient's column left, 'İŞLEM BİLGİLERİ' in the left column, then only the sender's bare IBAN right",
  twoColumns(
    ['ALICI BİLGİLERİ', 'GÖNDEREN BİLGİLERİ'],
    ['Ad Soyad : MEHMET KAYA', 'Ad Soyad : AYŞE YILMAZ'],
    ['İŞLEM BİLGİLERİ', ''],
    ['Tutar : 1.150,00 TL', `IBAN : ${sp(S)}`],
    ['Tarih : 24.11.2026 14:35', ''],
  ),
  noIban,
);
add(
  'column',
  "text page of two columns, 'HESAP BİLGİLERİ' under the left one only",
  page(
    'EFT DEKONTU',
    'GÖNDEREN BİLGİLERİ                      ALICI BİLGİLERİ',
    'Ad Soyad : AYŞE YILMAZ                  Ad Soyad : MEHMET KAYA',
    'HESAP BİLGİLERİ',
    `IBAN : ${sp(S)}      IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);

// ---------- O: OCR noise on headings ----------
add(
  'noise',
  "the recipient's heading read 'ALICl BILGILERI' (an 'l' for 'I') over its bare IBAN",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    'ALICl BILGILERI',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'noise',
  "'HESAP BILGILERI' without Turkish letters under the recipient's block",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    'HESAP BILGILERI',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'noise',
  "'Hesap Bilgileri' in sentence case under the recipient's block",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    'Hesap Bilgileri',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'noise',
  "'. İŞLEM BİLGİLERİ' with a speck before it, above the recipient's bare IBAN",
  page(
    'EFT DEKONTU',
    ...senderBlock,
    ...recipientHead,
    '. İŞLEM BİLGİLERİ',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'noise',
  "'İŞLEM BİLGİLERİ :' with a colon, the sender's heading above, the sender's bare IBAN under it",
  page(
    'EFT DEKONTU',
    'GÖNDEREN BİLGİLERİ',
    'Ad Soyad       : AYŞE YILMAZ',
    'İŞLEM BİLGİLERİ :',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    amount,
    date,
  ),
  noIban,
);
add(
  'noise',
  "the sender's heading read 'GONDEREN BlLGlLERl', its name and bare IBAN, then the recipient's labelled rows",
  page(
    'EFT DEKONTU',
    'GONDEREN BlLGlLERl',
    'Ad Soyad       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'ALICI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);

// ---------- B: numbered forms, the account to be debited ----------
add(
  'numbered',
  "a virman form: 'BORÇLANDIRILACAK HESAP' then 'ALACAKLANDIRILACAK HESAP', each with a bare 'IBAN'",
  page(
    'VİRMAN / HAVALE TALİMATI',
    'BORÇLANDIRILACAK HESAP',
    'Hesap Sahibi   : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'ALACAKLANDIRILACAK HESAP',
    'Hesap Sahibi   : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "numbered: '1. BORÇLANDIRILACAK HESAP', '2. ALACAKLANDIRILACAK HESAP', bare 'IBAN' in each",
  page(
    'HAVALE TALİMATI',
    '1. BORÇLANDIRILACAK HESAP',
    'Hesap Sahibi   : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    '2. ALACAKLANDIRILACAK HESAP',
    'Hesap Sahibi   : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "numbered form: '1. GÖNDEREN', '2. ALICI', then '3. ALICININ HESABI' over a bare 'IBAN'",
  page(
    'HAVALE TALİMATI',
    '1. GÖNDEREN',
    'Adı Soyadı     : AYŞE YILMAZ',
    '2. ALICI',
    'Adı Soyadı     : MEHMET KAYA',
    '3. ALICININ HESABI',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "numbered form: the recipient's block holds a numbered capital line of its address ('1. CADDE NO 5')",
  page(
    'HAVALE TALİMATI',
    '1. GÖNDEREN',
    'Adı Soyadı     : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    '2. ALICI',
    'Adı Soyadı     : MEHMET KAYA',
    'Adres',
    '1. CADDE NO 5 KADIKÖY',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "numbered form: '2. ALICI' followed by '3. LEHDAR HESAP NUMARASI' over a bare 'Hesap No'",
  page(
    'HAVALE TALİMATI',
    '1. GÖNDEREN',
    'Adı Soyadı     : AYŞE YILMAZ',
    '2. ALICI',
    'Adı Soyadı     : MEHMET KAYA',
    '3. LEHDAR HESAP NUMARASI',
    `Hesap No       : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "one numbered party: '1. ALICI BİLGİLERİ' heads the recipient's block, the sender labelled at the top",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    `Gönderen IBAN  : ${sp(S)}`,
    '1. ALICI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "numbered notes under the receipt: '1. ALICI BİLGİLERİ' alone as a note's title, a bare IBAN of the bank under it",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
    'AÇIKLAMALAR',
    '1. ALICI BİLGİLERİ',
    'Müşteri beyanına göre doldurulmuştur.',
    `IBAN           : ${sp(X)}`,
  ),
);
add(
  'numbered',
  "'BORÇLANACAK HESAP' heading a bill payment's payer account, the payee's IBAN under 'Tahsilat Hesabı'",
  page(
    'FATURA ÖDEME DEKONTU',
    'Ödeyen         : AYŞE YILMAZ',
    'BORÇLANACAK HESAP',
    `IBAN           : ${sp(S)}`,
    'Kurum          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'numbered',
  "an incoming credit: 'BORÇLANAN HESAP' is the payer's, the holder's account credited under 'ALACAKLANAN HESAP'",
  page(
    'GELEN EFT',
    'BORÇLANAN HESAP',
    'Ad Soyad       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'ALACAKLANAN HESAP',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);

// ---------- E: what a detail heading takes out of a party's section ----------
add(
  'ends',
  "the sender's heading, then 'HESAP BİLGİLERİ' over the sender's unlabelled IBAN; the recipient's account masked",
  page(
    'EFT DEKONTU',
    'GÖNDEREN',
    'Ad Soyad       : AYŞE YILMAZ',
    'HESAP BİLGİLERİ',
    sp(S),
    'ALICI',
    'Ad Soyad       : MEHMET KAYA',
    'Hesap          : TR92 **** **** **** **** 5566',
    amount,
    date,
  ),
  noIban,
);
add(
  'ends',
  "the sender's heading, then 'KİMLİK BİLGİLERİ' over the sender's 'Ad Soyad', then the recipient's block",
  page(
    'EFT DEKONTU',
    'GÖNDEREN',
    'KİMLİK BİLGİLERİ',
    'Ad Soyad       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'ALICI',
    'Ad Soyad       : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'ends',
  "the sender's heading, 'HESAP BİLGİLERİ' over the sender's bare IBAN, the recipient named but its account not printed",
  page(
    'HAVALE DEKONTU',
    'GÖNDEREN',
    'Ad Soyad       : AYŞE YILMAZ',
    'HESAP BİLGİLERİ',
    `IBAN           : ${sp(S)}`,
    'ALICI',
    'Ad Soyad       : MEHMET KAYA',
    amount,
    date,
  ),
  noIban,
);
add(
  'ends',
  "the sender's heading, 'HESAP BİLGİLERİ', the sender's 'Hesap No' and the recipient's IBAN unlabelled in the next block",
  page(
    'HAVALE DEKONTU',
    'GÖNDEREN',
    'Ad Soyad       : AYŞE YILMAZ',
    'HESAP BİLGİLERİ',
    `Hesap No       : ${sp(S)}`,
    'ALICI',
    'MEHMET KAYA',
    sp(R),
    amount,
    date,
  ),
);
add(
  'ends',
  "two columns whose 'HESAP BİLGİLERİ' row ends both sections above the names row",
  twoColumns(
    ['GÖNDEREN', 'ALICI'],
    ['HESAP BİLGİLERİ', ''],
    ['Ad Soyad : AYŞE YILMAZ', 'Ad Soyad : MEHMET KAYA'],
    [`IBAN : ${sp(S)}`, `IBAN : ${sp(R)}`],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
);
add(
  'ends',
  "two columns: the names, a 'HESAP BİLGİLERİ' row in the left column, the sender's unlabelled IBAN left, none right",
  twoColumns(
    ['GÖNDEREN', 'ALICI'],
    ['AYŞE YILMAZ', 'MEHMET KAYA'],
    ['HESAP BİLGİLERİ', ''],
    [sp(S), ''],
    ['Tutar : 1.150,00 TL', 'Tarih : 24.11.2026 14:35'],
  ),
  noIban,
);
add(
  'ends',
  "'ÖDEME BİLGİLERİ' holding the recipient's bare IBAN, the sender's printed unlabelled under its name above",
  page(
    'EFT DEKONTU',
    'GÖNDEREN BİLGİLERİ',
    'AYŞE YILMAZ',
    sp(S),
    'ALICI BİLGİLERİ',
    'MEHMET KAYA',
    'ÖDEME BİLGİLERİ',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'ends',
  "'ÖDEME BİLGİLERİ' holding the recipient's bare IBAN, the sender's account unlabelled in a footer",
  page(
    'EFT DEKONTU',
    'GÖNDEREN BİLGİLERİ',
    'Ad Soyad       : AYŞE YILMAZ',
    'ALICI BİLGİLERİ',
    'Ad Soyad       : MEHMET KAYA',
    'ÖDEME BİLGİLERİ',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
    `Hesabınız ${sp(S)} borçlandırılmıştır.`,
  ),
);

// ---------- A: a bare account label under the sender's own row ----------
add(
  'row',
  "the sender's row over its bare 'IBAN', the bank's own bare 'IBAN' in the footer",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    amount,
    date,
    'ABC BANK A.Ş. Genel Müdürlük',
    `IBAN           : ${sp(X)}`,
  ),
  noIban,
);
add(
  'row',
  "the sender's row over its bare 'IBAN', the branch's collection account under a bare 'Hesap No' after the date",
  page(
    'HAVALE DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    'Şube           : KADIKÖY / 0123',
    `Hesap No       : ${sp(X)}`,
    amount,
    date,
  ),
  noIban,
);
add(
  'row',
  "recipient listed first: 'Alıcı' row, 'Gönderen' row, a bare 'IBAN' (the recipient's), then 'Gönderen IBAN'",
  page(
    'EFT DEKONTU',
    'Alıcı          : MEHMET KAYA',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(R)}`,
    `Gönderen IBAN  : ${sp(S)}`,
    amount,
    date,
  ),
);
add(
  'row',
  "the sender's row over a bare 'IBAN' of the recipient, the sender's account printed as 'Hesabınız' below",
  page(
    'FAST DEKONTU',
    'Alıcı Adı      : MEHMET KAYA',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(R)}`,
    `Hesabınız      : ${sp(S)}`,
    amount,
    date,
  ),
);
add(
  'row',
  "'Gönderen : ZİRAAT BANKASI' (the sending bank) over the bare 'IBAN' of the recipient",
  page(
    'GELEN FAST',
    'Gönderen       : ZİRAAT BANKASI',
    `IBAN           : ${sp(R)}`,
    'Gönderen Adı   : AYŞE YILMAZ',
    'Alıcı Adı      : MEHMET KAYA',
    amount,
    date,
  ),
);
add(
  'row',
  "the sender's row over a bare 'IBAN' holding the sender's, a second bare 'IBAN' of the recipient two rows on",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    'Açıklama       : KİRA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'row',
  "OCR'd: 'Ödeyen' row over a bare 'IBAN' of the sender, the bank's 'IBAN' for the fee further down",
  ocrLines(
    [['EFT DEKONTU', 0]],
    [
      ['Ödeyen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['IBAN', 0],
      [sp(S), 24],
    ],
    [
      ['Alıcı', 0],
      ['MEHMET KAYA', 24],
    ],
    [
      ['Tutar', 0],
      ['1.150,00 TL', 24],
    ],
    [
      ['İşlem Tarihi', 0],
      ['24.11.2026 14:35', 24],
    ],
    [
      ['IBAN', 0],
      [sp(X), 24],
    ],
  ),
  noIban,
);

// ---------- P: a payment's purpose where a name stands ----------
const named = (sender: string, recipient: string, extra: string[] = []) =>
  page(
    'EFT DEKONTU',
    `Gönderen       : ${sender}`,
    `Alıcı          : ${recipient}`,
    `Alıcı IBAN     : ${sp(R)}`,
    ...extra,
    amount,
    date,
  );
add(
  'purpose',
  "the recipient 'FATMA KREDİ' (a surname that is a purpose word)",
  named('AYŞE YILMAZ', 'FATMA KREDİ'),
  {
    alici_ismi: 'FATMA KREDİ',
  },
);
add('purpose', "the recipient 'AYŞE KİRA'", named('AYŞE YILMAZ', 'AYŞE KİRA'), { alici_ismi: 'AYŞE KİRA' });
add('purpose', "the recipient 'MEHMET VERGİLİ'", named('AYŞE YILMAZ', 'MEHMET VERGİLİ'), {
  alici_ismi: 'MEHMET VERGİLİ',
});
add('purpose', "the recipient 'ALİ TAKSİTÇİ'", named('AYŞE YILMAZ', 'ALİ TAKSİTÇİ'), {
  alici_ismi: 'ALİ TAKSİTÇİ',
});
add('purpose', "the recipient 'HASAN PRİM'", named('AYŞE YILMAZ', 'HASAN PRİM'), {
  alici_ismi: 'HASAN PRİM',
});
add(
  'purpose',
  "the recipient a company without a legal form, 'KAYA KREDİ DANIŞMANLIK'",
  named('AYŞE YILMAZ', 'KAYA KREDİ DANIŞMANLIK'),
  { alici_ismi: 'KAYA KREDİ DANIŞMANLIK' },
);
add(
  'purpose',
  "the recipient 'KREDİ VE YURTLAR GENEL MÜDÜRLÜĞÜ' (a student loan repaid)",
  named('AYŞE YILMAZ', 'KREDİ VE YURTLAR GENEL MÜDÜRLÜĞÜ'),
  { alici_ismi: 'KREDİ VE YURTLAR GENEL MÜDÜRLÜĞÜ' },
);
add(
  'purpose',
  "the recipient 'KADIKÖY VERGİ DAİRESİ MÜDÜRLÜĞÜ'",
  named('AYŞE YILMAZ', 'KADIKÖY VERGİ DAİRESİ MÜDÜRLÜĞÜ'),
  { alici_ismi: 'KADIKÖY VERGİ DAİRESİ MÜDÜRLÜĞÜ' },
);
add(
  'purpose',
  "the sender 'FATMA KREDİ', the recipient's name also in the description",
  named('FATMA KREDİ', 'MEHMET KAYA', ['Açıklama       : MEHMET KAYA KİRA']),
  { gonderici_ismi: 'FATMA KREDİ' },
);
add(
  'purpose',
  "the recipient 'FATMA KREDİ', the 'Hesap Sahibi' (the sender) printed after it",
  page(
    'HAVALE DEKONTU',
    'Hesap Sahibi   : AYŞE YILMAZ',
    `Hesap No       : ${sp(S)}`,
    'Alıcı          : FATMA KREDİ',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: 'FATMA KREDİ' },
);
add(
  'purpose',
  "OCR'd: the recipient's row 'Alıcı  ALİ PRİM', a bank branch's name on the next line",
  ocrLines(
    [['EFT DEKONTU', 0]],
    [
      ['Gönderen', 0],
      ['AYŞE YILMAZ', 24],
    ],
    [
      ['Alıcı', 0],
      ['ALİ PRİM', 24],
    ],
    [['KADIKÖY ŞUBESİ', 24]],
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
  ),
  { alici_ismi: 'ALİ PRİM' },
);
add(
  'purpose',
  "a wallet card 'Kime  SELİN ÖDEMEN' (a surname that begins like ÖDEME) over a bare 'IBAN'",
  page('PARA GÖNDER', 'Kimden   AYŞE YILMAZ', 'Kime     SELİN ÖDEMEN', `IBAN     ${sp(R)}`, amount, date),
  { alici_ismi: 'SELİN ÖDEMEN' },
);
add(
  'purpose',
  "the recipient's row 'MEHMET KAYA KİRA ÖDEMESİ' (the name and the purpose run together)",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA KİRA ÖDEMESİ',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: N },
);
add(
  'purpose',
  "'Alıcı : SİTE AİDATI' (a purpose) with the recipient's name under 'Hesap Sahibi'",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : SİTE AİDATI',
    'Hesap Sahibi   : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
);

// ---------- M: a mail header before an address ----------
add(
  'mail',
  "a wallet page 'Kime : MEHMET KAYA (mehmet@kaya.edu.tr)' naming the recipient and its address",
  page(
    'PARA TRANSFERİ',
    'Kimden : AYŞE YILMAZ',
    'Kime : MEHMET KAYA (mehmet.kaya@ogr.odtu.edu.tr)',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'mail',
  "a forwarded mail 'Kimden: Ziraat <…@ziraatbank.com.tr>', 'Kime: …@metu.edu.tr' over the receipt's labelled rows",
  page(
    'Kimden: Ziraat Bankası <bilgilendirme@ziraatbank.com.tr>',
    'Kime: ayse.yilmaz@metu.edu.tr',
    'Konu: EFT Dekontu',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'mail',
  "a tax payment page: 'Kime : GİB - www.gib.gov.tr' (the payee's site), the sender's row and a bare IBAN",
  page(
    'VERGİ ÖDEMESİ',
    'Kimden : AYŞE YILMAZ',
    'Kime : KADIKÖY VERGİ DAİRESİ - www.gib.gov.tr',
    `IBAN : ${sp(X)}`,
    amount,
    date,
  ),
  { alici_ismi: 'KADIKÖY VERGİ DAİRESİ', alici_hesap: X },
);

export default designs;

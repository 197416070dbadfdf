/**
 * Receipts designed against the rules of fb5c2c0 (attack 8): a bare account label opening the line right
 * under a party's own row ('Gönderen : Ayşe Yılmaz' over 'IBAN : TR…') is that party's (P: the bare label
 * is another's, Q: the second label is lost or misread, R: OCR rows and columns, S: mail, English, wallet
 * and incoming pages, T: the label read as the sender's when it is the recipient's), and a fee's account
 * ('Masraf Hesabı IBAN') is no party's (F).
 */
import { spaced as sp, wordRow } from './receiptTestWords';
import { N, ocrAt, R, S, X, type Cells, designBook } from './receiptAttackKit';

/** OCR'd 'label   value' rows, two lines apart, label at 0 and value at 24. */
const ocrPairs = (...pairs: Array<[string, string]>) =>
  ocrAt(
    pairs.map(([label, value], index): [number, Cells] => [
      index * 2,
      value
        ? [
            [label, 0],
            [value, 24],
          ]
        : [[label, 0]],
    ]),
  );
const { designs, add } = designBook();
const page = (...lines: string[]) => lines.join('\n') + '\n';
const amount = 'Tutar          : 1.150,00 TL';
const date = 'İşlem Tarihi   : 24.11.2026 14:35';
const names = ['Gönderen       : AYŞE YILMAZ', 'Alıcı          : MEHMET KAYA'];
const noIban = { alici_hesap: N };

// ---------- Q: both names first, then both IBANs; the second label lost or misread ----------
add(
  'lost',
  "names first, the sender's 'IBAN' then the recipient's read 'lBAN'",
  page('EFT DEKONTU', ...names, `IBAN           : ${sp(S)}`, `lBAN           : ${sp(R)}`, amount, date),
);
add(
  'lost',
  "names first, the sender's 'IBAN' then the recipient's read '1BAN'",
  page('EFT DEKONTU', ...names, `IBAN           : ${sp(S)}`, `1BAN           : ${sp(R)}`, amount, date),
);
add(
  'lost',
  "names first, the second 'IBAN' behind a speck read '|'",
  page('EFT DEKONTU', ...names, `IBAN           : ${sp(S)}`, `| IBAN         : ${sp(R)}`, amount, date),
);
add(
  'lost',
  "names first, the second 'IBAN' behind a speck read '.'",
  page('EFT DEKONTU', ...names, `IBAN           : ${sp(S)}`, `. IBAN         : ${sp(R)}`, amount, date),
);
add(
  'lost',
  "names first, the second IBAN's label lost: the recipient's IBAN alone on the next line",
  page('EFT DEKONTU', ...names, `IBAN           : ${sp(S)}`, `                 ${sp(R)}`, amount, date),
);
add(
  'lost',
  "names first, the sender's IBAN, the recipient's bank, then the recipient's IBAN",
  page(
    'EFT DEKONTU',
    ...names,
    `IBAN           : ${sp(S)}`,
    'Banka          : ZİRAAT BANKASI',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'lost',
  "names first, 'IBAN' of the sender, then 'Alıcı Banka' and an unlabelled IBAN",
  page(
    'HAVALE DEKONTU',
    ...names,
    `IBAN           : ${sp(S)}`,
    'Alıcı Banka    : ZİRAAT BANKASI',
    sp(R),
    amount,
    date,
  ),
);
add(
  'lost',
  "names first, both IBANs on one line under one 'IBAN'",
  page('EFT DEKONTU', ...names, `IBAN           : ${sp(S)}  /  ${sp(R)}`, amount, date),
);
add(
  'lost',
  "names first, then 'IBAN' (sender's), the sender's account number under 'Gönderen Hesap No' further down",
  page(
    'EFT DEKONTU',
    ...names,
    `IBAN           : ${sp(S)}`,
    'Açıklama       : KİRA',
    'Gönderen Hesap No : 12345678901',
    amount,
    date,
  ),
  noIban,
);
add(
  'lost',
  "names first, then the sender's 'IBAN', the recipient's IBAN under 'IBAN' with an OCR'd 'I8AN'",
  ocrPairs(
    ['EFT DEKONTU', ''],
    ['Gönderen', 'AYŞE YILMAZ'],
    ['Alıcı', 'MEHMET KAYA'],
    ['IBAN', sp(S)],
    ['I8AN', sp(R)],
    ['Tutar', '1.150,00 TL'],
    ['İşlem Tarihi', '24.11.2026 14:35'],
  ),
);
add(
  'lost',
  "OCR'd: names first, the sender's 'IBAN', the recipient's IBAN with its label lost",
  ocrAt([
    [0, [['EFT DEKONTU', 0]]],
    [
      2,
      [
        ['Gönderen', 0],
        ['AYŞE YILMAZ', 24],
      ],
    ],
    [
      4,
      [
        ['Alıcı', 0],
        ['MEHMET KAYA', 24],
      ],
    ],
    [
      6,
      [
        ['IBAN', 0],
        [sp(S), 24],
      ],
    ],
    [8, [[sp(R), 24]]],
    [
      10,
      [
        ['Tutar', 0],
        ['1.150,00 TL', 24],
      ],
    ],
    [
      12,
      [
        ['İşlem Tarihi', 0],
        ['24.11.2026 14:35', 24],
      ],
    ],
  ]),
);
add(
  'lost',
  "names first, the sender's bare 'Hesap' (a mobile app's debit account) and a masked recipient account",
  page(
    'PARA TRANSFERİ',
    ...names,
    `Hesap          : Vadesiz TL ${sp(S)}`,
    'Alıcı Hesap    : TR92 **** **** **** **** 5566',
    amount,
    date,
  ),
  noIban,
);
add(
  'lost',
  "names first, the app's debit 'Hesap' (sender's IBAN) and the bank's own IBAN in the footer",
  page(
    'PARA TRANSFERİ',
    ...names,
    `Hesap          : ${sp(S)}`,
    amount,
    date,
    `Banka IBAN : ${sp(X)}   Mersis No: 0123456789012345`,
  ),
  noIban,
);
add(
  'lost',
  "names first, the debit 'Hesap' (sender's IBAN) then 'Kolay Adres' of the recipient",
  page('FAST', ...names, `Hesap          : ${sp(S)}`, 'Kolay Adres    : 0532 *** ** 44', amount, date),
  noIban,
);

// ---------- P: the bare label under a party's row is another's ----------
add(
  'other',
  "'Alıcı' row, then a bare 'IBAN' of the sender's account that the page prints again as 'Gönderen IBAN'",
  page(
    'EFT DEKONTU',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(S)}`,
    'Gönderen       : AYŞE YILMAZ',
    `Gönderen IBAN  : ${sp(S)}`,
    amount,
    date,
  ),
  noIban,
);
add(
  'other',
  "'Alıcı' row over 'Hesap No' of the paying account (ATM slip), an account number and an IBAN",
  page(
    'ATM HAVALE',
    'ALICI : MEHMET KAYA',
    'HESAP NO : 1234 - 12345678',
    `IBAN : ${sp(S)}`,
    'TUTAR : 1.150,00 TL',
    'TARİH : 24.11.2026 SAAT : 14:35',
  ),
  { gonderici_ismi: N, alici_hesap: N },
);
add(
  'other',
  "'Alıcı' row over a bare 'IBAN' holding the sender's, the recipient's printed as 'Karşı IBAN' masked",
  page(
    'HAVALE',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(S)}`,
    'Karşı IBAN     : TR92 0006 4*** **** **** **55 66',
    'Gönderen       : AYŞE YILMAZ',
    amount,
    date,
  ),
  noIban,
);
add(
  'other',
  "'Lehdar' row over the bank's 'IBAN' in a bill payment whose payee is the bank",
  page(
    'KREDİ KARTI BORCU ÖDEME',
    'Ödeyen         : AYŞE YILMAZ',
    'Lehdar         : GARANTİ BBVA',
    `IBAN           : ${sp(X)}`,
    `Ödeyen IBAN    : ${sp(S)}`,
    amount,
    date,
  ),
  { alici_ismi: N, alici_hesap: N },
);
add(
  'other',
  "sender's row, then the recipient's IBAN under a bare 'IBAN' on a page of two columns read row by row",
  ocrAt([
    [0, [['EFT DEKONTU', 20]]],
    [2, [['Gönderen : AYŞE YILMAZ', 0]]],
    [3.3, [['Alıcı : MEHMET KAYA', 50]]],
    [4.6, [[`IBAN : ${sp(S)}`, 0]]],
    [5.9, [[sp(R), 50]]],
    [
      8,
      [
        ['Tutar : 1.150,00 TL', 0],
        ['Tarih : 24.11.2026 14:35', 50],
      ],
    ],
  ]),
);
add(
  'other',
  "two columns read row by row, the recipient's column higher: 'Alıcı', 'Gönderen', the sender's IBAN",
  ocrAt([
    [0, [['EFT DEKONTU', 20]]],
    [2, [['Alıcı : MEHMET KAYA', 50]]],
    [3.3, [['Gönderen : AYŞE YILMAZ', 0]]],
    [4.6, [[`IBAN : ${sp(R)}`, 50]]],
    [5.9, [[`IBAN : ${sp(S)}`, 0]]],
    [
      8,
      [
        ['Tutar : 1.150,00 TL', 0],
        ['Tarih : 24.11.2026 14:35', 50],
      ],
    ],
  ]),
);
add(
  'other',
  "two columns, skewed: the sender's name row, the recipient's name row, the sender's 'IBAN', the recipient's unlabelled",
  ocrAt([
    [0, [['EFT DEKONTU', 20]]],
    [2, [['Gönderen : AYŞE YILMAZ', 0]]],
    [3.3, [['Alıcı : MEHMET KAYA', 50]]],
    [4.6, [[`IBAN : ${sp(S)}`, 0]]],
    [5.9, [[sp(R), 56]]],
    [
      8,
      [
        ['Tutar : 1.150,00 TL', 0],
        ['Tarih : 24.11.2026 14:35', 50],
      ],
    ],
  ]),
);

// ---------- T: the bare label under the sender's row is the recipient's ----------
add(
  'sender',
  "recipient's name first, then the sender's row over the transfer's target 'IBAN'",
  page(
    'HAVALE DEKONTU',
    'Alıcı Adı Soyadı : MEHMET KAYA',
    'Gönderen         : AYŞE YILMAZ',
    `IBAN             : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'sender',
  "'Ödeyen' row over the payee's 'IBAN' of a rent payment (the payee named in the description)",
  page(
    'KİRA ÖDEMESİ',
    'Ödeyen         : AYŞE YILMAZ',
    `IBAN           : ${sp(R)}`,
    'Alıcı          : MEHMET KAYA',
    amount,
    date,
  ),
);
add(
  'sender',
  "'Gönderen' row over 'IBAN' of the sender, 'Alıcı IBAN' of the recipient: both printed",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'sender',
  "'Gönderen' row over 'Hesap' showing the sender's account number, the recipient's IBAN under 'IBAN'",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    'Hesap          : 1234 - 12345678',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);

// ---------- S: mail headers, English, wallets, incoming pages ----------
add(
  'mail',
  "mail header 'Kime: ayse.yilmaz@gmail.com' (the sender's mailbox) right over the body's 'Hesap: TR…' (sender's)",
  page(
    'Kimden: Akbank <dekont@akbank.com>',
    'Kime: ayse.yilmaz@gmail.com',
    `Hesap: ${sp(S)}`,
    'Alıcı: MEHMET KAYA',
    'Gönderen: AYŞE YILMAZ',
    amount,
    date,
  ),
  noIban,
);
add(
  'mail',
  "mail header 'Kime: AYŞE YILMAZ' (the customer) over 'IBAN:' of her account",
  page(
    'Kimden: Garanti BBVA',
    'Kime: AYŞE YILMAZ',
    `IBAN: ${sp(S)}`,
    'Konu: Para transferi dekontu',
    'Alıcı Adı: MEHMET KAYA',
    amount,
    date,
  ),
  { alici_ismi: 'MEHMET KAYA', alici_hesap: N },
);
add(
  'english',
  "English: 'Sender: AYŞE YILMAZ', 'Beneficiary: MEHMET KAYA', 'IBAN:' (sender's) then 'IBAM:' misread",
  page(
    'TRANSFER RECEIPT',
    'Sender: AYŞE YILMAZ',
    'Beneficiary: MEHMET KAYA',
    `IBAN: ${sp(S)}`,
    `IBAM: ${sp(R)}`,
    'Amount: 1.150,00 TL',
    'Date: 24.11.2026 14:35',
  ),
);
add(
  'english',
  "English: 'Beneficiary: MEHMET KAYA' over 'Account: ' of the ordering customer",
  page(
    'TRANSFER RECEIPT',
    'Ordering Customer: AYŞE YILMAZ',
    'Beneficiary: MEHMET KAYA',
    `Account: ${sp(S)}`,
    'Beneficiary Bank: ZIRAAT BANKASI',
    `IBAN Number: ${sp(R)}`,
    'Amount: 1.150,00 TL',
    'Date: 24.11.2026 14:35',
  ),
);
add(
  'incoming',
  "'Gelen EFT': 'Gönderen' over 'IBAN' (the payer's), 'Alıcı' over 'IBAN' (the holder's)",
  page(
    'GELEN EFT',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'incoming',
  "'Hesabınıza para yatırıldı': 'Karşı Taraf' (the payer) over 'IBAN' of the payer",
  page(
    'Hesabınıza para yatırıldı',
    'Karşı Taraf    : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Hesap Sahibi   : MEHMET KAYA',
    amount,
    date,
  ),
  { alici_hesap: N },
);
add(
  'wallet',
  "wallet: 'Kime MEHMET KAYA' over 'IBAN' (recipient's), 'Kimden AYŞE YILMAZ' over 'Hesap' speck-led",
  page(
    'Para gönderildi',
    '₺1.150,00',
    'Kimden          AYŞE YILMAZ',
    'Kime            MEHMET KAYA',
    `IBAN            ${sp(S)}`,
    `. IBAN          ${sp(R)}`,
    'İşlem zamanı    24 Kasım 2026, 14:35',
  ),
);

// ---------- F: a fee's account ----------
add(
  'fee',
  "'Masraf Hesabı IBAN' of the sender under the sender, the recipient's under a bare 'IBAN'",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    `Masraf Hesabı IBAN : ${sp(S)}`,
    amount,
    date,
  ),
);
add(
  'fee',
  "'EFT Ücreti Hesabınızdan alınmıştır: 5,00 TL' (the fee label running on into a word)",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    'EFT Ücreti Hesabınızdan : 5,00 TL',
    'Tutar          : 1.150,00 TL',
    date,
  ),
);
add(
  'fee',
  "'Masraf Hesaptan' fee line with no transfer amount label, the amount a bare sum",
  page(
    'HAVALE',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    '1.150,00 TL',
    'Masraf Hesaptan : 5,00 TL',
    date,
  ),
  { tutar: '1.150,00' },
);

// ---------- Q2: more ways the recipient's IBAN loses its label ----------
const two = (second: string, head = 'EFT DEKONTU') =>
  page(head, ...names, `IBAN           : ${sp(S)}`, second, amount, date);
add('lost2', "the second 'IBAN' behind a bullet '•'", two(`• IBAN         : ${sp(R)}`));
add('lost2', "the second 'IBAN' split by the OCR ('I BAN')", two(`I BAN          : ${sp(R)}`));
add('lost2', "the second 'IBAN' with its 'I' lost ('BAN')", two(`BAN            : ${sp(R)}`));
add(
  'lost2',
  "colon labels glued to their values ('IBAN:TR…', 'lBAN:TR…')",
  page(
    'EFT DEKONTU',
    'Gönderen: AYŞE YILMAZ',
    'Alıcı: MEHMET KAYA',
    `IBAN: ${sp(S)}`,
    `lBAN: ${sp(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
  ),
);
add('lost2', "the second IBAN under 'EFT IBAN' (a word before the label)", two(`EFT IBAN       : ${sp(R)}`));
add(
  'lost2',
  "the second IBAN under 'Şube / IBAN' of the recipient's branch",
  two(`Şube / IBAN    : KIZILAY / ${sp(R)}`),
);
add(
  'lost2',
  "the recipient's IBAN unlabelled, right-aligned on the line under the sender's",
  two(`                                   ${sp(R)}`),
);
add(
  'lost2',
  "names first, 'IBAN' of the sender, the recipient's IBAN in a sentence",
  page(
    'EFT DEKONTU',
    ...names,
    `IBAN           : ${sp(S)}`,
    `Alıcının ${sp(R)} numaralı hesabına gönderilmiştir.`,
    amount,
    date,
  ),
);
add(
  'lost2',
  "names with the sender's TCKN row between, 'IBAN' of the sender, the recipient's unlabelled",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(S)}`,
    'Gönderen TCKN  : 12*******34',
    sp(R),
    amount,
    date,
  ),
);
add('lost2', "OCR'd, colons lost: 'Alıcı MEHMET KAYA', 'IBAN' of the sender, the recipient's IBAN in boxes", [
  ...ocrPairs(['Gönderen', 'AYŞE YILMAZ'], ['Alıcı', 'MEHMET KAYA'], ['IBAN', sp(S)]),
  ...wordRow(
    6,
    [...R].map((char, index): [string, number] => [char, 24 + index * 1.7]),
    1,
    0.9,
  ),
  ...ocrAt([
    [
      8,
      [
        ['Tutar', 0],
        ['1.150,00 TL', 24],
      ],
    ],
    [
      10,
      [
        ['İşlem Tarihi', 0],
        ['24.11.2026 14:35', 24],
      ],
    ],
  ]),
]);
add(
  'lost2',
  "OCR'd, 'G0nderen' read with a zero, 'Alıcı' row, 'IBAN' of the sender, the recipient's unlabelled",
  ocrPairs(
    ['G0nderen', 'AYŞE YILMAZ'],
    ['Alıcı', 'MEHMET KAYA'],
    ['IBAN', sp(S)],
    ['', sp(R)],
    ['Tutar', '1.150,00 TL'],
    ['İşlem Tarihi', '24.11.2026 14:35'],
  ),
  { gonderici_ismi: N },
);
add(
  'lost2',
  "Turkish letters: 'GÖNDERİCİ ADI SOYADI', 'ALICI ADI SOYADI', the sender's 'IBAN NO', the recipient's 'IBAN N0' misread",
  page(
    'HAVALE DEKONTU',
    'GÖNDERİCİ ADI SOYADI : AYŞE YILMAZ',
    'ALICI ADI SOYADI     : MEHMET KAYA',
    `IBAN NO              : ${sp(S)}`,
    `İBAM NO              : ${sp(R)}`,
    'TUTAR                : 1.150,00 TL',
    'İŞLEM TARİHİ         : 24.11.2026 14:35',
  ),
);
add(
  'lost2',
  "names first, the sender's 'Hesap No' IBAN, the recipient's account as a number under 'Alıcı Hesap No'",
  page(
    'HAVALE',
    ...names,
    `Hesap No       : ${sp(S)}`,
    'Açıklama       : KİRA',
    'Gönderen Hesap No : 12345678901',
    amount,
    date,
  ),
  noIban,
);

// ---------- S2: statement lines, mail bodies, incoming pages not seen as incoming ----------
add(
  'stmt',
  "account activity detail: the holder's 'Hesap', an incoming FAST's 'Karşı Taraf' over the payer's 'IBAN'",
  page(
    'HESAP HAREKET DETAYI',
    'Müşteri        : MEHMET KAYA',
    `Hesap          : ${sp(R)}`,
    'İşlem          : FAST Alacak',
    'Karşı Taraf    : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Tutar          : +1.150,00 TL',
    date,
  ),
  { gonderici_ismi: N, alici_ismi: N, alici_hesap: N },
);
add(
  'stmt',
  "'Hesabınıza yatırıldı' (no incoming word the reader knows): 'Gönderen' over the payer's 'IBAN', the holder's 'Hesabınız'",
  page(
    'Hesabınıza 1.150,00 TL yatırıldı',
    'Gönderen       : AYŞE YILMAZ',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    `Hesabınız      : ${sp(R)}`,
    date,
  ),
);
add(
  'mail',
  "mail 'Kime: AYŞE YILMAZ' over the customer's 'IBAN:', the recipient's IBAN in the body's sentence",
  page(
    'Kimden: Garanti BBVA <bilgilendirme@garantibbva.com.tr>',
    'Kime: AYŞE YILMAZ',
    `IBAN: ${sp(S)}`,
    `Sayın AYŞE YILMAZ, hesabınızdan MEHMET KAYA adlı kişinin ${sp(R)} IBAN'lı hesabına`,
    '24.11.2026 14:35 tarihinde 1.150,00 TL EFT yapılmıştır.',
  ),
  { gonderici_ismi: N, alici_ismi: N },
);
add(
  'mail',
  "mail 'Kime: ayse.yilmaz@gmail.com' over 'Hesap:' (the customer's), two IBANs on the page",
  page(
    'Kimden: dekont@isbank.com.tr',
    'Kime: ayse.yilmaz@gmail.com',
    `Hesap: ${sp(S)}`,
    'Konu: EFT Dekontu',
    'Alıcı: MEHMET KAYA',
    sp(R),
    amount,
    date,
  ),
  { gonderici_ismi: N },
);
add(
  'english',
  "English: 'Sender: AYŞE YILMAZ', 'Receiver: MEHMET KAYA', 'Account:' (sender's), the receiver's IBAN unlabelled",
  page(
    'MONEY TRANSFER',
    'Sender: AYŞE YILMAZ',
    'Receiver: MEHMET KAYA',
    `Account: ${sp(S)}`,
    sp(R),
    'Amount: 1.150,00 TL',
    'Date: 24.11.2026 14:35',
  ),
);
add(
  'english',
  "English, recipient first: 'Payee: MEHMET KAYA' over 'IBAN' (payee's), 'Sender' over 'IBAN' (sender's)",
  page(
    'PAYMENT RECEIPT',
    'Payee: MEHMET KAYA',
    `IBAN: ${sp(R)}`,
    'Sender: AYŞE YILMAZ',
    `IBAN: ${sp(S)}`,
    'Amount: 1.150,00 TL',
    'Date: 24.11.2026 14:35',
  ),
);
add(
  'wallet',
  "wallet: 'Kimden' and 'Kime' rows, 'IBAN' of the sender, the recipient's IBAN printed bare under it",
  page(
    'Para gönderildi',
    '₺1.150,00',
    'Kimden          AYŞE YILMAZ',
    'Kime            MEHMET KAYA',
    `IBAN            ${sp(S)}`,
    `                ${sp(R)}`,
    'İşlem zamanı    24 Kasım 2026, 14:35',
  ),
);
add(
  'branch',
  "branch slip: 'HAVALE EDEN' and 'HAVALE EDİLEN' rows, 'HESAP NO' of the sender, the recipient's IBAN on a line of its own",
  page(
    'ŞUBE HAVALE MAKBUZU',
    'HAVALE EDEN    : AYŞE YILMAZ',
    'HAVALE EDİLEN  : MEHMET KAYA',
    `HESAP NO       : ${sp(S)}`,
    `                 ${sp(R)}`,
    'TUTAR          : 1.150,00 TL',
    'TARİH          : 24.11.2026 14:35',
  ),
);
add(
  'branch',
  "ATM slip, upper case, no colons: 'ALICI MEHMET KAYA' over 'HESAP' of the card's account, recipient IBAN unlabelled",
  page(
    'ATM PARA TRANSFERİ',
    'KART NO        5555 **** **** 1234',
    'ALICI          MEHMET KAYA',
    `HESAP          ${sp(S)}`,
    `ALICI HESABI   ${sp(R)}`,
    'TUTAR          1.150,00 TL',
    'TARİH          24.11.2026 14:35',
  ),
  { gonderici_ismi: N },
);
add(
  'branch',
  "ATM slip: 'ALICI MEHMET KAYA' over 'HESAP' of the card's account, the recipient's IBAN printed with no label",
  page(
    'ATM PARA TRANSFERİ',
    'KART NO        5555 **** **** 1234',
    'ALICI          MEHMET KAYA',
    `HESAP          ${sp(S)}`,
    `               ${sp(R)}`,
    'TUTAR          1.150,00 TL',
    'TARİH          24.11.2026 14:35',
  ),
  { gonderici_ismi: N },
);

// ---------- F2: fee labels running on ----------
add(
  'fee2',
  "wallet, amount unlabelled: 'Gönderim ücreti hesabınızdan alınmıştır  ₺5,00' under the recipient's IBAN",
  page(
    'Para gönderildi',
    '₺1.150,00',
    'Kimden          AYŞE YILMAZ',
    'Kime            MEHMET KAYA',
    `IBAN            ${sp(R)}`,
    'Gönderim ücreti hesabınızdan alınmıştır    ₺5,00',
    'İşlem zamanı    24 Kasım 2026, 14:35',
  ),
);
add(
  'fee2',
  "'Komisyon Hesap No' (a number) beside the amount, the recipient's 'IBAN' under the recipient",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    'Komisyon Hesap No : 1234-12345678',
    amount,
    date,
  ),
);
add(
  'fee2',
  "'Masraf IBAN' of the sender right under the recipient's row (a fee account where the IBAN should be)",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Masraf IBAN    : ${sp(S)}`,
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
);

add(
  'fee2',
  "a tutor's fee paid to 'Ders Ücreti Hesabı IBAN' (the recipient's account named after the fee)",
  page(
    'HAVALE DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Ders Ücreti Hesabı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'fee2',
  "a broker's commission paid to its 'Komisyon Hesabı' (the recipient's)",
  page(
    'EFT DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Komisyon Hesabı : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'fee2',
  "'Hizmet Ücreti Hesabınızdan Alınmıştır : 5,00 TL' and the amount only as a bare sum",
  page(
    'EFT',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `Alıcı IBAN     : ${sp(R)}`,
    'Hizmet Ücreti Hesabınızdan Alınmıştır : 5,00 TL',
    '1.150,00 TL',
    date,
  ),
);

// ---------- more: two bare labels, names with digits, glued colons, bulk lists ----------
add(
  'lost3',
  "names first, 'IBAN' of the sender, a second bare 'Hesap No' two lines down (the same account's number)",
  page(
    'EFT DEKONTU',
    ...names,
    `IBAN           : ${sp(S)}`,
    'Açıklama       : KİRA',
    'Hesap No       : 12345678901',
    amount,
    date,
  ),
  noIban,
);
add(
  'lost3',
  "sender a firm with a digit ('3D YAPI LTD. ŞTİ.') over its 'IBAN', the recipient's row over its own",
  page(
    'EFT DEKONTU',
    'Gönderen       : 3D YAPI LTD. ŞTİ.',
    `IBAN           : ${sp(S)}`,
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    amount,
    date,
  ),
  { gonderici_ismi: '3D YAPI LTD. ŞTİ.' },
);
add(
  'lost3',
  "labels glued to their values ('Gönderen:AYŞE YILMAZ', 'Alıcı:MEHMET KAYA', 'IBAN:TR…') and the second IBAN unlabelled",
  page(
    'FAST',
    'Gönderen:AYŞE YILMAZ',
    'Alıcı:MEHMET KAYA',
    `IBAN:${sp(S)}`,
    sp(R),
    'Tutar:1.150,00 TL',
    'Tarih:24.11.2026 14:35',
  ),
);
add(
  'lost3',
  "bulk payment: two 'Alıcı' rows, each over its bare 'IBAN'",
  page(
    'TOPLU ÖDEME DEKONTU',
    'Gönderen       : AYŞE YILMAZ',
    'Alıcı          : MEHMET KAYA',
    `IBAN           : ${sp(R)}`,
    'Alıcı          : ALİ DEMİR',
    `IBAN           : ${sp(X)}`,
    'Toplam Tutar   : 2.300,00 TL',
    date,
  ),
  { alici_ismi: N, alici_hesap: N, tutar: N },
);
add(
  'lost3',
  "forwarded mail: 'Kime: Muhasebe' right over the body's 'IBAN:' (the customer's), the recipient's IBAN bare",
  page(
    '---------- İletilen ileti ----------',
    'Kimden: AYŞE YILMAZ',
    'Kime: Muhasebe',
    `IBAN: ${sp(S)}`,
    'Alıcı: MEHMET KAYA',
    sp(R),
    amount,
    date,
  ),
);
add(
  'lost3',
  "the recipient's row over 'Hesap' (the debit account chosen in the app), the recipient's IBAN bare in the footer",
  page(
    'PARA TRANSFERİ',
    'Alıcı          : MEHMET KAYA',
    `Hesap          : Vadesiz TL ${sp(S)}`,
    'Gönderen       : AYŞE YILMAZ',
    amount,
    date,
    `Alıcının hesabı ${sp(R)} olarak kaydedilmiştir.`,
  ),
);

export default designs;

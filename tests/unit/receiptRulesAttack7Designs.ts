/**
 * Receipts designed against the rules of 308141d … 7929bfa (attack 7): IBANs in character boxes and
 * numbered party headings (A), a bare 'ALAN' label (B), a bare account label under a 'Kimden' / 'Kime'
 * row (C), 'Firma:' as a name label (D), a statement table's records and print dates (E), names holding
 * an address or a bank's name and mail headers (F), unlabelled sums and other dates' labels (G).
 */
import type { Word } from '../../server/receiptAnalysis/layout';
import { spaced as sp, wordRow } from './receiptTestWords';
import { N, ocrAt, R, S, X, designBook } from './receiptAttackKit';

/** An IBAN printed one character per box, each character an OCR'd word of its own. */
const boxes = (y: number, iban: string, x = 0, pitch = 1.7): Word[] =>
  wordRow(
    y,
    [...iban].map((char, index): [string, number] => [char, x + index * pitch]),
    1,
    0.9,
  );
const { designs, add } = designBook();
const page = (...lines: string[]) => lines.join('\n') + '\n';
const parties = `Gönderen       : AYŞE YILMAZ
Gönderen IBAN  : ${sp(S)}
Alıcı          : MEHMET KAYA
Alıcı IBAN     : ${sp(R)}`;
const amount = 'Tutar          : 1.150,00 TL';
const date = 'İşlem Tarihi   : 24.11.2026 14:35';

// ---------- A: character boxes and numbered party headings ----------
/** A branch form: two party sections, each a heading, a name under a small label and a box row. */
const form = (opts: {
  senderHeading?: string;
  recipientHeading?: string;
  senderIbanLabel?: string;
  recipientIbanLabel?: string;
  senderBoxes?: string | null;
  recipientBoxes?: string | null;
  recipientFirst?: boolean;
}): Word[] => {
  const {
    senderHeading = '1. TALİMATI VEREN',
    recipientHeading = '2. LEHDAR',
    senderIbanLabel = 'IBAN',
    recipientIbanLabel = 'IBAN',
    senderBoxes = S,
    recipientBoxes = R,
    recipientFirst = false,
  } = opts;
  const section = (y: number, heading: string, name: string, label: string, iban: string | null) => [
    ...ocrAt([
      [y, [[heading, 0]]],
      [y + 1.5, [['Ad Soyad / Ticari Unvan', 0]], 0.7],
      [y + 2.5, [[name, 0]]],
      [y + 4, [[label, 0]], 0.7],
    ]),
    ...(iban ? boxes(y + 5, iban) : []),
  ];
  const sender = section(recipientFirst ? 9 : 2, senderHeading, 'AYŞE YILMAZ', senderIbanLabel, senderBoxes);
  const recipient = section(
    recipientFirst ? 2 : 9,
    recipientHeading,
    'MEHMET KAYA',
    recipientIbanLabel,
    recipientBoxes,
  );
  return [
    ...ocrAt([[0, [['EFT / HAVALE TALİMAT FORMU', 10]]]]),
    ...sender,
    ...recipient,
    ...ocrAt([
      [16, [['3. İŞLEM', 0]]],
      [
        17.5,
        [
          ['Tutar (Rakamla)', 0],
          ['Tarih', 36],
        ],
        0.7,
      ],
      [
        18.5,
        [
          ['1.150,00 TL', 0],
          ['24.11.2026', 36],
        ],
      ],
    ]),
  ];
};
const noTime = { islem_saati: N };
add('boxes', 'both IBANs in boxes, numbered sections', form({}), noTime);
add('boxes', 'only the sender’s IBAN in boxes, the recipient’s boxes empty', form({ recipientBoxes: null }), {
  ...noTime,
  alici_hesap: N,
});
add('boxes', 'recipient’s section first, then the sender’s', form({ recipientFirst: true }), noTime);
add(
  'boxes',
  'recipient first, numbered 1. LEHDAR / 2. GÖNDEREN',
  form({ recipientFirst: true, recipientHeading: '1. LEHDAR', senderHeading: '2. GÖNDEREN' }),
  noTime,
);
add(
  'boxes',
  "sender's heading unknown ('1) BORÇLU HESAP SAHİBİ'), recipient's boxes empty",
  form({ senderHeading: '1) BORÇLU HESAP SAHİBİ', recipientBoxes: null }),
  { ...noTime, alici_hesap: N, gonderici_ismi: 'AYŞE YILMAZ' },
);
add(
  'boxes',
  "sender's heading 'MÜŞTERİ BİLGİLERİ', recipient's boxes empty",
  form({ senderHeading: 'MÜŞTERİ BİLGİLERİ', recipientBoxes: null }),
  { ...noTime, alici_hesap: N },
);
add(
  'boxes',
  "sender's heading 'A. HESAP SAHİBİ', recipient's heading 'B. LEHDAR', recipient's boxes empty",
  form({ senderHeading: 'A. HESAP SAHİBİ', recipientHeading: 'B. LEHDAR', recipientBoxes: null }),
  { ...noTime, alici_hesap: N },
);
add(
  'boxes',
  "no headings at all ('BİLGİLER'), sender's boxes only",
  form({ senderHeading: 'BİLGİLER', recipientHeading: 'DİĞER', recipientBoxes: null }),
  { ...noTime, alici_hesap: N, gonderici_ismi: 'AYŞE YILMAZ', alici_ismi: 'MEHMET KAYA' },
);
add(
  'boxes',
  "sender's box label 'Borçlandırılacak Hesap IBAN', recipient's boxes empty",
  form({ senderIbanLabel: 'Borçlandırılacak Hesap IBAN', recipientBoxes: null }),
  { ...noTime, alici_hesap: N },
);
add(
  'boxes',
  'the sender’s boxes in the recipient’s section’s place? no: sender boxes under both sections’ labels',
  form({ recipientBoxes: S }),
  { ...noTime, alici_hesap: N },
);
add('boxes', 'boxes wider apart (pitch 2.4)', [
  ...ocrAt([
    [0, [['1. GÖNDEREN', 0]]],
    [1.5, [['Adı Soyadı', 0]], 0.7],
    [2.5, [['AYŞE YILMAZ', 0]]],
    [4, [['IBAN', 0]], 0.7],
  ]),
  ...boxes(5, S, 0, 2.4),
  ...ocrAt([
    [8, [['2. ALICI', 0]]],
    [9.5, [['Adı Soyadı', 0]], 0.7],
    [10.5, [['MEHMET KAYA', 0]]],
    [12, [['IBAN', 0]], 0.7],
  ]),
  ...boxes(13, R, 0, 2.4),
  ...ocrAt([
    [16, [['Tutar : 1.150,00 TL', 0]]],
    [18, [['Tarih : 24.11.2026 14:35', 0]]],
  ]),
]);
add('boxes', 'two box rows side by side under their corner labels on one line', [
  ...ocrAt([
    [
      0,
      [
        ['Gönderen : AYŞE YILMAZ', 0],
        ['Alıcı : MEHMET KAYA', 50],
      ],
    ],
    [
      2,
      [
        ['Gönderen IBAN', 0],
        ['Alıcı IBAN', 50],
      ],
      0.7,
    ],
  ]),
  ...boxes(3, S, 0),
  ...boxes(3, R, 50),
  ...ocrAt([
    [6, [['Tutar : 1.150,00 TL', 0]]],
    [8, [['İşlem Tarihi : 24.11.2026 14:35', 0]]],
  ]),
]);
add(
  'boxes',
  "the recipient's label right over the sender's boxes' middle (reaching from the left)",
  [
    ...ocrAt([
      [0, [['Gönderen : AYŞE YILMAZ', 0]]],
      [1, [['Alıcı : MEHMET KAYA', 0]]],
      [
        3,
        [
          ['Hesap IBAN', 0],
          ['Alıcı IBAN', 22],
        ],
        0.7,
      ],
    ]),
    ...boxes(4, S, 0),
    ...ocrAt([
      [7, [['Tutar : 1.150,00 TL', 0]]],
      [9, [['İşlem Tarihi : 24.11.2026 14:35', 0]]],
    ]),
  ],
  { alici_hesap: N },
);
add('boxes', "a bare 'IBAN' over the sender's boxes, the recipient's IBAN labelled in text below", [
  ...ocrAt([
    [0, [['Gönderen : AYŞE YILMAZ', 0]]],
    [2, [['IBAN', 0]], 0.7],
  ]),
  ...boxes(3, S, 0),
  ...ocrAt([
    [6, [['Alıcı : MEHMET KAYA', 0]]],
    [8, [[`Alıcı IBAN : ${sp(R)}`, 0]]],
    [10, [['Tutar : 1.150,00 TL', 0]]],
    [12, [['İşlem Tarihi : 24.11.2026 14:35', 0]]],
  ]),
]);
add(
  'boxes',
  "a bare 'IBAN' over the sender's boxes, a sender heading-less page, no recipient IBAN",
  [
    ...ocrAt([
      [0, [['HAVALE TALİMATI', 0]]],
      [2, [['Hesap Sahibi : AYŞE YILMAZ', 0]]],
      [4, [['IBAN', 0]], 0.7],
    ]),
    ...boxes(5, S, 0),
    ...ocrAt([
      [8, [['Lehdar : MEHMET KAYA', 0]]],
      [10, [['Tutar : 1.150,00 TL', 0]]],
      [12, [['İşlem Tarihi : 24.11.2026 14:35', 0]]],
    ]),
  ],
  { alici_hesap: N },
);
add(
  'boxes',
  'text page: boxes as single characters spaced one apart',
  page(
    'EFT TALİMAT FORMU',
    'Gönderen : AYŞE YILMAZ',
    `Gönderen IBAN : ${[...S].join(' ')}`,
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${[...R].join(' ')}`,
    amount,
    date,
  ),
);
add(
  'boxes',
  'text page: only the sender’s IBAN in single characters under a bare IBAN',
  page(
    'EFT TALİMAT FORMU',
    'Gönderen : AYŞE YILMAZ',
    'IBAN',
    [...S].join(' '),
    'Alıcı : MEHMET KAYA',
    amount,
    date,
  ),
  { alici_hesap: N },
);
add(
  'boxes',
  "numbered heading with a colon: '1. GÖNDEREN: AYŞE YILMAZ' then '2. ALICI: MEHMET KAYA'",
  page(
    '1. GÖNDEREN: AYŞE YILMAZ',
    `   IBAN: ${sp(S)}`,
    '2. ALICI: MEHMET KAYA',
    `   IBAN: ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'boxes',
  "numbered notes: '1. ALICI' note line over the sender's data",
  page(
    'HAVALE DEKONTU',
    'AÇIKLAMALAR',
    '1. ALICI',
    'Hesap Sahibi : AYŞE YILMAZ',
    `IBAN : ${sp(S)}`,
    'Lehdar : MEHMET KAYA',
    amount,
    date,
  ),
  { alici_hesap: N, gonderici_ismi: 'AYŞE YILMAZ' },
);
add(
  'boxes',
  "numbered sections '1. GÖNDEREN' / '2. ALICI' text, sender's IBAN only",
  page(
    '1. GÖNDEREN',
    'Ad Soyad / Ticari Unvan : AYŞE YILMAZ',
    `IBAN : ${sp(S)}`,
    '2. ALICI',
    'Ad Soyad / Ticari Unvan : MEHMET KAYA',
    amount,
    date,
  ),
  { alici_hesap: N },
);
add(
  'boxes',
  "'Ticari Unvan' alone as a label in a bill's payee block",
  page(
    'FATURA ÖDEME DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    `IBAN : ${sp(S)}`,
    'Kurum Ticari Unvan : ENERJİSA ELEKTRİK A.Ş.',
    amount,
    date,
  ),
  { alici_hesap: N, alici_ismi: N },
);

// ---------- B: a bare 'ALAN' ----------
const dotted = (...lines: string[]) =>
  page(
    'VAKIFBANK ÇANKAYA ŞUBESİ',
    'TARİH/SAAT ....: 24.11.2026-14:35:10',
    ...lines,
    'HAVALE TUTARI .: 1.150,00 TL',
  );
add(
  'alan',
  "'ALAN' is the cashier who took a deposit ('ALAN ....: SEVİL TUNÇ') beside 'LEHTAR'",
  dotted(
    'GÖNDEREN ......: AYŞE YILMAZ',
    `BORÇLU IBAN ...: ${sp(S)}`,
    'LEHTAR ........: MEHMET KAYA',
    `ALACAKLI IBAN .: ${sp(R)}`,
    'ALAN ..........: SEVİL TUNÇ',
  ),
);
add(
  'alan',
  "'ALAN' is a land area ('ALAN ....: KADIKÖY MODA')",
  dotted(
    'GÖNDEREN ......: AYŞE YILMAZ',
    'ALICI .........: MEHMET KAYA',
    `ALACAKLI IBAN .: ${sp(R)}`,
    'ALAN ..........: KADIKÖY MODA',
  ),
);
add(
  'alan',
  "'ONAY VEREN :' (an officer) makes the page's sender label; 'ALAN :' the officer's colleague",
  page(
    'NAKİT YATIRMA DEKONTU',
    'YATIRAN : AYŞE YILMAZ',
    'LEHDAR : MEHMET KAYA',
    `IBAN : ${sp(R)}`,
    amount,
    date,
    'ONAY VEREN : HÜLYA DEMİR',
    'ALAN : SEVİL TUNÇ',
  ),
);
add(
  'alan',
  "signature block 'VEREN :' / 'ALAN :' with officer names, parties labelled",
  page('HAVALE DEKONTU', parties, amount, date, 'VEREN : AYŞE YILMAZ', 'ALAN : BANKA GÖREVLİSİ SEVİL TUNÇ'),
);
add(
  'alan',
  "'ALAN :' with the sender's name on an incoming page ('HAVALE VEREN : MEHMET KAYA', 'ALAN : AYŞE YILMAZ')",
  page(
    'GELEN HAVALE BİLDİRİMİ',
    'HAVALE VEREN : AYŞE YILMAZ',
    'ALAN : MEHMET KAYA',
    `ALAN IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'alan',
  "'ALAN .....:' is a form's field name header ('ALAN ....: DEĞER') in a key table",
  page(
    'GÖNDEREN ......: AYŞE YILMAZ',
    'ALAN ..........: DEĞER',
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'alan',
  "'TESLİM ALAN ....:' cell, not a whole 'ALAN'",
  dotted(
    'GÖNDEREN ......: AYŞE YILMAZ',
    'TESLİM ALAN ...: SEVİL TUNÇ',
    'LEHTAR ........: MEHMET KAYA',
    `ALACAKLI IBAN .: ${sp(R)}`,
  ),
);
add(
  'alan',
  "'ALAN ..:' and 'GÖNDEREN ..:' but the 'ALAN' row holds the sender's IBAN ('ALAN HESAP' on a sender's slip)",
  dotted('GÖNDEREN ......: AYŞE YILMAZ', 'ALAN ..........: MEHMET KAYA', `HESAP .........: ${sp(S)}`),
  { alici_hesap: N },
);
add(
  'alan',
  "OCR: 'GÖNDEREN ....:' and 'ALAN ....:' cells, 'ALAN' is the parking zone",
  ocrAt([
    [0, [['OTOPARK ÖDEME', 0]]],
    [
      2,
      [
        ['GÖNDEREN ....:', 0],
        ['AYŞE YILMAZ', 20],
      ],
    ],
    [
      4,
      [
        ['ALAN ........:', 0],
        ['KIRMIZI BÖLGE', 20],
      ],
    ],
    [
      6,
      [
        ['Alıcı :', 0],
        ['MEHMET KAYA', 20],
      ],
    ],
    [
      8,
      [
        ['Alıcı IBAN :', 0],
        [sp(R), 20],
      ],
    ],
    [
      10,
      [
        ['Tutar :', 0],
        ['1.150,00 TL', 20],
      ],
    ],
    [
      12,
      [
        ['İşlem Tarihi :', 0],
        ['24.11.2026 14:35', 20],
      ],
    ],
  ]),
);
add(
  'alan',
  "'ALAN :' with two names: the recipient and an approver on another label",
  dotted('HAVALE VEREN : AYŞE YILMAZ', 'ALAN : MEHMET KAYA', `ALAN IBAN : ${sp(R)}`),
);

// ---------- C: a bare account label under a 'Kimden' / 'Kime' row ----------
const wallet = (...lines: string[]) =>
  page('Para gönderildi', '₺1.150,00', ...lines, 'İşlem zamanı    24 Kasım 2026, 14:35');
add(
  'card',
  "'Kimden' over the sender's IBAN, 'Kime' over the recipient's",
  wallet(
    'Kimden          AYŞE YILMAZ',
    `IBAN            ${sp(S)}`,
    'Kime            MEHMET KAYA',
    `IBAN            ${sp(R)}`,
  ),
);
add(
  'card',
  "'Kime' over a bare 'IBAN' holding the sender's (the recipient's account masked below)",
  wallet(
    'Kimden          AYŞE YILMAZ',
    'Kime            MEHMET KAYA',
    `IBAN            ${sp(S)}`,
    'Alıcı hesabı    TR92 **** **** **** **** 5566',
  ),
  { alici_hesap: N },
);
add(
  'card',
  "'Kime' row and a bare 'Hesap' line for the sender's wallet account, IBAN of the recipient labelled",
  wallet(
    'Kime            MEHMET KAYA',
    `Hesap           ${sp(S)}`,
    'Kimden          AYŞE YILMAZ',
    `Alıcı IBAN      ${sp(R)}`,
  ),
);
add(
  'card',
  "incoming: 'Kimden' (the payer) over a bare 'IBAN' of the payer",
  page(
    'Hesabına para geldi',
    '₺1.150,00',
    'Kimden          AYŞE YILMAZ',
    `IBAN            ${sp(S)}`,
    'Kime            MEHMET KAYA',
    `Alıcı IBAN      ${sp(R)}`,
    'İşlem zamanı    24 Kasım 2026, 14:35',
  ),
);
add(
  'card',
  "two cards side by side: 'Kimden … Kime …' on one line, 'IBAN … IBAN …' under",
  wallet('Kimden   AYŞE YILMAZ          Kime   MEHMET KAYA', `IBAN     ${sp(S)}    IBAN   ${sp(R)}`),
);
add(
  'card',
  "'Kime' with a colon ('Kime: MEHMET KAYA') over a bare 'IBAN:' of the sender",
  wallet('Kimden: AYŞE YILMAZ', 'Kime: MEHMET KAYA', `IBAN: ${sp(S)}`),
  { alici_hesap: N },
);
add(
  'card',
  "'Kimden' card over 'IBAN' of the sender, the recipient's card with 'Hesap No' only",
  wallet(
    'Kimden          AYŞE YILMAZ',
    `IBAN            ${sp(S)}`,
    'Kime            MEHMET KAYA',
    'Banka           Halkbank',
  ),
  { alici_hesap: N },
);
add(
  'card',
  "'Kime' card whose value is a category ('Kime   Fatura') over the sender's 'IBAN'",
  wallet('Gönderen        AYŞE YILMAZ', 'Kime            Kira Ödemesi', `IBAN            ${sp(S)}`),
  { alici_ismi: N, alici_hesap: N },
);
add(
  'card',
  "OCR wallet: 'Kime' over 'IBAN' of the recipient, 'Kimden' over 'IBAN' of the sender",
  ocrAt([
    [0, [['Para gönderildi', 0]]],
    [2, [['₺1.150,00', 0]]],
    [
      4,
      [
        ['Kime', 0],
        ['MEHMET KAYA', 24],
      ],
    ],
    [
      6,
      [
        ['IBAN', 0],
        [sp(R), 24],
      ],
    ],
    [
      8,
      [
        ['Kimden', 0],
        ['AYŞE YILMAZ', 24],
      ],
    ],
    [
      10,
      [
        ['IBAN', 0],
        [sp(S), 24],
      ],
    ],
    [
      12,
      [
        ['İşlem zamanı', 0],
        ['24.11.2026 14:35', 24],
      ],
    ],
  ]),
);
add(
  'card',
  "OCR wallet: 'Kimden' over a bare 'Hesap' with the sender's IBAN, no recipient IBAN",
  ocrAt([
    [0, [['Para gönderildi', 0]]],
    [2, [['₺1.150,00', 0]]],
    [
      4,
      [
        ['Kimden', 0],
        ['AYŞE YILMAZ', 24],
      ],
    ],
    [
      6,
      [
        ['Hesap', 0],
        [sp(S), 24],
      ],
    ],
    [
      8,
      [
        ['Kime', 0],
        ['MEHMET KAYA', 24],
      ],
    ],
    [
      10,
      [
        ['İşlem zamanı', 0],
        ['24.11.2026 14:35', 24],
      ],
    ],
  ]),
  { alici_hesap: N },
);

// ---------- D: 'Firma:' ----------
const bulk = (head: string, rows: string[]) =>
  page(
    'Nakit Yönetimi · Toplu Ödeme',
    head,
    `Borçlu Hesap: ${sp(S)}`,
    '',
    '#   Ödeme Tipi   Alıcı          Alıcı IBAN                   Tutar        Gönderim',
    ...rows,
  );
add(
  'firma',
  "'Firma:' is the recipient company of a supplier payment (no list), sender labelled",
  page(
    'TEDARİKÇİ ÖDEME DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    'Firma: KAYA İNŞAAT LTD. ŞTİ.',
    `IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: 'KAYA İNŞAAT LTD. ŞTİ.' },
);
add(
  'firma',
  "'Firma:' above a list of invoices paid to it (the list's column 'Alıcı' absent)",
  page(
    'Ödeme Dekontu',
    'Firma: KAYA İNŞAAT LTD. ŞTİ.',
    'Gönderen: AYŞE YILMAZ',
    `Alıcı IBAN: ${sp(R)}`,
    '',
    '#   Fatura No    Fatura Tarihi   Tutar',
    '1   A-1021       01.11.2026      1.150,00',
    date,
  ),
  { alici_ismi: 'KAYA İNŞAAT LTD. ŞTİ.', tutar: '1.150,00' },
);
add(
  'firma',
  "'Firma:' above a payments list, but the firm is the recipient ('Tahsilat Listesi', incoming)",
  page(
    'Tahsilat Listesi',
    'Firma: KAYA İNŞAAT LTD. ŞTİ.',
    '',
    '#   Gönderen       Alıcı                Alıcı IBAN                   Tutar       Tarih',
    `1   AYŞE YILMAZ    KAYA İNŞAAT LTD.     ${R}   1.150,00    24.11.2026 14:35`,
  ),
  { alici_ismi: 'KAYA İNŞAAT LTD.', gonderici_ismi: 'AYŞE YILMAZ' },
);
add(
  'firma',
  'bulk list: two payments to two recipients',
  bulk('Firma: AYŞE YILMAZ', [
    `1   EFT          MEHMET KAYA    ${R}   1.150,00     24.11.2026 14:35`,
    `2   EFT          ALİ DEMİR      ${X}   2.000,00     24.11.2026 14:36`,
  ]),
  { alici_ismi: N, alici_hesap: N, tutar: N, islem_tarihi: N, islem_saati: N },
);
add(
  'firma',
  "'Satıcı Firma:' (the merchant) in a shop's payment page",
  page(
    'SANAL POS ÖDEME',
    'Satıcı Firma: KAYA TEKSTİL LTD. ŞTİ.',
    'Kart Sahibi: AYŞE YILMAZ',
    'Tutar : 1.150,00 TL',
    date,
  ),
  { alici_ismi: 'KAYA TEKSTİL LTD. ŞTİ.', alici_hesap: N },
);
add(
  'firma',
  "'Firma Adı:' in the recipient's section",
  page(
    'GÖNDEREN BİLGİLERİ',
    'Adı Soyadı : AYŞE YILMAZ',
    'ALICI BİLGİLERİ',
    'Firma Adı : KAYA İNŞAAT LTD. ŞTİ.',
    `IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: 'KAYA İNŞAAT LTD. ŞTİ.' },
);
add(
  'firma',
  "'Firma Unvanı:' in the sender's section, the recipient a person",
  page(
    'GÖNDEREN BİLGİLERİ',
    'Firma Unvanı : YILMAZ GIDA A.Ş.',
    `IBAN : ${sp(S)}`,
    'ALICI BİLGİLERİ',
    'Adı Soyadı : MEHMET KAYA',
    `IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { gonderici_ismi: 'YILMAZ GIDA A.Ş.' },
);
add(
  'firma',
  "'Firma:' is the payment institution (the wallet's company) above a list of transfers",
  page(
    'Firma: PAPARA ELEKTRONİK PARA A.Ş.',
    'Hesap Hareketleri',
    '#   Alıcı          Alıcı IBAN                   Tutar       Tarih',
    `1   MEHMET KAYA    ${R}   1.150,00    24.11.2026 14:35`,
    'Gönderen : AYŞE YILMAZ',
  ),
);
add(
  'firma',
  "'Kargo Firması:' and 'Firma:' of a courier on a payment page",
  page('HAVALE DEKONTU', parties, amount, date, 'Firma: YURTİÇİ KARGO A.Ş.', 'Kargo Firması: YURTİÇİ KARGO'),
);
add(
  'firma',
  "bulk list whose 'Firma:' head comes after the list",
  page(
    'Toplu Ödeme Listesi',
    '#   Alıcı          Alıcı IBAN                   Tutar       Gönderim',
    `1   MEHMET KAYA    ${R}   1.150,00    24.11.2026 14:35`,
    '',
    'Firma: KAYA İNŞAAT LTD. ŞTİ.',
  ),
  { gonderici_ismi: N },
);

// ---------- E: statement tables and print dates ----------
const statement = (rows: string[], head: string[] = []) =>
  page(
    'Hesap Dökümü',
    'Müşteri Adı: AYŞE YILMAZ',
    `IBAN: ${sp(S)}`,
    'Döküm Tarihi: 25.11.2026',
    ...head,
    '',
    'Tarih        Saat    Açıklama                                         Tutar (TL)    Bakiye (TL)',
    ...rows,
  );
const stmtWant = { alici_ismi: N, alici_hesap: N };
add(
  'table',
  "the one 'Alıcı:' row is an incoming transfer to the holder; the outgoing names nobody",
  statement([
    '23.11.2026   09:04   Gelen FAST - Gönderen: ALİ DEMİR - Alıcı: AYŞE YILMAZ  +2.000,00     5.000,00',
    '24.11.2026   14:35   Giden FAST - Kira                                 -1.150,00     3.850,00',
  ]),
  stmtWant,
);
add(
  'table',
  'the one row holding another IBAN is an incoming EFT from that IBAN',
  statement([
    `23.11.2026   09:04   Gelen EFT ${R}            +2.000,00     5.000,00`,
    '24.11.2026   14:35   Giden FAST - Kira                                 -1.150,00     3.850,00',
  ]),
  { ...stmtWant, alici_hesap: N, tutar: '1.150,00' },
);
add(
  'table',
  "a record wraps its 'Alıcı:' onto a line starting with a reference number",
  statement([
    '24.11.2026   14:35   Giden FAST                                        -1.150,00     3.850,00',
    '000123456            Alıcı: MEHMET KAYA',
    '24.11.2026   23:59   Mevduat Faizi                                          +8,51     3.858,51',
  ]),
  { alici_hesap: N },
);
add(
  'table',
  'records start with a time, the date in a later column',
  page(
    'Hesap Dökümü',
    'Müşteri Adı: AYŞE YILMAZ',
    '',
    'Saat    Tarih        Açıklama                                   Tutar (TL)',
    '09:04   23.11.2026   Gelen EFT - MAAŞ                            +21.748,50',
    '14:35   24.11.2026   Giden FAST - Alıcı: MEHMET KAYA              -1.150,00',
  ),
  { alici_hesap: N },
);
add(
  'table',
  'records numbered 1., 2. with the transfer second, no recipient named',
  page(
    'İşlem Listesi',
    'Gönderen: AYŞE YILMAZ',
    '',
    'No   Tarih        Saat    İşlem            Tutar',
    '1.   23.11.2026   09:04   Maaş             21.748,50',
    '2.   24.11.2026   14:35   FAST Giden       1.150,00',
  ),
  { alici_ismi: N, alici_hesap: N, tutar: N, islem_tarihi: N, islem_saati: N },
);
add(
  'table',
  'a transfer and its fee as two records (lost? one transfer)',
  page(
    'EFT DEKONTU',
    'Gönderen: AYŞE YILMAZ',
    'Alıcı: MEHMET KAYA',
    `Alıcı IBAN: ${sp(R)}`,
    '',
    '#   Tarih        Saat    İşlem            Tutar',
    '1   24.11.2026   14:35   EFT              1.150,00',
    '2   24.11.2026   14:35   EFT Masrafı      5,00',
  ),
);
add(
  'table',
  'a transfer and its fee as two records, recipient IBAN named in the transfer row',
  page(
    'EFT DEKONTU',
    'Gönderen: AYŞE YILMAZ',
    '',
    'Tarih        Saat    İşlem                                    Tutar',
    `24.11.2026   14:35   EFT ${R}             1.150,00`,
    '24.11.2026   14:35   EFT Masrafı                              5,00',
  ),
  { alici_ismi: N },
);
add(
  'table',
  "the transfer row's recipient IBAN is the holder's own IBAN above (a transfer between own accounts)",
  statement([
    '23.11.2026   09:04   Gelen EFT - MAAŞ                                 +2.000,00     5.000,00',
    `24.11.2026   14:35   Giden FAST ${S}          -1.150,00     3.850,00`,
  ]),
  { ...stmtWant, tutar: N, islem_tarihi: N, islem_saati: N },
);
add(
  'table',
  "'Ekstre Tarihi' the only date, with time",
  page('HESAP EKSTRESİ', parties, amount, 'Ekstre Tarihi: 25.11.2026 09:00'),
  { islem_tarihi: N, islem_saati: N },
);
add(
  'table',
  "'Döküm Tarihi ve Saati' beside the transaction's 'Tarih'",
  page(parties, amount, 'Döküm Tarihi ve Saati: 25.11.2026 09:00', 'Tarih : 24.11.2026 14:35'),
);
add(
  'table',
  "'BASIM :' the print line before the transaction's date row",
  page('BASIM : 25.11.2026 09:00:12', parties, amount, 'İŞLEM : 24.11.2026 14:35'),
);
add(
  'table',
  "'BASIM SAYISI : 2' then the date (a print count, not a date)",
  page(parties, amount, 'BASIM SAYISI : 2', date),
);
add(
  'table',
  "'Kayıt Tarihi' is the booking date = the transfer's (lost?)",
  page('HAVALE DEKONTU', parties, amount, 'Kayıt Tarihi : 24.11.2026 14:35'),
);
add(
  'table',
  "'Talimat Tarihi' of a standing order and the 'İşlem Tarihi'",
  page('DÜZENLİ ÖDEME DEKONTU', parties, amount, 'Talimat Tarihi : 01.01.2026 09:00', date),
);
add(
  'table',
  'two records both naming recipients (bulk)',
  statement([
    '24.11.2026   14:35   Giden FAST - Alıcı: MEHMET KAYA                   -1.150,00     3.850,00',
    '24.11.2026   14:40   Giden FAST - Alıcı: ALİ DEMİR                     -2.000,00     1.850,00',
  ]),
  { alici_ismi: N, alici_hesap: N, tutar: N, islem_saati: N },
);
add(
  'table',
  "a statement of one outgoing row naming the recipient and a 'Devreden' line",
  statement([
    'Devreden Bakiye                                                                          5.000,00',
    '24.11.2026   14:35   Giden FAST - Alıcı: MEHMET KAYA                   -1.150,00     3.850,00',
  ]),
  { alici_hesap: N },
);
add(
  'table',
  "OCR statement: 'Alıcı:' row second, a misread date in the third record",
  ocrAt([
    [0, [['Hesap Dökümü', 0]]],
    [2, [['Müşteri Adı: AYŞE YILMAZ', 0]]],
    [
      5,
      [
        ['Tarih', 0],
        ['Saat', 12],
        ['Açıklama', 20],
        ['Tutar (TL)', 60],
      ],
    ],
    [
      7,
      [
        ['23.11.2026', 0],
        ['09:04', 12],
        ['Gelen EFT - MAAŞ', 20],
        ['+2.000,00', 60],
      ],
    ],
    [
      9,
      [
        ['24.11.2026', 0],
        ['14:35', 12],
        ['Giden FAST - Alıcı: MEHMET KAYA', 20],
        ['-1.150,00', 60],
      ],
    ],
    [
      11,
      [
        ['2S.11.2O26', 0],
        ['23:59', 12],
        ['Mevduat Faizi', 20],
        ['+8,51', 60],
      ],
    ],
  ]),
  { alici_hesap: N },
);

// ---------- F: names with addresses, banks' names, mail headers ----------
add(
  'names',
  "recipient 'AKBANK T.A.Ş.' (a loan payment) and a 'Müşteri Adı' holder",
  page(
    'KREDİ ÖDEME DEKONTU',
    'Müşteri Adı : AYŞE YILMAZ',
    `IBAN : ${sp(S)}`,
    'Alıcı : AKBANK T.A.Ş.',
    amount,
    date,
  ),
  { alici_ismi: 'AKBANK T.A.Ş.', alici_hesap: N },
);
add(
  'names',
  "recipient 'AKBANK T.A.Ş.' under an 'ALICI' heading with an officer's name below",
  page(
    'Gönderen : AYŞE YILMAZ',
    'ALICI BİLGİLERİ',
    'Ünvan : AKBANK T.A.Ş.',
    'Yetkili : MEHMET KAYA',
    `IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: 'AKBANK T.A.Ş.' },
);
add(
  'names',
  'incoming mail to the recipient: the greeting names the recipient, the body the sender',
  page(
    'Kimden: Papara <no-reply@papara.com>',
    'Kime: mehmet.kaya@gmail.com',
    'Konu: Hesabınıza para geldi',
    'Merhaba MEHMET KAYA,',
    'AYŞE YILMAZ hesabınıza 1.150,00 TL gönderdi.',
    'Tarih: 24.11.2026 14:35',
  ),
  { alici_hesap: N },
);
add(
  'names',
  "mail header 'Kimden: Akbank' (no address), 'Kime: AYŞE YILMAZ' (the sender of the transfer)",
  page(
    'Kimden: Akbank',
    'Kime: AYŞE YILMAZ',
    'Konu: EFT Bilgilendirme',
    'Alıcı Adı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'names',
  "mail header with the address on the next line ('Kimden: MEHMET KAYA' / '<mehmet@x.com>')",
  page(
    'Kimden: MEHMET KAYA',
    '<mehmet.kaya@gmail.com>',
    'Kime: AYŞE YILMAZ',
    '<ayse.yilmaz@gmail.com>',
    'Konu: Dekont',
    'Gönderen : AYŞE YILMAZ',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: N },
);
add(
  'names',
  "forwarded mail: 'Kimden: AYŞE YILMAZ <ayse@…>' then the bank's receipt",
  page(
    'Kimden: AYŞE YILMAZ <ayse.yilmaz@gmail.com>',
    'Kime: MEHMET KAYA <mehmet.kaya@gmail.com>',
    '---------- İletilen ileti ----------',
    parties,
    amount,
    date,
  ),
);
add(
  'names',
  "a company with 'ORG.' run on ('KAYA TUR.ORG.LTD.ŞTİ.')",
  page('Gönderen : AYŞE YILMAZ', 'Alıcı : KAYA TUR.ORG.LTD.ŞTİ.', `Alıcı IBAN : ${sp(R)}`, amount, date),
  { alici_ismi: 'KAYA TUR.ORG.LTD.ŞTİ.' },
);
add(
  'names',
  "a company named '… DATABANK BİLİŞİM A.Ş.'",
  page('Gönderen : AYŞE YILMAZ', 'Alıcı : DATABANK BİLİŞİM A.Ş.', `Alıcı IBAN : ${sp(R)}`, amount, date),
  { alici_ismi: 'DATABANK BİLİŞİM A.Ş.' },
);
add(
  'names',
  "recipient's name rejected for the bank ('ZİRAAT BANKASI A.Ş.'), the sender's name beside",
  page(
    'HAVALE DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    'Alıcı : T.C. ZİRAAT BANKASI A.Ş.',
    'Alıcı Adına : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: N },
);
add(
  'names',
  "recipient 'Akbank' with an 'Ad Soyad' label for the holder in its section",
  page(
    'GÖNDEREN',
    'Ad Soyad : AYŞE YILMAZ',
    'ALICI',
    'Banka : Akbank',
    'Ad Soyad : MEHMET KAYA',
    `IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'names',
  "a name with a web address ('MEHMET KAYA www.kaya.com.tr') then the bare name below",
  page(
    'Gönderen : AYŞE YILMAZ',
    'Alıcı : MEHMET KAYA www.kaya.com.tr',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: N },
);
add(
  'names',
  "mail 'Kime:' with an address far to the right in a cell of its own",
  page(
    'Kimden: AYŞE YILMAZ',
    'Kime: MEHMET KAYA                              mehmet.kaya@gmail.com',
    `IBAN: ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'names',
  "OCR mail header: 'Kimden:' with the bank's name and an OCR'd address, body greeting the sender",
  ocrAt([
    [
      0,
      [
        ['Kimden:', 0],
        ['Garanti BBVA', 8],
        ['bilgilendirmedgarantibbva.com.tr', 24],
      ],
    ],
    [
      2,
      [
        ['Kime:', 0],
        ['ayse.yilmazdgmail.com', 8],
      ],
    ],
    [4, [['Sayın AYŞE YILMAZ,', 0]]],
    [
      6,
      [
        ['Alıcı Adı', 0],
        ['MEHMET KAYA', 24],
      ],
    ],
    [
      8,
      [
        ['Alıcı IBAN', 0],
        [sp(R), 24],
      ],
    ],
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

// ---------- G: unlabelled sums and other dates' labels ----------
add(
  'sum',
  'wallet: no big sum, a points line with its sum alone on the next line',
  page(
    'MEHMET KAYA kişisine para gönderdin',
    'Kazandığın puan',
    '₺11,50',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
  { tutar: N },
);
add(
  'sum',
  'wallet: the balance as a big sum alone under its label, no transfer sum',
  page(
    'Para gönderildi',
    'Bakiyen',
    '₺3.200,00',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    'Gönderen AYŞE YILMAZ',
    '24.11.2026 14:35',
  ),
  { tutar: N },
);
add(
  'sum',
  'wallet: two unlabelled sums alone on their lines (sent and cashback)',
  page(
    'Para gönderildi',
    '₺1.150,00',
    '₺11,50',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    'Gönderen AYŞE YILMAZ',
    '24.11.2026 14:35',
  ),
  { tutar: N },
);
add(
  'sum',
  "cashback sentence with a verb 'yatırıldı' and no transfer sum",
  page(
    'Para gönderildi',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    'Gönderen AYŞE YILMAZ',
    'Hesabınıza 25,00 TL nakit iade yatırıldı.',
    '24.11.2026 14:35',
  ),
  { tutar: N },
);
add(
  'sum',
  "fee sentence with 'ödendi' and the transfer sum in words only",
  page(
    'EFT DEKONTU',
    parties,
    'İşlem için 5,00 TL masraf ödendi.',
    'Bin yüz elli Türk Lirası EFT talimatınız alınmıştır.',
    date,
  ),
  { tutar: N },
);
add(
  'sum',
  'sentence without a listed verb (lost?): \u2018… 1.150,00 TL tutarındaki EFT talimatınız alınmıştır\u2019',
  page('EFT DEKONTU', parties, 'MEHMET KAYA adına 1.150,00 TL tutarındaki EFT talimatınız alınmıştır.', date),
);
add(
  'sum',
  "sentence 'HAVALE işleminiz 1.150,00 TL olarak tamamlandı' (lost?)",
  page('HAVALE DEKONTU', parties, 'HAVALE işleminiz 1.150,00 TL olarak tamamlandı.', date),
);
add(
  'sum',
  "sum with its currency before it 'TL 1.150,00' alone on its line",
  page('FAST', parties, 'TL 1.150,00', date),
);
add(
  'sum',
  "a limit sentence with 'gerçekleşti': 'Günlük limitin 5.000,00 TL olarak gerçekleşti'",
  page(
    'Para gönderildi',
    'Günlük limitin 5.000,00 TL olarak gerçekleşti.',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
  { tutar: N },
);
add(
  'sum',
  "a refund notice: '11,50 TL hesabınıza aktarıldı (iade)' only",
  page(
    'İADE BİLDİRİMİ',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '11,50 TL iade hesabınıza aktarıldı.',
    '24.11.2026 14:35',
  ),
  { tutar: N },
);
add(
  'sum',
  "'Vade Tarihi' and 'Fatura Tarihi' with times, the transaction's date unlabelled",
  page(
    'FATURA ÖDEME',
    parties,
    amount,
    'Fatura Tarihi : 01.11.2026 10:00',
    'Son Ödeme Tarihi : 30.11.2026',
    '24.11.2026 14:35',
  ),
);
add(
  'sum',
  "'Başlangıç Tarihi' / 'Bitiş Tarihi' of a period and an 'İşlem' date",
  page(
    'DÜZENLİ TRANSFER',
    parties,
    amount,
    'Başlangıç Tarihi : 01.01.2026',
    'Bitiş Tarihi : 31.12.2026',
    'İşlem : 24.11.2026 14:35',
  ),
);
add(
  'sum',
  "'Gönderim Tarihi' (the date money was sent) beside 'Teslim Tarihi' (arrival)",
  page(
    'SWIFT TRANSFER',
    parties,
    amount,
    'Gönderim Tarihi : 24.11.2026 14:35',
    'Teslim Tarihi : 26.11.2026 10:00',
  ),
);
add(
  'sum',
  "OCR wallet: one big sum alone and a 'Kazandığın puan' sum on its own line",
  ocrAt([
    [0, [['Para gönderildi', 0]]],
    [2, [['₺1.150,00', 0]]],
    [4, [['Kazandığın puan', 0]]],
    [6, [['₺11,50', 0]]],
    [
      8,
      [
        ['Gönderen', 0],
        ['AYŞE YILMAZ', 24],
      ],
    ],
    [
      10,
      [
        ['Alıcı', 0],
        ['MEHMET KAYA', 24],
      ],
    ],
    [
      12,
      [
        ['IBAN', 0],
        [sp(R), 24],
      ],
    ],
    [14, [['24.11.2026 14:35', 0]]],
  ]),
  { tutar: N },
);
add(
  'sum',
  'OCR: the amount in a sentence with a verb, a point total alone on its line',
  ocrAt([
    [0, [['MEHMET KAYA hesabına 1.150,00 TL gönderildi.', 0]]],
    [2, [['Toplam puanın', 0]]],
    [4, [['120,00 TL', 0]]],
    [
      6,
      [
        ['Gönderen', 0],
        ['AYŞE YILMAZ', 24],
      ],
    ],
    [
      8,
      [
        ['IBAN', 0],
        [sp(R), 24],
      ],
    ],
    [10, [['24.11.2026 14:35', 0]]],
  ]),
  { tutar: N },
);

// ---------- mixed: older traps meeting the new rules ----------
add(
  'mixed',
  "'Kimden' row over a bare 'IBAN' of the sender with an 'ALAN ...:' row below",
  page(
    'GÖNDEREN ......: AYŞE YILMAZ',
    'Kime            MEHMET KAYA',
    `IBAN            ${sp(S)}`,
    'ALAN ..........: MEHMET KAYA',
    amount,
    date,
  ),
  { alici_hesap: N },
);
add(
  'mixed',
  'char boxes of the sender under a Kime card',
  [
    ...ocrAt([
      [
        0,
        [
          ['Kimden', 0],
          ['AYŞE YILMAZ', 24],
        ],
      ],
      [
        2,
        [
          ['Kime', 0],
          ['MEHMET KAYA', 24],
        ],
      ],
      [4, [['IBAN', 0]], 0.7],
    ]),
    ...boxes(5, S, 0),
    ...ocrAt([
      [8, [['Tutar : 1.150,00 TL', 0]]],
      [10, [['İşlem Tarihi : 24.11.2026 14:35', 0]]],
    ]),
  ],
  { alici_hesap: N },
);
add(
  'mixed',
  "statement with 'Firma:' head and records, one naming 'Alıcı:'",
  statement(
    [
      '23.11.2026   09:04   Gelen EFT - MAAŞ                                 +2.000,00     5.000,00',
      '24.11.2026   14:35   Giden FAST - Alıcı: MEHMET KAYA                   -1.150,00     3.850,00',
    ],
    ['Firma: YILMAZ GIDA A.Ş.'],
  ),
  { gonderici_ismi: N, alici_hesap: N },
);
add(
  'mixed',
  "bank-name recipient in a card 'Kime   Akbank T.A.Ş.' over the sender's 'IBAN'",
  wallet('Kimden          AYŞE YILMAZ', 'Kime            Akbank T.A.Ş.', `IBAN            ${sp(S)}`),
  { alici_ismi: 'Akbank T.A.Ş.', alici_hesap: N },
);
add(
  'mixed',
  "numbered '1. ALICI' section holding the sender's IBAN (a refund form: the refund's payee was the sender)",
  page(
    'İADE TALEP FORMU',
    '1. ALICI',
    'Ad Soyad : MEHMET KAYA',
    `IBAN : ${sp(R)}`,
    '2. GÖNDEREN',
    'Ad Soyad : AYŞE YILMAZ',
    `IBAN : ${sp(S)}`,
    amount,
    date,
  ),
);

// ---------- second round: sharper attacks on A–G ----------
add(
  'table2',
  "the transfer's value date under its date ('25.11.2026 Alıcı: …') reads as a record of its own",
  statement([
    '24.11.2026   14:35   Giden FAST                                        -1.150,00     3.850,00',
    '25.11.2026           Alıcı: MEHMET KAYA',
    '25.11.2026   23:59   Mevduat Faizi                                          +8,51     3.858,51',
  ]),
  { alici_hesap: N },
);
add(
  'table2',
  "the naming record has no time; the next record's time is below it",
  statement([
    '23.11.2026   09:04   Gelen EFT - MAAŞ                                 +2.000,00     5.000,00',
    '24.11.2026           Giden FAST - Alıcı: MEHMET KAYA                   -1.150,00     3.850,00',
    '24.11.2026   23:59   Mevduat Faizi                                          +8,51     3.858,51',
  ]),
  { alici_hesap: N, islem_saati: N },
);
add(
  'table2',
  "the recipient's IBAN above the table (a receipt head), a third party's IBAN in another record",
  page(
    'FAST DEKONTU',
    'Gönderen: AYŞE YILMAZ',
    'Alıcı: MEHMET KAYA',
    `Alıcı IBAN: ${sp(R)}`,
    '',
    'Tarih        Saat    Açıklama                                   Tutar',
    `24.11.2026   14:35   FAST ${R}          1.150,00`,
    `24.11.2026   14:36   İade ${X}          2.000,00`,
  ),
);
add(
  'table2',
  "a fee record 'Hesap İşletim Ücreti' and the transfer naming nobody",
  statement([
    '24.11.2026   14:35   Giden FAST - Kira                                 -1.150,00     3.850,00',
    '24.11.2026   14:36   Hesap İşletim Ücreti                                  -5,00     3.845,00',
  ]),
  { ...stmtWant, tutar: N, islem_saati: N },
);
add(
  'table2',
  "a record 'Virman - Hesap No: 12345' beside the transfer naming nobody",
  statement([
    '23.11.2026   09:04   Virman - Alıcı Hesap: 12345                      -2.000,00     5.000,00',
    '24.11.2026   14:35   Giden FAST - Kira                                 -1.150,00     3.850,00',
  ]),
  { ...stmtWant, tutar: N, islem_tarihi: N, islem_saati: N },
);
add(
  'boxes2',
  "'1. ALICI BİLGİLERİ' then '2. ÖDEME BİLGİLERİ' holding the debited 'IBAN'",
  page(
    '1. ALICI BİLGİLERİ',
    'Ad Soyad / Ticari Unvan : MEHMET KAYA',
    '2. ÖDEME BİLGİLERİ',
    `IBAN : ${sp(S)}`,
    'Ödeyen : AYŞE YILMAZ',
    amount,
    date,
  ),
  { alici_hesap: N },
);
add(
  'boxes2',
  "OCR form: '1. ALICI' section with name, '2. HESAP' section with the debited account in boxes",
  [
    ...ocrAt([
      [0, [['1. ALICI', 0]]],
      [1.5, [['Ad Soyad / Ticari Unvan', 0]], 0.7],
      [2.5, [['MEHMET KAYA', 0]]],
      [4, [['2. BORÇLANDIRILACAK HESAP', 0]]],
      [5.5, [['IBAN', 0]], 0.7],
    ]),
    ...boxes(6.5, S),
    ...ocrAt([
      [9, [['Müşteri : AYŞE YILMAZ', 0]]],
      [11, [['Tutar : 1.150,00 TL', 0]]],
      [13, [['Tarih : 24.11.2026 14:35', 0]]],
    ]),
  ],
  { alici_hesap: N, gonderici_ismi: 'AYŞE YILMAZ' },
);
add(
  'boxes2',
  "numbered instructions in a footer: '2. ALICI' alone, then the bank's own account",
  page(
    'HAVALE DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    'Alıcı : MEHMET KAYA',
    amount,
    date,
    'DİKKAT EDİLECEK HUSUSLAR',
    '1. GÖNDEREN',
    'Kimlik ibrazı zorunludur.',
    '2. ALICI',
    `Masraf hesabı IBAN : ${sp(X)}`,
  ),
  { alici_hesap: N },
);
add(
  'alan2',
  "a collection slip: 'VEREN ....:' the payer, 'ALAN ....:' the bank teller, the payee in the description",
  page(
    'TAHSİLAT MAKBUZU',
    'VEREN .........: AYŞE YILMAZ',
    'ALAN ..........: SEVİL TUNÇ',
    'AÇIKLAMA ......: MEHMET KAYA HESABINA KİRA',
    `IBAN ..........: ${sp(R)}`,
    'TUTAR .........: 1.150,00 TL',
    'TARİH .........: 24.11.2026 14:35',
  ),
  { alici_ismi: N },
);
add(
  'alan2',
  "'KARAR VEREN :' (a committee) makes an ALAN page; 'ALAN :' is a field of study",
  page(
    'BURS ÖDEME DEKONTU',
    'KARAR VEREN : BURS KURULU',
    'ALAN : MAKİNE MÜHENDİSLİĞİ',
    'Gönderen : AYŞE YILMAZ',
    `IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { alici_ismi: N },
);
add(
  'firma2',
  "a shop order: 'Firma:' the seller, a table whose 'Alıcı' column is the buyer",
  page(
    'Sipariş Ödeme Bilgisi',
    'Firma: KAYA TEKSTİL LTD. ŞTİ.',
    '',
    '#   Alıcı          Teslimat Adresi         Tutar       Tarih',
    '1   AYŞE YILMAZ    Kadıköy / İstanbul      1.150,00    24.11.2026 14:35',
  ),
  { gonderici_ismi: 'AYŞE YILMAZ', alici_ismi: 'KAYA TEKSTİL LTD. ŞTİ.', alici_hesap: N },
);
add(
  'card2',
  "'Kime' row, then a table header 'Hesap   Tutar   Tarih' whose account is the debited one",
  page(
    'Para gönderildi',
    'Kime            MEHMET KAYA',
    'Hesap                          Tutar        Tarih',
    `${sp(S)}   1.150,00     24.11.2026 14:35`,
    'Gönderen        AYŞE YILMAZ',
  ),
  { alici_hesap: N },
);
add(
  'names2',
  "P2P mail: 'Kimden: AYŞE YILMAZ (ayse@…)' / 'Kime: MEHMET KAYA (mehmet@…)' are the transfer's parties",
  page(
    'Para Gönderimi Bilgilendirme',
    'Kimden: AYŞE YILMAZ (ayse.yilmaz@gmail.com)',
    'Kime: MEHMET KAYA (mehmet.kaya@gmail.com)',
    `Alıcı IBAN: ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'names2',
  "a column 'Alıcı' over 'ODEA BANK A.Ş.' with the card holder's name wrapped under it",
  page(
    'KREDİ KARTI BORÇ ÖDEME',
    'Gönderen            Alıcı                Tutar',
    'AYŞE YILMAZ         ODEA BANK A.Ş.       1.150,00 TL',
    '                    AYŞE YILMAZ KARTI',
    date,
  ),
  { alici_ismi: N, alici_hesap: N },
);
add(
  'sum2',
  "'Talimat Tarihi' the only date of an EFT instruction receipt (lost?)",
  page('EFT TALİMAT DEKONTU', parties, amount, 'Talimat Tarihi : 24.11.2026 14:35'),
);
add(
  'sum2',
  "'Açılış Tarihi' of the sender's account beside an unlabelled transaction date",
  page('HAVALE', parties, amount, 'Hesap Açılış Tarihi : 01.02.2015', '24.11.2026 14:35'),
);
export default designs;

/**
 * Receipts designed against the rules of 79113d9 (attack 15), numbered party headings (heading): a form's
 * heading glued to its number or followed by a speck ('2.LEHDAR (e', '1)GÖNDEREN ~'), such lines in notes
 * under the form, and party words followed by a tick, a count, a mask, a footnote mark or a checkbox, which
 * head no section. Each design asserts each field right or empty.
 */
import type { Word } from '../../server/receiptAnalysis/layout';
import { N, R, S, X, designBook, ocrAt, type Cells, type Fields } from './receiptAttackKit';
import { spaced, wordRow } from './receiptTestWords';
import { B, DEAL, DEAL_LINES, cells, labelled, ocr, page } from './receiptAttack15Designs';

/** The holder's second account. */
const H = 'TR680006700100000012349876';

const { designs, add } = designBook();
const heading = (title: string, input: string | Word[], want?: Fields) => add('heading', title, input, want);

// ---------- a branch's transfer form: numbered sections, small labels, IBANs in boxes ----------
/** An IBAN printed one character per box, each character an OCR'd word of its own. */
const boxes = (y: number, iban: string) =>
  wordRow(
    y,
    [...iban].map((char, index): [string, number] => [char, index * 1.7]),
    1,
    0.9,
  );
/** A form's field: its small label's cells over its value's, or over the IBAN its boxes hold. */
type Field = [Cells, Cells | string];
/** A section from `y` down: its heading (none when null), then each field 2.5 under the one before. */
const section = (y: number, heading: string | Cells | null, ...fields: Field[]): Word[] => [
  ...(heading === null ? [] : ocrAt([[y, typeof heading === 'string' ? cells(heading) : heading]])),
  ...fields.flatMap(([label, value], index) => {
    const at = y + 1.5 + index * 2.5;
    return [
      ...ocrAt([[at, label, 0.7]]),
      ...(typeof value === 'string' ? boxes(at + 1, value) : ocrAt([[at + 1, value]])),
    ];
  }),
];
const NAME = 'Ad Soyad / Ticari Unvan';
const named = (name: string): Field => [cells(NAME), cells(name)];
const boxed = (iban: string, label = 'IBAN'): Field => [cells(label), iban];
const PAYER: Field = [cells(NAME, 0, 'Müşteri No', 36), cells('AYŞE YILMAZ', 0, '302381612', 36)];
const PAYEE: Field = [cells(NAME, 0, 'Banka / Şube', 36), cells('MEHMET KAYA', 0, 'İş Bankası', 36)];
const WHAT: Field = [cells('Tutar (Rakamla)', 0, 'Tarih', 36), cells('1.150,00 TL', 0, '24.11.2026', 36)];
const TITLE = ocrAt([[0, cells('EFT / HAVALE TALİMAT FORMU', 10)]]);
const amountAt = (y: number) => ocrAt([[y, cells('Tutar', 0, '1.150,00 TL', 20)]]);
const GLUED_PAYER = section(2, '1.GÖNDEREN', named('AYŞE YILMAZ'), boxed(S));

/** The form: the sender's section, the recipient's, the transaction's, then `more`. */
const form = (sender = '1. TALİMATI VEREN', recipient = '2. LEHDAR', ...more: Word[][]) => [
  ...TITLE,
  ...section(2, sender, PAYER, boxed(S, 'Borçlandırılacak Hesap IBAN')),
  ...section(9, recipient, PAYEE, boxed(R)),
  ...section(16, '3. İŞLEM', WHAT),
  ...more.flat(),
];
/** The form with a bank officer's name under a note's line and a numbered party line. */
const officer = (note: string, heading: string) =>
  form(undefined, undefined, section(20.5, note), section(22, heading, named('ZEYNEP AK')));
/** The form gives no time. */
const noTime = { islem_saati: N };
/** A text layer's party: its heading, 'Ad Soyad' and, when given, 'IBAN'. */
const party = (heading: string, name: string, iban?: string) => [
  heading,
  `Ad Soyad: ${name}`,
  ...(iban ? [`IBAN: ${spaced(iban)}`] : []),
];
/** A text layer's page: its title, its parties, the amount and the date. */
const partyPage = (title: string, ...parties: Array<Parameters<typeof party>>) =>
  page(title, ...parties.flatMap((entry) => party(...entry)), ...DEAL_LINES);

heading(
  "B02 glued headings, the payee's section first: '1.ALICI', '2.GÖNDEREN'",
  [
    ...TITLE,
    ...section(2, '1.ALICI', PAYEE, boxed(R)),
    ...section(9, '2.GÖNDEREN', PAYER, boxed(S)),
    ...section(16, '3. İŞLEM', WHAT),
  ],
  noTime,
);
heading(
  "B03 the recipient's heading a numbered note: '2.ALICI tarafından doldurulacaktır'",
  form('1.TALİMATI VEREN', '2.ALICI tarafından doldurulacaktır'),
  noTime,
);
heading(
  "B04 a note '1.GÖNDEREN (e' under the form, over a bank officer's name",
  officer('AÇIKLAMALAR', '1.GÖNDEREN (e'),
  noTime,
);
heading(
  "B05 a note '2.ALICI (*' under the form, over a bank officer's name",
  officer('BANKA ONAYI', '2.ALICI (*'),
  noTime,
);
heading(
  "B06 an amount '2.500 ALICI' over a label (no heading)",
  form(undefined, undefined, section(20.5, '2.500 ALICI', named('ZEYNEP AK'))),
  noTime,
);
heading(
  "B07 'ALICI 12' (a party word and a count) over the sender's 'Ad Soyad'",
  ocr(
    'HAVALE DEKONTU',
    'ALICI 12',
    ...labelled('Ad Soyad', 'AYŞE YILMAZ', 'Alıcı Adı', 'MEHMET KAYA', 'IBAN', spaced(R), ...DEAL),
  ),
);

/** An OCR'd card: lines, then the payee's generic 'Ad Soyad' and 'IBAN', the amount and the date. */
const payeeCard = (...top: Array<string | Cells>) =>
  ocr(...top, ...labelled('Ad Soyad', 'MEHMET KAYA', 'IBAN', spaced(R), ...DEAL));
heading(
  "B08 'GÖNDEREN :1' (a count) over the payee's 'Ad Soyad'",
  payeeCard('TOPLU ÖDEME ÖZETİ', 'GÖNDEREN :1'),
  { gonderici_ismi: N },
);
heading(
  "B09 a masked sender 'Gönderen A*' over the payee's 'Ad Soyad' and 'IBAN'",
  payeeCard('FAST DEKONTU', 'Gönderen A*'),
  { gonderici_ismi: N },
);
heading(
  "B11 fee checkboxes 'ALICI ☐   GÖNDEREN ☒' in the sender's section, over its 'Ad Soyad'",
  [
    ...TITLE,
    ...section(2, '1. TALİMATI VEREN'),
    ...section(3.5, cells('ALICI ☐', 0, 'GÖNDEREN ☒', 24), PAYER, boxed(S)),
    ...section(10.5, '2. LEHDAR', PAYEE, boxed(R)),
    ...section(16, null, WHAT),
  ],
  noTime,
);
heading(
  "B12 fee checkboxes 'Masraf  GÖNDEREN [x  ALICI [' under the form, over the officers' names",
  form(
    undefined,
    undefined,
    section(20.5, cells('Masraf', 0, 'GÖNDEREN [x', 12, 'ALICI [', 30), [
      cells(NAME, 0, 'Ad Soyad', 30),
      cells('ZEYNEP AK', 0, 'ALİ VELİ', 30),
    ]),
  ),
  noTime,
);
heading(
  "B15 headings glued with ')', specks after them: '1)GÖNDEREN ~', '2)YARARLANICI ,1'",
  form('1)GÖNDEREN ~', '2)YARARLANICI ,1'),
  noTime,
);
heading(
  "B16 a page number glued after a heading: '2. LEHDAR 12', '1. TALİMATI VEREN 1/'",
  form('1. TALİMATI VEREN 1/', '2. LEHDAR 12'),
  noTime,
);
heading(
  "B17 a NUL inside a glued heading ('2.\\0LEHDAR') and after one ('1.TALİMATI VEREN \\0')",
  form('1.TALİMATI VEREN \u0000', '2.\u0000LEHDAR'),
  noTime,
);
heading("B18 a date's day glued to a party word: '24.ALICI'", form('1. TALİMATI VEREN', '24.ALICI'), noTime);
heading(
  "B20 text layer: a numbered list '1.ALICI (e' / '2.GÖNDEREN (e' over the parties' names",
  page(
    'EFT TALİMAT FORMU',
    'Doldurma sırası:',
    ...party('1.ALICI (e', 'AYŞE YILMAZ'),
    ...party('2.GÖNDEREN (e', 'MEHMET KAYA', R),
    'Tutar: 1.150,00 TL',
    'Tarih: 24.11.2026 14:35',
  ),
  { gonderici_ismi: N, alici_ismi: N },
);
heading(
  "B22 a card's chevron after the payee's heading ('Alıcı ->'), the payee's generic rows under it",
  payeeCard('Transfer Özeti', ...labelled('Gönderen', 'AYŞE YILMAZ'), 'Alıcı ->'),
);
heading(
  "B23 'Kime ?' (an empty recipient field) over the sender's 'Ad Soyad'",
  page(
    'PARA GÖNDER',
    ...party('Kime ?', 'AYŞE YILMAZ', S),
    'Alıcı: MEHMET KAYA',
    `Alıcı IBAN: ${spaced(R)}`,
    ...DEAL_LINES,
  ),
);
heading(
  "B24 a two-column card: footnote marks 'GÖNDEREN ¹' and 'ALICI ²' over their rows",
  ocr(
    cells('GÖNDEREN ¹', 0, 'ALICI ²', 30),
    cells('Ad Soyad: AYŞE YILMAZ', 0, 'Ad Soyad: MEHMET KAYA', 30),
    cells(`IBAN: ${spaced(S)}`, 0, `IBAN: ${spaced(R)}`, 30),
    ...DEAL_LINES,
  ),
);
heading(
  "B25 a bulk order's 'ALICI 1' and 'ALICI 2': two recipients, one amount",
  page(
    'TOPLU HAVALE TALİMATI',
    'Gönderen: AYŞE YILMAZ',
    ...party('ALICI 1', 'MEHMET KAYA', R),
    ...party('ALICI 2', 'ALİ VELİ', X),
    ...DEAL_LINES,
  ),
  { alici_ismi: N, alici_hesap: N },
);
heading(
  "B26 a joint account's 'GÖNDEREN 1' and 'GÖNDEREN 2' before 'ALICI'",
  partyPage(
    'HAVALE TALİMATI',
    ['GÖNDEREN 1', 'AYŞE YILMAZ'],
    ['GÖNDEREN 2', 'CAN YILMAZ', S],
    ['ALICI', 'MEHMET KAYA', R],
  ),
  { gonderici_ismi: N },
);
heading(
  "B27 the recipient's heading glued with a speck, '2.LEHDAR (e', the sender's section unheaded",
  [
    ...TITLE,
    ...section(2, '1. İŞLEM', WHAT),
    ...section(4.5, null, named('AYŞE YILMAZ')),
    ...section(9, '2.LEHDAR (e', named('MEHMET KAYA'), boxed(R)),
  ],
  noTime,
);
heading(
  "B28 glued '1.GÖNDEREN' and '2.ALICI (e', then a bank's section '3.ALICI BANKASI'",
  [
    ...TITLE,
    ...GLUED_PAYER,
    ...section(9, '2.ALICI (e', named('MEHMET KAYA'), boxed(R)),
    ...section(16, '3.ALICI BANKASI', named('İŞ BANKASI KADIKÖY')),
    ...amountAt(20),
  ],
  { ...noTime, islem_tarihi: N },
);
heading(
  "B29 text layer: glued headings '1.GÖNDEREN BİLGİLERİ' and '2.ALICI BİLGİLERİ'",
  partyPage(
    'EFT DEKONTU',
    ['1.GÖNDEREN BİLGİLERİ', 'AYŞE YILMAZ', S],
    ['2.ALICI BİLGİLERİ', 'MEHMET KAYA', R],
  ),
);
heading(
  "B31 side-by-side boxes headed '1.GÖNDEREN' and '2.ALICI (e' on one line",
  ocr(
    'EFT TALİMATI',
    cells('1.GÖNDEREN', 0, '2.ALICI (e', 32),
    cells('Ad Soyad', 0, 'AYŞE YILMAZ', 10, 'Ad Soyad', 32, 'MEHMET KAYA', 42),
    cells('IBAN', 0, spaced(S), 6, 'IBAN', 32, spaced(R), 38),
    ...DEAL_LINES,
  ),
);
heading(
  "B32 numbered instructions '1.ALICI IBAN doğru olmalı', '2.GÖNDEREN (e' at the foot, over a boxed IBAN",
  form(
    undefined,
    undefined,
    section(20.5, '1.ALICI IBAN doğru olmalı'),
    section(22, '2.GÖNDEREN (e', boxed(X)),
  ),
  noTime,
);
heading(
  "B33 a digit and a letter as the speck: '2. LEHDAR 1A', '1. TALİMATI VEREN .1'",
  form('1. TALİMATI VEREN .1', '2. LEHDAR 1A'),
  noTime,
);
heading(
  "B34 a transfer between own accounts: 'BORÇLU HESAP 1', 'ALACAKLI HESAP 2'",
  partyPage('VİRMAN DEKONTU', ['BORÇLU HESAP 1', 'AYŞE YILMAZ', S], ['ALACAKLI HESAP 2', 'AYŞE YILMAZ', H]),
  { alici_ismi: 'AYŞE YILMAZ', alici_hesap: H },
);
heading(
  "B35 a third party line '3.ALICI (e' under the payee's section, over the payee bank's boxed IBAN",
  form('1.TALİMATI VEREN', '2.LEHDAR', section(20.5, '3.ALICI (e', boxed(B, 'Banka IBAN'))),
  noTime,
);
heading(
  "B36 no payee heading, a glued '2.ALICI (e' only over the officer's name and IBAN",
  [
    ...TITLE,
    ...GLUED_PAYER,
    ...amountAt(9),
    ...section(10.5, '2.ALICI (e', named('ZEYNEP AK (Şube Yetkilisi)'), boxed(B)),
  ],
  { ...noTime, islem_tarihi: N, alici_ismi: N, alici_hesap: N },
);
heading(
  "B37 a stepper 'Gönderen ✓  Alıcı ✓  Onay' over the payee's generic rows",
  payeeCard(cells('Gönderen ✓', 0, 'Alıcı ✓', 20, 'Onay', 40)),
  { gonderici_ismi: N },
);
heading(
  "B38 a stepper's ticks read 'v/': 'GÖNDEREN v/', 'ALICI v/'",
  payeeCard(cells('GÖNDEREN v/', 0, 'ALICI v/', 20, 'ONAY', 40)),
  { gonderici_ismi: N },
);
heading(
  "B39 'Alıcı ✓' (the payee chosen) over the sender's own generic rows in a wallet",
  ocr(
    'Para Gönder',
    cells('Alıcı ✓', 0, 'MEHMET KAYA', 30),
    'Hesabım',
    ...labelled('Ad Soyad', 'AYŞE YILMAZ', 'IBAN', spaced(S), ...DEAL),
  ),
  { alici_hesap: N },
);
heading(
  "B40 'Gönderen ✓' alone over the payee's rows (the payer's step done)",
  payeeCard('FAST ile Para Gönder', 'Gönderen ✓'),
  { gonderici_ismi: N },
);

export default designs;

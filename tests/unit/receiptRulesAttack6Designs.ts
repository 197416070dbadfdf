/**
 * Receipts designed against the three rules of eba3703, 36fe9fb and af67b66 (attack 6): fee labels named
 * after the transfer, a labelled date with a two-digit year, a company title of trade words alone.
 */
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

export type { Design, Fields };
const base = DESIGN_FIELDS;
type Cells = Array<[string, number]>;
const ocr = (rows: Cells[]) => rows.flatMap((cells, i) => wordRow(i * 2, cells, 1, 0.9));
const row = (label: string, value: string): Cells => [
  [label, 0],
  [value, 24],
];
const partiesRows: Cells[] = [
  row('Gönderen', 'AYŞE YILMAZ'),
  row('Gönderen IBAN', sp(S)),
  row('Alıcı', 'MEHMET KAYA'),
  row('Alıcı IBAN', sp(R)),
];
const amountRow = row('Tutar', '1.150,00 TL');
const dateRow = row('İşlem Tarihi', '24.11.2026 14:35');
export const designs: Design[] = [];
const add = (rule: string, title: string, input: string | Word[], want: Fields = {}) =>
  designs.push({ id: `${rule}-${designs.length + 1}`, rule, title, input, want: { ...base, ...want } });
const parties = `Gönderen       : AYŞE YILMAZ
Gönderen IBAN  : ${sp(S)}
Alıcı          : MEHMET KAYA
Alıcı IBAN     : ${sp(R)}`;
const amount = 'Tutar          : 1.150,00 TL';
const date = 'İşlem Tarihi   : 24.11.2026 14:35';
const page = (...lines: string[]) => lines.join('\n') + '\n';

// ---------- rule 1 (eba3703): fee labels named after the transfer ----------
add(
  'fee',
  "'Havale Tutarı' beside 'Havale Masrafı'",
  page('HAVALE DEKONTU', parties, 'Havale Tutarı : 1.150,00 TL', 'Havale Masrafı : 5,00 TL', date),
);
add(
  'fee',
  "'EFT Masrafı Dahil Tutar' (a total) beside 'EFT Tutarı'",
  page('EFT DEKONTU', parties, 'EFT Masrafı Dahil Tutar : 1.155,00 TL', 'EFT Tutarı : 1.150,00 TL', date),
);
add(
  'fee',
  "'EFT Masrafı Dahil Tutar' alone, the fee printed",
  page('EFT DEKONTU', parties, 'EFT Masrafı : 5,00 TL', 'EFT Masrafı Dahil Tutar : 1.155,00 TL', date),
);
add(
  'fee',
  "'Transfer Ücreti Hariç Tutar' is the amount",
  page(
    'FAST DEKONTU',
    parties,
    'Transfer Ücreti Hariç Tutar : 1.150,00 TL',
    'Transfer Ücreti : 5,00 TL',
    'Toplam : 1.155,00 TL',
    date,
  ),
);
add(
  'fee',
  "'Ödenen Ücret' on a bill payment page",
  page('FATURA ÖDEME DEKONTU', parties, 'Ödenen Ücret : 1.150,00 TL', date),
);
add('fee', "'Masrafı Ödeyen : ALICI'", page('EFT DEKONTU', parties, amount, 'Masrafı Ödeyen : ALICI', date));
add(
  'fee',
  "'Masrafı Ödeyen : Gönderen' then the sender label",
  page('EFT DEKONTU', 'Masrafı Ödeyen : Gönderen', parties, amount, date),
);
add(
  'fee',
  "'Masraf Ödeyen' line holds the recipient's name",
  page(
    'EFT DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    'Masrafı Ödeyen : MEHMET KAYA',
    amount,
    date,
  ),
);
add(
  'fee',
  'wallet: big unlabelled sum, "Gönderim ücreti ₺0,00" and "Bakiye ₺3.200,00"',
  page(
    'Para gönderildi',
    '₺1.150,00',
    'Gönderim ücreti ₺0,00',
    'Kalan Bakiye ₺3.200,00',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  'wallet: no big sum, "Transfer ücreti ₺5,00" and "Toplam ₺1.155,00"',
  page(
    'Para gönderildi',
    'Transfer ücreti ₺5,00',
    'Toplam ₺1.155,00',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  'wallet: big sum, fee and a cashback sum',
  page(
    'Para gönderildi',
    '₺1.150,00',
    'Gönderim ücreti ₺0,00',
    'Kazandığın puan ₺11,50',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  'wallet: the big sum is the total with the fee',
  page(
    'Para gönderildi',
    '₺1.155,00',
    'Gönderim ücreti ₺5,00',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "bill: 'Fatura Tutarı', 'Hizmet Ücreti', 'Toplam Tahsil Edilen'",
  page(
    'FATURA ÖDEME',
    parties,
    'Fatura Tutarı : 1.150,00 TL',
    'Hizmet Ücreti : 2,50 TL',
    'Toplam Tahsil Edilen : 1.152,50 TL',
    date,
  ),
);
add(
  'fee',
  "'FAST Masrafı Alınmamıştır' sentence",
  page('FAST DEKONTU', parties, 'FAST Tutarı : 1.150,00 TL', 'FAST Masrafı alınmamıştır.', date),
);
add(
  'fee',
  "'EFT Ücreti ve BSMV : 6,30'",
  page('EFT DEKONTU', parties, 'EFT Ücreti ve BSMV : 6,30 TL', 'EFT Tutarı : 1.150,00 TL', date),
);
add(
  'fee',
  "'Gönderim Ücreti' with its value on the next line",
  page('FAST DEKONTU', parties, 'Gönderim Ücreti', '5,00 TL', 'Gönderim Tutarı', '1.150,00 TL', date),
);
add(
  'fee',
  "fee and amount on one line: 'EFT Masrafı 5,00 TL  Tutar 1.150,00 TL'",
  page('EFT DEKONTU', parties, 'EFT Masrafı 5,00 TL     Tutar 1.150,00 TL', date),
);
add(
  'fee',
  "'Havale Komisyonu : 0,00 TL' then an unlabelled sum",
  page('HAVALE', parties, '1.150,00 TL', 'Havale Komisyonu : 0,00 TL', date),
);
add(
  'fee',
  "description 'KİRA HAVALE ÜCRETİ DAHİL' then the amount",
  page('HAVALE DEKONTU', parties, 'Açıklama : KİRA ÖDEMESİ HAVALE ÜCRETİ DAHİL', amount, date),
);
add(
  'fee',
  "'Gönderen : AYŞE YILMAZ  Hizmet Ücreti : 0,00' on one line",
  page(
    'FAST DEKONTU',
    'Gönderen : AYŞE YILMAZ     Hizmet Ücreti : 0,00 TL',
    `Gönderen IBAN : ${sp(S)}`,
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'fee',
  "'Alıcı : MEHMET KAYA  EFT Masrafı : 5,00 TL' on one line",
  page(
    'EFT DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    'Alıcı : MEHMET KAYA     EFT Masrafı : 5,00 TL',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
);
add(
  'fee',
  "'Transfer Ücreti' description word in a sentence before the amount",
  page('FAST DEKONTU', parties, 'Transfer ücreti tahsil edilmiştir: 1.150,00 TL tutarındaki işleminiz', date),
  { tutar: '1.150,00' },
);
add(
  'fee',
  "'Transfer Ücreti Tutarı : 1.150,00' only (a fee page?)",
  page('ÜCRET TAHSİLAT DEKONTU', parties, 'Transfer Ücreti Tutarı : 1.150,00 TL', date),
  { tutar: 'Bulunamadı' },
);
add(
  'fee',
  "'Transfer : 1.150,00 TL' beside 'Transfer Ücreti : 0,00'",
  page('FAST DEKONTU', parties, 'Transfer : 1.150,00 TL', 'Transfer Ücreti : 0,00 TL', date),
);
add(
  'fee',
  "'EFT' '1.150,00' cell and 'EFT Masrafı' header in a table",
  page('EFT DEKONTU', parties, 'İşlem       EFT Masrafı     BSMV', '1.150,00    5,00            0,25', date),
);
add(
  'fee',
  "'Havale' heading over 'Tutarı : 1.150,00' and 'Masrafı : 5,00'",
  page('Havale', parties, 'Tutarı : 1.150,00 TL', 'Masrafı : 5,00 TL', date),
);
add(
  'fee',
  "'Komisyonu' value on the amount line ('Tutar 1.150,00  Komisyonu 5,00')",
  page('HAVALE', parties, 'Tutar 1.150,00 TL  Komisyonu 5,00 TL', date),
);
add(
  'fee',
  "'Hizmet Ücreti' is what the recipient is paid: 'Hizmet Ücreti Ödemesi', 'Tutar'",
  page('HAVALE DEKONTU', parties, 'Açıklama : Hizmet Ücreti Ödemesi', 'Tutar : 1.150,00 TL', date),
);
add(
  'fee',
  "'Açıklama : EFT MASRAFI 1.150,00' with a real 'Tutar'",
  page('EFT DEKONTU', parties, 'Açıklama : FATURA EFT MASRAFI DAHİL 1.155,00', amount, date),
);
add(
  'fee',
  'OCR: wallet big sum and "Gönderim ücreti ₺0,00"',
  ocr([
    [['Para gönderildi', 0]],
    [['₺1.150,00', 0]],
    row('Gönderim ücreti', '₺0,00'),
    ...partiesRows,
    dateRow,
  ]),
);
add(
  'fee',
  "OCR: 'Havale Tutarı' and 'Havale Masrafı' rows",
  ocr([...partiesRows, row('Havale Tutarı', '1.150,00 TL'), row('Havale Masrafı', '5,00 TL'), dateRow]),
);
add(
  'fee',
  "OCR: 'EFT' and 'Masrafı' split into two cells; amount 'Tutar'",
  ocr([
    ...partiesRows,
    [
      ['EFT', 0],
      ['Masrafı', 10],
      ['5,00 TL', 24],
    ],
    amountRow,
    dateRow,
  ]),
);
add(
  'fee',
  "OCR: 'Gönderim Ücreti' row with value near big sum",
  ocr([
    ...partiesRows,
    [
      ['Gönderim Ücreti', 0],
      ['5,00 TL', 24],
      ['1.150,00 TL', 40],
    ],
    dateRow,
  ]),
);
add(
  'fee',
  "OCR: 'Transfer Ücreti Hariç Tutar' alone",
  ocr([...partiesRows, row('Transfer Ücreti Hariç Tutar', '1.150,00 TL'), dateRow]),
);
add(
  'fee',
  "OCR: 'FAST Masrafı Dahil Toplam' only",
  ocr([...partiesRows, row('FAST Masrafı Dahil Toplam', '1.155,00 TL'), dateRow]),
  { tutar: '1.150,00' },
);

// ---------- rule 2 (36fe9fb): a labelled date with a two-digit year ----------
add(
  'date',
  "print line 'BASIM: 24.11.26 14:35' beside 'İşlem Tarihi : 23.11.2026 10:00'",
  page('FAST DEKONTU', parties, amount, 'İşlem Tarihi : 23.11.2026 10:00', 'BASIM: 24.11.26 14:35'),
  { islem_tarihi: '23.11.2026', islem_saati: '10:00' },
);
add(
  'date',
  "'Valör : 25.11.26' alone, the transaction date unlabelled",
  page('EFT DEKONTU', '24.11.2026 14:35', parties, amount, 'Valör : 25.11.26'),
);
add(
  'date',
  "'Dekont Tarihi : 25.11.26 09:00' with 'İşlem Tarihi'",
  page('EFT DEKONTU', parties, amount, date, 'Dekont Tarihi : 25.11.26 09:00'),
);
add(
  'date',
  "'Tarih : 26/11/24 14:35' printed yy/MM/dd",
  page('ATM', parties, amount, 'Tarih : 26/11/24 14:35'),
);
add(
  'date',
  "'Tarih : 31/02/24 10:00' (no such day)",
  page('ATM', parties, amount, 'Tarih : 31/02/24 10:00'),
  { islem_tarihi: 'Bulunamadı', islem_saati: '10:00' },
);
add(
  'date',
  "'Doğum Tarihi : 01.01.99' and no transaction date label",
  page('HAVALE', parties, amount, 'Doğum Tarihi : 01.01.99'),
  { islem_tarihi: 'Bulunamadı', islem_saati: 'Bulunamadı' },
);
add(
  'date',
  "'Doğum Tarihi : 01.01.99' beside 'İşlem Tarihi'",
  page('HAVALE', parties, amount, 'Doğum Tarihi : 01.01.99', date),
);
add(
  'date',
  "'Fatura Tarihi : 01.11.26', the payment date unlabelled at the top",
  page('24.11.2026 14:35', 'FATURA ÖDEME', parties, amount, 'Fatura Tarihi : 01.11.26'),
);
add(
  'date',
  "'Son Ödeme Tarihi : 30.11.26' on a bill, paid on an unlabelled date",
  page('24.11.2026 14:35', 'FATURA ÖDEME', parties, amount, 'Son Ödeme Tarihi : 30.11.26'),
);
add(
  'date',
  "'Vade Tarihi : 30.12.26' on a deposit page, transaction unlabelled",
  page('24.11.2026 14:35', 'VADELİ HESABA HAVALE', parties, amount, 'Vade Tarihi : 30.12.26'),
);
add(
  'date',
  "'Talimat Tarihi : 20.11.26' beside 'İşlem Tarihi'",
  page('EFT DEKONTU', parties, amount, 'Talimat Tarihi : 20.11.26', date),
);
add(
  'date',
  "'Talimat Tarihi : 20.11.26 09:00' and the transaction date unlabelled",
  page('EFT DEKONTU 24.11.2026 14:35', parties, amount, 'Talimat Tarihi : 20.11.26 09:00'),
);
add(
  'date',
  "'İşlem Tarihi : 24.11.20' wrapped, '26 14:35' on the next line",
  page('FAST DEKONTU', parties, amount, 'İşlem Tarihi : 24.11.20', '26 14:35'),
);
add(
  'date',
  "'İşlem Tarihi : 24.11.20 14:35' (the year's '26' lost)",
  page('FAST DEKONTU', parties, amount, 'İşlem Tarihi : 24.11.20 14:35'),
  { islem_tarihi: 'Bulunamadı' },
);
add(
  'date',
  "'Tarih : 24.11.26' and 'Saat : 14:35' on separate lines",
  page('ATM', parties, amount, 'Tarih : 24.11.26', 'Saat : 14:35'),
);
add(
  'date',
  "English 'Transaction Date : 06/11/26 14:35' on a US page (Jun 11)",
  page('TRANSFER RECEIPT', parties, 'Amount : 1.150,00 TL', 'Transaction Date : 06/11/26 14:35'),
  { islem_tarihi: '11.06.2026' },
);
add(
  'date',
  "'Geçerlilik Tarihi : 24.12.26' and the transaction unlabelled",
  page('24.11.2026 14:35', 'ÖDEME EMRİ', parties, amount, 'Geçerlilik Tarihi : 24.12.26'),
);
add(
  'date',
  "'Tarih : 24.11.26 14:35' and footer 'Bu belge 25.11.2026 tarihinde'",
  page('ATM', parties, amount, 'Tarih : 24.11.26 14:35', 'Bu belge 25.11.2026 tarihinde oluşturulmuştur.'),
);
add(
  'date',
  "'Kart Son Kullanma Tarihi : 11.28.30' odd form, transaction unlabelled",
  page('24.11.2026 14:35', parties, amount, 'Son Kullanma Tarihi : 01.12.30'),
);
add(
  'date',
  "'Hesap Açılış Tarihi : 05.03.19' beside 'İşlem Tarihi' cut",
  page(
    'FAST DEKONTU',
    parties,
    amount,
    'Hesap Açılış Tarihi : 05.03.19',
    'İşlem Tarihi :',
    '24.11.2026 14:35',
  ),
);
add(
  'date',
  "'Tarih : 99.11.24 14:35' (yy.MM.dd, day 99)",
  page('ATM', parties, amount, 'Tarih : 99.11.24 14:35'),
  { islem_tarihi: 'Bulunamadı' },
);
add(
  'date',
  "'Tarih : 12.11.26' where the slip prints yy.MM.dd (26 Nov 2012?)",
  page('ATM', parties, amount, 'Tarih : 12.11.26 14:35'),
  { islem_tarihi: '26.11.2012' },
);
add(
  'date',
  'OCR: date cell cut as "24.11.20" and "26 14:35"',
  ocr([
    ...partiesRows,
    amountRow,
    [
      ['İşlem Tarihi', 0],
      ['24.11.20', 24],
      ['26 14:35', 36],
    ],
  ]),
);
add(
  'date',
  'OCR: date cell "24.11.20" with "26" on the row below, "14:35" beside',
  ocr([
    ...partiesRows,
    amountRow,
    [
      ['İşlem Tarihi', 0],
      ['24.11.20', 24],
      ['14:35', 36],
    ],
    [['26', 24]],
  ]),
);
add(
  'date',
  'OCR: "BASIM 24.11.26 14:35" row with a true İşlem Tarihi',
  ocr([...partiesRows, amountRow, row('İşlem Tarihi', '23.11.2026 10:00'), row('BASIM', '24.11.26 14:35')]),
  { islem_tarihi: '23.11.2026', islem_saati: '10:00' },
);
add(
  'date',
  'OCR: ATM slip header TARIH SAAT, values 24/11/26 14:35 and terminal',
  ocr([
    ...partiesRows,
    amountRow,
    [
      ['TARIH', 0],
      ['SAAT', 12],
      ['TERMINAL', 24],
    ],
    [
      ['24/11/26', 0],
      ['14:35', 12],
      ['00123456', 24],
    ],
  ]),
);
add(
  'date',
  'OCR: "Vade Tarihi 30.12.26" only date label, transaction unlabelled',
  ocr([[['24.11.2026 14:35', 0]], ...partiesRows, amountRow, row('Vade Tarihi', '30.12.26')]),
);
add(
  'date',
  'OCR: "Tarih 24.11.26 14:35" with a Doğum Tarihi "01.01.99"',
  ocr([...partiesRows, amountRow, row('Doğum Tarihi', '01.01.99'), row('Tarih', '24.11.26 14:35')]),
);

// ---------- rule 3 (af67b66): a company title of trade and legal-form words alone ----------
const withRecipient = (lines: string) =>
  page('EFT DEKONTU', 'Gönderen : AYŞE YILMAZ', `Gönderen IBAN : ${sp(S)}`, lines, amount, date);
add(
  'title',
  "'Alıcı : IŞIK' wrapped over 'LOJİSTİK A.Ş.'",
  withRecipient(`Alıcı : IŞIK\nLOJİSTİK A.Ş.\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'IŞIK LOJİSTİK A.Ş.' },
);
add(
  'title',
  "'Alıcı : LOJİSTİK A.Ş.' (own name lost), 'Alıcı Banka : DENİZBANK A.Ş.'",
  withRecipient(`Alıcı : LOJİSTİK A.Ş.\nAlıcı Banka : DENİZBANK A.Ş.\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'IŞIK LOJİSTİK A.Ş.' },
);
add(
  'title',
  "'Alıcı Hesabı' heading: 'TAAHHÜT A.Ş.' then 'Şube : KADIKÖY'",
  withRecipient(`Alıcı Hesabı\nİNŞAAT TAAHHÜT A.Ş.\nŞube : KADIKÖY\nIBAN : ${sp(R)}`),
  { alici_ismi: 'ÖZ İNŞAAT TAAHHÜT A.Ş.' },
);
add(
  'title',
  "'Alıcı Hesabı' heading: 'GIDA SAN. VE TİC. LTD. ŞTİ.' then 'MEHMET KAYA' (yetkili)",
  withRecipient(`Alıcı Hesabı\nGIDA SAN. VE TİC. LTD. ŞTİ.\nYetkili : MEHMET KAYA\nIBAN : ${sp(R)}`),
  { alici_ismi: 'KAYA GIDA SAN. VE TİC. LTD. ŞTİ.' },
);
add(
  'title',
  "recipient title wrapped: 'MEHMET KAYA' / 'GIDA SAN. VE TİC. LTD. ŞTİ.'",
  withRecipient(`Alıcı Unvanı : MEHMET KAYA\nGIDA SAN. VE TİC. LTD. ŞTİ.\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'MEHMET KAYA GIDA SAN. VE TİC. LTD. ŞTİ.' },
);
add(
  'title',
  "person with a trade-word surname 'MEHMET GIDA'",
  withRecipient(`Alıcı : MEHMET GIDA\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'MEHMET GIDA' },
);
add(
  'title',
  "person 'AYŞE TEKSTİL' as the sender",
  page(
    'EFT DEKONTU',
    'Gönderen : AYŞE TEKSTİL',
    `Gönderen IBAN : ${sp(S)}`,
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { gonderici_ismi: 'AYŞE TEKSTİL' },
);
add(
  'title',
  "'ENERJİ YATIRIM A.Ş.' recipient (all trade words)",
  withRecipient(`Alıcı : ENERJİ YATIRIM A.Ş.\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'ENERJİ YATIRIM A.Ş.' },
);
add(
  'title',
  "'MAKİNE VE KİMYA ENDÜSTRİSİ A.Ş.' (a real title)",
  withRecipient(`Alıcı : MAKİNE VE KİMYA ENDÜSTRİSİ A.Ş.\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'MAKİNE VE KİMYA ENDÜSTRİSİ A.Ş.' },
);
add(
  'title',
  "sender 'YILMAZ' wrapped over 'İNŞAAT A.Ş.'",
  page(
    'EFT DEKONTU',
    'Gönderen : YILMAZ',
    'İNŞAAT A.Ş.',
    `Gönderen IBAN : ${sp(S)}`,
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { gonderici_ismi: 'YILMAZ İNŞAAT A.Ş.' },
);
add(
  'title',
  "'Alıcı : TİC. LTD. ŞTİ.' and 'Açıklama : MEHMET KAYA KİRA'",
  withRecipient(`Alıcı : TİC. LTD. ŞTİ.\nAlıcı IBAN : ${sp(R)}\nAçıklama : MEHMET KAYA KİRA`),
  { alici_ismi: 'KAYA TİC. LTD. ŞTİ.' },
);
add(
  'title',
  "bare-line layout: 'LOJİSTİK A.Ş.' under the sender's name, recipient labelled",
  page(
    'HAVALE DEKONTU',
    'AYŞE YILMAZ',
    'LOJİSTİK A.Ş.',
    `IBAN : ${sp(S)}`,
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { gonderici_ismi: 'AYŞE YILMAZ' },
);
add(
  'title',
  "OCR: 'Alıcı' row 'LOJİSTİK A.Ş.', own name 'IŞIK' lost",
  ocr([
    row('Gönderen', 'AYŞE YILMAZ'),
    row('Gönderen IBAN', sp(S)),
    row('Alıcı', 'LOJİSTİK A.Ş.'),
    row('Alıcı Banka', 'DENİZBANK A.Ş.'),
    row('Alıcı IBAN', sp(R)),
    amountRow,
    dateRow,
  ]),
  { alici_ismi: 'IŞIK LOJİSTİK A.Ş.' },
);
add(
  'title',
  "OCR: 'Alıcı' 'IŞIK' cell far left of 'LOJİSTİK A.Ş.'",
  ocr([
    row('Gönderen', 'AYŞE YILMAZ'),
    row('Gönderen IBAN', sp(S)),
    [
      ['Alıcı', 0],
      ['IŞIK', 24],
      ['LOJİSTİK A.Ş.', 40],
    ],
    row('Alıcı IBAN', sp(R)),
    amountRow,
    dateRow,
  ]),
  { alici_ismi: 'IŞIK LOJİSTİK A.Ş.' },
);
add(
  'title',
  "OCR: 'Alıcı' 'IŞIK' row, 'LOJİSTİK A.Ş.' below",
  ocr([
    row('Gönderen', 'AYŞE YILMAZ'),
    row('Gönderen IBAN', sp(S)),
    row('Alıcı', 'IŞIK'),
    [['LOJİSTİK A.Ş.', 24]],
    row('Alıcı IBAN', sp(R)),
    amountRow,
    dateRow,
  ]),
  { alici_ismi: 'IŞIK LOJİSTİK A.Ş.' },
);
add(
  'title',
  "OCR: recipient 'TAAHHÜT A.Ş.' and 'Yetkili MEHMET KAYA'",
  ocr([
    row('Gönderen', 'AYŞE YILMAZ'),
    row('Gönderen IBAN', sp(S)),
    row('Alıcı', 'İNŞAAT TAAHHÜT A.Ş.'),
    row('Yetkili', 'MEHMET KAYA'),
    row('Alıcı IBAN', sp(R)),
    amountRow,
    dateRow,
  ]),
  { alici_ismi: 'ÖZ İNŞAAT TAAHHÜT A.Ş.' },
);
add(
  'title',
  "OCR: sender 'TEKSTİL SAN. A.Ş.' with the own name lost; recipient labelled",
  ocr([
    row('Gönderen', 'TEKSTİL SAN. A.Ş.'),
    row('Gönderen IBAN', sp(S)),
    row('Alıcı', 'MEHMET KAYA'),
    row('Alıcı IBAN', sp(R)),
    amountRow,
    dateRow,
  ]),
  { gonderici_ismi: 'YILMAZ TEKSTİL SAN. A.Ş.' },
);
add(
  'title',
  "'Alıcı : KAYA' / 'GIDA A.Ş.' wrapped with the amount beside",
  withRecipient(`Alıcı : KAYA           Tutar : 1.150,00 TL\nGIDA A.Ş.\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'KAYA GIDA A.Ş.' },
);
// ---------- more: controls with four-digit years, and fallbacks after a rejected title ----------
add(
  'date',
  "control: 'Vade Tarihi : 30.12.2026', transaction unlabelled",
  page('24.11.2026 14:35', 'VADELİ HESABA HAVALE', parties, amount, 'Vade Tarihi : 30.12.2026'),
);
add(
  'date',
  "control: 'Fatura Tarihi : 01.11.2026', payment unlabelled",
  page('24.11.2026 14:35', 'FATURA ÖDEME', parties, amount, 'Fatura Tarihi : 01.11.2026'),
);
add(
  'date',
  "control: 'Doğum Tarihi : 01.01.1999', no transaction date label",
  page('HAVALE', parties, amount, 'Doğum Tarihi : 01.01.1999'),
  { islem_tarihi: 'Bulunamadı', islem_saati: 'Bulunamadı' },
);
add(
  'date',
  "'Keşide Tarihi : 30.11.26' on a cheque deposit, transaction unlabelled",
  page('24.11.2026 14:35', 'ÇEK TAHSİLAT', parties, amount, 'Keşide Tarihi : 30.11.26'),
);
add(
  'date',
  "'İşlem Tarihi : 26.11.24' (yy.MM.dd) and footer 'Bu belge 24.11.2026 tarihinde'",
  page(
    'FAST DEKONTU',
    parties,
    amount,
    'İşlem Tarihi : 26.11.24 14:35',
    'Bu belge 24.11.2026 tarihinde oluşturulmuştur.',
  ),
);
add(
  'date',
  "'İşlem Tarihi : 24.11.2O' (OCR 'O' for '0') then '26'",
  page('FAST DEKONTU', parties, amount, 'İşlem Tarihi : 24.11.20 26', 'İşlem Saati : 14:35'),
);
add(
  'date',
  "'Tarih : 24.11.26 14:35' beside 'Valör : 25.11.2026'",
  page('EFT DEKONTU', parties, amount, 'Tarih : 24.11.26 14:35', 'Valör : 25.11.2026'),
);
add(
  'date',
  "'Doğum Tarihi : 15.06.85' and the transaction unlabelled in the header",
  page('HAVALE DEKONTU 24.11.2026 14:35', parties, amount, 'Doğum Tarihi : 15.06.85'),
);
add(
  'fee',
  "wallet: 'Hesap bakiyen ₺3.200,00', 'Gönderim ücreti ₺0,00', 'Gönderilen ₺1.150,00'",
  page(
    'Para gönderildi',
    'Hesap bakiyen ₺3.200,00',
    'Gönderim ücreti ₺0,00',
    'Gönderilen ₺1.150,00',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "wallet: 'Gönderim ücreti ₺0,00' and 'İade ₺50,00' only small sums",
  page(
    'Para gönderildi',
    'Gönderim ücreti ₺0,00',
    'İade edilen ₺50,00',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "'Masrafı Ödeyen Alıcı : MEHMET KAYA' line, recipient IBAN labelled",
  page(
    'EFT DEKONTU',
    'Gönderen : AYŞE YILMAZ',
    `Alıcı IBAN : ${sp(R)}`,
    'Masrafı Ödeyen Alıcı : MEHMET KAYA',
    amount,
    date,
  ),
);
add(
  'fee',
  "'EFT Masraf Tutarı : 5,00' and 'İşlem Tutarı : 1.150,00'",
  page('EFT DEKONTU', parties, 'EFT Masraf Tutarı : 5,00 TL', 'İşlem Tutarı : 1.150,00 TL', date),
);
add(
  'fee',
  "'FAST Ücreti 0,00 TL' and bare 'FAST 1.150,00 TL'",
  page('FAST DEKONTU', parties, 'FAST 1.150,00 TL', 'FAST Ücreti 0,00 TL', date),
);
add(
  'title',
  "'Sayın AYŞE YILMAZ' and 'Gönderen : TEKSTİL SAN. A.Ş.' (own name lost)",
  page(
    'Sayın AYŞE YILMAZ',
    'EFT DEKONTU',
    'Gönderen : TEKSTİL SAN. A.Ş.',
    `Gönderen IBAN : ${sp(S)}`,
    'Alıcı : MEHMET KAYA',
    `Alıcı IBAN : ${sp(R)}`,
    amount,
    date,
  ),
  { gonderici_ismi: 'YILMAZ TEKSTİL SAN. A.Ş.' },
);
add(
  'title',
  "'Alıcı : İNŞAAT A.Ş.' and 'Hesap Sahibi : MEHMET KAYA'",
  withRecipient(`Alıcı : İNŞAAT A.Ş.\nHesap Sahibi : MEHMET KAYA\nAlıcı IBAN : ${sp(R)}`),
  { alici_ismi: 'ÖZ İNŞAAT A.Ş.' },
);
add(
  'title',
  "'Alıcı Hesabı' heading: bare 'LOJİSTİK A.Ş.' then 'MEHMET KAYA' line",
  withRecipient(`Alıcı Hesabı\nLOJİSTİK A.Ş.\nMEHMET KAYA\nIBAN : ${sp(R)}`),
  { alici_ismi: 'KAYA LOJİSTİK A.Ş.' },
);
add(
  'title',
  "OCR: 'Alıcı' 'GIDA A.Ş.' and a bare 'MEHMET KAYA' row under it",
  ocr([
    row('Gönderen', 'AYŞE YILMAZ'),
    row('Gönderen IBAN', sp(S)),
    row('Alıcı', 'GIDA A.Ş.'),
    [['MEHMET KAYA', 24]],
    row('Alıcı IBAN', sp(R)),
    amountRow,
    dateRow,
  ]),
  { alici_ismi: 'KAYA GIDA A.Ş.' },
);
add(
  'fee',
  "wallet: big sum lost, 'Gönderim ücreti ₺0,00' and 'Kazandığın puan ₺11,50'",
  page(
    'Para gönderildi',
    'Gönderim ücreti ₺0,00',
    'Kazandığın puan ₺11,50',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "wallet: big sum lost, 'Transfer ücreti ₺2,50' and 'İndirim ₺2,50'",
  page(
    'Para gönderildi',
    'Transfer ücreti ₺2,50',
    'İndirim ₺2,50',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "wallet: big sum without currency '1.150,00', 'Gönderim ücreti ₺0,00', 'Günlük limit ₺5.000,00'",
  page(
    'Para gönderildi',
    '1.150,00',
    'Gönderim ücreti ₺0,00',
    'Günlük kalan limitin ₺5.000,00',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "wallet: 'Gönderim ücreti ₺0,00' and a sentence 'Bu işlemden ₺11,50 puan kazandınız'",
  page(
    'Para gönderildi',
    'Gönderim ücreti ₺0,00',
    'Bu işlemden ₺11,50 puan kazandınız, tebrikler.',
    'Gönderen AYŞE YILMAZ',
    'Alıcı MEHMET KAYA',
    `IBAN ${sp(R)}`,
    '24.11.2026 14:35',
  ),
);
add(
  'fee',
  "OCR wallet: 'Gönderim ücreti ₺0,00' and a sentence 'Bu işlemden ₺11,50 puan kazandınız'",
  ocr([
    [['Para gönderildi', 0]],
    row('Gönderim ücreti', '₺0,00'),
    [['Bu işlemden ₺11,50 puan kazandınız, tebrikler.', 0]],
    row('Gönderen', 'AYŞE YILMAZ'),
    row('Alıcı', 'MEHMET KAYA'),
    row('IBAN', sp(R)),
    [['24.11.2026 14:35', 0]],
  ]),
);
export default designs;

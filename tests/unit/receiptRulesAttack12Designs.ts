/**
 * Receipts designed against the rules of 00c3c04 and 038d375 (attack 12): A: amounts beside a short
 * figure with a decimal dot (a currency's amount, a rate, a percentage) and figures joined across a NUL or
 * a zero-width character; T: times glued after a look-alike of 1 or 0 (and other look-alikes), and a time
 * after the labelled date that does not read; D: named-month dates with dots or dashes, a named date's day
 * after a look-alike, DATE_LIKE's wider reach and unpadded dates on OCR'd pages. Each design asserts each
 * field right or empty.
 */
import { N, designBook, ocrForm as form, textForm as text, ocrAmount as amount } from './receiptAttackKit';

const { designs, add } = designBook();

// ---------- A: amounts ----------
add('amount', "text layer: an English-format amount ('₺1,234.56')", text({ Tutar: '₺1,234.56' }), {
  tutar: '1.234,56',
});
add('amount', "text layer: a dollar amount ('USD 24.50')", text({ Tutar: 'USD 24.50' }), { tutar: '24,50' });
add(
  'amount',
  "text layer: a dollar amount with its rate after it ('24.50 USD (Kur 38,75)')",
  text({ Tutar: '24.50 USD (Kur 38,75)' }),
  { tutar: '24,50' },
);
add(
  'amount',
  "text layer: a lira amount in dot notation with the tax in it ('₺24.50 (KDV 4,08 dahil)')",
  text({ Tutar: '₺24.50 (KDV 4,08 dahil)' }),
  { tutar: '24,50' },
);
add(
  'amount',
  "an OCR'd amount with a dot and the fee after it ('12.50 TL Masraf 2,50 TL')",
  amount('12.50 TL Masraf 2,50 TL'),
  { tutar: '12,50' },
);
add(
  'amount',
  "text layer: a euro amount with its lira value after it ('EUR 30.00 = 1.150,00 TL')",
  text({ Tutar: 'EUR 30.00 = 1.150,00 TL' }),
);
add('amount', "a percentage with a dot after the amount ('KDV %18.00')", amount('1.150,00 TL KDV %18.00'));
add(
  'amount',
  "a percentage with a dot before the amount ('%18.00 1.150,00 TL')",
  amount('%18.00 1.150,00 TL'),
);
add(
  'amount',
  "text layer: a count glued to the figure by a zero-width space ('3\\u200B1.150,00 TL')",
  text({ Tutar: '3\u200b1.150,00 TL' }),
);
add(
  'amount',
  "text layer: an instalment number and the figure parted by a NUL ('Taksit 2\\01.150,00 TL')",
  text({ Tutar: 'Taksit 2\u00001.150,00 TL' }),
);
add(
  'amount',
  "a word joiner between a count and the figure ('1\\u20601.150,00 TL')",
  amount('1\u20601.150,00 TL'),
);
add(
  'amount',
  "a zero-width non-joiner between the date's year and the figure ('2026\\u200C1.150,00')",
  amount('24.11.2026\u200c1.150,00 TL'),
);
add('amount', "a short dotted amount alone ('Tutar 14.35 TL')", amount('14.35 TL'), { tutar: '14,35' });
add(
  'amount',
  "text layer: a dotted amount, then the balance with a comma ('75.00 TL Bakiye: 1.150,00 TL')",
  text({ Tutar: '75.00 TL Bakiye: 1.150,00 TL' }),
  { tutar: '75,00' },
);
add('amount', "the amount glued to a reference with letters ('1.150,00TL.A1')", amount('1.150,00TL.A1'));

add(
  'amount',
  "text layer: a dotted amount with its instalments after it ('49.90 TL (2 x 24,95)')",
  text({ Tutar: '49.90 TL (2 x 24,95)' }),
  { tutar: '49,90' },
);
add(
  'amount',
  "text layer: the amount and its unit price parted by a zero-width space ('2\\u200B575,00 TL')",
  text({ Tutar: '1.150,00 TL', Adet: '2\u200b575,00 TL' }),
);

// ---------- T: times ----------
add(
  'time',
  "text layer: date and time parted by a '|' ('24.11.2026|14:35')",
  text({ 'İşlem Tarihi': '24.11.2026|14:35' }),
);
add(
  'time',
  "a dotless 'ı' for the hour's 1 ('24.11.2026 ı4:35')",
  form({ 'İşlem Tarihi': '24.11.2026 ı4:35' }),
);
add('time', "a 'Z' for the hour's 2 ('24.11.2026 Z1:35')", form({ 'İşlem Tarihi': '24.11.2026 Z1:35' }), {
  islem_saati: '21:35',
});
add('time', "a ']' for the hour's 1 ('24.11.2026 ]4:35')", form({ 'İşlem Tarihi': '24.11.2026 ]4:35' }));
add('time', "the hour's 1 split off ('24.11.2026 1 4:35')", form({ 'İşlem Tarihi': '24.11.2026 1 4:35' }));
add(
  'time',
  "text layer: a one-digit hour under its own label ('Saat: 9:05')",
  text({ 'İşlem Tarihi': '24.11.2026', Saat: '9:05' }),
  { islem_saati: '09:05' },
);
add(
  'time',
  "text layer: an ISO date-time ('2026-11-24T14:35:00')",
  text({ 'İşlem Tarihi': '2026-11-24T14:35:00' }),
);
add(
  'time',
  "text layer: 'Tarih/Saat' with a dotted time ('24.11.2026 14.35')",
  text({ 'İşlem Tarihi': '', 'Tarih/Saat': '24.11.2026 14.35' }),
);
add(
  'time',
  "OCR'd label glued to the time ('İşlem Saati14:35')",
  form({ 'İşlem Tarihi': '24.11.2026' }, [[['İşlem Saati14:35', 0]]]),
);
add(
  'time',
  "text layer: the date's time with ';' and the print time in the footer",
  text({ 'İşlem Tarihi': '24 Kasım 2026 14;35' }, ['Yazdırma: 25.11.2026 09:12']),
);
add(
  'time',
  "text layer: a due date with its time after the transaction's",
  text({}, ['Son Ödeme Tarihi: 30.11.2026 23:59']),
);
add(
  'time',
  "text layer: no time for the transaction, a footer's date and time",
  text({ 'İşlem Tarihi': '24.11.2026' }, ['Bu belge 25.11.2026 09:12 tarihinde oluşturulmuştur.']),
  { islem_saati: N },
);
add(
  'time',
  "text layer: the fee after the date, the time alone in the header ('24.11.2026 - 12.50 TL')",
  text({ 'İşlem Tarihi': '24.11.2026 - 12.50 TL' }, [], ['İNTERNET ŞUBESİ                14:35']),
);
add(
  'time',
  "an OCR'd 'o' before a one-digit hour ('24.11.2026 o9:05')",
  form({ 'İşlem Tarihi': '24.11.2026 o9:05' }),
  { islem_saati: '09:05' },
);

// ---------- D: dates ----------
add(
  'date',
  "text layer: a named month between dashes ('24-Ara-2026')",
  text({ 'İşlem Tarihi': '24-Ara-2026 14:35' }),
  {
    islem_tarihi: '24.12.2026',
  },
);
add(
  'date',
  "a '|' for the day's 1 before a dotted month's name ('|4.Kas.2026')",
  form({ 'İşlem Tarihi': '|4.Kas.2026 14:35' }),
  { islem_tarihi: '14.11.2026' },
);
add(
  'date',
  "a '[' for the day's 1 before a month's name ('[4 Kasım 2026')",
  form({ 'İşlem Tarihi': '[4 Kasım 2026 14:35' }),
  { islem_tarihi: '14.11.2026' },
);
add('date', "the day split by the OCR ('2 4 Kasım 2026')", form({ 'İşlem Tarihi': '2 4 Kasım 2026 14:35' }));
add(
  'date',
  "the day split by the OCR in a numeric date ('2 4.11.2026')",
  form({ 'İşlem Tarihi': '2 4.11.2026 14:35' }),
);
add(
  'date',
  "OCR: the first dot read as a colon and a '1' dropped ('16:1.2026' for '16.11.2026')",
  form({ 'İşlem Tarihi': '16:1.2026 14:35' }),
  { islem_tarihi: '16.11.2026' },
);
add(
  'date',
  "no date printed, an order number like a named date ('Sipariş No: 12-DECOR-2026')",
  text({ 'İşlem Tarihi': '' }, ['Sipariş No: 12-DECOR-2026']),
  { islem_tarihi: N, islem_saati: N },
);
add(
  'date',
  "the date unlabelled in the header, an invoice number like a named date ('Fatura No: 5.MARKET.2026')",
  text({ 'İşlem Tarihi': '' }, ['Fatura No: 5.MARKET.2026'], ['24.11.2026 14:35']),
);
add('date', "text layer: an unpadded date ('5.3.2026')", text({ 'İşlem Tarihi': '5.3.2026 14:35' }), {
  islem_tarihi: '05.03.2026',
});
add(
  'date',
  "OCR: an unpadded date with a named-month date further down ('5.3.2026')",
  form({ 'İşlem Tarihi': '5.3.2026 14:35' }, [[['Hesap açılış 20 Kasım 2026', 0]]]),
  { islem_tarihi: '05.03.2026' },
);
add(
  'date',
  "OCR: a date with a one-digit month read from a named one ('16.1.2026', '16 Kas 2026' further down)",
  form({ 'İşlem Tarihi': '' }, [[['Dekont tarihi 16.1.2026', 0]], [['16 Kas 2026', 0]]]),
  { islem_tarihi: '16.11.2026', islem_saati: N },
);
add(
  'date',
  "text layer: an order code like a date beside the date's label ('Tarih: 3-FAST-2026'), the date below",
  text({}, ['Tarih: 3-FAST-2026']),
);
add(
  'date',
  "text layer: a weekday glued before the named date ('Salı,24.Kas.2026')",
  text({ 'İşlem Tarihi': 'Salı,24.Kas.2026 14:35' }),
);
add(
  'date',
  "OCR: a dotless 'ı' for the day's 1 in a dotted named date ('ı4.Kas.2026')",
  form({ 'İşlem Tarihi': 'ı4.Kas.2026 14:35' }),
  { islem_tarihi: '14.11.2026' },
);
add(
  'date',
  "OCR: an English month between dashes after a look-alike ('!4-Nov-2026')",
  form({ 'İşlem Tarihi': '!4-Nov-2026 14:35' }),
  { islem_tarihi: '14.11.2026' },
);

add(
  'date',
  "no date printed, an invoice number like a dotted named date ('Fatura No: 5.MARKET.2026')",
  text({ 'İşlem Tarihi': '' }, ['Fatura No: 5.MARKET.2026']),
  { islem_tarihi: N, islem_saati: N },
);
add(
  'date',
  "no date printed, a campaign code like a named date ('Kampanya: 3-JUNIOR-2026')",
  text({ 'İşlem Tarihi': '' }, ['Kampanya: 3-JUNIOR-2026']),
  { islem_tarihi: N, islem_saati: N },
);
add(
  'date',
  "OCR: a '|' for the day's 1 before a month's short name between dashes ('|4-Kas-2026')",
  form({ 'İşlem Tarihi': '|4-Kas-2026 14:35' }),
  { islem_tarihi: '14.11.2026' },
);
add(
  'time',
  "text layer: date and time parted by a spaced '|' ('24.11.2026 | 14:35')",
  text({ 'İşlem Tarihi': '24.11.2026 | 14:35' }),
);

export default designs;

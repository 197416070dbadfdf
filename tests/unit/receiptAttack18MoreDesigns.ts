/** Attack 18's receipts, continued: 'Gerçekleşme Tarihi' beside other dates, zones, long pages. */
import {
  R,
  ocrAt,
  ocrLines,
  form,
  text,
  spaced,
  exec,
  zone,
  slow,
  page,
  line,
  cells,
  PARTIES,
  PARTY_CELLS,
} from './receiptAttack18Designs';

// ---------- C: 'Gerçekleşme Tarihi' that is not the transaction's ----------
exec(
  "text layer: a future-dated EFT order, 'İşlem Tarihi' today, 'Planlanan Gerçekleşme Tarihi' next week",
  text({}, ['Planlanan Gerçekleşme Tarihi: 01.12.2026'], ['İLERİ TARİHLİ EFT TALİMATI']),
);
exec(
  "text layer: a future-dated EFT order, 'Tahmini Gerçekleşme Tarihi' printed before 'İşlem Tarihi'",
  page(
    'İLERİ TARİHLİ EFT TALİMATI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'Tahmini Gerçekleşme Tarihi: 01.12.2026 09:00',
    'İşlem Tarihi: 24.11.2026 14:35',
  ),
);
exec(
  "text layer: the order's 'İşlem Tarihi' above its value (a grid), 'Planlanan Gerçekleşme Tarihi' beside its value",
  page(
    'İLERİ TARİHLİ EFT TALİMATI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'Planlanan Gerçekleşme Tarihi: 01.12.2026',
    '',
    line([20], 'Kanal', 'İşlem Tarihi'),
    line([20], 'İnternet', '24.11.2026 14:35'),
  ),
);
exec(
  "OCR: a future-dated order's 'İşlem Tarihi' above its value, 'Beklenen Gerçekleşme Tarihi' beside its value",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Beklenen Gerçekleşme Tarihi', 0, '01.12.2026 09:00', 30),
    cells('Kanal', 0, 'İşlem Tarihi', 30),
    cells('Mobil', 0, '24.11.2026 14:35', 30),
  ),
);
exec(
  "text layer: a transfer by a standing order, 'Son Gerçekleşme Tarihi' (last month's run) beside 'İşlem Tarihi'",
  text({}, [
    'Talimat No: 88213',
    'Son Gerçekleşme Tarihi: 24.10.2026 14:35',
    'Sonraki Ödeme Tarihi: 24.12.2026',
  ]),
);
exec(
  "text layer: a standing order's setup receipt: 'İşlem Tarihi' today, 'İlk Gerçekleşme Tarihi' next month",
  text({}, ['Talimat Başlangıç Tarihi: 01.12.2026', 'İlk Gerçekleşme Tarihi: 01.12.2026']),
);
exec(
  "text layer: 'Talimat Gerçekleşme Tarihi' of the order (when it was set up) beside the transfer's 'İşlem Tarihi'",
  text({}, ['Talimat Gerçekleşme Tarihi: 02.01.2026 10:00']),
);
exec(
  "text layer: 'İşlem Tarihi' and 'Gerçekleşme Tarihi' on one line in two columns, the execution the next morning",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    line([36], 'İşlem Tarihi: 24.11.2026 14:35', 'Gerçekleşme Tarihi: 25.11.2026 08:30'),
  ),
);
exec(
  "text layer: a statement header 'Gerçekleşme Tarihi | Açıklama | Tutar' over earlier records, the transfer's 'İşlem Tarihi' above",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    'SON İŞLEMLER',
    line([22, 30], 'Gerçekleşme Tarihi', 'Açıklama', 'Tutar'),
    line([22, 30], '20.11.2026 10:00', 'KİRA', '1.150,00'),
    line([22, 30], '15.11.2026 09:12', 'FATURA', '312,40'),
  ),
);
exec(
  "text layer: a statement header 'Gerçekleşme Tarihi | Açıklama | Tutar', the transfer's date a label above its value",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi',
    '24.11.2026 14:35',
    '',
    'SON İŞLEMLER',
    line([22, 30], 'Gerçekleşme Tarihi', 'Açıklama', 'Tutar'),
    line([22, 30], '20.11.2026 10:00', 'KİRA', '1.150,00'),
  ),
);
exec(
  "text layer: a standing order notice whose 'Son Ödemeler' table is headed 'Gerçekleşme Tarihi'",
  page(
    'Düzenli Ödeme Talimatı Gerçekleşme Bildirimi',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi ve Saati: 24.11.2026 14:35',
    'Son Ödemeler',
    line([24, 16], 'Gerçekleşme Tarihi', 'Tutar', 'Durum'),
    line([24, 16], '24.09.2026 14:35', '1.150,00 TL', 'Gerçekleşti'),
    line([24, 16], '24.10.2026 14:35', '1.150,00 TL', 'Gerçekleşti'),
  ),
);
exec(
  "text layer: 'Gerçekleşme Zamanı' of a currency order's rate (another time) beside 'İşlem Zamanı'",
  text({ 'İşlem Tarihi': '', 'İşlem Zamanı': '24.11.2026 14:35' }, [
    'Kur Gerçekleşme Zamanı: 24.11.2026 14:40',
  ]),
);
exec(
  "text layer: a scheduled transfer 'Gerçekleşme Tarihi ve Saati' set for tomorrow, 'İşlem Saati' the ordering time",
  text({ 'İşlem Tarihi': '24.11.2026', 'İşlem Saati': '14:35' }, [
    'Planlanan Gerçekleşme Tarihi ve Saati: 25.11.2026 09:00',
  ]),
);
exec(
  "OCR: a standing order receipt, 'Son Gerçekleşme Tarihi' above its value, 'İşlem Tarihi' above its value",
  ocrAt([
    [0, cells('Gönderen', 0, 'AYŞE YILMAZ', 24)],
    [2, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [4, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [6, cells('Tutar', 0, '1.150,00 TL', 24)],
    [8, cells('İşlem Tarihi', 0, 'Son Gerçekleşme Tarihi', 24)],
    [10, cells('24.11.2026 14:35', 0, '24.10.2026 14:35', 24)],
  ]),
);
exec(
  "text layer: a cancelled order: 'İşlem Tarihi' the order, 'Gerçekleşme Tarihi: -' and 'İptal Tarihi' (no value after the label)",
  text({}, ['Gerçekleşme Tarihi: -', 'Durum: İptal Edildi', 'İptal Tarihi: 24.11.2026 15:00']),
);
exec(
  "English: 'Execution Date' (a future one) beside 'Transaction Date'",
  page(
    'Sender: AYŞE YILMAZ',
    'Beneficiary Name: MEHMET KAYA',
    `Beneficiary IBAN: ${spaced(R)}`,
    'Amount: 1.150,00 TRY',
    'Transaction Date: 24.11.2026 14:35',
    'Execution Date: 01.12.2026',
    'Value Date: 01.12.2026',
  ),
);
exec(
  "text layer: control: only 'Gerçekleşme Tarihi ve Saati' on an executed standing order (no other date label)",
  text({ 'İşlem Tarihi': '', 'Gerçekleşme Tarihi ve Saati': '24.11.2026 14:35' }, [
    'Talimat Tarihi: 01.01.2026',
  ]),
);
exec(
  "text layer: a loan payment: 'Vade Tarihi', 'Gerçekleşme Tarihi' of the instalment a month before, 'Ödeme Tarihi' the transfer's",
  text({ 'İşlem Tarihi': '', 'Ödeme Tarihi': '24.11.2026 14:35' }, [
    'Vade Tarihi: 24.11.2026',
    'Önceki Taksit Gerçekleşme Tarihi: 24.10.2026 14:35',
  ]),
);
exec(
  "text layer: a standing order's transfer dated 'Tarih:' (rank 2), 'Son Gerçekleşme Tarihi' last month's run",
  text({ 'İşlem Tarihi': '', Tarih: '24.11.2026 14:35' }, ['Son Gerçekleşme Tarihi: 24.10.2026 14:35']),
);
exec(
  "text layer: a future-dated EFT dated 'EFT Tarihi' (rank 2), 'Planlanan Gerçekleşme Tarihi' next week",
  text({ 'İşlem Tarihi': '', 'EFT Tarihi': '24.11.2026 14:35' }, [
    'Planlanan Gerçekleşme Tarihi: 01.12.2026 09:00',
  ]),
);
exec(
  "text layer: 'Ödeme Tarihi' beside its value, a table of earlier payments headed 'Gerçekleşme Tarihi | Alıcı | Tutar', one naming 'Alıcı:'",
  page(
    'Gönderen: AYŞE YILMAZ',
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'Ödeme Tarihi: 24.11.2026 14:35',
    '',
    line([22, 24], 'Gerçekleşme Tarihi', 'Açıklama', 'Tutar'),
    line([22, 24], '24.10.2026 14:35', 'Alıcı: MEHMET KAYA', '1.150,00'),
    line([22, 24], '24.09.2026 14:35', 'Kira', '1.150,00'),
  ),
);
exec(
  "OCR: 'Gerçekleşme Tarihi' misread 'Gerceklesme Tarihi' (a previous run) above its value, 'Tarih' beside the transfer's",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Tarih', 0, '24.11.2026 14:35', 24),
    cells('Önceki Gerceklesme Tarihi', 0),
    cells('24.10.2026 14:35', 0),
  ),
);

// ---------- B: zones ----------
zone(
  "text layer: a foreign bank's 'İşlem Saati: GMT3 10:30' (the zone's sign dropped), the time on the half hour",
  text({ 'İşlem Tarihi': '24.11.2026', 'İşlem Saati': 'GMT3 10:30' }),
  { islem_saati: '10:30' },
);
zone(
  "OCR: 'İşlem Tarihi: 24.11.2026 TSİ 1 10:00', 'TSİ' then a stray '1' (a speck) before the time",
  form({ 'İşlem Tarihi': '24.11.2026 TSİ 1 10:00' }),
  { islem_saati: '10:00' },
);
zone(
  "text layer: an uppercase description ending 'UTCE' (a company code) right before the time of the transfer on one line",
  text({ 'İşlem Tarihi': '' }, ['24.11.2026 AÇIKLAMA: KIRA UTCE 09:30']),
  { islem_saati: '09:30' },
);
zone(
  "OCR: 'GMT+3' with the '+' read as 't' after the time ('14:30 GMTt3'), then the next line's time",
  form({ 'İşlem Tarihi': '24.11.2026 14:30 GMTt3' }),
  { islem_saati: '14:30' },
);

// ---------- Slowness ----------
slow(
  "text layer: a 3000-row status history under 'Durum | İşlem Tarihi', one 'Gönderildi' at the end",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([14], 'Durum', 'İşlem Tarihi'),
    ...Array.from({ length: 3000 }, () => line([14], 'Beklemede', '24.11.2026 14:30')),
    line([14], 'Gönderildi', '24.11.2026 14:35'),
  ),
);
slow(
  "text layer: 1500 header rows 'Durum  İşlem Tarihi  Saat' each over 'Onay' and 'Gönderim' rows",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    ...Array.from({ length: 1500 }, () => [
      line([12, 16], 'Durum', 'İşlem Tarihi', 'Saat'),
      line([12, 16], 'Onay', '24.11.2026', '14:35'),
      line([12, 16], 'Gönderim', '24.11.2026', '14:35'),
    ]).flat(),
  ),
);
slow(
  'OCR: 2000 rows of a list, each a step word and 12 date labels',
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    ...Array.from({ length: 2000 }, (_, index) =>
      cells(
        index % 2 ? 'Onay' : 'Durum',
        0,
        ...Array.from({ length: 12 }, (__, k) => ['Tarih', 12 + k * 8]).flat(),
      ),
    ),
  ),
);

/**
 * Receipts designed against the rules of 4e598c1, add9500, 8470892 and 76f19c7 (attack 16): A, a
 * letter-spaced figure gives no amount from a piece and 'UTC*03:00' is no time (receiptValues.ts); B, a
 * date or time under its label with another of its shape right under it answers none (columnBelow.ts
 * othersBelow); C, 'Mesaj Tarihi' / 'Message Date' / 'Message Time' are a document's dates
 * (receiptLabels.ts); D, a header's last words parted into a cell of their own ('SOYADI', '/ UNVANI', 'NO',
 * '(TL)') do not end the column of the label before them (layoutCandidates.ts, isLabelTail). Each design
 * asserts each field right or empty.
 */
import {
  R,
  ocrAt,
  ocrLines,
  form,
  text,
  amount,
  spaced,
  spacedFigure,
  zone,
  log,
  page,
  line,
  cells,
  PARTIES,
  PARTY_CELLS,
} from './receiptAttack16Kit';
// ---------- A: pieces of a letter-spaced figure ----------
spacedFigure(
  "text layer: spaced dot leaders before the amount ('İşlem Tutarı . . . . . 1.150,00 TL')",
  page(
    'Gönderen . . . . . . . AYŞE YILMAZ',
    'Alıcı Adı . . . . . . MEHMET KAYA',
    `Alıcı IBAN . . . . . . ${spaced(R)}`,
    'İşlem Tutarı . . . . . 1.150,00 TL',
    'İşlem Tarihi . . . . . 24.11.2026 14:35',
  ),
);
spacedFigure(
  "OCR: the colon before the amount read as a dot ('İşlem Tutarı   . 1.150,00 TL')",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tutarı', 0, '. 1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
spacedFigure(
  "OCR: the colon read as ',' before the amount, a wallet's daily 'Kalan Tutar' below",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tutarı', 0, ', 1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Günlük Kalan Tutar', 0, '8.850,00 TL', 24),
  ),
);
spacedFigure("OCR: '₺50,00' read '4 50,00 TL' (the sign as a lone '4')", amount('4 50,00 TL'), {
  tutar: '50,00',
});
spacedFigure(
  "OCR: '₺50,00' read '4 50,00 TL', a wallet's 'Günlük Kalan Tutar' below",
  form({ Tutar: '', 'İşlem Tutarı': '4 50,00 TL' }, [cells('Günlük Kalan Tutar', 0, '9.950,00 TL', 24)]),
  { tutar: '50,00' },
);
spacedFigure(
  "text layer: a lone '1' before a small amount ('İşlem Tutarı: 1 50,00', a sign a PDF font lost), a 'Kalan Tutar' below",
  text({ Tutar: '', 'İşlem Tutarı': '1 50,00', 'Kalan Tutar': '2.450,00 TL' }),
  { tutar: '50,00' },
);
spacedFigure("OCR: kuruş digits parted ('1.150,5 0 TL' for 1.150,50)", amount('1.150,5 0 TL'), {
  tutar: '1.150,50',
});
spacedFigure("OCR: kuruş digits parted ('1.150,0 0 TL')", amount('1.150,0 0 TL'));
spacedFigure(
  "OCR: thousands parted by a space and the kuruş parted ('1 150,0 0 TL')",
  amount('1 150,0 0 TL'),
);
spacedFigure("OCR: a letter-spaced figure in two-digit pieces ('1.1 50,00 TL')", amount('1.1 50,00 TL'));
spacedFigure(
  "OCR: a letter-spaced figure with a lone thousands dot ('1 . 150,00 TL')",
  amount('1 . 150,00 TL'),
);
spacedFigure(
  "OCR: kuruş digits parted ('1.150,5 0 TL'), a wallet's 'Günlük Kalan Tutar' below",
  form({ Tutar: '', 'İşlem Tutarı': '1.150,5 0 TL' }, [cells('Günlük Kalan Tutar', 0, '8.849,50 TL', 24)]),
  { tutar: '1.150,50' },
);
spacedFigure(
  "text layer: a row number before a small amount in a single-spaced line ('1 250,00 TL Kira')",
  page(...PARTIES, 'Tutar', '1 250,00 TL Kira', 'İşlem Tarihi: 24.11.2026 14:35'),
  { tutar: '250,00' },
);
spacedFigure(
  "text layer: an amount after a lone '₺' sign ('Tutar: ₺ 1.150,00')",
  text({ Tutar: '₺ 1.150,00' }),
);
spacedFigure("OCR: NULs between the digits of the amount ('1.150\\0,00 TL')", amount('1.150\u0000,00 TL'));

// ---------- A: time zones, their sign misread ----------
zone(
  "text layer: a time after a zone with a footnote star ('İşlem Zamanı: 24.11.2026 UTC* 14:35')",
  text({ 'İşlem Tarihi': '', 'İşlem Zamanı': '24.11.2026 UTC* 14:35' }),
);
zone(
  "OCR: the zone's '+' read as 't' ('24.11.2026 (UTCt03:00) 14:35')",
  form({ 'İşlem Tarihi': '24.11.2026 (UTCt03:00) 14:35' }),
);
zone(
  "OCR: the zone's '+' read as '4' ('24.11.2026 UTC4 03:00 14:35')",
  form({ 'İşlem Tarihi': '24.11.2026 UTC4 03:00 14:35' }),
);
zone(
  "OCR: the zone's '+' lost ('24.11.2026 GMT 03:00'), the time under its own label",
  form({ 'İşlem Tarihi': '24.11.2026 GMT 03:00', 'İşlem Saati': '14:35' }),
);
zone(
  "OCR: the zone's '+' read as '#' ('İşlem Tarihi 24.11.2026 UTC#03:00'), the time under its label",
  form({ 'İşlem Tarihi': '24.11.2026 UTC#03:00', 'İşlem Saati': '14:35' }),
);
zone(
  "OCR: the zone's '+' read as '÷' ('24.11.2026 UTC÷03:00'), the time on its own line",
  form({ 'İşlem Tarihi': '24.11.2026 UTC÷03:00', Saat: '14:35' }),
);
zone(
  "OCR: 'TSİ' zone with a star ('24.11.2026 TSİ*03:00'), the time under its label",
  form({ 'İşlem Tarihi': '24.11.2026 TSİ*03:00', 'İşlem Saati': '14:35' }),
);

// ---------- B: a date or time over another of its shape ----------
/** An e-dekont's two-label list (no table header): the transfer, then its fee posted a minute later. */
const postings = (second: string[]) =>
  page(
    'ELEKTRONİK DEKONT',
    ...PARTIES,
    '',
    line([20, 34], 'İşlem Tarihi', 'İşlem', 'Tutar'),
    line([20, 34], '24.11.2026 14:35', 'EFT - MEHMET KAYA', '1.150,00 TL'),
    line([20, 34], ...second),
  );
log(
  'text layer: the transfer, then its fee posted a minute later (no table header)',
  postings(['24.11.2026 14:36', 'EFT Masrafı', '5,00 TL']),
);
log(
  'text layer: the transfer, then its fee posted at the same minute (control)',
  postings(['24.11.2026 14:35', 'EFT Masrafı', '5,00 TL']),
);
log(
  'text layer: the transfer, its fee at the same minute, the BSMV a minute later',
  page(
    'ELEKTRONİK DEKONT',
    ...PARTIES,
    '',
    line([20, 34], 'İşlem Tarihi', 'İşlem', 'Tutar'),
    line([20, 34], '24.11.2026 14:35', 'EFT - MEHMET KAYA', '1.150,00 TL'),
    line([20, 34], '24.11.2026 14:35', 'EFT Masrafı', '5,00 TL'),
    line([20, 34], '24.11.2026 14:36', 'BSMV', '0,25 TL'),
  ),
);
/** A corporate approval screen: its steps in the 'İşlem Tarihi' column, all on one day. */
const approval = (after: string[] = []) =>
  page(
    'KURUMSAL İNTERNET ŞUBESİ - TALİMAT DETAYI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([14, 22], 'Adım', 'İşlem Tarihi', 'Kullanıcı'),
    line([14, 22], 'Hazırlama', '24.11.2026 09:03', 'AYŞE Y.'),
    line([14, 22], 'Onay', '24.11.2026 11:23', 'ALİ V.'),
    line([14, 22], 'Gönderim', '24.11.2026 14:35', 'SİSTEM'),
    ...after,
  );
log('text layer: an approval log in the date column, its steps all on the transfer day', approval());
log(
  "text layer: an approval log, all steps on the transfer day, a page footer 'Tarih: 25.11.2026'",
  approval(['', 'Tarih: 25.11.2026']),
);
log(
  "text layer: an approval log, the transfer's own 'İşlem Saati' line beside the date column",
  approval(['', 'İşlem Saati: 14:35']),
);
log(
  "OCR: a card with 'İşlem Tarihi' over the date, the print date right under it, no label",
  ocrAt([
    [0, cells('Gönderen', 0, 'AYŞE YILMAZ', 24)],
    [2, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [4, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [6, cells('Tutar', 0, '1.150,00 TL', 24)],
    [8, cells('İşlem Tarihi', 0, 'İşlem Saati', 24)],
    [10, cells('24.11.2026', 0, '14:35', 24)],
    [12, cells('25.11.2026', 0, '09:12', 24)],
  ]),
);
log(
  "text layer: 'İşlem Tarihi' over the transfer's date, a value date under it whose label went left",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    line([20, 14], 'İşlem Tarihi', 'Saat'),
    line([20, 14], '24.11.2026', '14:35'),
    line([20, 14], '25.11.2026', ''),
    '(ikinci tarih valördür)',
  ),
);
log(
  "text layer: a time column repeating the transfer's minute, then a later one",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026',
    '',
    line([12, 30], 'Saat', 'Açıklama'),
    line([12, 30], '14:35', 'EFT gönderildi'),
    line([12, 30], '14:35', 'Masraf tahsil edildi'),
    line([12, 30], '14:36', 'SMS bildirimi'),
  ),
);
log(
  "text layer: a time column, the date's row holding the print's time",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026                 Çıktı: 15:02',
    '',
    line([12, 30], 'Saat', 'Açıklama'),
    line([12, 30], '14:35', 'EFT gönderildi'),
    line([12, 30], '14:36', 'Masraf tahsil edildi'),
  ),
);
log(
  'text layer: a statement with a date column, its first record the transfer, a later record without a sum',
  page(
    'HESAP HAREKETLERİ',
    'Müşteri: AYŞE YILMAZ',
    '',
    line([20, 40], 'Tarih', 'Açıklama', 'Tutar'),
    line([20, 40], '24.11.2026 14:35', `EFT Alıcı: MEHMET KAYA ${spaced(R)}`, '-1.150,00'),
    line([20, 40], '24.11.2026 16:10', 'Bilgi: kart limiti güncellendi', ''),
  ),
);
log(
  "OCR: 'İşlem Tarihi' label above its value, then 'Valör' date under it with its label on the left",
  ocrAt([
    [0, cells('Gönderen', 0, 'AYŞE YILMAZ', 24)],
    [2, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [4, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [6, cells('Tutar', 0, '1.150,00 TL', 24)],
    [8, cells('İşlem Tarihi ve Saati', 12)],
    [10, cells('24.11.2026 14:35', 12)],
    [12, cells('Valör', 0, '25.11.2026 00:00', 12)],
  ]),
);
log(
  'text layer: dates as named months in a column (the transfer, then the refund notice of another)',
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    line([22, 30], 'İşlem Tarihi', 'Açıklama'),
    line([22, 30], '24 Kasım 2026 14:35', 'EFT'),
    line([22, 30], '25 Kasım 2026 10:00', 'Hesap özeti'),
  ),
);

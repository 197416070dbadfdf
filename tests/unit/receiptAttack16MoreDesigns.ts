/** Attack 16's receipts, continued: message dates and a header's last words in a cell of their own. */
import {
  R,
  ocrAt,
  ocrLines,
  form,
  text,
  spaced,
  spacedFigure,
  log,
  message,
  tail,
  page,
  line,
  cells,
  PARTIES,
  PARTY_CELLS,
} from './receiptAttack16Kit';
// ---------- C: message dates ----------
message(
  "text layer: a SWIFT confirmation with only 'Message Date' and 'Message Time', a printed footer",
  page(
    'SWIFT MT103 CONFIRMATION',
    'Ordering Customer: AYŞE YILMAZ',
    'Beneficiary Name: MEHMET KAYA',
    `Beneficiary IBAN: ${spaced(R)}`,
    'Transfer Amount: 1.150,00 TL',
    'Message Date: 24.11.2026',
    'Message Time: 14:35',
    '',
    'Printed 25.11.2026 09:12',
  ),
);
message(
  "text layer: 'Mesaj / Açıklama' with a bill's date in it, the transaction date labelled",
  text({}, ['Mesaj / Açıklama: 20.11.2026 tarihli fatura ödemesi']),
);
message(
  "text layer: a FAST receipt whose only date is 'FAST Mesaj Tarihi', a footer with the print time",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'FAST Mesaj Tarihi: 24.11.2026 14:35',
    '',
    'Oluşturuldu 25.11.2026 09:12',
  ),
);
message(
  "text layer: bilingual 'İşlem Tarihi / Message Date'",
  text({ 'İşlem Tarihi': '', 'İşlem Tarihi / Message Date': '24.11.2026 14:35' }),
);
message(
  "text layer: 'Mesaj Tarihi' over a column of the transfer's date, a 'Tarih' footer",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([20, 20], 'Mesaj Tarihi', 'Mesaj No'),
    line([20, 20], '24.11.2026 14:35', '000123'),
    '',
    'Tarih: 25.11.2026',
  ),
);
message(
  "text layer: a customer's message text 'mesaj tarihi 20.11.2026' in the description",
  text({}, ['Açıklama: kira, mesaj tarihi 20.11.2026']),
);
message(
  "OCR: 'MESAJ TARİHİ' in Turkish capitals and 'İŞLEM TARİHİ' beside each other in a header",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İŞLEM TARİHİ', 0, 'MESAJ TARİHİ', 24),
    cells('24.11.2026 14:35', 0, '24.11.2026 14:36', 24),
  ),
);

// ---------- D: a header's last words in a cell of their own ----------
/** A list table with the given header cells and one record's cells, each column 22 wide. */
const grid = (header: string[], record: string[], widths = header.map(() => 22)) =>
  page(line(widths, ...header), line(widths, ...record));
tail(
  "text layer: 'Alıcı Adı Soyadı' beside an 'Unvanı' column holding a company title (the person named)",
  page(
    'Gönderen: AYŞE YILMAZ',
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([24, 30], 'Alıcı Adı Soyadı', 'Unvanı', 'Banka'),
    line([24, 30], 'MEHMET KAYA', 'KAYA İNŞAAT LTD. ŞTİ.', 'Ziraat Bankası'),
  ),
);
tail(
  "text layer: 'Alıcı' beside a 'NO' column (a customer number), then 'Tutar'",
  page(
    'Gönderen: AYŞE YILMAZ',
    `Alıcı IBAN: ${spaced(R)}`,
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    grid(['Alıcı', 'NO', 'Tutar'], ['MEHMET KAYA', '40512345', '1.150,00 TL']),
  ),
);
tail(
  "text layer: 'Alıcı' as the last header cell but a 'NO' column",
  page(
    'Gönderen: AYŞE YILMAZ',
    `Alıcı IBAN: ${spaced(R)}`,
    'İşlem Tarihi: 24.11.2026 14:35',
    'Tutar: 1.150,00 TL',
    '',
    grid(['Tarih', 'Alıcı', 'NO'], ['24.11.2026', 'MEHMET KAYA', '7']),
  ),
);
tail(
  "OCR: 'ALICI ADI' ‖ 'SOYADI' over a first name and a surname in two cells",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('ALICI ADI', 0, 'SOYADI', 16, 'BANKA', 32),
    cells('MEHMET', 0, 'KAYA', 16, 'Ziraat Bankası', 32),
  ),
);
tail(
  "OCR: 'GÖNDEREN ADI' ‖ 'SOYADI' ‖ 'ALICI ADI' ‖ 'SOYADI' over four cells",
  ocrLines(
    cells('GÖNDEREN ADI', 0, 'SOYADI', 16, 'ALICI ADI', 32, 'SOYADI', 48),
    cells('AYŞE', 0, 'YILMAZ', 16, 'MEHMET', 32, 'KAYA', 48),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
tail(
  "OCR: 'Müşteri' ‖ 'No' over a customer number, the sender's own head",
  ocrLines(
    cells('Müşteri', 0, 'No', 20, 'Şube', 36),
    cells('AYŞE YILMAZ', 0, '40512345', 20, 'Kadıköy', 36),
    cells('Alıcı Adı', 0, 'MEHMET KAYA', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
tail(
  "OCR: 'Tutar' ‖ '(TL)' ‖ 'Masraf' ‖ '(TL)' over the amount and the fee",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Tutar', 0, '(TL)', 10, 'Masraf', 24, '(TL)', 34),
    cells('1.150,00', 0, '5,00', 24),
  ),
);
tail(
  "OCR: 'Tutar' ‖ 'TL' where 'TL' heads its own column of lira beside a dollar amount",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Tutar', 0, 'USD', 14, 'TL', 28),
    cells('30,00', 0, 'USD', 14, '1.150,00', 28),
  ),
  { tutar: '1.150,00' },
);
tail(
  "text layer: a list whose amount column is headed only 'TL', after 'Alıcı'",
  page(
    'Gönderen: AYŞE YILMAZ',
    `Alıcı IBAN: ${spaced(R)}`,
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    grid(['Sıra', 'Alıcı', 'TL'], ['1', 'MEHMET KAYA', '1.150,00']),
  ),
);
tail(
  "text layer: 'Tutar' ‖ 'NO' where 'NO' is the instalment column (one-decimal amount)",
  page(
    ...PARTIES,
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    grid(['Açıklama', 'Tutar', 'NO'], ['Kira', '1.150,5', '1']),
  ),
  { tutar: '1.150,50' },
);
tail(
  "OCR: 'Alıcı' ‖ 'SOYADI' where the next column holds the sender's surname (a party grid)",
  ocrLines(
    cells('Alıcı Adı', 0, 'SOYADI', 16, 'Gönderen', 32),
    cells('MEHMET KAYA', 0, '', 16, 'AYŞE YILMAZ', 32),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
tail(
  "text layer: 'Alıcı' ‖ 'Soyadı' ‖ 'IBAN' where the IBAN is printed under 'Soyadı' by a shifted row",
  page(
    'Gönderen: AYŞE YILMAZ',
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([16, 16], 'Alıcı Adı', 'Soyadı', 'IBAN'),
    line([16, 16], 'MEHMET', 'KAYA', spaced(R)),
  ),
);
tail(
  "OCR: a label-beside row 'Alıcı   NO   MEHMET KAYA' (a stray 'NO' between)",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı', 0, 'NO', 10, 'MEHMET KAYA', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
tail(
  "text layer: 'Gönderen' ‖ 'NO' ‖ 'Alıcı' where 'NO' holds the sender's customer number",
  page(
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    grid(['Gönderen', 'NO', 'Alıcı'], ['AYŞE YILMAZ', '40512345', 'MEHMET KAYA']),
  ),
);
tail(
  'huge input: a 3000-line text page with a header tail cell and NULs',
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    ...Array.from({ length: 3000 }, (_, index) => `Satır ${index}\u0000  SOYADI  NO  (TL)`),
  ),
);

// ---------- D (more): cells an OCR read as one segment across a tail column ----------
tail(
  "OCR: 'Alıcı' ‖ 'NO' ‖ 'Tutar', the name and the customer number read as one cell",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Alıcı', 0, 'NO', 7, 'Tutar', 20),
    cells('MEHMET KAYA', 0, '40512345', 7.2, '1.150,00 TL', 20),
  ),
);
tail(
  "OCR: 'Gönderen' ‖ 'NO' ‖ 'Alıcı', the sender's name and number read as one cell",
  ocrLines(
    cells('Gönderen', 0, 'NO', 7, 'Alıcı', 20),
    cells('AYŞE YILMAZ', 0, '40512345', 7.2, 'MEHMET KAYA', 20),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
tail(
  "OCR: 'Alıcı Adı' ‖ 'Soyadı' ‖ 'Şube', the surname and the branch read as one cell",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Alıcı Adı', 0, 'Soyadı', 8, 'Şube', 14),
    cells('MEHMET', 0, 'KAYA', 8, 'KADIKÖY', 11),
  ),
);
tail(
  "OCR: 'ALICI ADI' ‖ '/ UNVANI' ‖ 'TL', the name and the amount read as one cell",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('ALICI ADI', 0, '/ UNVANI', 6, 'TL', 14),
    cells('MEHMET KAYA', 0, '1.150,00', 7),
  ),
);
tail(
  "OCR: a label-beside row 'Tutar   TL   1.150,00' (the unit in a cell of its own)",
  form({ Tutar: '' }, [cells('Tutar', 0, 'TL', 10, '1.150,00', 24)]),
);
tail(
  "OCR: 'Alıcı' ‖ 'NO' over an empty name cell, a row number under 'NO', the name a row lower",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Alıcı', 0, 'NO', 14, 'Banka', 24),
    cells('1', 14, 'Ziraat', 24),
    cells('MEHMET KAYA', 0),
  ),
);
tail(
  "OCR: 'İşlem Tarihi' ‖ 'NO', the date and a reference with a colon read as one cell",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, 'NO', 7, 'Kanal', 20),
    cells('24.11.2026 14:35', 0, '09:41-22', 9.8, 'Mobil', 20),
  ),
);

// ---------- B (more): the log's date gone, another date label answers ----------
log(
  "text layer: an approval log in the 'İşlem Tarihi' column, the instruction's 'Talimat Kayıt Tarihi' above",
  page(
    'KURUMSAL İNTERNET ŞUBESİ - TALİMAT DETAYI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'Talimat Kayıt Tarihi: 20.11.2026 17:40',
    '',
    line([14, 22], 'Adım', 'İşlem Tarihi', 'Kullanıcı'),
    line([14, 22], 'Hazırlama', '24.11.2026 09:03', 'AYŞE Y.'),
    line([14, 22], 'Onay', '24.11.2026 11:23', 'ALİ V.'),
    line([14, 22], 'Gönderim', '24.11.2026 14:35', 'SİSTEM'),
  ),
);
log(
  "OCR: a wallet's label-above card, its 'İşlem Zamanı' over the transfer's, the top-up's under it, the status bar's clock",
  ocrAt([
    [0, cells('14:52', 0, 'Turkcell', 10)],
    [2, cells('Gönderen', 0, 'AYŞE YILMAZ', 24)],
    [4, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [6, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [8, cells('Tutar', 0, '1.150,00 TL', 24)],
    [10, cells('İşlem Zamanı', 0)],
    [11.5, cells('24.11.2026 14:35', 0)],
    [13, cells('24.11.2026 14:31', 0)],
  ]),
);

// ---------- more ----------
spacedFigure(
  "OCR: the amount misread by a digit, the total's colon read as ',' (the sums no longer veto it)",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tutarı', 0, '1.150,06 TL', 24),
    cells('Masraf', 0, '5,00 TL', 24),
    cells('Toplam', 0, ', 1.155,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
spacedFigure(
  "OCR: the amount misread by a digit, the fee's colon read as ',' (the sums no longer veto it)",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tutarı', 0, '1.150,06 TL', 24),
    cells('Masraf', 0, ', 5,00 TL', 24),
    cells('Toplam', 0, '1.155,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
  ),
);
tail(
  "OCR: a form's 'ALICI ADI' and '/ UNVANI' columns (a person's name, a firm's title), read as one cell",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('ALICI ADI', 0, '/ UNVANI', 6.5, 'ŞUBE', 24),
    cells('MEHMET KAYA', 0, 'KAYA TEKSTİL', 7.2, 'KADIKÖY', 24),
  ),
);
log(
  "huge input: 'İşlem Tarihi' over 4000 rows of the same date and time",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi',
    ...Array.from({ length: 4000 }, () => '24.11.2026 14:35'),
  ),
);

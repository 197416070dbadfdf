/** Attack 17's receipts, continued: cards beside step-like rows, statements and lists, zones, long pages. */
import {
  R,
  X,
  ocrAt,
  ocrLines,
  form,
  text,
  spaced,
  card,
  table,
  zone,
  slow,
  page,
  line,
  cells,
  PARTIES,
  PARTY_CELLS,
} from './receiptAttack17Designs';

// ---------- A: a card's column beside rows that start with step words ----------
card(
  "text layer: a two-column page, 'Kayıt :', 'Onay :', 'Gönderim :' lines left, the date card right ('Valör' under it)",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([40], 'TALİMAT BİLGİLERİ', 'İşlem Tarihi'),
    line([40], 'Kayıt      : AYŞE Y.', '24.11.2026 14:35'),
    line([40], 'Onay       : ALİ V.', 'Valör'),
    line([40], 'Gönderim   : FAST', '25.11.2026'),
  ),
);
card(
  "text layer: a two-column page, step lines left, the recipient's card right with the sender's under it",
  page(
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([40], 'TALİMAT BİLGİLERİ', 'Alıcı Adı'),
    line([40], 'Kayıt      : 24.11.2026', 'MEHMET KAYA'),
    line([40], 'Onay       : 24.11.2026', 'Gönderen'),
    line([40], 'Gönderim   : FAST', 'AYŞE YILMAZ'),
  ),
);
card(
  "OCR: a two-column card, 'Onay' / 'Gönderim' cells left, the amount card right with the fee under it",
  ocrLines(
    ...PARTY_CELLS,
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    cells('Talimat', 0, 'İşlem Tutarı', 30),
    cells('Kayıt', 0, 'Mobil', 12, '1.150,00 TL', 30),
    cells('Onay', 0, 'SMS', 12, 'Masraf', 30),
    cells('Gönderim', 0, 'FAST', 12, '5,00 TL', 30),
  ),
);
card(
  "OCR: a two-column card, 'Kayıt' / 'Onay' rows left (no sending), the date card right, a bill date in the note",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Talimat', 0, 'İşlem Tarihi', 30),
    cells('Kayıt', 0, 'Mobil', 12, '24.11.2026 14:35', 30),
    cells('Onay', 0, 'SMS', 12, '', 30),
    cells('Açıklama', 0, '20.11.2026 tarihli fatura', 12),
  ),
);
card(
  "text layer: 'Gönderim Şekli :' and 'Onay Kodu :' rows under a date label above its value",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi',
    '24.11.2026 14:35',
    'Onay Kodu        : 482913',
    'Gönderim Şekli   : FAST',
  ),
);
card(
  "text layer: a date label above its value, aligned 'Onay :', 'Kayıt :', 'Gönderim :' rows right under the label's row",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    line([24], 'Kanal', 'İşlem Tarihi'),
    line([24], 'Kayıt     : Mobil', '24.11.2026 14:35'),
    line([24], 'Onay      : SMS', ''),
    line([24], 'Gönderim  : FAST', '25.11.2026 Valör'),
  ),
);
card(
  "OCR: a card's label-above grid, 'Giriş Tarihi' and 'Gönderim Tarihi' label rows under the date label",
  ocrAt([
    [0, cells('Gönderen', 0, 'AYŞE YILMAZ', 24)],
    [2, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [4, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [6, cells('Tutar', 0, '1.150,00 TL', 24)],
    [8, cells('Kanal', 0, 'İşlem Tarihi', 24)],
    [10, cells('Giriş', 0, '24.11.2026 14:35', 24)],
    [12, cells('Gönderim', 0, 'Tarih', 24)],
    [14, cells('FAST', 0, '25.11.2026 09:00', 24)],
  ]),
);
card(
  "OCR: 'Gönderen' card under a date card, the left column's rows 'Kontrol' and 'İmza' then 'Gönderim'",
  ocrAt([
    [0, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [2, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [4, cells('Tutar', 0, '1.150,00 TL', 24)],
    [6, cells('İşlem Kontrolü', 0, 'Gönderen', 24)],
    [8, cells('Kontrol', 0, 'AYŞE YILMAZ', 24)],
    [10, cells('İmza', 0, 'Alıcı', 24)],
    [12, cells('Gönderim', 0, 'MEHMET KAYA', 24)],
    [14, cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24)],
  ]),
);
card(
  "text layer: a form with the label alone on its row over 'Kayıt No' / 'Onay' / 'Gönderildi' value rows",
  text({}, [], ['Talimat Durumu', 'Onay      : Evet', 'Gönderildi: Evet']),
);

// ---------- A: statements and lists whose rows start with step words ----------
table(
  "text layer: a statement whose type column reads 'Giriş' (a deposit) then 'Gönderim' (the transfer)",
  page(
    'HESAP HAREKETLERİ',
    'Müşteri: AYŞE YILMAZ',
    '',
    line([12, 20, 44], 'İşlem', 'Tarih', 'Açıklama', 'Tutar'),
    line([12, 20, 44], 'Giriş', '23.11.2026 09:10', 'Maaş ödemesi', '25.000,00'),
    line([12, 20, 44], 'Gönderim', '24.11.2026 14:35', `EFT Alıcı: MEHMET KAYA ${spaced(R)}`, '-1.150,00'),
  ),
);
table(
  "text layer: a statement whose type column reads 'Giriş' twice then 'Gönderim', the second deposit the same day",
  page(
    'HESAP HAREKETLERİ',
    'Müşteri: AYŞE YILMAZ',
    '',
    line([12, 20, 44], 'İşlem', 'Tarih', 'Açıklama', 'Tutar'),
    line([12, 20, 44], 'Gönderim', '24.11.2026 14:35', `EFT Alıcı: MEHMET KAYA ${spaced(R)}`, '-1.150,00'),
    line([12, 20, 44], 'Giriş', '24.11.2026 16:00', 'Kira geliri', '3.000,00'),
    line([12, 20, 44], 'Giriş', '25.11.2026 09:10', 'Maaş ödemesi', '25.000,00'),
  ),
);
table(
  "text layer: a list whose rows start with 'Onay' and 'Kayıt' references, one payment to the recipient",
  page(
    'Gönderen: AYŞE YILMAZ',
    '',
    line([10, 20, 18, 34], 'Kayıt', 'Tarih', 'Alıcı', 'IBAN', 'Tutar'),
    line([10, 20, 18, 34], 'Onay', '24.11.2026 14:35', 'MEHMET KAYA', spaced(R), '1.150,00'),
    line([10, 20, 18, 34], 'Kayıt', '24.11.2026 14:36', 'MEHMET KAYA', spaced(R), '5,00'),
    line([10, 20, 18, 34], 'Gönderim', '24.11.2026 14:37', 'AYŞE YILMAZ', spaced(X), '1.155,00'),
  ),
);
table(
  "text layer: a dated statement (records) under a header, the account's 'Onay' line above it",
  page(
    'HESAP HAREKETLERİ',
    'Müşteri: AYŞE YILMAZ',
    '',
    line([20, 44], 'Tarih', 'Açıklama', 'Tutar'),
    line([20, 44], '24.11.2026 14:35', `EFT Alıcı: MEHMET KAYA ${spaced(R)}`, '-1.150,00'),
    line([20, 44], '24.11.2026 16:10', 'Kart harcaması', '-45,00'),
    '',
    '',
    '',
    line([20, 44], 'Onay', 'Gönderim', ''),
  ),
);
table(
  "text layer: a header of three labels over 'Kayıt' / 'Onay' / 'Gönderim' rows holding the parties",
  page(
    'İşlem Tarihi: 24.11.2026 14:35',
    'Tutar: 1.150,00 TL',
    '',
    line([12, 20, 20], 'Adım', 'Gönderen', 'Alıcı Adı', 'Alıcı IBAN'),
    line([12, 20, 20], 'Kayıt', 'AYŞE YILMAZ', 'MEHMET KAYA', spaced(R)),
    line([12, 20, 20], 'Onay', 'ALİ VELİ', 'MEHMET KAYA', spaced(R)),
    line([12, 20, 20], 'Gönderim', 'SİSTEM', 'HAVALE SERVİSİ', spaced(X)),
  ),
);

// ---------- B: time zones ----------
zone(
  "text layer: 'İşlem Zamanı: 24.11.2026 UTC+3 14:35'",
  text({ 'İşlem Tarihi': '24.11.2026 UTC+3 14:35' }),
);
zone(
  "OCR: a UAE bank's 'GMT+4' zone read 'GMT4' before the time ('24.11.2026 GMT4 14:35')",
  form({ 'İşlem Tarihi': '24.11.2026 GMT4 14:35' }),
);
zone(
  "OCR: 'UTC+4' read 'UTC 4' before the time ('24.11.2026 UTC 4 14:35')",
  form({ 'İşlem Tarihi': '24.11.2026 UTC 4 14:35' }),
);
zone(
  "text layer: a real time in UTC ('İşlem Tarihi: 24.11.2026 UTC 14:35')",
  text({ 'İşlem Tarihi': '24.11.2026 UTC 14:35' }),
);
zone(
  "OCR: 'GMT 4 03:00' (the '+' read as '4' with spaces), the time under its own label",
  form({ 'İşlem Tarihi': '24.11.2026 GMT 4 03:00', 'İşlem Saati': '14:35' }),
);
zone(
  "OCR: 'UTC  4 03:00' (two spaces after the zone), no other time",
  form({ 'İşlem Tarihi': '24.11.2026 UTC  4 03:00' }),
);
zone(
  "OCR: 'UTCf03:00' (the '+' read as 'f'), no other time",
  form({ 'İşlem Tarihi': '24.11.2026 (UTCf03:00)' }),
);
zone("OCR: 'TSİ 14:35' (Türkiye saati) after the date", form({ 'İşlem Tarihi': '24.11.2026 TSİ 14:35' }));
zone(
  "OCR: 'TSİt03:00' (Türkiye's zone, '+' read as 't'), no other time",
  form({ 'İşlem Tarihi': '24.11.2026 (TSİt03:00)' }),
);
zone(
  "OCR: 'UTC4' then the time on its own ('İşlem Saati UTC4 14:35'), '+3' lost from the page's zone",
  form({ 'İşlem Tarihi': '24.11.2026', 'İşlem Saati': 'UTC4 14:35' }),
);
zone(
  "OCR: 'UTC+3' read 'UTCt3' before the time ('24.11.2026 UTCt3 14:35')",
  form({ 'İşlem Tarihi': '24.11.2026 UTCt3 14:35' }),
);
zone("OCR: lower-case 'utc4 03:00', no other time", form({ 'İşlem Tarihi': '24.11.2026 utc4 03:00' }));

// ---------- Long pages, timed ----------
slow(
  "text layer: 1000 rows each 'Onay' then bare 'Tarih', 'Saat', 'Tutar' labels, a 'Gönderim' row at the end",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    ...Array.from({ length: 1000 }, () => line([12, 12, 12], 'Onay', 'Tarih', 'Saat', 'Tutar')),
    line([12], 'Gönderim', 'FAST'),
  ),
);
slow(
  "OCR: 3000 rows each 'Hazırlama' with a bare 'Alıcı' label, a 'Gönderim' row naming another",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Alıcı Adı', 0, 'MEHMET KAYA', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('İşlem Tarihi', 0, '24.11.2026 14:35', 24),
    ...Array.from({ length: 3000 }, () => cells('Hazırlama', 0, 'Alıcı', 14)),
    cells('Gönderim', 0, 'ALİ VELİ', 14),
  ),
);
slow(
  'text layer: a log of 5000 indented continuation lines under a step',
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([14, 22], 'Adım', 'Tarih / Saat', 'Kullanıcı'),
    line([14, 22], 'Hazırlama', '24.11.2026 14:30', 'AYŞE Y.'),
    ...Array.from({ length: 5000 }, () => '    devam satırı'),
    line([14, 22], 'Gönderim', '24.11.2026 14:35', 'SİSTEM'),
  ),
);
slow(
  "text layer: one 24 000-character line of 'UTC+3 ' before a time",
  text({ 'İşlem Tarihi': `24.11.2026 ${'UTC+3 '.repeat(4000)}14:35` }),
);

// ---------- A (more): cards and status lines ----------
card(
  "text layer: a teller slip's 'Hazırlayan :' / 'Onaylayan :' lines left, the date card right, an unlabelled print line",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([40], 'GİŞE', 'İşlem Tarihi'),
    line([40], 'Hazırlayan   : 0012', '24.11.2026 14:35'),
    line([40], 'Onaylayan    : 0045', ''),
    '',
    '25.11.2026 09:12 tarihinde yazdırılmıştır.',
  ),
);
card(
  "text layer: a teller slip's 'Hazırlayan :' / 'Onaylayan :' lines left, the sender's card right",
  page(
    'Alıcı Adı: MEHMET KAYA',
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([40], 'GİŞE', 'Gönderen'),
    line([40], 'Hazırlayan   : 0012', 'AYŞE YILMAZ'),
    line([40], 'Onaylayan    : 0045', ''),
  ),
);
card(
  "text layer: a two-column page, step lines left, the recipient's IBAN card right with the sender's IBAN under it",
  page(
    'Gönderen: AYŞE YILMAZ',
    'Alıcı Adı: MEHMET KAYA',
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([30], 'TALİMAT', 'Alıcı IBAN'),
    line([30], 'Kayıt    : Mobil', spaced(R)),
    line([30], 'Onay     : SMS', 'IBAN'),
    line([30], 'Gönderim : FAST', spaced(X)),
  ),
);
card(
  "OCR: a mobile card, 'Durum' over 'Onaylandı' and 'Gönderildi', the date card right with the recipient under it",
  ocrLines(
    cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Durum', 0, 'İşlem Tarihi', 24),
    cells('Onaylandı', 0, '24.11.2026 14:35', 24),
    cells('Gönderildi', 0, 'Alıcı Adı', 24),
    cells('', 0, 'MEHMET KAYA', 24),
    cells('Alıcı IBAN', 0, spaced(R), 24),
    cells('Valör: 25.11.2026', 0),
  ),
);
card(
  "English OCR: 'Status' over 'Approved' and 'Sent', the amount card right with the fee under it",
  ocrLines(
    cells('Sender', 0, 'AYŞE YILMAZ', 24),
    cells('Beneficiary Name', 0, 'MEHMET KAYA', 24),
    cells('Beneficiary IBAN', 0, spaced(R), 24),
    cells('Transaction Date', 0, '24.11.2026 14:35', 24),
    cells('Status', 0, 'Amount', 24),
    cells('Approved', 0, '1.150,00 TRY', 24),
    cells('Sent', 0, 'Fee', 24),
    cells('', 0, '5,00 TRY', 24),
  ),
);
card(
  "text layer: 'Kayıt', 'Onay', 'Gönderim', 'Tamamlandı' all at 14:35, an unlabelled print line (no other date)",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([14, 22], 'Durum', 'Tarih / Saat'),
    line([14, 22], 'Kayıt', '24.11.2026 14:35'),
    line([14, 22], 'Onay', '24.11.2026 14:35'),
    line([14, 22], 'Gönderim', '24.11.2026 14:35'),
    line([14, 22], 'Tamamlandı', '24.11.2026 14:35'),
    '',
    '25.11.2026 09:12 tarihinde yazdırılmıştır.',
  ),
);

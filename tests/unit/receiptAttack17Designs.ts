/**
 * Receipts designed against the rules of 5d99e00 and fa4ad40 (attack 17): A, under a column label a log of
 * a transfer's steps ('Hazırlama', '1. Onay', 'Gönderim') gives the sending step's row, or none when the
 * log has no one sending step (stepLogs.ts, used by columnBelow.ts below()); B, a zone offset whose '+' an
 * OCR read as 't' or '4' ('UTCt03:00', 'UTC4 03:00') is no time (receiptValues.ts TIME). Each design
 * asserts each field right or empty.
 */
import type { Word } from '../../server/receiptAnalysis/layout';
import {
  R,
  X,
  designBook,
  ocrAt,
  ocrLines,
  ocrForm,
  textForm,
  type Cells,
  type Fields,
} from './receiptAttackKit';
import { spaced } from './receiptTestWords';

export const { designs, add } = designBook();
type Add = (title: string, input: string | Word[], want?: Fields) => number;
/** Step logs under a table header or a column label. */
export const log: Add = (title, input, want) => add('log', title, input, want);
/** Status histories ('Beklemede', 'Gönderildi', 'Hesaba Geçti'), Turkish and English. */
export const status: Add = (title, input, want) => add('status', title, input, want);
/** Cards and forms whose rows start with words a step log's rows start with. */
export const card: Add = (title, input, want) => add('card', title, input, want);
/** Statements and list tables whose rows start with 'Onay', 'Kayıt', 'Giriş'. */
export const table: Add = (title, input, want) => add('table', title, input, want);
/** Time zones before a time. */
export const zone: Add = (title, input, want) => add('zone', title, input, want);
/** Long pages and lines, timed. */
export const slow: Add = (title, input, want) => add('slow', title, input, want);

import { cells, line, page, PARTIES, PARTY_CELLS } from './receiptAttackPages';
export { cells, line, page, PARTIES, PARTY_CELLS };
export { R, X, ocrAt, ocrLines, ocrForm as form, textForm as text, spaced, type Cells, type Fields };

// ---------- A: step logs under a table header ----------
/** A corporate instruction's page: the parties and amount, then a table of its steps. */
const instruction = (header: string[], steps: string[][], widths = [14, 22, 14], after: string[] = []) =>
  page(
    'KURUMSAL İNTERNET ŞUBESİ - TALİMAT DETAYI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line(widths, ...header),
    ...steps.map((cells) => line(widths, ...cells)),
    ...after,
  );

log(
  "text layer: 'Hazırlama', '1. Onay', then the sending step's date cell empty ('Bekliyor'), a value date after",
  instruction(
    ['Adım', 'Tarih / Saat', 'Durum'],
    [
      ['Hazırlama', '24.11.2026 14:35', 'Tamam'],
      ['1. Onay', '24.11.2026 14:35', 'Tamam'],
      ['Gönderim', '', 'Bekliyor'],
      ['Valör', '25.11.2026'],
    ],
  ),
);
log(
  "text layer: a failed 'Gönderim' then a retry written 'Tekrar Gönderim' (no step word)",
  instruction(
    ['Adım', 'Tarih / Saat', 'Sonuç'],
    [
      ['Hazırlama', '24.11.2026 14:20', 'Tamam'],
      ['Gönderim', '24.11.2026 14:21', 'Hata'],
      ['Tekrar Gönderim', '24.11.2026 14:35', 'Başarılı'],
    ],
    [18, 22, 14],
  ),
  { islem_saati: '14:35' },
);
log(
  "text layer: a failed 'Gönderim' and its retry, both 'Gönderim' (two sending steps)",
  instruction(
    ['Adım', 'Tarih / Saat', 'Sonuç'],
    [
      ['Hazırlama', '24.11.2026 14:20', 'Tamam'],
      ['Gönderim', '24.11.2026 14:21', 'Hata'],
      ['Gönderim', '24.11.2026 14:35', 'Başarılı'],
    ],
  ),
);
log(
  "text layer: a cancelled sending step ('Gönderim' with 'İptal Edildi' in the status column)",
  instruction(
    ['Adım', 'Tarih / Saat', 'Durum'],
    [
      ['Hazırlama', '24.11.2026 14:35', 'Tamam'],
      ['Onay', '24.11.2026 14:35', 'Tamam'],
      ['Gönderim', '24.11.2026 15:10', 'İptal Edildi'],
    ],
  ),
);
log(
  "text layer: the transfer's own 'Tarih: … 14:35' above, an SMS notice log under 'İşlem Tarihi' ('Kayıt', then 'Gönderim' of the SMS)",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'Tarih: 24.11.2026 14:35',
    '',
    'SMS BİLDİRİM KAYDI',
    line([12, 22, 10], 'Bildirim', 'İşlem Tarihi', 'Kanal'),
    line([12, 22, 10], 'Kayıt', '24.11.2026 14:35', 'SMS'),
    line([12, 22, 10], 'Gönderim', '24.11.2026 14:41', 'SMS'),
  ),
);
log(
  "text layer: an approval log with a 'Tutar' column, the sending step's amount with the fee ('1.155,00')",
  instruction(
    ['Adım', 'Tarih / Saat', 'Tutar'],
    [
      ['Hazırlama', '24.11.2026 14:30', '1.150,00'],
      ['Onay', '24.11.2026 14:33', '1.150,00'],
      ['Gönderim', '24.11.2026 14:35', '1.155,00'],
    ],
  ).replace('Tutar: 1.150,00 TL\n', ''),
);
log(
  "text layer: a bulk payment's receipt of its first line, the list with a status column ('Onaylandı', 'Gönderildi')",
  page(
    'TOPLU ÖDEME DEKONTU - 1. SATIR',
    'Gönderen: AYŞE YILMAZ',
    'İşlem Tarihi: 24.11.2026 14:35',
    'Açıklama: MEHMET KAYA kira ödemesi (listenin 1. satırı)',
    '',
    line([14, 20, 34], 'Durum', 'Alıcı Adı', 'Alıcı IBAN', 'Tutar'),
    line([14, 20, 34], 'Onaylandı', 'MEHMET KAYA', spaced(R), '1.150,00'),
    line([14, 20, 34], 'Gönderildi', 'ALİ VELİ', spaced(X), '300,00'),
  ),
);
log(
  "text layer: an approval log with 'Gönderen' and 'Alıcı' columns, the sending step's row naming the bank's system",
  page(
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([12, 18, 18], 'Adım', 'Gönderen', 'Alıcı', 'Saat'),
    line([12, 18, 18], 'Hazırlama', 'AYŞE YILMAZ', 'MEHMET KAYA', '14:30'),
    line([12, 18, 18], 'Onay', 'ALİ VELİ', 'MEHMET KAYA', '14:33'),
    line([12, 18, 18], 'Gönderim', 'HASAN ÇELİK', 'ZEYNEP ARSLAN', '14:35'),
  ),
);
log(
  "OCR: an approval log whose step words are misread ('Hazirlama', '1 0nay', 'Gönderım')",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Adım', 0, 'İşlem Tarihi', 14, 'Kullanıcı', 36),
    cells('Hazirlama', 0, '24.11.2026 09:03', 14, 'AYŞE Y.', 36),
    cells('1 0nay', 0, '24.11.2026 11:23', 14, 'ALİ V.', 36),
    cells('Gönderım', 0, '24.11.2026 14:35', 14, 'SİSTEM', 36),
  ),
);
log(
  "OCR: an approval log whose sending step reads 'Gonderim' and approving step 'Onay:'",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Adım', 0, 'İşlem Tarihi', 14, 'Kullanıcı', 36),
    cells('Hazırlama', 0, '24.11.2026 09:03', 14, 'AYŞE Y.', 36),
    cells('Onay:', 0, '24.11.2026 11:23', 14, 'ALİ V.', 36),
    cells('Gonderim', 0, '24.11.2026 14:35', 14, 'SİSTEM', 36),
  ),
);
log(
  "text layer: two-line step cells ('Gönderim' over an indented '(FAST)'), a value date right under the log",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Hazırlama', '24.11.2026 09:03', 'AYŞE Y.'],
      ['Onay', '24.11.2026 11:23', 'ALİ V.'],
      ['Gönderim', '24.11.2026 14:35', 'SİSTEM'],
      ['  (FAST)', '', ''],
      ['Valör', '25.11.2026'],
    ],
  ),
);
log(
  "text layer: a two-line sending step ('Gönderim' over an indented 'Hatası'), then the retry",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Hazırlama', '24.11.2026 14:30', 'AYŞE Y.'],
      ['Gönderim', '24.11.2026 14:31', 'SİSTEM'],
      ['  Hatası', '', ''],
      ['Yeniden', '24.11.2026 14:35', 'SİSTEM'],
    ],
  ),
);
log(
  "text layer: an approval log, the transfer's own 'İşlem Tarihi' label above its value in a card elsewhere",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    'İşlem Tarihi',
    '24.11.2026 14:35',
    '',
    line([14, 22, 14], 'Adım', 'İşlem Tarihi', 'Kullanıcı'),
    line([14, 22, 14], 'Hazırlama', '24.11.2026 09:03', 'AYŞE Y.'),
    line([14, 22, 14], 'Onay', '24.11.2026 11:23', 'ALİ V.'),
    line([14, 22, 14], 'Gönderim', '24.11.2026 14:36', 'SİSTEM'),
  ),
);
log(
  "text layer: an approval log newest first ('Tamamlandı', 'Gönderim', 'Onay', 'Hazırlama'), all at 14:35",
  instruction(
    ['Adım', 'Tarih / Saat', 'Kullanıcı'],
    [
      ['Tamamlandı', '24.11.2026 14:35', 'SİSTEM'],
      ['Gönderim', '24.11.2026 14:35', 'SİSTEM'],
      ['Onay', '24.11.2026 14:35', 'ALİ V.'],
      ['Hazırlama', '24.11.2026 14:35', 'AYŞE Y.'],
    ],
  ),
);
log(
  "text layer: an approval log under 'İşlem Tarihi' and a separate 'İşlem Saati' column",
  instruction(
    ['Adım', 'İşlem Tarihi', 'İşlem Saati'],
    [
      ['Hazırlama', '23.11.2026', '17:03'],
      ['Onay', '24.11.2026', '09:23'],
      ['Gönderim', '24.11.2026', '14:35'],
    ],
  ),
);
log(
  'text layer: an approval log whose steps sit in the second column (a row number first)',
  instruction(
    ['No', 'Adım', 'İşlem Tarihi'],
    [
      ['1', 'Hazırlama', '24.11.2026 09:03'],
      ['2', 'Onay', '24.11.2026 11:23'],
      ['3', 'Gönderim', '24.11.2026 14:35'],
    ],
    [6, 14, 22],
  ),
  { islem_saati: '14:35' },
);

// ---------- A: status histories ----------
/** A transfer's status history under a 'Durum' / date header. */
const history = (header: string[], rows: string[][], widths = [16, 22], before: string[] = []) =>
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    ...before,
    '',
    'İŞLEM GEÇMİŞİ',
    line(widths, ...header),
    ...rows.map((cells) => line(widths, ...cells)),
  );

status(
  "text layer: 'Oluşturuldu', 'Gönderildi' (14:35), 'Tamamlandı' a minute later",
  history(
    ['Durum', 'İşlem Tarihi'],
    [
      ['Oluşturuldu', '24.11.2026 14:35'],
      ['Gönderildi', '24.11.2026 14:35'],
      ['Tamamlandı', '24.11.2026 14:36'],
    ],
  ),
);
status(
  "text layer: 'Beklemede', 'İşleme Alındı', 'Gönderildi', 'Hesaba Geçti'",
  history(
    ['Durum', 'Tarih / Saat'],
    [
      ['Beklemede', '24.11.2026 14:34'],
      ['İşleme Alındı', '24.11.2026 14:35'],
      ['Gönderildi', '24.11.2026 14:35'],
      ['Hesaba Geçti', '24.11.2026 14:37'],
    ],
  ),
);
status(
  "text layer: 'Kayıt', 'Gönderildi', 'Hesaba Geçti' (a non-step row after the sending one)",
  history(
    ['Durum', 'Tarih / Saat'],
    [
      ['Kayıt', '24.11.2026 14:35'],
      ['Gönderildi', '24.11.2026 14:35'],
      ['Hesaba Geçti', '24.11.2026 14:39'],
    ],
  ),
);
status(
  "text layer: 'Giriş', 'Onaylandı', 'İletildi', 'Gerçekleşti' (two sending words), all in one minute but the last",
  history(
    ['Durum', 'Tarih / Saat'],
    [
      ['Giriş', '24.11.2026 14:35'],
      ['Onaylandı', '24.11.2026 14:35'],
      ['İletildi', '24.11.2026 14:35'],
      ['Gerçekleşti', '24.11.2026 14:36'],
    ],
  ),
);
status(
  "English: 'Created', 'Sent', 'Completed' under 'Transaction Date'",
  page(
    'Sender: AYŞE YILMAZ',
    'Beneficiary Name: MEHMET KAYA',
    `Beneficiary IBAN: ${spaced(R)}`,
    'Amount: 1.150,00 TRY',
    '',
    line([14, 22], 'Status', 'Transaction Date'),
    line([14, 22], 'Created', '24.11.2026 14:35'),
    line([14, 22], 'Sent', '24.11.2026 14:35'),
    line([14, 22], 'Completed', '24.11.2026 14:38'),
  ),
);
status(
  "English: 'Created', 'Approved', 'Executed' under 'Date / Time', the transfer's 'Transaction Date' above",
  page(
    'Sender: AYŞE YILMAZ',
    'Beneficiary Name: MEHMET KAYA',
    `Beneficiary IBAN: ${spaced(R)}`,
    'Amount: 1.150,00 TRY',
    'Transaction Date: 24.11.2026 14:35',
    '',
    line([14, 22], 'Status', 'Date / Time'),
    line([14, 22], 'Created', '24.11.2026 14:31'),
    line([14, 22], 'Approved', '24.11.2026 14:33'),
    line([14, 22], 'Executed', '24.11.2026 14:35'),
  ),
);
status(
  "English: 'Created', 'Sent', the row after it a value date under the column",
  page(
    'Sender: AYŞE YILMAZ',
    'Beneficiary Name: MEHMET KAYA',
    `Beneficiary IBAN: ${spaced(R)}`,
    'Amount: 1.150,00 TRY',
    '',
    line([14, 22], 'Step', 'Transaction Date'),
    line([14, 22], 'Created', '24.11.2026 14:35'),
    line([14, 22], 'Sent', ''),
    line([14, 22], 'Value Date', '25.11.2026'),
  ),
);
status(
  "OCR: a status history 'Oluşturuldu' / 'Gönderildi' / 'Tamamlandı', the last two in one minute",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Durum', 0, 'Tarih / Saat', 18),
    cells('Oluşturuldu', 0, '24.11.2026 14:35', 18),
    cells('Gönderildi', 0, '24.11.2026 14:35', 18),
    cells('Tamamlandı', 0, '24.11.2026 14:36', 18),
  ),
);

// ---------- A: more logs ----------
log(
  "text layer: an approval log with 'Gönderen' and 'Alıcı' columns, its rows a blank line apart",
  page(
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    'İşlem Tarihi: 24.11.2026 14:35',
    '',
    line([12, 18, 18], 'Adım', 'Gönderen', 'Alıcı', 'Saat'),
    line([12, 18, 18], 'Hazırlama', 'AYŞE YILMAZ', 'MEHMET KAYA', '14:30'),
    '',
    line([12, 18, 18], 'Onay', 'ALİ VELİ', 'MEHMET KAYA', '14:33'),
    '',
    line([12, 18, 18], 'Gönderim', 'HASAN ÇELİK', 'ZEYNEP ARSLAN', '14:35'),
  ),
);
log(
  "text layer: an EFT ordered after hours: 'Kayıt' and 'Onay' at 18:35, 'Tamamlandı' the next morning",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Kayıt', '24.11.2026 18:35', 'AYŞE Y.'],
      ['Onay', '24.11.2026 18:35', 'AYŞE Y.'],
      ['Tamamlandı', '25.11.2026 08:30', 'SİSTEM'],
    ],
  ),
  { islem_saati: '18:35' },
);
log(
  "text layer: an approval log with 'Tarih' and 'Saat' columns (the sending step's both, control)",
  instruction(
    ['Adım', 'Tarih', 'Saat'],
    [
      ['Hazırlama', '23.11.2026', '17:03'],
      ['1. Onay', '24.11.2026', '09:23'],
      ['Gönderim', '24.11.2026', '14:35'],
    ],
  ),
);
log(
  "text layer: each step's date over its time on an indented second line",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Hazırlama', '23.11.2026', 'AYŞE Y.'],
      ['', '17:03', ''],
      ['Onay', '24.11.2026', 'ALİ V.'],
      ['', '09:23', ''],
      ['Gönderim', '24.11.2026', 'SİSTEM'],
      ['', '14:35', ''],
    ],
  ),
);
log(
  "text layer: a log under 'Gönderim Tarihi' whose sending step's cell reads 'İptal'",
  instruction(
    ['Adım', 'Gönderim Tarihi', 'Kullanıcı'],
    [
      ['Hazırlama', '24.11.2026 14:35', 'AYŞE Y.'],
      ['Onay', '24.11.2026 14:35', 'ALİ V.'],
      ['Gönderim', 'İptal', 'SİSTEM'],
    ],
    [14, 22, 14],
    ['', 'Yazdırılma: 25.11.2026 09:12'],
  ),
);
log(
  "OCR: a step log left ('Hazırlama', 'Onay', 'Gönderim' with times) beside the transfer card right",
  ocrLines(
    cells('Adım', 0, 'Saat', 12, 'İşlem Tarihi', 30),
    cells('Hazırlama', 0, '09:03', 12, '24.11.2026 14:35', 30),
    cells('Onay', 0, '11:23', 12, 'Alıcı Adı', 30),
    cells('Gönderim', 0, '14:35', 12, 'MEHMET KAYA', 30),
    cells('Gönderen', 30, 'AYŞE YILMAZ', 44),
    cells('Alıcı IBAN', 30, spaced(R), 44),
    cells('Tutar', 30, '1.150,00 TL', 44),
  ),
);

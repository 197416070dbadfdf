/**
 * Receipts designed against the rules of 85d1152 (attack 18, the second round on them): A, under a date or
 * time label of a header row with a step column left of it ('Adım', 'Aşama', 'Durum', 'Status'), a log of
 * a transfer's steps gives the sending step's row (stepLogs.ts, used by columnBelow.ts below()); B, a zone
 * offset after a misread sign ('UTC4 03:00') is no time (receiptValues.ts TIME); C, 'Gerçekleşme Tarihi'
 * is a rank-1 transaction date label (receiptLabels.ts). Each design asserts each field right or empty.
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
/** Lists of several transfers whose status column is headed 'Durum' or 'Status'. */
export const list: Add = (title, input, want) => add('list', title, input, want);
/** Step logs and status histories the first round did not try. */
export const log: Add = (title, input, want) => add('log', title, input, want);
/** Forms and grids with a 'Durum' cell left of a date label. */
export const grid: Add = (title, input, want) => add('grid', title, input, want);
/** 'Gerçekleşme Tarihi' where it is not the transaction's date, or beside another date label. */
export const exec: Add = (title, input, want) => add('exec', title, input, want);
/** Time zones before a time. */
export const zone: Add = (title, input, want) => add('zone', title, input, want);
/** Long pages, timed. */
export const slow: Add = (title, input, want) => add('slow', title, input, want);

import { cells, line, page, PARTIES, PARTY_CELLS } from './receiptAttackPages';
export { cells, line, page, PARTIES, PARTY_CELLS };
export { R, X, ocrAt, ocrLines, ocrForm as form, textForm as text, spaced, type Cells, type Fields };

// ---------- A: a list of several transfers, 'Durum' their status column ----------
const W = [14, 20, 16, 18];
list(
  "text layer: a transfer list ('Durum', 'İşlem Tarihi', 'Alıcı', 'Tutar'), this receipt's transfer 'Beklemede', another's 'Gönderildi'",
  page(
    'ÖDEME TALİMATI ALINDI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    'BUGÜNKÜ TALİMATLARINIZ',
    line(W, 'Durum', 'İşlem Tarihi', 'Alıcı', 'Tutar'),
    line(W, 'Beklemede', '24.11.2026 14:35', 'MEHMET KAYA', '1.150,00'),
    line(W, 'Gönderildi', '24.11.2026 10:05', 'ALİ VELİ', '300,00'),
    line(W, 'Beklemede', '24.11.2026 09:12', 'HASAN ÇELİK', '75,00'),
  ),
);
list(
  "text layer: the same list, the date only in the table: this receipt's transfer 'Beklemede' first, another 'Gönderildi'",
  page(
    'ÖDEME TALİMATI ALINDI',
    'Gönderen: AYŞE YILMAZ',
    '',
    line(W, 'Durum', 'İşlem Tarihi', 'Alıcı Adı', 'Tutar'),
    line(W, 'Beklemede', '24.11.2026 14:35', 'MEHMET KAYA', '1.150,00'),
    line(W, 'Gönderildi', '23.11.2026 10:05', 'ALİ VELİ', '300,00'),
  ),
  { alici_hesap: R },
);
list(
  "text layer: a list of today's transfers, several 'Beklemede' and one 'Gerçekleşti' (another payee's), the receipt's own date in a header line",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'Tarih: 24.11.2026 14:35',
    '',
    line(W, 'Durum', 'Saat', 'Alıcı', 'Tutar'),
    line(W, 'Beklemede', '14:35', 'MEHMET KAYA', '1.150,00'),
    line(W, 'Gerçekleşti', '11:20', 'ALİ VELİ', '300,00'),
    line(W, 'Beklemede', '09:12', 'HASAN ÇELİK', '75,00'),
  ),
);
list(
  "text layer: a bulk payment's list 'Durum | Alıcı | IBAN | Tutar | İşlem Tarihi', the receipt's recipient 'Onaylandı', another 'Gönderildi'",
  page(
    'TOPLU ÖDEME - ALICI DEKONTU',
    'Gönderen: AYŞE YILMAZ',
    'Alıcı Adı: MEHMET KAYA',
    `Alıcı IBAN: ${spaced(R)}`,
    'Tutar: 1.150,00 TL',
    '',
    line([12, 14, 34, 12], 'Durum', 'Alıcı', 'IBAN', 'Tutar', 'İşlem Tarihi'),
    line([12, 14, 34, 12], 'Onaylandı', 'MEHMET KAYA', spaced(R), '1.150,00', '24.11.2026 14:35'),
    line([12, 14, 34, 12], 'Gönderildi', 'ALİ VELİ', spaced(X), '300,00', '24.11.2026 09:40'),
  ),
);
list(
  "OCR: a transfer list under 'Durum' / 'İşlem Tarihi', this receipt's row 'Beklemede', another 'Gönderildi'",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Durum', 0, 'İşlem Tarihi', 14, 'Alıcı', 34, 'Tutar', 50),
    cells('Beklemede', 0, '24.11.2026 14:35', 14, 'MEHMET KAYA', 34, '1.150,00', 50),
    cells('Gönderildi', 0, '24.11.2026 10:05', 14, 'ALİ VELİ', 34, '300,00', 50),
  ),
);
list(
  "English: a payments list 'Status | Date | Beneficiary | Amount', the receipt's 'Pending', another 'Completed'",
  page(
    'Sender: AYŞE YILMAZ',
    'Beneficiary Name: MEHMET KAYA',
    `Beneficiary IBAN: ${spaced(R)}`,
    'Amount: 1.150,00 TRY',
    '',
    line(W, 'Status', 'Date', 'Beneficiary', 'Amount'),
    line(W, 'Pending', '24.11.2026 14:35', 'MEHMET KAYA', '1.150,00'),
    line(W, 'Completed', '22.11.2026 16:02', 'ALİ VELİ', '300,00'),
  ),
);
list(
  "text layer: a list whose rows are 'Kayıt' (saved drafts) and one 'Gönderildi' (this receipt's, control)",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line(W, 'Durum', 'İşlem Tarihi', 'Alıcı', 'Tutar'),
    line(W, 'Kayıt', '20.11.2026 10:00', 'ALİ VELİ', '300,00'),
    line(W, 'Gönderildi', '24.11.2026 14:35', 'MEHMET KAYA', '1.150,00'),
  ),
);
list(
  "text layer: a list 'Durum | İşlem Tarihi | Alıcı | Tutar', no transfer named above it, the 'Gönderildi' row another payee's",
  page(
    'HESAP HAREKETLERİ - GİDEN TRANSFERLER',
    'Gönderen: AYŞE YILMAZ',
    '',
    line(W, 'Durum', 'İşlem Tarihi', 'Alıcı Adı', 'Tutar'),
    line(W, 'Beklemede', '24.11.2026 14:35', 'MEHMET KAYA', '1.150,00'),
    line(W, 'Beklemede', '24.11.2026 14:50', 'MEHMET KAYA', '1.150,00'),
    line(W, 'Gönderildi', '21.11.2026 08:15', 'ALİ VELİ', '300,00'),
  ),
  { alici_hesap: R },
);

// ---------- A: logs the first round did not try ----------
/** A corporate instruction's page: the parties and amount, then a table of its steps. */
const instruction = (header: string[], steps: string[][], widths = [14, 22, 14], before: string[] = []) =>
  page(
    'KURUMSAL İNTERNET ŞUBESİ - TALİMAT DETAYI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    ...before,
    '',
    line(widths, ...header),
    ...steps.map((row) => line(widths, ...row)),
  );

log(
  "text layer: a bilingual header 'Adım / Step' over 'Hazırlama', 'Onay', 'Gönderim'",
  instruction(
    ['Adım / Step', 'Tarih / Date', 'Kullanıcı'],
    [
      ['Hazırlama', '23.11.2026 17:03', 'AYŞE Y.'],
      ['Onay', '24.11.2026 09:23', 'ALİ V.'],
      ['Gönderim', '24.11.2026 14:35', 'SİSTEM'],
    ],
  ),
);
log(
  "text layer: the header 'İşlem Durumu' (no step header word) over a status history",
  instruction(
    ['İşlem Durumu', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Hazırlandı', '23.11.2026 17:03', 'AYŞE Y.'],
      ['Onaylandı', '24.11.2026 09:23', 'ALİ V.'],
      ['Gönderildi', '24.11.2026 14:35', 'SİSTEM'],
    ],
  ),
);
log(
  "text layer: the sending step's date cell holds only its time, the steps before a full date",
  instruction(
    ['Adım', 'Tarih / Saat', 'Kullanıcı'],
    [
      ['Hazırlama', '23.11.2026 17:03', 'AYŞE Y.'],
      ['Onay', '23.11.2026 17:10', 'ALİ V.'],
      ['Gönderim', '14:35', 'SİSTEM'],
    ],
  ),
  { islem_tarihi: '24.11.2026' },
);
log(
  "text layer: the sending step's date written '24 Kasım 2026 14:35', the steps before '23.11.2026'",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Hazırlama', '23.11.2026 17:03', 'AYŞE Y.'],
      ['Onay', '24.11.2026 09:23', 'ALİ V.'],
      ['Gönderim', '24 Kasım 2026 14:35', 'SİSTEM'],
    ],
    [14, 24, 14],
  ),
);
log(
  "text layer: the sending step's date cell reads '25.11.2026 (Valör)' under 'Tarih', the date of the order '24.11.2026 14:35' above",
  instruction(
    ['Adım', 'Tarih', 'Kullanıcı'],
    [
      ['Hazırlama', '24.11.2026 14:30', 'AYŞE Y.'],
      ['Onay', '24.11.2026 14:35', 'ALİ V.'],
      ['Gönderim', '25.11.2026 (Valör)', 'SİSTEM'],
    ],
    [14, 22, 14],
    ['İşlem Tarihi: 24.11.2026 14:35'],
  ),
);
log(
  "OCR: a log whose sending step reads 'G0nderim' (a zero), the steps before on the day before",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Adım', 0, 'İşlem Tarihi', 14, 'Kullanıcı', 36),
    cells('Hazırlama', 0, '23.11.2026 17:03', 14, 'AYŞE Y.', 36),
    cells('Onay', 0, '23.11.2026 17:10', 14, 'ALİ V.', 36),
    cells('G0nderim', 0, '24.11.2026 14:35', 14, 'SİSTEM', 36),
  ),
);
log(
  "OCR: a log whose approving step reads 'Onay1' and sending step 'Gönderım'",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Adım', 0, 'İşlem Tarihi', 14, 'Kullanıcı', 36),
    cells('Hazırlama', 0, '23.11.2026 17:03', 14, 'AYŞE Y.', 36),
    cells('Onay1', 0, '24.11.2026 09:23', 14, 'ALİ V.', 36),
    cells('Gönderım', 0, '24.11.2026 14:35', 14, 'SİSTEM', 36),
  ),
);
log(
  "OCR: the step header read 'Adim' and its steps 'Hazirlama', 'Onay', 'Gonderim'",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Adim', 0, 'Islem Tarihi', 14, 'Kullanici', 36),
    cells('Hazirlama', 0, '23.11.2026 17:03', 14, 'AYSE Y.', 36),
    cells('Onay', 0, '24.11.2026 09:23', 14, 'ALI V.', 36),
    cells('Gonderim', 0, '24.11.2026 14:35', 14, 'SISTEM', 36),
  ),
);
log(
  "text layer: a newest-first log ('Gönderim' 14:35 first), its row holding 'İptal edilemez' in a note column",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Not'],
    [
      ['Gönderim', '24.11.2026 14:35', 'İptal edilemez'],
      ['Onay', '24.11.2026 14:33', '-'],
      ['Hazırlama', '24.11.2026 14:30', '-'],
    ],
  ),
);
log(
  "text layer: a newest-first status history 'Gönderildi' 14:35, then 'Hata' and retry notes on the older rows",
  instruction(
    ['Durum', 'İşlem Tarihi', 'Açıklama'],
    [
      ['Gönderildi', '24.11.2026 14:35', 'Başarılı'],
      ['Onaylandı', '24.11.2026 14:33', 'Hata sonrası tekrar'],
      ['Hazırlandı', '24.11.2026 14:30', '-'],
    ],
  ),
);
log(
  "text layer: a sending row whose user column names 'HATAY ŞUBE' and a reference 'RED-4471'",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı', 'Referans'],
    [
      ['Gönderim', '24.11.2026 14:35', 'HATAY ŞUBE', 'RED-4471'],
      ['Onay', '24.11.2026 14:33', 'ALİ V.', '-'],
      ['Hazırlama', '24.11.2026 14:30', 'AYŞE Y.', '-'],
    ],
    [14, 22, 14, 10],
  ),
);
log(
  "text layer: 'Durum' right of the date ('İşlem Tarihi | Durum'), a newest-first history",
  instruction(
    ['İşlem Tarihi', 'Durum', 'Kullanıcı'],
    [
      ['24.11.2026 14:35', 'Gönderildi', 'SİSTEM'],
      ['24.11.2026 14:33', 'Onaylandı', 'ALİ V.'],
      ['24.11.2026 14:30', 'Hazırlandı', 'AYŞE Y.'],
    ],
    [22, 14, 14],
  ),
);
log(
  "text layer: 'İşlem Tarihi | Durum | Saat': the date column left of the step column, a time column right of it",
  instruction(
    ['İşlem Tarihi', 'Durum', 'Saat'],
    [
      ['24.11.2026', 'Hazırlandı', '09:03'],
      ['24.11.2026', 'Onaylandı', '11:23'],
      ['24.11.2026', 'Gönderildi', '14:35'],
    ],
    [16, 14],
  ),
);
log(
  "text layer: a two-row header ('Adım' over nothing, 'İşlem' over 'Tarihi')",
  instruction(
    ['Adım', 'İşlem', 'Kullanıcı'],
    [
      ['', 'Tarihi', ''],
      ['Hazırlama', '23.11.2026 17:03', 'AYŞE Y.'],
      ['Onay', '24.11.2026 09:23', 'ALİ V.'],
      ['Gönderim', '24.11.2026 14:35', 'SİSTEM'],
    ],
  ),
);
log(
  "text layer: a log with 'Gönderim' and a second 'Gönderim' under 'İade' (the money came back), two sending steps",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Açıklama'],
    [
      ['Hazırlama', '24.11.2026 14:30', '-'],
      ['Gönderim', '24.11.2026 14:35', 'FAST'],
      ['Tamamlandı', '24.11.2026 14:36', 'Hesaba geçti'],
    ],
  ),
  { islem_saati: '14:35' },
);
log(
  "text layer: an approval log whose sending step is followed by 'Reddedildi' (the receiving bank sent it back)",
  instruction(
    ['Adım', 'İşlem Tarihi', 'Kullanıcı'],
    [
      ['Hazırlama', '24.11.2026 14:30', 'AYŞE Y.'],
      ['Gönderim', '24.11.2026 14:35', 'SİSTEM'],
      ['Reddedildi', '24.11.2026 15:10', 'KARŞI BANKA'],
    ],
  ),
);
log(
  "text layer: a log with a time-only 'Saat' column under 'Aşama', and the date in a card above",
  instruction(
    ['Aşama', 'Saat', 'Kullanıcı'],
    [
      ['Giriş', '09:03', 'AYŞE Y.'],
      ['Kontrol', '11:23', 'ALİ V.'],
      ['İletim', '14:35', 'SİSTEM'],
    ],
    [14, 10, 14],
    ['İşlem Tarihi: 24.11.2026'],
  ),
);
log(
  "OCR: a status history whose 'Tarih' cells are a row lower than their step words (the OCR's baselines differ)",
  ocrAt([
    [0, cells('Gönderen', 0, 'AYŞE YILMAZ', 24)],
    [2, cells('Alıcı Adı', 0, 'MEHMET KAYA', 24)],
    [4, cells('Alıcı IBAN', 0, spaced(R), 24)],
    [6, cells('Tutar', 0, '1.150,00 TL', 24)],
    [8, cells('Durum', 0, 'İşlem Tarihi', 16)],
    [10, cells('Beklemede', 0)],
    [10.9, cells('23.11.2026 17:03', 16)],
    [12, cells('Gönderildi', 0)],
    [12.9, cells('24.11.2026 14:35', 16)],
  ]),
);
log(
  "text layer: the transfer's 'Tarih:' above, an SMS notice log 'Durum | Tarih' ('Beklemede', 'Gönderildi' six minutes later)",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    'Tarih: 24.11.2026 14:35',
    '',
    'SMS BİLDİRİMİ',
    line([14, 22], 'Durum', 'Tarih', 'Kanal'),
    line([14, 22], 'Beklemede', '24.11.2026 14:35', 'SMS'),
    line([14, 22], 'Gönderildi', '24.11.2026 14:41', 'SMS'),
  ),
);

// ---------- A: 'Durum' as a form's label left of a date label ----------
grid(
  "text layer: a label-above grid 'Durum | İşlem Tarihi' over 'Beklemede | 24.11.2026 14:35', then 'Gönderim | Planlanan Tarih'",
  page(
    'İLERİ TARİHLİ EFT TALİMATI',
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([20], 'Durum', 'İşlem Tarihi'),
    line([20], 'Beklemede', '24.11.2026 14:35'),
    line([20], 'Gönderim', 'Planlanan Tarih'),
    line([20], 'İleri tarihli', '01.12.2026'),
  ),
);
grid(
  "OCR: a grid 'Durum' / 'İşlem Tarihi', 'Onaylandı' / date, 'Gönderildi' / 'Valör' over '25.11.2026'",
  ocrLines(
    ...PARTY_CELLS,
    cells('Tutar', 0, '1.150,00 TL', 24),
    cells('Durum', 0, 'İşlem Tarihi', 24),
    cells('Onaylandı', 0, '24.11.2026 14:35', 24),
    cells('Gönderildi', 0, '25.11.2026 Valör', 24),
  ),
);
grid(
  "text layer: a two-panel page: 'Durum:' then 'Kayıt', 'Gönderildi' left, the date label and its value right",
  page(
    ...PARTIES,
    'Tutar: 1.150,00 TL',
    '',
    line([30], 'Durum:', 'İşlem Tarihi'),
    line([30], 'Kayıt', '24.11.2026 14:35'),
    line([30], 'Gönderildi', '26.11.2026 Teslim'),
  ),
);

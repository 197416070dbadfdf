/**
 * A log of a transfer's steps under a column label: a corporate approval screen's 'Adım … Tarih / Saat'
 * table whose rows are 'Hazırlama', '1. Onay', 'Gönderim', each with its own date and time. The transfer
 * happened at the step that sent it; a preparing or approving step's time is not the transaction's.
 */
import type { Row } from './layout.js';
import { foldForLabels } from './receiptLabels.js';

/** A step that prepares or authorises the transfer ('Hazırlama', '2. Onay', 'Yetkilendirme'). */
const PREPARING =
  /^(?:HAZIRLA(?:MA|NDI|YAN)?|OLUSTUR(?:MA|ULDU|AN)?|GIRIS|KAYIT|KONTROL|IMZA|YETKILENDIRME|(?:ON\s)?ONAY(?:LAMA|LANDI|LAYAN)?|CREATED|PREPARED|APPROVED|APPROVAL)$/;

/** The step that sends it ('Gönderim', 'İletildi', 'Gerçekleşme', 'Tamamlandı'). */
const SENDING =
  /^(?:GONDERIM|GONDERME|GONDERILDI|ILETIM|ILETILDI|GERCEKLESME|GERCEKLESTI|TAMAMLANDI|TAMAMLANMA|SENT|EXECUTED|COMPLETED)$/;

/** How far below the label's row (or the step before) the log goes on, in word heights. */
const LOG_GAP = 3.5;

/** A row's first cell as a step word: its number ('1.', '2)') and a trailing colon set aside. */
function stepOf(row: Row): 'preparing' | 'sending' | null {
  const first = row.segments[0];
  if (!first) return null;
  const word = foldForLabels(first.text)
    .trim()
    .replace(/^\d{1,2}\s?[.)-]?\s*/, '')
    .replace(/\s*[:.]$/, '');
  if (SENDING.test(word)) return 'sending';
  return PREPARING.test(word) ? 'preparing' : null;
}

/**
 * The row to read under a label whose column lists a transfer's steps: undefined when the rows under it
 * are no such log, the sending step's row when the log has one, null when it has none or several.
 */
export function stepToRead(rows: Row[], labelRow: number): number | null | undefined {
  const steps: Array<{ row: number; step: 'preparing' | 'sending' }> = [];
  let bottom = rows[labelRow].y1;
  const height = rows[labelRow].height;
  for (let index = labelRow + 1; index < rows.length; index++) {
    const row = rows[index];
    if (row.y0 - bottom > LOG_GAP * height) break;
    const step = stepOf(row);
    if (step === null) {
      // A wrapped cell's next line, indented past the steps' column, goes on with its step; any other row
      // ends the log.
      const stepX = steps.length > 0 ? rows[steps[0].row].segments[0].x0 : Infinity;
      if ((row.segments[0]?.x0 ?? -Infinity) < stepX + height) break;
      bottom = row.y1;
      continue;
    }
    steps.push({ row: index, step });
    bottom = row.y1;
  }
  if (steps.length < 2 || !steps.some((entry) => entry.step === 'preparing')) return undefined;
  const sending = steps.filter((entry) => entry.step === 'sending');
  return sending.length === 1 ? sending[0].row : null;
}

/**
 * A log of a transfer's steps: a corporate approval screen's table whose header names a step column
 * ('Adım', 'Aşama') beside its date column, and whose rows are 'Hazırlama', '1. Onay',
 * 'Gönderim', each with its own date and time. The transfer happened at the step that sent it; a
 * preparing or approving step's time is not the transaction's.
 */
import { overlap, type Row, type Segment } from './layout.js';
import { foldForLabels } from './receiptLabels.js';

/**
 * A step column's header cell. A 'Durum' / 'Status' column is none: a list of several transfers has one,
 * each row its own transfer's status.
 */
const STEP_HEADER = /^(?:ADIM|ADIMLAR|ASAMA|ISLEM ADIMI|ONAY ADIMI|STEP|STAGE)[.:]?$/;

/** A step that prepares, authorises or queues the transfer ('Hazırlama', '2. Onay', 'Beklemede'). */
const PREPARING =
  /^(?:HAZIRLAMA|HAZIRLANDI|OLUSTURMA|OLUSTURULDU|GIRIS|KAYIT|KONTROL|YETKILENDIRME|(?:ON\s)?ONAY(?:LAMA|LANDI)?|BEKLEMEDE|ISLEME ALINDI|CREATED|PREPARED|APPROVED|APPROVAL|PENDING)$/;

/** The step that sends it ('Gönderim', 'İletildi', 'Gerçekleşme', 'Tamamlandı'). */
const SENDING =
  /^(?:GONDERIM|GONDERME|GONDERILDI|ILETIM|ILETILDI|GERCEKLESME|GERCEKLESTI|TAMAMLANDI|TAMAMLANMA|SENT|EXECUTED|COMPLETED)$/;

/** A step that did not go through: its time is no transfer's. */
const FAILED =
  /\b(?:IPTAL(?! EDILEMEZ)|HATA|HATASI|HATALI|BASARISIZ|REDDEDILDI|CANCELL?ED|FAILED|REJECTED)\b/;

/** How far below the header (or the step before) the log goes on, in word heights. */
const LOG_GAP = 3.5;

/** A step cell's word: its number ('1.', '2)') and a trailing colon set aside. */
const stepWord = (text: string) =>
  foldForLabels(text)
    .trim()
    .replace(/^\d{1,2}\s?[.)-]?\s*/, '')
    .replace(/\s*[:.]$/, '');

/** The step a row's first cell in the step column names, if any. */
function stepOf(row: Row, inColumn: Segment[]): 'preparing' | 'sending' | 'failed' | null {
  if (inColumn.length === 0) return null;
  const word = stepWord(inColumn[0].text);
  if (SENDING.test(word))
    return FAILED.test(foldForLabels(row.segments.map((segment) => segment.text).join(' ')))
      ? 'failed'
      : 'sending';
  return PREPARING.test(word) ? 'preparing' : null;
}

/**
 * The row to read under a date or time label of a step log's header: undefined when the label's row heads
 * no such log, the sending step's row when the log has one that went through, null when it has none or
 * several.
 */
export function stepToRead(
  rows: Row[],
  headerIndex: number,
  label: { x0: number },
): number | null | undefined {
  let ofPage = chosenSteps.get(rows);
  if (!ofPage) chosenSteps.set(rows, (ofPage = new Map()));
  const key = `${headerIndex}:${label.x0}`;
  if (!ofPage.has(key)) ofPage.set(key, findStepToRead(rows, headerIndex, label));
  return ofPage.get(key);
}

const chosenSteps = new WeakMap<Row[], Map<string, number | null | undefined>>();

function findStepToRead(rows: Row[], headerIndex: number, label: { x0: number }): number | null | undefined {
  const header = rows[headerIndex];
  const column = header.segments.find(
    (segment) => segment.x1 <= label.x0 && STEP_HEADER.test(stepWord(segment.text)),
  );
  if (!column) return undefined;
  const steps: Array<{ row: number; step: 'preparing' | 'sending' | 'failed' }> = [];
  let bottom = header.y1;
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    if (row.y0 - bottom > LOG_GAP * header.height) break;
    const inColumn = row.segments.filter((segment) => overlap(segment, column) > 0);
    const step = stepOf(row, inColumn);
    if (step === null && steps.length > 0 && inColumn.length === row.segments.length) {
      // The step cell's wrapped second line, alone in the row ('Gönderim' over 'Hatası'): the step failed
      // if the line says so.
      const last = steps[steps.length - 1];
      if (FAILED.test(foldForLabels(inColumn.map((segment) => segment.text).join(' ')))) last.step = 'failed';
    } else if (step === null && (steps.length === 0 || inColumn.length > 0)) break;
    // A row with nothing in the step column (another cell's wrapped line) goes on with its step.
    if (step !== null) steps.push({ row: index, step });
    bottom = row.y1;
  }
  if (steps.length < 2 || !steps.some((entry) => entry.step === 'preparing')) return undefined;
  const sending = steps.filter((entry) => entry.step !== 'preparing');
  return sending.length === 1 && sending[0].step === 'sending' ? sending[0].row : null;
}

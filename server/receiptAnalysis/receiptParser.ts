/**
 * Reads the fields of a Turkish bank or wallet transfer receipt from its words with positions (a PDF's
 * text layer or an OCR's word boxes). Pure: no I/O.
 *
 * Labels offer values by geometry (layoutCandidates.ts); each field takes the valid value of its most
 * specific labels, and answers 'Bulunamadı' when two of them disagree without a clear winner
 * (fieldChoice.ts): a wrong value is worse than none. Each field has its own reader: names
 * (nameFields.ts), the recipient's IBAN (recipientIban.ts), the amount (amountField.ts), the date and
 * time (dateTimeFields.ts).
 */
import { amountField } from './amountField.js';
import { dateAndTime } from './dateTimeFields.js';
import type { Found } from './fieldChoice.js';
import { buildRows, wordsOfText, type Word } from './layout.js';
import { layoutOf } from './layoutCandidates.js';
import { partyName } from './nameFields.js';
import { recipientIban } from './recipientIban.js';
import { emptyReceiptFields, NOT_FOUND, type ReceiptFieldName, type ReceiptFields } from './receiptFields.js';

/** Per field, how sure the reader is of a value it found, 0–1. */
export type FieldConfidence = Partial<Record<ReceiptFieldName, number>>;

export interface ParsedReceipt {
  fields: ReceiptFields;
  confidence: FieldConfidence;
}

const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

export function parseReceiptWords(words: Word[]): ParsedReceipt {
  const layout = layoutOf(buildRows(words));
  // A page printed without Turkish letters (an ASCII-only printer) may have lost them in names.
  const asciiPage = !words.some((word) => TURKISH_LETTER.test(word.text));
  const ocr = words.some((word) => word.conf < 1);
  const { date, time } = dateAndTime(layout, ocr);
  const results: Record<ReceiptFieldName, Found | null> = {
    gonderici_ismi: partyName(layout, 'sender', asciiPage),
    alici_ismi: partyName(layout, 'recipient', asciiPage),
    alici_hesap: recipientIban(layout),
    tutar: amountField(layout, ocr),
    islem_tarihi: date,
    islem_saati: time,
  };
  const fields = emptyReceiptFields();
  const confidence: FieldConfidence = {};
  for (const [name, result] of Object.entries(results) as Array<[ReceiptFieldName, Found | null]>) {
    if (!result) continue;
    fields[name] = result.value;
    confidence[name] = round(result.confidence);
  }
  return { fields, confidence };
}

/** The same reading of plain text, laid out as a monospaced page (wordsOfText). */
export const parseReceiptText = (text: string): ReceiptFields => parseReceiptWords(wordsOfText(text)).fields;

export { NOT_FOUND };

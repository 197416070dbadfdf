/**
 * A bank's notice to its customer greets the account holder ('Sayın İLKNUR ŞAHİN,') over a sentence telling
 * what was done with their account. When that sentence says the money left it ('… hesabınızdan … işlemi
 * gerçekleştirilmiştir'), the addressee paid: with no sender's label on the page, the greeted name is the
 * sender's. Money paid in ('hesabınıza'), a customer greeted as such ('Sayın Müşterimiz') or two greetings
 * name no one.
 */
import type { Found } from './fieldChoice.js';
import type { Row } from './layout.js';
import { plausibleName } from './names/nameCheck.js';
import { repairName } from './names/nameRepair.js';
import { foldForLabels } from './receiptLabels.js';
import { readName } from './receiptValues.js';

const GREETING = /^(?:SAYIN|SN\.)\s/;
/** The greeted as a customer, no name ('Sayın Müşterimiz', 'Değerli Müşterimiz'). */
const CUSTOMER = /\bMUSTERI/;
/** Money out of the addressee's account, and money into it. */
const FROM_YOURS = /\bHESABINIZDAN\b/;
const INTO_YOURS = /\bHESABINIZA\b/;
/** How many lines under the greeting the sentence starts. */
const SENTENCE_LINES = 2;

const rowWords = (row: Row) => row.segments.flatMap((segment) => segment.words);
const rowText = (row: Row | undefined) =>
  row
    ? rowWords(row)
        .map((word) => word.text)
        .join(' ')
    : '';

/** The greeted account holder as the sender, when the sentence under the greeting says money left. */
export function greetedSender(rows: Row[]): Found | null {
  const greetings = rows.flatMap((row, index) => (GREETING.test(foldForLabels(rowText(row))) ? [index] : []));
  if (greetings.length !== 1) return null;
  const [index] = greetings;
  const text = rowText(rows[index]).replace(/[,;.!]\s*$/u, '');
  const sentence = foldForLabels(
    rows
      .slice(index + 1, index + 1 + SENTENCE_LINES)
      .map(rowText)
      .join(' '),
  );
  if (!FROM_YOURS.test(sentence) || INTO_YOURS.test(sentence) || CUSTOMER.test(foldForLabels(text)))
    return null;
  const name = readName(text);
  if (!name || !plausibleName(name)) return null;
  const words = rowWords(rows[index]);
  const repaired = repairName(name, words);
  if (!repaired) return null;
  const ocr = words.some((word) => word.conf < 1);
  return { value: repaired.name, confidence: ocr || repaired.corrected ? 0.5 : 0.65 };
}

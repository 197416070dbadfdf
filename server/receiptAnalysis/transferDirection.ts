/**
 * Whether a page records money coming IN to the account holder (an incoming transfer's notice, a
 * statement line credited): there the counterparty ('Karşı Taraf', 'Karşı Hesap', 'Karşı IBAN') is the
 * payer, and the holder ('Hesap Sahibi', 'Müşteri Adı') the payee.
 */
import type { Row } from './layout.js';
import { foldForLabels } from './receiptLabels.js';

/**
 * 'GELEN FAST' / 'FAST Gelen' / 'Gelen Havale' / 'Gelen EFT', or a credit written as a value
 * ('Borç / Alacak : ALACAK', '+1.150,00 TL (Alacak)'); the column label 'Borç / Alacak' alone says nothing.
 */
const INCOMING =
  /\bGELEN (?:FAST|EFT|HAVALE|PARA|TRANSFER|ODEME)\b|\b(?:FAST|EFT|HAVALE|TRANSFER|PARA) GELEN\b|(?::|\()\s*ALACAK\b(?!\s*(?:HESAB|IBAN|LI\b))/;

export function isIncomingPage(rows: Row[]): boolean {
  return rows.some((row) =>
    INCOMING.test(foldForLabels(row.segments.map((segment) => segment.text).join(' '))),
  );
}

/** On an incoming page, a counterparty's label ('Karşı …') names the payer: the sender and its account. */
export const COUNTERPARTY_LABEL = /^KARSI\b/;

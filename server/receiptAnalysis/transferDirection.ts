/**
 * Whether a page records money coming IN to the account holder (an incoming transfer's notice, a
 * statement line credited): there the counterparty ('Karşı Taraf', 'Karşı Hesap', 'Karşı IBAN') is the
 * payer, and the holder ('Hesap Sahibi', 'Müşteri Adı') the payee.
 */
import type { Row } from './layout.js';
import { foldForLabels } from './receiptLabels.js';

/**
 * 'GELEN FAST' / 'GELEN 7/24 FAST' / 'FAST Gelen' / 'FAST ile Gelen' / 'Gelen Havale' / 'Gelen EFT',
 * 'Hesabınıza Para Geldi' / 'Hesabınıza … havale gelmiştir', 'HESABA GİRİŞ (FAST)' as a whole line (not
 * 'Hesaba Giriş Tarihi'), or a credit written as a whole value
 * ('Borç / Alacak : ALACAK', 'B/A : A', '+1.150,00 TL (Alacak)'); the column label 'Borç / Alacak' alone
 * says nothing, nor does a value that goes on ('ALACAK BAKİYE', 'ALACAK KAYDEDİLDİ') or a sentence about
 * money that may come ('para geldiğinde').
 */
const INCOMING = new RegExp(
  [
    String.raw`\bGELEN (?:7/24 )?(?:FAST|EFT|HAVALE|PARA|TRANSFER|ODEME)\b`,
    String.raw`\b(?:FAST|EFT|HAVALE|TRANSFER|PARA)(?: ILE)? GELEN\b`,
    String.raw`\bHESABINIZA\b.*\b(?:PARA|HAVALE|EFT|FAST|ODEME|TRANSFER) (?:GELDI|GELMISTIR)\b`,
    String.raw`^HESABA GIRIS(?: \(?(?:FAST|EFT|HAVALE)\)?)?$`,
    String.raw`(?::|\()\s*ALACAK\s*(?:\)|$)`,
    String.raw`\bB ?/ ?A\s*:\s*A$`,
  ].join('|'),
);
/** A page that names an outgoing transfer anywhere ('GİDEN FAST', 'GELEN-GİDEN') is no incoming one. */
const OUTGOING = /\bGIDEN\b/;
/** A description or a note is free text: 'Açıklama : GELEN HAVALE İADESİ' says nothing of this transfer. */
const FREE_TEXT = /^(?:ACIKLAMA|NOT|DURUM|BILGI)\b/;
/** A transaction's type is a heading or a short value; a longer line is a sentence (a footer). */
const MOST_TYPE_WORDS = 6;

export function isIncomingPage(rows: Row[]): boolean {
  const lines = rows.map((row) => foldForLabels(row.segments.map((segment) => segment.text).join(' ')));
  if (lines.some((line) => OUTGOING.test(line))) return false;
  return lines.some(
    (line) =>
      !FREE_TEXT.test(line.trim()) &&
      line.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length <= MOST_TYPE_WORDS &&
      INCOMING.test(line.trim()),
  );
}

/** On an incoming page, a counterparty's label ('Karşı …') names the payer: the sender and its account. */
export const COUNTERPARTY_LABEL = /^KARSI\b/;

/**
 * The recipient's IBAN: the valid IBAN its labels offer, never the sender's (under the sender's label or
 * section) nor the bank's own (bank, Mersis and head-office lines, 'Banka IBAN'). An 'IBAN' label that
 * says nobody's name is trusted only on a page with no other account on it; with no label at all, the
 * only IBAN on the page that is neither, unless the page has a table of party fields whose rows do not
 * say whose they are. Two bare 'IBAN' labels outside the sender's part leave such a label untrusted.
 */
import { choose, type Found } from './fieldChoice.js';
import type { Word } from './layout.js';
import type { Candidate, PageLayout } from './layoutCandidates.js';
import { findLabels, foldForLabels, isFiller, RECIPIENT_LABELS, startsWithLabel } from './receiptLabels.js';
import { DIGIT_LOOKALIKES, IBAN_CHAR, INVISIBLE_CHARS, readAllIbans } from './receiptValues.js';

/** The start of a Turkish IBAN as printed or read, whole or not, masked or not. */
const IBAN_START = new RegExp(`TR\\s?${IBAN_CHAR}{2}[\\s*]*(?:${IBAN_CHAR}|\\*){3}`, 'g');

/**
 * An IBAN whose check digits the OCR mangled ('TR&S 0006 2014 8833', 'TRZ 0001 5029 0756', 'TR 0006
 * 4000 0011'): 'TR' at a word's start, up to three characters that are no mask or colon, then at least
 * twelve digits or look-alikes in groups, two thirds of them digits ('TRY OTUZ ALTI' is words).
 */
const MANGLED_IBAN = new RegExp(
  `(?<![A-Z0-9])TR\\s?[^\\s:*#•●∗X]{0,3}\\s?(${IBAN_CHAR}{4}\\s?${IBAN_CHAR}{4}(?:\\s?${IBAN_CHAR})*)`,
  'g',
);
const AT_IBAN_START = new RegExp(`^(?:${IBAN_START.source})`);

/**
 * Whether a mangled IBAN's digits as read are an IBAN's after its check digits: twelve or more of them
 * compared, look-alike letters as their digits, at most one misread. Banks share their first eight
 * ('0006 4000' is every İş Bankası IBAN's), so fewer tell nothing.
 */
function sameAccount(read: string, iban: string): boolean {
  const body = iban.slice(4);
  if (read.length < 12) return false;
  let misread = 0;
  for (const [index, char] of [...read.slice(0, body.length)].entries())
    if (char !== body[index] && !DIGIT_LOOKALIKES[char]?.includes(body[index])) misread++;
  return misread <= 1;
}

/**
 * The accounts a row shows, read or not: IBANs' starts (masked ones too), and IBANs whose check digits
 * the OCR mangled unless they are an IBAN the page reads (the same account printed twice, once in a
 * sentence).
 */
function accountsIn(text: string, pageIbans: string[]): number {
  const folded = foldForLabels(text.replace(INVISIBLE_CHARS, ''));
  const mangled = [...folded.matchAll(MANGLED_IBAN)].filter((match) => {
    const read = match[1].replace(/\s/g, '');
    return (
      read.length >= 12 &&
      (read.match(/\d/g)?.length ?? 0) >= (2 * read.length) / 3 &&
      !AT_IBAN_START.test(folded.slice(match.index)) &&
      !pageIbans.some((iban) => sameAccount(read, iban))
    );
  });
  return (folded.match(IBAN_START) ?? []).length + mangled.length;
}

/** Text of each row restricted to some words, for values that span several words (IBANs). */
function rowTexts(layout: PageLayout, keep: (word: Word, row: number) => boolean): string[] {
  return layout.rows.map((row, index) =>
    row.segments
      .flatMap((segment) => segment.words)
      .filter((word) => keep(word, index))
      .map((word) => word.text)
      .join(' '),
  );
}

/** An IBAN cut by the end of a line: 'TR' and fewer than its 24 digits (or OCR look-alikes), closing the text. */
const CUT_IBAN = new RegExp(`TR\\s?${IBAN_CHAR}{2}(?:\\s?${IBAN_CHAR}){0,21}\\s*$`);

/**
 * Whether the text after an 'IBAN' label leaves it a field's label: nothing, an account or the label's
 * own tail ('No'). A title or a button ('IBAN'a Para Gönder', 'IBAN ile Transfer', 'IBAN Kopyala') goes
 * on in words.
 */
function beforeAnAccount(rest: string): boolean {
  const text = foldForLabels(rest).replace(/^[\s:'’.]+/, '');
  const [first = ''] = text.split(/\s+/);
  return !/^\p{L}/u.test(text) || /^TR[\dOILSZB*]/.test(text) || isFiller(first);
}

/**
 * The IBANs of rows of text, also of one a sentence or a narrow cell wrapped: a row that ends in a cut
 * IBAN is read on together with the next row when that one starts with digits.
 */
function ibansOfRows(texts: string[]): string[] {
  return texts.flatMap((text, index) => {
    const next = texts[index + 1]?.trim() ?? '';
    const wrapped = CUT_IBAN.test(foldForLabels(text)) && /^\d/.test(next);
    return readAllIbans(wrapped ? `${text} ${next}` : text);
  });
}

/**
 * The IBANs of a page's words that `keep` lets through: those of its rows, and those of a table cell that
 * wrapped an IBAN onto the line under it, in the same column ('… Alıcı: Ayşe Kaya - TR87 0006 2027' over
 * '9491 6189 0731 77 - Borç iadesi') while other cells of the row go on beside it. With `recipientsOnly`,
 * only a cell naming the recipient before its IBAN counts: a statement's other cells wrap the payer's,
 * an employer's or the holder's own.
 */
function ibansOf(
  layout: PageLayout,
  keep: (word: Word, row: number) => boolean,
  recipientsOnly = false,
): string[] {
  const cellText = (words: Word[], row: number) =>
    words
      .filter((word) => keep(word, row))
      .map((word) => word.text)
      .join(' ');
  const wrappedCells = layout.rows.flatMap((row, index) =>
    row.segments.flatMap((segment) => {
      const text = cellText(segment.words, index);
      // The folded text keeps one character per character: the cut IBAN's offset is the text's too.
      const cut = foldForLabels(text).search(CUT_IBAN);
      if (cut < 0) return [];
      if (
        recipientsOnly &&
        !findLabels(text.slice(0, cut)).some((label) => RECIPIENT_LABELS.has(label.target))
      )
        return [];
      const under = layout.rows[index + 1]?.segments.find(
        (next) =>
          next.x0 < segment.x1 && next.x1 > segment.x0 && Math.abs(next.x0 - segment.x0) < next.y1 - next.y0,
      );
      // The cell's next line goes on the value the kept words started, whoever's words it holds.
      const rest = under?.text.trim() ?? '';
      return /^\d/.test(rest) ? readAllIbans(`${text} ${rest}`) : [];
    }),
  );
  return [...ibansOfRows(rowTexts(layout, keep)), ...wrappedCells];
}

/** A value read on into the next line only when it is an IBAN the line cut ('TR12 0006 1005'). */
const valueText = (candidate: Candidate) =>
  candidate.continuation && CUT_IBAN.test(foldForLabels(candidate.text))
    ? `${candidate.text} ${candidate.continuation}`
    : candidate.text;

/**
 * Whether a value under an account label shows an account that did not read as an IBAN: four or more
 * digits or mask characters (an account number '1234/6789012', a masked IBAN 'TR** ****', 'TR## ####',
 * '*5566', a masked phone) or an e-mail (a Kolay Adres).
 */
function showsAccount(text: string): boolean {
  // An amount in the text ('… alıcıya 1.150,00 TL'), a date or a time standing alone is no account (a
  // dotted account number, '0012.34.56789', holds no date).
  const compact = foldForLabels(text)
    .replace(
      /(?<!\d[.,:]?)(?:\d{1,3}(?:\.\d{3})*,\d{2}|\d{2}[./]\d{2}[./]\d{4}|\d{2}:\d{2}(?::\d{2})?)(?![.,:]?\d)/g,
      '',
    )
    .replace(/[\s\-/.()+]/g, '');
  return (compact.match(/[\d*•●∗#X]/g)?.length ?? 0) >= 4 || text.includes('@');
}

/**
 * Whether an account printed again agrees with an IBAN: a masked copy whose visible first and last digits
 * match ('TR92 XXXX … 5566'), or an account number the IBAN holds ('12345678-5001').
 */
function agreesWith(text: string, iban: string): boolean {
  const compact = foldForLabels(text).replace(/[\s\-.]/g, '');
  // A branch and account number ('1234-6789012') are the IBAN's account part, zero-padded around them
  // ('… 0012 3400 0678 9012'), or its last digits.
  const parts = foldForLabels(text)
    .trim()
    .match(/^(\d{3,5})\s*[-/]\s*(\d{5,10})$/);
  if (parts)
    return iban.endsWith(compact) || new RegExp(`^0*${parts[1]}0*${parts[2]}$`).test(iban.slice(-16));
  // An account number is the IBAN's last digits, before or with its suffix ('Ek No').
  if (/^\d{6,}$/.test(compact)) return iban.endsWith(compact);
  const head = compact.match(/^(?:TR)?\d*/)?.[0] ?? '';
  const tail = compact.match(/\d*$/)?.[0] ?? '';
  const shown = head.replace(/^TR/, '').length + tail.length;
  return shown >= 4 && head.length < compact.length && iban.startsWith(head) && iban.endsWith(tail);
}

export function recipientIban(layout: PageLayout): Found | null {
  const chosen = recipientIbanOfLabels(layout);
  if (!chosen) return null;
  // An account the page names that did not read as this IBAN (an account number, a masked IBAN, a
  // Kolay Adres): the page's recipient may be paid there, and this IBAN be the sender's or another
  // record's. Labels less specific than the winner's do not count against it.
  const rank = chosen.candidate?.rank ?? 3;
  const rival = layout.candidates.some(
    (candidate) =>
      candidate.target === 'account' &&
      candidate.rank <= rank &&
      candidate.party !== 'sender' &&
      candidate !== chosen.candidate &&
      !readAllIbans(valueText(candidate)).includes(chosen.value) &&
      showsAccount(candidate.text) &&
      !agreesWith(candidate.text, chosen.value),
  );
  return rival ? null : chosen;
}

/**
 * The words of a masked account printed on the line right under the sender's name, with no label of its
 * own (a card's 'Ahmet Yılmaz' over 'TR36 **** … 23 45'): the sender's, no rival to the recipient's.
 */
function maskedUnderSender(layout: PageLayout): Set<Word> {
  const words = new Set<Word>();
  for (const candidate of layout.candidates) {
    const text = candidate.continuation;
    if (candidate.target !== 'sender' || !/[*•●∗#X]{2}/.test(text) || readAllIbans(text).length > 0) continue;
    if (!foldForLabels(text).match(IBAN_START)) continue;
    for (const segment of layout.rows[candidate.row + 1]?.segments ?? [])
      if (segment.text.includes(text)) segment.words.forEach((word) => words.add(word));
  }
  return words;
}

function recipientIbanOfLabels(layout: PageLayout): Found | null {
  const senderIbans = new Set(ibansOf(layout, (word) => layout.senderWords.has(word)));
  const bankIbans = new Set(
    ibansOf(layout, (word, row) => layout.bankRows.has(row) || layout.excluded.has(word)),
  );
  const allowed = (iban: string) => !senderIbans.has(iban) && !bankIbans.has(iban);
  const read = (text: string) => readAllIbans(text).find(allowed) ?? null;
  const senderMask = maskedUnderSender(layout);
  const pageIbans = [...new Set(ibansOf(layout, () => true, true))];
  const accountsOnPage = rowTexts(
    layout,
    (word, row) =>
      !layout.senderWords.has(word) &&
      !senderMask.has(word) &&
      !layout.excluded.has(word) &&
      !layout.bankRows.has(row),
  ).reduce((count, text) => count + accountsIn(text, pageIbans), 0);
  // Two bare 'IBAN' labels outside the sender's part: whose each is, the page does not say (a heading may
  // be lost), even when only one of them reads as an account.
  const bareLabels = layout.rows
    .flatMap((row, index) => (layout.bankRows.has(index) ? [] : row.segments))
    .filter((segment) => !segment.words.some((word) => layout.senderWords.has(word)))
    .filter((segment) => {
      const label = findLabels(segment.text)[0];
      return (
        label?.target === 'iban' &&
        startsWithLabel(segment.text) &&
        beforeAnAccount(segment.text.slice(label.end))
      );
    }).length;
  // Two such labels in one party's section mean the sections were misread: neither is trusted.
  const generic = layout.candidates.filter(
    (candidate) =>
      candidate.rank >= 3 && (candidate.target === 'account' || candidate.target === 'senderAccount'),
  );
  // On an incoming page an account without a recipient's own label may be the holder's or the payer's.
  const trusted = (candidate: Candidate) =>
    candidate.rank < (layout.incoming ? 2 : 3) ||
    (!layout.incoming &&
      ((accountsOnPage <= 1 && bareLabels <= 1) ||
        (candidate.party !== null &&
          generic.filter((other) => other.party === candidate.party).length === 1)));
  const labelled = choose(
    layout.candidates.filter(trusted),
    'account',
    (candidate) => read(candidate.text) ?? (candidate.continuation ? read(valueText(candidate)) : null),
  );
  if (labelled === 'ambiguous') return null;
  if (labelled) return labelled;
  const others = pageIbans.filter(allowed);
  if (layout.partyFieldsTable || layout.incoming) return null;
  return others.length === 1 && accountsOnPage <= 1 && bareLabels <= 1
    ? { value: others[0], confidence: 0.6 }
    : null;
}

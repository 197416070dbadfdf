/**
 * Label → value by geometry. Every label found in a segment offers the text that belongs to it, scored by
 * where it lies: after the label in its own segment (1), the next cell to its right on the same row
 * (0.95), or the text under it in its column on the next row (0.85: mobile cards with the label above the
 * value, tables with the labels in a header row). A value stops at the next label; a cell that starts
 * with a label is no value. Labels that do not say whose they are take the party of their section.
 */
import { labelsOfCells, senderLeaderOnPage } from './cellLabels.js';
import { below, continuationOf, isSurnameTail, restOfRow, withLineAbove } from './columnBelow.js';
import type { Row, Segment, Word } from './layout.js';
import {
  descriptionCell,
  labelBeforeColon,
  partOf,
  rightOf,
  spanOf,
  UNIT_ONLY,
  valueCell,
  wordsBetween,
  type Span,
} from './layoutCells.js';
import { firstRecipientRow, holderListHeader, isTableHeader } from './listTables.js';
import { HOLDER_LABEL, ibanUnderHeader, partyRowAbove, underHolderLine } from './accountOwners.js';
import { sharesUnder, slashCell, type CellLabel } from './slashLabels.js';
import { findPartySections, holds, isHeading, partyAt, type Party } from './partySections.js';
import { partyRowLabel, senderRowWords } from './partyRows.js';
import { findLabels, foldForLabels, isFiller, type LabelMatch, type LabelTarget } from './receiptLabels.js';
import { isKnownName } from './names/turkishLetters.js';
import { COUNTERPARTY_LABEL, isIncomingPage } from './transferDirection.js';

export type FieldTarget = Exclude<LabelTarget, 'name' | 'iban'>;

export interface Candidate {
  target: FieldTarget;
  rank: number;
  /** Where the value lies relative to its label, 0–1. */
  score: number;
  text: string;
  words: Word[];
  /** Text on the next row under the value, for a value the page wrapped (a long IBAN in a narrow box). */
  continuation: string;
  /** Text right of the value on its row (a value the OCR split at a wide gap: 'LTD.   ŞTİ.'). */
  rest: string;
  row: number;
  /** The party of the section the label lies in, if any. */
  party: Party | null;
  /** The label or its header cell names the currency: the value is printed without one. */
  unit?: boolean;
  /** Under a table's header: the rest of the value's cell on the lines under it ('' when none). */
  cellLines?: string;
}

export interface PageLayout {
  rows: Row[];
  candidates: Candidate[];
  /** Words under 'other' labels (fees, totals, print dates, bank lines): never a field's value. */
  excluded: Set<Word>;
  /** Words of the sender's section or labels (their IBANs are never the recipient's). */
  senderWords: Set<Word>;
  /** Rows mentioning the bank itself (name, Mersis, head office): their IBANs are the bank's. */
  bankRows: Set<number>;
  /** An 'IBAN' header beside a name header heads rows of parties: an IBAN without a party is anyone's. */
  partyFieldsTable: boolean;
  /** Money came in to the holder (transferDirection.ts): only a recipient's own label names its account. */
  incoming: boolean;
}

/** Score of a value under its label, and of one under a label that has a cell to its right. */
const BELOW = 0.85;
const BELOW_OF_HEADER = 0.8;
const BANK_WORDS = /\b(?:BANK|BANKASI|BANKACILIK|MERSIS|GENEL MUDURLUK|TICARET SICIL|KATILIM)\b/;

function labelBox(segment: Segment, label: LabelMatch) {
  const words = wordsBetween(segment, label.start, label.end);
  return { x0: words[0]?.x0 ?? segment.x0, x1: words[words.length - 1]?.x1 ?? segment.x1 };
}

function resolveTarget(target: LabelTarget, party: Party | null, bankRow: boolean): FieldTarget | null {
  if (target === 'name') return party === null ? null : party;
  if (target === 'iban') {
    if (party === 'sender') return 'senderAccount';
    return bankRow ? null : 'account';
  }
  return target;
}

/** On an incoming page, the counterparty's labels ('Karşı Taraf', 'Karşı IBAN') are the payer's. */
function payerLabel<T extends LabelMatch>(text: string, label: T): T {
  if (!COUNTERPARTY_LABEL.test(foldForLabels(text.slice(label.start, label.end)))) return label;
  if (label.target === 'recipient') return { ...label, target: 'sender' };
  if (label.target === 'account') return { ...label, target: 'senderAccount' };
  return label;
}

export function layoutOf(rows: Row[]): PageLayout {
  const sections = findPartySections(rows);
  const candidates: Candidate[] = [];
  const excluded = new Set<Word>();
  const senderWords = new Set<Word>();
  const bankRows = new Set<number>();
  let partyFieldsTable = false;
  const holderHeader = holderListHeader(rows);
  const incoming = isIncomingPage(rows);
  // On an incoming page the holder is the payee: a holder's label says no party there.
  const recipientRow = incoming ? -1 : firstRecipientRow(rows, sections);
  const alanPage = senderLeaderOnPage(rows);
  const emptySection = sections.some((section) => !section.column && section.endRow === section.row + 1);
  // The lowest bottom edge among the rows so far, row by row: the first row reaching a value's bottom edge
  // is found by a binary search, not by a walk over the page for each value.
  const reach: number[] = [];
  rows.forEach((row, index) => reach.push(Math.max(row.y1, reach[index - 1] ?? -Infinity)));
  const firstRowReaching = (y1: number) => {
    let first = 0;
    let last = rows.length;
    while (first < last) {
      const middle = (first + last) >> 1;
      if (reach[middle] >= y1) last = middle;
      else first = middle + 1;
    }
    return first < rows.length ? first : -1;
  };
  const offerColumnCells = (
    row: Row,
    rowIndex: number,
    segmentIndex: number,
    labelTarget: 'name' | 'iban',
    rank: number,
  ) => {
    for (const segment of row.segments.slice(segmentIndex + 1)) {
      if (isFiller(segment.text)) continue;
      const party = partyAt(sections, rowIndex, segment.x0, segment.x1);
      if (!party) continue;
      const cell = valueCell(segment);
      if (!cell?.text) continue;
      if (party === 'sender') cell.words.forEach((word) => senderWords.add(word));
      const target = resolveTarget(labelTarget, party, bankRows.has(rowIndex));
      if (!target || target === 'other') continue;
      candidates.push({
        target,
        rank,
        score: 0.95,
        text: cell.text,
        words: cell.words,
        continuation: continuationOf(rows, rowIndex, cell.words, segment.x0),
        rest: '',
        row: rowIndex,
        party,
      });
    }
  };
  rows.forEach((row, rowIndex) => {
    const rowText = foldForLabels(row.segments.map((segment) => segment.text).join(' '));
    // A party's own row ('Alıcı   Barış Çınar   TR81 …   Ziraat Bankası') names that party's bank.
    const cellLabels = labelsOfCells(row, alanPage);
    const partyRow = partyRowLabel(row, cellLabels);
    if (BANK_WORDS.test(rowText) && !partyRow) bankRows.add(rowIndex);
    senderRowWords(row, cellLabels, partyRow).forEach((word) => senderWords.add(word));
    /** A header row of a party's fields ('Ad Soyad', 'IBAN', 'Banka') over rows of unnamed parties. */
    const partyFieldsHeader = cellLabels.some((labels) => labels[0]?.target === 'name');
    const description = descriptionCell(row, cellLabels);
    const alone = row.segments.filter((segment) => !isFiller(segment.text)).length === 1;
    row.segments.forEach((segment, segmentIndex) => {
      // A heading naming a party's details alone on its line ('ALICI BİLGİLERİ') offers its name too.
      // Not when a party's heading has nothing under it before the next ('GÖNDEREN BİLGİLERİ' right over
      // 'ALICI BİLGİLERİ': text taken column by column, each name far from its heading).
      const heading = isHeading(sections, segment);
      const stacked = alone && !emptySection && heading && cellLabels[segmentIndex][0]?.target === 'other';
      if ((heading && !stacked) || segmentIndex === description) return;
      // Before a column of aligned colons, a label that stands only before its colon ('Hesabınızdan   :').
      const colonNext = /^\s*:/.test(row.segments[segmentIndex + 1]?.text ?? '');
      const found = colonNext
        ? findLabels(`${segment.text} :`).filter((label) => label.start < segment.text.length)
        : cellLabels[segmentIndex];
      const wholeCell = labelBeforeColon(row, segmentIndex, found);
      // A party's column header naming its details ('Gönderen Bilgileri' beside 'Alıcı Bilgileri') offers
      // the party's name under it, as a bare 'GÖNDEREN' / 'ALICI' header does; so does such a heading alone
      // on its line.
      // Only a line that reads as a known person's name: a bank's or a branch city's line under the
      // header ('KUVEYT TÜRK', 'İSTANBUL KADIKÖY') is none.
      const header = sections.find((section) => (section.column || stacked) && section.segment === segment);
      const headerLabel = !wholeCell && header && found.length === 1 && found[0].target === 'other';
      // Labels that share one cell's value: before a column of colons, or parted by '/'.
      const sharing = wholeCell ?? slashCell(segment.text, found);
      const labels: CellLabel[] = (
        sharing ?? (headerLabel ? [{ ...found[0], target: header.party }] : found)
      ).map((label) => (incoming ? payerLabel(segment.text, label) : label));
      labels.forEach((label, labelIndex) => {
        const next = labels[labelIndex + 1];
        const box = labelBox(segment, label);
        // Above a list of payments to recipients, a label that says no party is the account holder's.
        const party =
          partyAt(sections, rowIndex, box.x0) ??
          (rowIndex < holderHeader && (label.target === 'name' || label.target === 'iban')
            ? 'sender'
            : null) ??
          (rowIndex < recipientRow &&
          (HOLDER_LABEL.test(foldForLabels(segment.text.slice(label.start, label.end))) ||
            (label.target === 'iban' && underHolderLine(rows, rowIndex)))
            ? 'sender'
            : null) ??
          // A bare account label opening the line right under a party's own row ('Kime   Mehmet Kaya').
          (label.target === 'iban' && label.start === 0 && segmentIndex === 0
            ? partyRowAbove(rows, rowIndex)
            : null);
        let span: Span | null =
          label.valueAt === undefined
            ? spanOf(segment, label.end, next?.start ?? segment.text.length)
            : partOf(spanOf(segment, label.valueAt, segment.text.length), label.part);
        // A label's unit ('Tutar (TL)') or a tail its wordings leave over ('… ADI SOYADI', '/ UNVANI').
        const unitLabel = UNIT_ONLY.test(span.text);
        if (unitLabel || isFiller(span.text)) span = { words: [], text: '' };
        let score = 1;
        /** The cell under a label whose right cell holds something: a header row's misread neighbour. */
        let under: Span | null = null;
        if (!span.text) {
          span = next && label.part === undefined ? null : rightOf(row, segmentIndex);
          // The description's label owns its free-text cell, even one starting with a label word ('Tarih').
          if (!span && !next && description > segmentIndex) {
            const cell = row.segments[description];
            span = spanOf(cell, 0, cell.text.length);
          }
          if (span) span = partOf(span, label.part);
          score = 0.95;
          // A name header's surname part an OCR parted into a cell of its own ('ALICI ADI' ‖ 'SOYADI') does
          // not end its column.
          const after = row.segments.slice(segmentIndex + 1).find((cell) => !isSurnameTail(cell.text));
          const end = next ? labelBox(segment, next).x0 : (after?.x0 ?? Infinity);
          const ofDate = label.target === 'dateTime' || label.target === 'time';
          if (!span?.text) {
            span = below(rows, rowIndex, { x0: box.x0, x1: end }, box, label.target !== 'other', ofDate);
            score = BELOW;
            if (span?.text) span = withLineAbove(rows, rowIndex, box, span);
          } else {
            under = below(rows, rowIndex, { x0: box.x0, x1: end }, box, true, ofDate);
          }
        } else if (label.target === 'amount' && !/\d/.test(span.text) && isTableHeader(row)) {
          // A header cell holding the next column's name too ('Tutar Sonuç'): the amount is under it.
          under = below(
            rows,
            rowIndex,
            { x0: box.x0, x1: row.segments[segmentIndex + 1]?.x0 ?? Infinity },
            box,
          );
        }
        if (!span?.text) return;
        // An 'IBAN' header beside a name header heads rows of both parties: the cell under it is anyone's.
        if (label.target === 'iban' && party === null && score < 0.9 && partyFieldsHeader) {
          partyFieldsTable = true;
          return;
        }
        const target = resolveTarget(label.target, party, bankRows.has(rowIndex));
        const offer = (value: Span, valueScore: number) => {
          if (headerLabel && (!isKnownName(value.text) || BANK_WORDS.test(foldForLabels(value.text)))) return;
          if (party === 'sender' || label.target === 'sender' || label.target === 'senderAccount')
            value.words.forEach((word) => senderWords.add(word));
          if (target === 'other' || target === null) {
            if (label.target === 'other' || label.target === 'iban')
              value.words.forEach((word) => excluded.add(word));
            // Labels parted by '/' whose values are not parted alike ('Tutar / Masraf   : 1.150,00 TL'
            // over '5,00 TL'): the lines under the value are its other shares, no value of the page.
            if (sharing && found.length > 1 && segment.text.includes('/'))
              sharesUnder(
                rows,
                valueScore < 0.9 ? firstRowReaching(value.words[0].y1) : rowIndex,
                value.words.find((word) => /\d/.test(word.text))?.x0 ?? -Infinity,
              ).forEach((word) => excluded.add(word));
            return;
          }
          const valueRow = valueScore < 0.9 ? firstRowReaching(value.words[0].y1) : rowIndex;
          // A value in the other party's column is never this party's (a header's neighbour cell).
          const valueParty = partyAt(
            sections,
            valueRow,
            Math.min(...value.words.map((word) => word.x0)),
            Math.max(...value.words.map((word) => word.x1)),
          );
          const own =
            target === 'sender'
              ? 'sender'
              : target === 'recipient' || target === 'account'
                ? 'recipient'
                : null;
          if (own && valueParty && valueParty !== own) return;
          candidates.push({
            target,
            rank: label.rank,
            score: valueScore,
            text: value.text,
            words: value.words,
            continuation: value.cellLines || continuationOf(rows, valueRow, value.words, box.x0),
            cellLines: value.cellLines,
            rest: restOfRow(rows[valueRow], value.words),
            row: valueRow,
            party,
            unit: unitLabel || value.unit === true,
          });
        };
        offer(span, score);
        // Scored below the right cell by more than the tie margin: it only counts when that cell is no value.
        if (under?.text && target !== 'other' && target !== null) offer(under, BELOW_OF_HEADER);
        // A party's row of a table with one row per party: its cell under the 'IBAN' header.
        const partyRow = label.target === 'sender' || label.target === 'recipient';
        if (
          partyRow &&
          score === 0.95 &&
          row.segments.slice(0, segmentIndex).every((other) => isFiller(other.text))
        ) {
          const iban = ibanUnderHeader(rows, rowIndex, segmentIndex);
          if (iban?.text) {
            if (label.target === 'sender') iban.words.forEach((word) => senderWords.add(word));
            candidates.push({
              target: label.target === 'sender' ? 'senderAccount' : 'account',
              rank: 1,
              score: 0.95,
              text: iban.text,
              words: iban.words,
              continuation: '',
              rest: '',
              row: rowIndex,
              party,
            });
          }
        }
        // A row label of a table with one column per party ('Ad Soyad', 'IBAN' left of the cells under
        // 'GÖNDEREN' and 'ALICI'): each cell is its column's party's value.
        if (party === null && score === 0.95 && (label.target === 'name' || label.target === 'iban'))
          offerColumnCells(row, rowIndex, segmentIndex, label.target, label.rank);
      });
    });
  });
  for (const section of sections) {
    if (section.party !== 'sender') continue;
    for (let index = section.row + 1; index < section.endRow; index++) {
      for (const segment of rows[index].segments)
        if (holds(section, index, segment.x0, segment.x1))
          segment.words.forEach((word) => senderWords.add(word));
    }
  }
  return { rows, candidates, excluded, senderWords, bankRows, partyFieldsTable, incoming };
}

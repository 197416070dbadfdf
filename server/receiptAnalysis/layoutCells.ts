/**
 * The text of a table cell or of the rest of a segment, as a label's value: separators, a stray mark
 * before it and a misread colon column left out (layoutCandidates.ts decides which cell a label offers).
 */
import type { Row, Segment, Word } from './layout.js';
import {
  findLabels,
  foldForLabels,
  isFiller,
  NAME_LABELS,
  type LabelMatch,
  type LabelTarget,
} from './receiptLabels.js';
import { pairedLabels, type CellLabel } from './slashLabels.js';

export const SEPARATORS = /^[\s:;.\-–—|=>/]+|[\s|:]+$/g;
/** A currency after a label ('Tutar (TL)', 'Tutar TL'): the label's unit, never a value. */
export const UNIT_ONLY = /^\(?\s*(?:TL|TRY|₺)\s*\)?$/iu;

export interface Span {
  words: Word[];
  text: string;
  /** The currency stood in the label or its header cell ('Tutar' over '(TL)'), not beside the value. */
  unit?: boolean;
  /** Under a table's header: the rest of the value's cell, wrapped onto the lines under it. */
  cellLines?: string;
}

/** Words of a segment between two character offsets of its text. */
export function wordsBetween(segment: Segment, start: number, end: number): Word[] {
  return segment.words.filter((_, index) => {
    const offset = segment.offsets[index];
    return offset + segment.words[index].text.length > start && offset < end;
  });
}

/**
 * A narrow OCR word such as '1', 'l' or '|' before a value, or any lone character the OCR doubts: the
 * ':' or a rule after the label ('LEHDAR ADI : IŞIL İNCE' read as 'Z IŞIL İNCE').
 */
const isStray = (word: Word) =>
  word.conf < 1 &&
  ((/^[1lI|!:;ijJ]$/.test(word.text) && word.x1 - word.x0 < 0.35 * (word.y1 - word.y0)) ||
    (word.text.length === 1 && word.conf < 0.5));

/** Some words of a segment as a value: their text without separators around it. */
export const spanOfWords = (words: Word[]): Span => ({
  words,
  text: words
    .map((word) => word.text)
    .join(' ')
    .replace(SEPARATORS, ''),
});

export function spanOf(segment: Segment, start: number, end: number): Span {
  const words = wordsBetween(segment, start, end);
  if (words.length > 1 && isStray(words[0])) return spanOfWords(words.slice(1));
  return { words, text: segment.text.slice(start, end).replace(SEPARATORS, '') };
}

/** The segment's text up to its first label; nothing when it starts with one. */
export function valueCell(segment: Segment): Span | null {
  const first = findLabels(segment.text)[0];
  if (first && segment.text.slice(0, first.start).replace(SEPARATORS, '') === '') return null;
  return spanOf(segment, 0, first?.start ?? segment.text.length);
}

/**
 * An OCR'd cell of one character with another cell after it: the colon column between labels and
 * values, misread ('HESAP SAHİBİ   3   İSMAİL ARSLAN', 'S' or ';' for ':'); no field's value is one
 * character.
 */
const isMisreadColon = (row: Row, index: number) =>
  row.segments[index].text.trim().length === 1 &&
  row.segments[index].words.every((word) => word.conf < 1) &&
  row.segments.slice(index + 1).some((segment) => !isFiller(segment.text));

/** The first cell right of a label that is not filler: its value, or null when it is another label. */
export function rightOf(row: Row, segmentIndex: number): Span | null {
  for (let index = segmentIndex + 1; index < row.segments.length; index++) {
    const segment = row.segments[index];
    if (isFiller(segment.text) || isMisreadColon(row, index)) continue;
    return valueCell(segment);
  }
  return null;
}

/**
 * A label cell followed by a cell that starts with ':' (a column of aligned colons): the whole cell is
 * the label, the words its wordings leave over included ('Gönderen Hesap Sahibi Adı   : …', 'Alıcı
 * Kişi/Kurum   : …', 'Alıcı (Ad Soyad)   : …', 'Tutar / Döviz Cinsi   : …'); the value is after the
 * colon. Whose it is and what it names come from the cell's first label; a later 'IBAN' makes a party's
 * label its account, a later fee or bank label makes it one of those, and a later label of another kind
 * ('Alıcı Tarih') leaves it no label at all. Null when the cell's labels stand as they are.
 */
export function labelBeforeColon(row: Row, segmentIndex: number, labels: LabelMatch[]): CellLabel[] | null {
  const segment = row.segments[segmentIndex];
  const [first, ...others] = labels;
  if (!first || !/^\s*:/.test(row.segments[segmentIndex + 1]?.text ?? '')) return null;
  if (/[:\d]/.test(segment.text) || segment.text.slice(0, first.start).trim()) return null;
  if (others.length === 0 && !segment.text.slice(first.end).trim()) return null;
  const pairs = pairedLabels(segment.text, labels, row.segments[segmentIndex + 1].text);
  if (pairs) return pairs;
  const accountOf: Partial<Record<LabelTarget, LabelTarget>> = {
    sender: 'senderAccount',
    recipient: 'account',
    senderAccount: 'senderAccount',
    account: 'account',
    iban: 'iban',
  };
  let target = first.target;
  // A name's cell holds name-label words alone besides its labels ('Adı', 'Soyadı', 'Unvanı', 'Kişi/Kurum',
  // 'Hesap Sahibi'); any other word ('Alıcı Baba Adı', 'Alıcı Yetkili', 'Gönderen Ülke', 'Alıcı Vekili',
  // 'Gönderen Müşteri Temsilcisi') says something else of the party: no name label.
  if (NAME_LABELS.has(target) && !onlyNameWords(segment.text, labels))
    return [{ target: 'other', rank: first.rank, start: first.start, end: segment.text.length }];
  for (const label of others) {
    if (label.target === 'name' || target === 'other') continue;
    if (label.target === 'other') target = 'other';
    else target = (label.target === 'iban' && accountOf[target]) || 'other';
  }
  return [{ target, rank: first.rank, start: first.start, end: segment.text.length }];
}

/** Words a name's label may hold ('Gönderen Hesap Sahibi Adı', 'Alıcı Kişi/Kurum', 'Alıcı (Ad Soyad)'). */
const NAME_LABEL_WORD =
  /^(?:ADI?|SOYADI?|UNVANI?|KISI|KURUM|HESAP|SAHIBI|ISMI|ISIM|SOYISIM|TAM|MUSTERI|VE|TICARI|FULL|NAME|SURNAME)$/;

/** The cell's words outside its labels are all name-label words. */
function onlyNameWords(text: string, labels: LabelMatch[]): boolean {
  let rest = '';
  let at = 0;
  for (const label of labels) {
    rest += ` ${text.slice(at, label.start)}`;
    at = label.end;
  }
  rest += ` ${text.slice(at)}`;
  return foldForLabels(rest)
    .split(/[\s/()\-.,]+/)
    .filter(Boolean)
    .every((word) => NAME_LABEL_WORD.test(word));
}

/** A label's share of a value parted by ' / ' (pairedLabels), or the value itself. */
export function partOf(span: Span, part: number | undefined): Span {
  if (part === undefined) return span;
  const parts: Word[][] = [[]];
  for (const word of span.words) {
    if (word.text === '/') parts.push([]);
    else parts[parts.length - 1].push(word);
  }
  return spanOfWords(parts[part] ?? []);
}

/**
 * The cell after a description label and its colon ('Açıklama   : Alıcı: Mehmet Kaya adına kira'): free text, whose
 * party words are no labels (they would name a rival sender or recipient). -1 when the row has none.
 * `cellLabels` are the labels of the row's cells (findLabels), in order.
 */
export function descriptionCell(row: Row, cellLabels: LabelMatch[][]): number {
  for (let index = 0; index < row.segments.length - 1; index++) {
    const text = row.segments[index].text;
    const labels = cellLabels[index];
    const last = labels[labels.length - 1];
    if (
      !last ||
      last.target !== 'other' ||
      !/^ACIKLAMA/.test(foldForLabels(text.slice(last.start, last.end)))
    )
      continue;
    if (!isFiller(text.slice(last.end)) && text.slice(last.end).trim()) continue;
    // Only in a 'label: value' pair: a table's header row goes on with further labels.
    const colon = text.slice(last.end).includes(':') || /^\s*:/.test(row.segments[index + 1].text);
    for (let next = index + 1; colon && next < row.segments.length; next++) {
      const cell = row.segments[next].text;
      if (!isFiller(cell)) return next;
      // A mark after the colon ('Açıklama : -') is the description, empty: the cells after it are pairs.
      if (/:\s*\S/.test(cell) || (!cell.includes(':') && /[^\s.…·_]/.test(cell))) break;
    }
  }
  return -1;
}

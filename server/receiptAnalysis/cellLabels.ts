/**
 * The labels of each cell of a row, less the values that read as labels: after a label and its colon,
 * 'ALICI' or 'GÖNDEREN' is who pays the fee ('Masraf Ödeyen : ALICI', 'Masraf = GÖNDEREN'), not a
 * label offering the text under or beside it; nor is a mail header's 'Kimden:' / 'Kime:'. A bare 'ALAN'
 * (an ordinary word too) is the recipient's label only as a whole label cell before a colon or a dotted
 * leader ('ALAN ......: IŞIK A.Ş.'), on a
 * page whose sender's label stands so too ('GÖNDEREN ....: …', 'HAVALE VEREN : …'; not a bare 'VEREN' nor
 * 'KARAR VEREN').
 */
import type { Row } from './layout.js';
import { WEB_OR_MAIL_ADDRESS } from './names/nameCheck.js';
import { findLabels, foldForLabels, type LabelMatch } from './receiptLabels.js';

/** A colon or a dotted leader (perhaps ending in a colon) right after a label. */
const LEADER = String.raw`\s*(?:\.{2,}\s*:?|:)`;
// 'ALAN' before a bare colon is too often a field ('ALAN : MAKİNE MÜHENDİSLİĞİ'): only a dotted leader,
// which an OCR may read with a colon among its dots (':.........:', '.:........:').
const ALAN_CELL = /^ALAN(?=\s*[.:]*\.{2,})/;
const SENDER_CELL = new RegExp(`^(?:G[OU]NDEREN|(?:HAVALE|PARA|TALIMAT|ODEME) VEREN)${LEADER}`);

/** Whether the page has a sender's label before a colon or a dotted leader, at the start of a cell. */
export const senderLeaderOnPage = (rows: Row[]) =>
  rows.some((row) => row.segments.some((segment) => SENDER_CELL.test(foldForLabels(segment.text))));

/** The recipient's label a bare 'ALAN' cell before its leader is, on a page with such a sender's label. */
function alanLabel(text: string): LabelMatch[] {
  return ALAN_CELL.test(foldForLabels(text)) ? [{ target: 'recipient', rank: 2, start: 0, end: 4 }] : [];
}

/** Between a label and a value: a colon or '=', and perhaps a speck an OCR read as one character. */
const AFTER_COLON = /^[\s.]*[:=][\s:=]*(?:[^\s\d]\s+)?$/;

/** A mail header's party word ('Kimden:', 'Kime:'), before an e-mail or web address. */
const MAIL_PARTY = /^KIM(?:DEN|E)$/;

/**
 * 'Kimden:' / 'Kime:' followed on its row by an e-mail address ('Kimden: Akbank <bilgilendirme@akbank.com>')
 * head a mail, not the transfer: the mail's sender and addressee are no party of it.
 */
const mailHeader = (row: Row, index: number, label: LabelMatch) =>
  MAIL_PARTY.test(foldForLabels(row.segments[index].text.slice(label.start, label.end))) &&
  WEB_OR_MAIL_ADDRESS.test(
    foldForLabels(
      row.segments
        .slice(index)
        .map((segment) => segment.text)
        .join(' ')
        .slice(label.end),
    ),
  );

export function labelsOfCells(row: Row, alanPage = false): LabelMatch[][] {
  const found = row.segments.map((segment) => {
    const labels = findLabels(segment.text);
    return alanPage && labels.length === 0 ? alanLabel(segment.text) : labels;
  });
  return found.map((labels, index) => {
    const text = row.segments[index].text;
    return labels.filter((label, labelIndex) => {
      if (mailHeader(row, index, label)) return false;
      if (labelIndex > 0) return !AFTER_COLON.test(text.slice(labels[labelIndex - 1].end, label.start));
      // At the start of its cell: the value of the cell before when that one ends in a label.
      const before = found[index - 1];
      const last = before?.[before.length - 1];
      if (!last) return true;
      const between = `${row.segments[index - 1].text.slice(last.end)} ${text.slice(0, label.start)}`;
      return !AFTER_COLON.test(between);
    });
  });
}

/**
 * The labels of each cell of a row, less the values that read as labels: after a label and its colon,
 * 'ALICI' or 'GÖNDEREN' is who pays the fee ('Masraf Ödeyen : ALICI', 'Masraf = GÖNDEREN'), not a
 * label offering the text under or beside it.
 */
import type { Row } from './layout.js';
import { findLabels, type LabelMatch } from './receiptLabels.js';

/** Between a label and a value: a colon or '=', and perhaps a speck an OCR read as one character. */
const AFTER_COLON = /^[\s.]*[:=][\s:=]*(?:[^\s\d]\s+)?$/;

export function labelsOfCells(row: Row): LabelMatch[][] {
  const found = row.segments.map((segment) => findLabels(segment.text));
  return found.map((labels, index) => {
    const text = row.segments[index].text;
    return labels.filter((label, labelIndex) => {
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

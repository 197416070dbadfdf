/**
 * An IBAN a form prints one character per box ('T R 6 0 0 0 …'): each character is a word of its own,
 * often a column gap apart. A run of single characters on one line, each less than two word heights
 * from the next, is joined into one word when it reads as 'TR' and 24 digits and passes the mod 97
 * check; never otherwise (a row of ticks, initials or digits stays as it is).
 */
import { isValidIban } from '../refunds/iban.js';
import type { Segment, Word } from './layout.js';

const SINGLE = /^[A-Z0-9]$/;
const BOXED_IBAN = /^TR\d{24}$/;
/** Boxes sit side by side: a wider gap is another column. */
const MAX_GAP = 2;

/** The words joined here: a form's box row, labelled in its corner at its left. */
const boxedIbans = new WeakSet<Word>();

/**
 * Whether a segment is a boxed IBAN that starts left of a label (by more than two word heights): the
 * boxes reach under the label from the left, they are the value of the label at their own corner.
 */
export const boxesFromLeft = (segment: Segment, labelX0: number, height: number) =>
  segment.words.length === 1 && boxedIbans.has(segment.words[0]) && labelX0 - segment.x0 > 2 * height;

function joined(run: Word[]): Word {
  const word: Word = {
    text: run.map((word) => word.text).join(''),
    x0: run[0].x0,
    x1: run[run.length - 1].x1,
    y0: Math.min(...run.map((word) => word.y0)),
    y1: Math.max(...run.map((word) => word.y1)),
    conf: Math.min(...run.map((word) => word.conf)),
    ...(run[0].line ? { line: run[0].line } : {}),
  };
  boxedIbans.add(word);
  return word;
}

/** The words of one row, left to right, with each run of boxed IBAN characters made one word. */
export function joinCharBoxes(sorted: Word[], height: number): Word[] {
  const result: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    const text = run.map((word) => word.text).join('');
    if (BOXED_IBAN.test(text) && isValidIban(text)) result.push(joined(run));
    else result.push(...run);
    run = [];
  };
  for (const word of sorted) {
    const previous = run[run.length - 1];
    if (previous && word.x0 - previous.x1 > MAX_GAP * height) flush();
    if (SINGLE.test(word.text)) run.push(word);
    else {
      flush();
      result.push(word);
    }
  }
  flush();
  return result;
}

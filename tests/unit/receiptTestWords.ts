/** Receipts as the parser's unit tests build them: two valid IBANs, positioned words, the two right outcomes. */
import { expect } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptParser';

// Valid Turkish IBANs (mod 97 = 1).
export const SENDER_IBAN = 'TR820006200000012345678901';
export const RECIPIENT_IBAN = 'TR920006400000112233445566';

/** An IBAN printed in groups of four. */
export const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The right answer, or none: the only two acceptable outcomes for a field. */
export const rightOrEmpty = (value: string, right: string) => expect([right, NOT_FOUND]).toContain(value);

/**
 * One row of cells at the given x, words of `size` height (a box's small label is smaller) and confidence
 * `conf` (a text layer's 1 by default).
 */
export const wordRow = (y: number, cells: Array<[string, number]>, size = 1, conf = 1): Word[] =>
  cells.flatMap(([text, x]) => {
    let at = x;
    return text.split(' ').map((part) => {
      const word = {
        text: part,
        x0: at,
        x1: at + part.length * 0.6 * size,
        y0: y,
        y1: y + size,
        conf,
        line: `l${y}-${x}`,
      };
      at = word.x1 + 0.4 * size;
      return word;
    });
  });

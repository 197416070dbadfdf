/**
 * A page of far more text than any receipt is read in time proportional to its words, not to their
 * square: a quadratic reading of these pages takes minutes, so the time-out below catches one with a wide
 * margin on a loaded machine. The CPU time itself is the bench's (tests/bench/receiptLargePage.ts).
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { longLinePage, manyLinesPage } from './receiptLargePages';

const QUADRATIC_WOULD_TAKE_LONGER_MS = 30_000;

describe('a page of far more words than a receipt', () => {
  it(
    'reads a page of 20 000 text lines and finds no account in it',
    () => {
      expect(parseReceiptWords(manyLinesPage()).fields.alici_hesap).toBe(NOT_FOUND);
    },
    QUADRATIC_WOULD_TAKE_LONGER_MS,
  );

  it.each([
    ['a text layer', 1],
    ['an OCR', 0.9],
  ])(
    'reads one line of 3 000 words from %s and names no party in it',
    (_, conf) => {
      const { fields } = parseReceiptWords(longLinePage(conf));
      expect([fields.gonderici_ismi, fields.alici_hesap]).toEqual([NOT_FOUND, NOT_FOUND]);
    },
    QUADRATIC_WOULD_TAKE_LONGER_MS,
  );
});

import { describe, expect, it } from 'vitest';
import { readAmountOf } from '../../server/receiptAnalysis/amountField';
import type { Word } from '../../server/receiptAnalysis/layout';

/** The words of a value as an OCR (confidence below 1) or a PDF's text layer (1) gives them. */
const value = (text: string, conf: number) => ({
  text,
  words: text
    .split(' ')
    .map((part, index): Word => ({ text: part, x0: index * 10, x1: index * 10 + 8, y0: 0, y1: 1, conf })),
});

describe("an OCR'd amount whose thousands are parted by '.' and that has no kuruş", () => {
  it("is taken for a misread decimal comma ('2.978,39' read as '2.978.539'): no answer", () => {
    expect(readAmountOf(value('2.978.539', 0.9))).toBeNull();
    expect(readAmountOf(value('2.978.539 TL', 0.9))).toBeNull();
    expect(readAmountOf(value('12.345', 0.9))).toBeNull();
  });

  it('is read as printed from a text layer, and with its kuruş from an OCR', () => {
    expect(readAmountOf(value('2.978.539', 1))).toBe('2.978.539,00');
    expect(readAmountOf(value('2.978,39 TL', 0.9))).toBe('2.978,39');
    expect(readAmountOf(value('750 TL', 0.9))).toBe('750,00');
  });
});

describe("an OCR'd run of five or more digits without a separator", () => {
  it("is no amount, also with a speck read as a dot after it ('71.875,11' read as '718751111.')", () => {
    expect(readAmountOf(value('2023711', 0.9))).toBeNull();
    expect(readAmountOf(value('718751111.', 0.6))).toBeNull();
    expect(readAmountOf(value('718751111. TL', 0.6))).toBeNull();
  });
});

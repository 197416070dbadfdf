import { describe, expect, it } from 'vitest';
import { pageTurnOfOsd } from '../../server/receiptAnalysis/pageOrientation';

/** What `tesseract image stdout --psm 0 -l osd` prints for a page. */
const osd = (degrees: number, rotate: number, confidence: number) =>
  [
    'Page number: 0',
    `Orientation in degrees: ${degrees}`,
    `Rotate: ${rotate}`,
    `Orientation confidence: ${confidence}`,
    'Script: Latin',
    'Script confidence: 2.08',
  ].join('\n');

describe("a page's turn by Tesseract's orientation detection", () => {
  it('is the clockwise turn that sets the page upright, not the orientation it was found in', () => {
    expect(pageTurnOfOsd(osd(270, 90, 12.4))).toBe(90);
    expect(pageTurnOfOsd(osd(90, 270, 5))).toBe(270);
    expect(pageTurnOfOsd(osd(0, 0, 20))).toBe(0);
  });

  it('is taken at a low confidence too (a sparse card is read the right way at 0.3)', () => {
    expect(pageTurnOfOsd(osd(270, 90, 0.33))).toBe(90);
  });

  it('is unknown when Tesseract found too few letters or printed no turn', () => {
    expect(pageTurnOfOsd('Too few characters. Skipping this page\nError during processing.')).toBeNull();
    expect(pageTurnOfOsd('Rotate: 45\n')).toBeNull();
    expect(pageTurnOfOsd('')).toBeNull();
  });
});

/**
 * Table borders, boxes and underlines are erased from a cleaned page before OCR; letters, thick bars and
 * dotted leaders are not.
 */
import { describe, expect, it } from 'vitest';
import { eraseRuleLines } from '../../server/receiptAnalysis/ruleLines';

const WIDTH = 400;
const HEIGHT = 200;

function blankPage() {
  return { data: new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255), width: WIDTH, height: HEIGHT };
}

type Page = ReturnType<typeof blankPage>;

function paint(page: Page, x0: number, y0: number, x1: number, y1: number, level = 0) {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const at = (y * WIDTH + x) * 4;
      page.data[at] = page.data[at + 1] = page.data[at + 2] = level;
    }
}

const isInk = (page: Page, x: number, y: number) => page.data[(y * WIDTH + x) * 4] < 128;

/** A 'letter': a stem 12 px tall and 2 px wide with a bar at its top. */
function letter(page: Page, x: number, y: number) {
  paint(page, x, y, x + 1, y + 11);
  paint(page, x, y, x + 6, y + 1);
}

describe('ruling lines erased before OCR', () => {
  it('erases a box drawn around a value and keeps the letters inside it', () => {
    const page = blankPage();
    paint(page, 50, 50, 350, 50); // top
    paint(page, 50, 90, 350, 90); // bottom
    paint(page, 50, 50, 50, 90); // left
    paint(page, 350, 50, 350, 90); // right
    for (let x = 60; x < 200; x += 10) letter(page, x, 64);
    expect(eraseRuleLines(page)).toBeGreaterThan(0);
    expect([isInk(page, 200, 50), isInk(page, 200, 90), isInk(page, 50, 70), isInk(page, 350, 70)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([isInk(page, 60, 70), isInk(page, 64, 64), isInk(page, 190, 75)]).toEqual([true, true, true]);
  });

  it('keeps the stem of a letter standing on an underline', () => {
    const page = blankPage();
    paint(page, 20, 120, 380, 121, 60); // a grey underline, 2 px
    letter(page, 100, 108); // its stem ends on the line
    eraseRuleLines(page);
    expect(isInk(page, 200, 120)).toBe(false);
    expect([isInk(page, 100, 110), isInk(page, 101, 119)]).toEqual([true, true]);
  });

  it('keeps a dash, a thick bar and a dotted leader', () => {
    const page = blankPage();
    paint(page, 20, 30, 40, 31); // a dash of 21 px (the page is 400 wide: a line is 24 px or more)
    paint(page, 20, 150, 380, 165); // a bar 16 px thick: a shaded heading, not a rule
    for (let x = 20; x < 380; x += 5) paint(page, x, 185, x + 1, 186); // '.....': gaps of 3 px
    eraseRuleLines(page);
    expect([isInk(page, 30, 30), isInk(page, 200, 158), isInk(page, 200, 185)]).toEqual([true, true, true]);
  });

  it('erases a dashed line whose gaps are one or two pixels', () => {
    const page = blankPage();
    for (let x = 20; x < 380; x += 8) paint(page, x, 100, x + 5, 100);
    eraseRuleLines(page);
    expect([isInk(page, 22, 100), isInk(page, 200, 100)]).toEqual([false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DARK_SURFACE,
  darkModeBadgeColors,
  DEFAULT_STATUS_COLOR,
  KEYWORD_PALETTES,
  LIGHT_SURFACE,
  statusBadgeColors,
} from '../../src/common/statusColors';
import {
  contrastRatio,
  MIN_GRAPHIC_CONTRAST,
  MIN_TEXT_CONTRAST,
  mix,
  parseHex,
  readableShade,
} from '../../src/common/statusColorsContrast';

/** The seeded statuses' colours (server/db/seed.ts) and the default grey. */
const SEEDED_COLORS = [
  '#f59e0b',
  '#3b82f6',
  '#22c55e',
  '#15803d',
  '#ef4444',
  '#6b7280',
  DEFAULT_STATUS_COLOR,
];

/** Every #rgb colour: the whole range an admin can pick, at 16 levels a channel. */
const EVERY_SHORT_HEX = Array.from(
  { length: 16 ** 3 },
  (_, index) => `#${index.toString(16).padStart(3, '0')}`,
);

/** Hue angle in degrees, or null for a grey (no hue to keep). */
function hueOf(color: string): number | null {
  const [r, g, b] = parseHex(color).map((channel) => channel / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta < 0.04) return null;
  const sector =
    max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sector * 60;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Each status a badge can show: by custom colour, and by name keyword without one. */
const BADGE_INPUTS: Array<[string, string | null]> = [
  ...SEEDED_COLORS.map((color): [string, string] => ['Özel', color]),
  ...EVERY_SHORT_HEX.map((color): [string, string] => ['Özel', color]),
  ['Onaylandı', null],
  ['Reddedildi', null],
  ['İnceleniyor', null],
  ['Beklemede', null],
  ['Başka', null],
];

describe('status badge contrast (WCAG AA, 4.5:1)', () => {
  it('measures contrast ratios the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('the colours of the old rule (hex text on its 20% tint) fail: the seeded ones measured 1.8–3.8:1', () => {
    const oldRatios = SEEDED_COLORS.map((color) => contrastRatio(color, mix(color, LIGHT_SURFACE, 0.2)));
    expect(Math.min(...oldRatios)).toBeLessThan(2);
    expect(oldRatios.filter((ratio) => ratio < MIN_TEXT_CONTRAST)).toHaveLength(SEEDED_COLORS.length);
  });

  it('reaches 4.5:1 in light mode for every status colour and keyword palette', () => {
    for (const [name, color] of BADGE_INPUTS) {
      const badge = statusBadgeColors(name, color);
      expect(contrastRatio(badge.text, badge.background), `${name} ${color}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    for (const palette of Object.values(KEYWORD_PALETTES)) {
      expect(contrastRatio(palette.text, palette.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('reaches 4.5:1 in dark mode for every status colour and keyword palette', () => {
    for (const [name, color] of BADGE_INPUTS) {
      const badge = darkModeBadgeColors(statusBadgeColors(name, color));
      expect(contrastRatio(badge.text, badge.background), `${name} ${color}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('keeps the status colour as the hue: the tint is the colour at 20%, the text a darker shade of it', () => {
    expect(statusBadgeColors('Onaylandı', '#16A34A').background).toBe('#d0eddb');
    for (const color of SEEDED_COLORS) {
      const light = statusBadgeColors('Özel', color);
      const dark = darkModeBadgeColors(light);
      const hue = hueOf(color);
      for (const shade of [light.text, light.background, dark.text, dark.background]) {
        if (hue === null) expect(hueOf(shade), `${color} → ${shade}`).toBeNull();
        else expect(hueDistance(hueOf(shade) ?? -999, hue), `${color} → ${shade}`).toBeLessThan(6);
      }
      // Light mode: dark text on a pale tint; dark mode: light text on a deep tint.
      expect(contrastRatio(light.text, '#000000')).toBeLessThan(contrastRatio(light.background, '#000000'));
      expect(contrastRatio(dark.text, '#000000')).toBeGreaterThan(contrastRatio(dark.background, '#000000'));
    }
  });

  it('leaves a colour that already reads well as it is', () => {
    expect(readableShade('#166534', '#dcfce7', MIN_TEXT_CONTRAST)).toBe('#166534');
  });

  it("outlines status dots at 3:1 against the page in both modes, whatever the dot's colour", () => {
    for (const color of [...SEEDED_COLORS, ...EVERY_SHORT_HEX]) {
      for (const surface of [LIGHT_SURFACE, DARK_SURFACE]) {
        const outline = readableShade(color, surface, MIN_GRAPHIC_CONTRAST);
        expect(contrastRatio(outline, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(
          MIN_GRAPHIC_CONTRAST,
        );
      }
    }
  });
});

// Colour arithmetic for readable status colours: WCAG 2 contrast ratios and hue-keeping shades.

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG AA for graphics that carry meaning (a status dot's outline). */
export const MIN_GRAPHIC_CONTRAST = 3;

type Rgb = [number, number, number];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (color: string) => HEX_COLOR.test(color);

/** #abc or #aabbcc → [r, g, b] in 0…255. */
export function parseHex(color: string): Rgb {
  const digits = color.slice(1);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `share` of `color` over `base` (0: base, 1: color), as an opaque colour. */
export function mix(color: string, base: string, share: number): string {
  const top = parseHex(color);
  const bottom = parseHex(base);
  return toHex(top.map((channel, index) => channel * share + bottom[index] * (1 - share)) as Rgb);
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, 1…21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The shade of `hue` nearest to it that reaches `minRatio` against `background`: mixed with black on a
 * light background, with white on a dark one, so that the hue stays the same.
 */
export function readableShade(hue: string, background: string, minRatio: number): string {
  const toward = relativeLuminance(background) > 0.18 ? '#000000' : '#ffffff';
  // A hair above the limit, so that rounding to whole colour channels cannot fall below it.
  const target = minRatio + 0.05;
  for (let step = 0; step <= 50; step += 1) {
    const shade = mix(toward, hue, step / 50);
    if (contrastRatio(shade, background) >= target) return shade;
  }
  return toward;
}

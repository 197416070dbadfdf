import { isHexColor, MIN_TEXT_CONTRAST, mix, readableShade } from './statusColorsContrast';

/** Colours of a status badge: background tint and text colour, both opaque. */
export interface BadgeColors {
  background: string;
  text: string;
}

/** The colour of a status that has none of its own. */
export const DEFAULT_STATUS_COLOR = '#808080';

/** The surfaces badges sit on: the light theme's paper, and the dark theme's lightest page background. */
export const LIGHT_SURFACE = '#ffffff';
export const DARK_SURFACE = '#313131';

/** Palettes for statuses without a custom colour, chosen by keywords of the status name. */
export const KEYWORD_PALETTES = {
  green: { background: '#dcfce7', text: '#166534' },
  red: { background: '#fee2e2', text: '#991b1b' },
  blue: { background: '#dbeafe', text: '#1e40af' },
  yellow: { background: '#fef9c3', text: '#854d0e' },
  grey: { background: '#f3f4f6', text: '#374151' },
} as const satisfies Record<string, BadgeColors>;

/** English status keywords, with the Turkish words the seeded statuses use. */
const KEYWORDS: [keyof typeof KEYWORD_PALETTES, string[]][] = [
  ['green', ['approve', 'complete', 'done', 'onay', 'tamam']],
  ['red', ['reject', 'cancel', 'redd', 'iptal']],
  ['blue', ['review', 'processing', 'incele', 'işlem']],
  ['yellow', ['waiting', 'bekl']],
];

/** Share of the status colour in the badge's tint: the colour at 20% opacity over the surface. */
const LIGHT_TINT = 0.2;
const DARK_TINT = 0.25;

/**
 * A custom hex colour gives its 20% tint as background and, as text, the same hue darkened just enough
 * for WCAG AA (4.5:1) on that tint; without one the name decides: approve/complete/done green,
 * reject/cancel red, review/processing blue, waiting yellow, anything else grey.
 */
export function statusBadgeColors(name: string | null | undefined, color?: string | null): BadgeColors {
  const hex = color?.trim();
  if (hex && isHexColor(hex)) {
    const background = mix(hex, LIGHT_SURFACE, LIGHT_TINT);
    return { background, text: readableShade(hex, background, MIN_TEXT_CONTRAST) };
  }
  // Both lower-casings: 'PROCESSING' needs the English one, 'İŞLEMDE' the Turkish one.
  const forms = [(name ?? '').toLowerCase(), (name ?? '').toLocaleLowerCase('tr')];
  const match = KEYWORDS.find(([, words]) => words.some((word) => forms.some((form) => form.includes(word))));
  return KEYWORD_PALETTES[match ? match[0] : 'grey'];
}

/**
 * On a dark background the badge keeps its hue: a deep tint of the text colour as background, and the
 * text colour lightened just enough for WCAG AA on it.
 */
export function darkModeBadgeColors(colors: BadgeColors): BadgeColors {
  const background = mix(colors.text, DARK_SURFACE, DARK_TINT);
  return { background, text: readableShade(colors.text, background, MIN_TEXT_CONTRAST) };
}

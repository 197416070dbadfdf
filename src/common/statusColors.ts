import { alpha, lighten } from '@mui/material';

/** Colours of a status badge: background tint and text colour. */
export interface BadgeColors {
  background: string;
  text: string;
}

/** The colour of a status that has none of its own. */
export const DEFAULT_STATUS_COLOR = '#808080';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

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

/** #abc → #aabbcc, so that an alpha byte can be appended. */
function expandHex(color: string): string {
  if (color.length === 4) return `#${[...color.slice(1)].map((c) => c + c).join('')}`;
  return color;
}

/**
 * A custom hex colour gives coloured text on the same colour at 20% opacity; without one the name
 * decides: approve/complete/done green, reject/cancel red, review/processing blue, waiting yellow,
 * anything else grey.
 */
export function statusBadgeColors(name: string | null | undefined, color?: string | null): BadgeColors {
  const hex = color?.trim();
  if (hex && HEX_COLOR.test(hex)) {
    const full = expandHex(hex).toLowerCase();
    return { background: `${full}33`, text: full };
  }
  // Both lower-casings: 'PROCESSING' needs the English one, 'İŞLEMDE' the Turkish one.
  const forms = [(name ?? '').toLowerCase(), (name ?? '').toLocaleLowerCase('tr')];
  const match = KEYWORDS.find(([, words]) => words.some((word) => forms.some((form) => form.includes(word))));
  return KEYWORD_PALETTES[match ? match[0] : 'grey'];
}

/** On a dark background the badge's dark text is lightened and its tint deepened, to stay readable. */
export const darkModeBadgeColors = (colors: BadgeColors): BadgeColors => ({
  text: lighten(colors.text, 0.45),
  background: alpha(colors.text, 0.25),
});

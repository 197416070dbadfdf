// Apart from formatters.ts: the data provider, loaded with the sign-in page, needs this parser only, and
// importing formatters.ts would place date-fns among the sign-in page's libraries.

const TURKISH_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL_AMOUNT = /^(\d+)\.(\d{1,2})$/;

/**
 * An amount as a person types it, Turkish style: '48.965,45', '48965,45', '1.250' (1250). A pasted
 * '48965.45' (one dot, at most two digits after it) is read as decimals. The number is built from the
 * digits as written, so it is the nearest to the written value (no float sum). Null for anything else.
 */
export function parseTypedAmount(text: string): number | null {
  const clean = text.replace(/\s+/g, '').replace(/(TL|₺)$/i, '');
  const turkish = TURKISH_AMOUNT.exec(clean);
  const [, whole, cents] = turkish ?? DOT_DECIMAL_AMOUNT.exec(clean) ?? [];
  if (whole === undefined) return null;
  return Number(`${whole.replace(/\./g, '')}.${cents ?? '0'}`);
}

/**
 * A one-line text as staff meant it: invisible format characters (zero-width spaces and joiners, bidi
 * marks, overrides and isolates, soft hyphens, BOM) removed, control characters and line breaks read as
 * spaces, every run of white space one space, no space at either end. Two names that look the same on
 * screen are then stored the same, and a bidi override cannot turn a name around in a list or a log.
 */
export function singleLineText(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();
}

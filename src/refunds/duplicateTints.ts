/** Pastel tints of duplicate groups on a light page: distinct hues, dark text stays readable on each. */
export const DUPLICATE_TINTS = [
  '#fde2e4',
  '#e2f0cb',
  '#dbe7f8',
  '#fff1c1',
  '#e8dff5',
  '#d4f1ee',
  '#fce1c8',
  '#f0e4d7',
] as const;

/** The same hues, deep enough for light text on a dark page (a translucent pastel turned them all grey). */
export const DARK_DUPLICATE_TINTS = [
  '#5c2b33',
  '#3d5226',
  '#26406b',
  '#5e4d16',
  '#47336b',
  '#1f5550',
  '#6b3f1c',
  '#4d4036',
] as const;

/**
 * Which tint each duplicate group on a page gets: by the order the groups first appear, so that groups
 * on one page differ (up to 8 groups; a 9th repeats the first, never its neighbour's). Group ids alone
 * (id modulo 8) gave groups 3 and 11 the same tint.
 */
export function duplicateTintIndexes(
  groupIds: ReadonlyArray<number | null | undefined>,
): Map<number, number> {
  const indexes = new Map<number, number>();
  for (const groupId of groupIds) {
    if (groupId === null || groupId === undefined || indexes.has(groupId)) continue;
    indexes.set(groupId, indexes.size % DUPLICATE_TINTS.length);
  }
  return indexes;
}

/** The tint of tint index `index` in this mode. */
export const duplicateTint = (index: number, mode: 'light' | 'dark'): string =>
  (mode === 'dark' ? DARK_DUPLICATE_TINTS : DUPLICATE_TINTS)[index % DUPLICATE_TINTS.length];

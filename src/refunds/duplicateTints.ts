/** The 8 pastel tints of duplicate groups, cycled by the group id. */
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

/** The tint of a duplicate group; null for a record that is in none. */
export function duplicateTintOf(groupId: number | null | undefined): string | null {
  if (groupId === null || groupId === undefined || !Number.isFinite(groupId)) return null;
  const index =
    ((Math.trunc(groupId) % DUPLICATE_TINTS.length) + DUPLICATE_TINTS.length) % DUPLICATE_TINTS.length;
  return DUPLICATE_TINTS[index];
}

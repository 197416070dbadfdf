/** At most this many page numbers are shown between 'previous' and 'next' (spec section 9). */
export const MAX_PAGE_NUMBERS = 5;

/** The page numbers to show: a window of up to 5 around the current page, kept inside 1…pageCount. */
export function pageNumbers(page: number, pageCount: number, max = MAX_PAGE_NUMBERS): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

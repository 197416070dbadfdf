/** The refund routes: list, create, /refunds/{id} shows and /refunds/edit/{id} edits. */
export const REFUND_LIST_PATH = '/refunds';
export const REFUND_CREATE_PATH = '/refunds/create';
export const refundShowPath = (id: number | string) => `/refunds/${id}`;
export const refundEditPath = (id: number | string) => `/refunds/edit/${id}`;

/** The refund id in a route's `:id`, or null for anything that is no refund id ('abc', '0', '1e3'). */
export function refundIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

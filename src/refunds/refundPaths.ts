/** The refund routes: list, create, /refunds/{id} shows and /refunds/edit/{id} edits. */
export const REFUND_LIST_PATH = '/refunds';
export const REFUND_CREATE_PATH = '/refunds/create';
export const refundShowPath = (id: number | string) => `/refunds/${id}`;
export const refundEditPath = (id: number | string) => `/refunds/edit/${id}`;

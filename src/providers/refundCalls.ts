import type { MailStatusAnswer, RefundLog, StatusChangeAnswer, UpdatedRefund } from '../../contract/refunds';
// The refunds' BulkAnswer tells a sent mail (with its name) from a failed one (with the reason).
import type { BulkAction, BulkAnswer } from '../refunds/types';
import { fetchFile, type DownloadedFile } from './downloadFile';
import { API_BASE_URL, apiRequest, fetchJson } from './httpClient';
import { toRefundFormData } from './refundPayload';

export const REFUNDS = 'refunds';

/** The refund calls beyond react-admin's standard methods. */
export interface RefundCalls {
  /** `version`: the refund's version the change starts from (409 when someone changed it since). */
  updateRefundStatus: (
    id: number,
    statusId: number,
    version: number | undefined,
  ) => Promise<StatusChangeAnswer>;
  updateRefundMailStatus: (id: number, mailSent: boolean) => Promise<MailStatusAnswer>;
  bulkRefunds: (action: BulkAction) => Promise<BulkAnswer>;
  getRefundLogs: (id: number) => Promise<RefundLog[]>;
  /** Uploads a receipt alone: a multipart PUT holding only `receipt_image` and the refund's version. */
  uploadRefundReceipt: (id: number, file: File, version: number | undefined) => Promise<UpdatedRefund>;
  /** The whole filtered list as CSV (the server streams every matching row). */
  exportRefunds: (params: {
    filter: object;
    sort: { field: string; order: string };
  }) => Promise<DownloadedFile>;
}

/** Adds the version an edit started from: the server refuses the save (409) if someone changed it since. */
export const appendVersion = (form: FormData, version: unknown) => {
  if (version !== undefined && version !== null) form.append('version', String(version));
};

/** A multipart refund write; the answer is the refund as saved, not an envelope. */
export const sendRefundForm = async (path: string, method: 'POST' | 'PUT', body: FormData) =>
  (await fetchJson(`${API_BASE_URL}${path}`, { method, body })).json;

export const refundCalls: RefundCalls = {
  updateRefundStatus: (id, statusId, version) =>
    apiRequest<StatusChangeAnswer>(`/${REFUNDS}/${id}/status`, {
      method: 'PUT',
      body: { status_id: statusId, version },
    }),

  updateRefundMailStatus: (id, mailSent) =>
    apiRequest<MailStatusAnswer>(`/${REFUNDS}/${id}/mail-status`, {
      method: 'PUT',
      body: { mail_sent: mailSent },
    }),

  bulkRefunds: (action) => apiRequest<BulkAnswer>(`/${REFUNDS}/bulk`, { method: 'POST', body: action }),

  getRefundLogs: async (id) => {
    const logs = await apiRequest<unknown>(`/logs/refund/${id}`);
    return Array.isArray(logs) ? (logs as RefundLog[]) : [];
  },

  uploadRefundReceipt: async (id, file, version) => {
    const form = toRefundFormData({ receipt_image: file }, []);
    appendVersion(form, version);
    return (await sendRefundForm(`/${REFUNDS}/${id}`, 'PUT', form)) as UpdatedRefund;
  },

  exportRefunds: ({ filter, sort }) => {
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify([sort.field, sort.order]),
    });
    return fetchFile(`${API_BASE_URL}/${REFUNDS}/export?${query}`, 'text/csv');
  },
};

import simpleRestProvider from 'ra-data-simple-rest';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import type {
  BulkAction,
  BulkAnswer,
  MailStatusAnswer,
  RefundLog,
  StatusUpdateAnswer,
} from '../refunds/types';
import { fetchFile, type DownloadedFile } from './downloadFile';
import { API_BASE_URL, apiRequest, fetchJson } from './httpClient';
import { getPlainList, getPlainMany, getPlainOne, isPlainListResource } from './plainListResources';
import { toRefundFormData } from './refundPayload';

const REFUNDS = 'refunds';

/** What the refund screens call beyond react-admin's standard methods (API contract of issue 3). */
export interface RefundMethods {
  /** `version`: the refund's version the change starts from (409 when someone changed it since). */
  updateRefundStatus: (
    id: number,
    statusId: number,
    version: number | undefined,
  ) => Promise<StatusUpdateAnswer>;
  updateRefundMailStatus: (id: number, mailSent: boolean) => Promise<MailStatusAnswer>;
  bulkRefunds: (action: BulkAction) => Promise<BulkAnswer>;
  getRefundLogs: (id: number) => Promise<RefundLog[]>;
  /** Uploads a receipt alone: a multipart PUT holding only `receipt_image` and the refund's version. */
  uploadRefundReceipt: (
    id: number,
    file: File,
    version: number | undefined,
  ) => Promise<Record<string, unknown>>;
  /** The whole filtered list as CSV (the server streams every matching row). */
  exportRefunds: (params: {
    filter: object;
    sort: { field: string; order: string };
  }) => Promise<DownloadedFile>;
}

export type AppDataProvider = DataProvider & RefundMethods;

const restProvider = simpleRestProvider(API_BASE_URL, fetchJson);

const appendVersion = (form: FormData, version: unknown) => {
  if (version !== undefined && version !== null) form.append('version', String(version));
};

const multipart = async (path: string, method: 'POST' | 'PUT', body: FormData) =>
  (await fetchJson(`${API_BASE_URL}${path}`, { method, body })).json;

/**
 * ra-data-simple-rest on /api, through our fetch wrapper so that every call carries the bearer token;
 * the resources that answer a plain array are read through plainListResources; refunds are created
 * and updated as multipart forms (optional receipt file), deleted in bulk through /refunds/bulk, and
 * have the extra calls of RefundMethods.
 */
export const dataProvider: AppDataProvider = {
  ...restProvider,

  getList: (resource: string, params: GetListParams) =>
    isPlainListResource(resource) ? getPlainList(resource, params) : restProvider.getList(resource, params),

  getOne: (resource: string, params: GetOneParams) =>
    isPlainListResource(resource) ? getPlainOne(resource, params) : restProvider.getOne(resource, params),

  getMany: (resource: string, params: GetManyParams) =>
    isPlainListResource(resource) ? getPlainMany(resource, params) : restProvider.getMany(resource, params),

  create: async (resource: string, params: CreateParams) => {
    if (resource !== REFUNDS) return restProvider.create(resource, params);
    const json = await multipart(`/${REFUNDS}`, 'POST', toRefundFormData(params.data));
    return { data: json as never };
  },

  update: async (resource: string, params: UpdateParams) => {
    if (resource !== REFUNDS) return restProvider.update(resource, params);
    const path = `/${REFUNDS}/${encodeURIComponent(String(params.id))}`;
    const form = toRefundFormData(params.data);
    // The version the edit started from: the server refuses the save (409) if someone changed it since.
    appendVersion(form, params.previousData?.version ?? params.data?.version);
    const json = await multipart(path, 'PUT', form);
    return { data: json as never };
  },

  deleteMany: async (resource: string, params: DeleteManyParams) => {
    if (resource !== REFUNDS) return restProvider.deleteMany(resource, params);
    const answer = await dataProvider.bulkRefunds({ action: 'delete', ids: params.ids.map(Number) });
    return { data: answer.succeeded as never };
  },

  updateRefundStatus: (id, statusId, version) =>
    apiRequest<StatusUpdateAnswer>(`/${REFUNDS}/${id}/status`, {
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
    return (await multipart(`/${REFUNDS}/${id}`, 'PUT', form)) as Record<string, unknown>;
  },

  exportRefunds: ({ filter, sort }) => {
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify([sort.field, sort.order]),
    });
    return fetchFile(`${API_BASE_URL}/${REFUNDS}/export?${query}`, 'text/csv');
  },
};

import simpleRestProvider from 'ra-data-simple-rest';
import { TOTAL_CAPPED_HEADER } from '../../contract/listHeaders';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import { helpdeskCalls, type HelpdeskCalls } from './helpdeskCalls';
import { API_BASE_URL, fetchJson } from './httpClient';
import { logCalls, type LogCalls } from './logCalls';
import {
  getPlainList,
  getPlainMany,
  getPlainOne,
  isPlainListResource,
  pageOfList,
} from './plainListResources';
import { loadRoles } from './roleCache';
import { profileCalls, type ProfileCalls } from './profileCalls';
import { receiptCalls, type ReceiptCalls } from './receiptCalls';
import { receiptReuseCalls, type ReceiptReuseCalls } from './receiptReuseCalls';
import { appendVersion, REFUNDS, refundCalls, sendRefundForm, type RefundCalls } from './refundCalls';
import { toRefundFormData } from './refundPayload';
import { reportCalls, type ReportCalls } from './reportCalls';
import { roleCalls, type RoleCalls } from './roleCalls';
import { userCalls, type UserCalls } from './userCalls';

/** react-admin's methods plus the typed calls outside CRUD, reached through useDataProvider<AppDataProvider>(). */
export type AppDataProvider = DataProvider &
  RefundCalls &
  RoleCalls &
  UserCalls &
  HelpdeskCalls &
  ReceiptCalls &
  ReceiptReuseCalls &
  ProfileCalls &
  ReportCalls &
  LogCalls;

const restProvider = simpleRestProvider(API_BASE_URL, fetchJson);

/** The refund list, its meta saying whether the total is only a lower bound (a short search's capped count). */
async function getRefundList(params: GetListParams) {
  let totalCapped = false;
  const provider = simpleRestProvider(API_BASE_URL, async (url: string, options?: RequestInit) => {
    const response = await fetchJson(url, options);
    totalCapped = response.headers.get(TOTAL_CAPPED_HEADER) === 'true';
    return response;
  });
  const result = await provider.getList(REFUNDS, params);
  return { ...result, meta: { ...result.meta, totalCapped } };
}

/**
 * ra-data-simple-rest on /api, through our fetch wrapper so that every call carries the bearer token;
 * the resources that answer a plain array are read through plainListResources, the roles through their
 * hour-long cache (roleCache); refunds are created
 * and updated as multipart forms (optional receipt file) and deleted in bulk through /refunds/bulk.
 * The calls outside CRUD are typed methods from the *Calls modules, one per area.
 */
export const dataProvider: AppDataProvider = {
  ...restProvider,

  getList: async (resource: string, params: GetListParams) => {
    if (resource === 'roles')
      return pageOfList(await loadRoles(roleCalls.getRoles, { force: params.meta?.fresh }), params);
    if (isPlainListResource(resource)) return getPlainList(resource, params);
    if (resource === REFUNDS) return getRefundList(params);
    return restProvider.getList(resource, params);
  },

  getOne: (resource: string, params: GetOneParams) =>
    isPlainListResource(resource) ? getPlainOne(resource, params) : restProvider.getOne(resource, params),

  getMany: (resource: string, params: GetManyParams) =>
    isPlainListResource(resource) ? getPlainMany(resource, params) : restProvider.getMany(resource, params),

  create: async (resource: string, params: CreateParams) => {
    if (resource !== REFUNDS) return restProvider.create(resource, params);
    const json = await sendRefundForm(`/${REFUNDS}`, 'POST', toRefundFormData(params.data));
    return { data: json as never };
  },

  update: async (resource: string, params: UpdateParams) => {
    if (resource !== REFUNDS) return restProvider.update(resource, params);
    const path = `/${REFUNDS}/${encodeURIComponent(String(params.id))}`;
    const form = toRefundFormData(params.data);
    appendVersion(form, params.previousData?.version ?? params.data?.version);
    const json = await sendRefundForm(path, 'PUT', form);
    return { data: json as never };
  },

  deleteMany: async (resource: string, params: DeleteManyParams) => {
    if (resource !== REFUNDS) return restProvider.deleteMany(resource, params);
    const answer = await refundCalls.bulkRefunds({ action: 'delete', ids: params.ids.map(Number) });
    return { data: answer.succeeded as never };
  },

  ...refundCalls,
  ...roleCalls,
  ...userCalls,
  ...helpdeskCalls,
  ...receiptCalls,
  ...receiptReuseCalls,
  ...profileCalls,
  ...reportCalls,
  ...logCalls,
};

import { apiRequest } from '../providers/httpClient';
import {
  MAPPINGS_RESOURCE,
  type CannedResponse,
  type ConnectionTestAnswer,
  type MappingPayload,
  type StatusMapping,
} from './mappingTypes';

const BASE = `/${MAPPINGS_RESOURCE}`;

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const fetchMappings = async (): Promise<StatusMapping[]> =>
  asList<StatusMapping>(await apiRequest<unknown>(BASE));

export const fetchCannedResponses = async (): Promise<CannedResponse[]> =>
  asList<CannedResponse>(await apiRequest<unknown>(`${BASE}/helpdesk-canned-responses`));

export const testHelpdeskConnection = (): Promise<ConnectionTestAnswer> =>
  apiRequest<ConnectionTestAnswer>(`${BASE}/test-connection`);

/** Creates the mapping, or updates mapping `id` when given. */
export const saveMapping = (id: number | null, payload: MappingPayload): Promise<StatusMapping> =>
  id === null
    ? apiRequest<StatusMapping>(BASE, { method: 'POST', body: payload })
    : apiRequest<StatusMapping>(`${BASE}/${id}`, { method: 'PUT', body: payload });

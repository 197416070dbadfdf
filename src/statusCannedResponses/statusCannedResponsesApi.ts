import { apiRequest } from '../providers/httpClient';
import {
  STATUS_CANNED_RESPONSES,
  type CannedResponse,
  type ConnectionTestAnswer,
} from './statusCannedResponseTypes';

const BASE = `/${STATUS_CANNED_RESPONSES}`;

export const fetchCannedResponses = async (): Promise<CannedResponse[]> => {
  const responses = await apiRequest<unknown>(`${BASE}/helpdesk-canned-responses`);
  return Array.isArray(responses) ? (responses as CannedResponse[]) : [];
};

export const testHelpdeskConnection = (): Promise<ConnectionTestAnswer> =>
  apiRequest<ConnectionTestAnswer>(`${BASE}/test-connection`);

import type { CannedResponse, ConnectionTest } from '../../contract/statusCannedResponses';
import { apiRequest } from './httpClient';

const BASE = '/status-canned-responses';

/** The help-desk look-ups of the e-mail tab, beside the status-canned-responses resource. */
export interface HelpdeskCalls {
  getHelpdeskCannedResponses: () => Promise<CannedResponse[]>;
  /** 200 with success true, or a 502 error carrying the reason. */
  testHelpdeskConnection: () => Promise<ConnectionTest>;
}

export const helpdeskCalls: HelpdeskCalls = {
  getHelpdeskCannedResponses: async () => {
    const responses = await apiRequest<unknown>(`${BASE}/helpdesk-canned-responses`);
    return Array.isArray(responses) ? (responses as CannedResponse[]) : [];
  },

  testHelpdeskConnection: () => apiRequest<ConnectionTest>(`${BASE}/test-connection`),
};

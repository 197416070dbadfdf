import type { RaRecord } from 'react-admin';

export const STATUS_CANNED_RESPONSES = 'status-canned-responses';

/** A status → canned response mapping: a refund taking the status gets the response on its ticket. */
export interface StatusCannedResponse extends RaRecord {
  id: number;
  status_id: number;
  status_name: string | null;
  status_color: string | null;
  canned_response_id: string | number;
  canned_response_name: string | null;
  is_active: boolean | number;
  created_by_username: string | null;
}

/** A canned response of the help desk; its ID may be text or a number. */
export interface CannedResponse {
  ID: string | number;
  name: string;
  text?: string;
  subject?: string;
  tags?: string[];
  shortcuts?: string[];
}

/** Body of POST and PUT /status-canned-responses. */
export interface StatusCannedResponsePayload {
  status_id: number;
  canned_response_id: string | number;
  canned_response_name: string;
  is_active: boolean;
}

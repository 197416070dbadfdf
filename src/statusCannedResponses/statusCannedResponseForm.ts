import { requiredOnce } from '../common/requiredOnce';
import type {
  CannedResponse,
  StatusCannedResponse,
  StatusCannedResponsePayload,
} from './statusCannedResponseTypes';

/** The modal's values; null until chosen. */
export interface StatusCannedResponseFormValues {
  status_id: number | null;
  canned_response_id: string | number | null;
  is_active: boolean;
}

/** Status and canned response are both required; the message shows once. */
export const mappingRequired = requiredOnce(
  ['status_id', 'canned_response_id'],
  'statusCannedResponses.messages.required',
);

export const isActiveMapping = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Starting values: a new mapping is active. */
export function initialMappingValues(mapping: StatusCannedResponse | null): StatusCannedResponseFormValues {
  if (!mapping) return { status_id: null, canned_response_id: null, is_active: true };
  return {
    status_id: mapping.status_id,
    canned_response_id: mapping.canned_response_id,
    is_active: isActiveMapping(mapping.is_active),
  };
}

export const findCannedResponse = (
  responses: readonly CannedResponse[],
  id: string | number | null,
): CannedResponse | undefined => responses.find((response) => String(response.ID) === String(id));

/**
 * The request body. The response's ID keeps the type the help desk gave it; an edited mapping whose
 * response is no longer listed keeps its stored id and name.
 */
export function toMappingPayload(
  values: StatusCannedResponseFormValues,
  responses: readonly CannedResponse[],
  mapping: StatusCannedResponse | null,
): StatusCannedResponsePayload {
  const response = findCannedResponse(responses, values.canned_response_id);
  const unchanged = mapping && String(mapping.canned_response_id) === String(values.canned_response_id);
  return {
    status_id: Number(values.status_id),
    canned_response_id:
      response?.ID ?? (unchanged ? mapping.canned_response_id : String(values.canned_response_id ?? '')),
    canned_response_name: response?.name ?? (unchanged ? (mapping.canned_response_name ?? '') : ''),
    is_active: values.is_active,
  };
}

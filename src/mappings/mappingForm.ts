import type { CannedResponse, MappingPayload, StatusMapping } from './mappingTypes';

/** The modal's values; the selects hold ids as text ('' = nothing chosen). */
export interface MappingFormValues {
  status_id: string;
  canned_response_id: string;
  is_active: boolean;
}

export const REQUIRED_MESSAGE = 'mappings.messages.required';

export const isActiveMapping = (value: unknown): boolean => value === true || value === 1 || value === '1';

export function initialMappingValues(mapping: StatusMapping | null): MappingFormValues {
  if (!mapping) return { status_id: '', canned_response_id: '', is_active: true };
  return {
    status_id: String(mapping.status_id),
    canned_response_id: String(mapping.canned_response_id),
    is_active: isActiveMapping(mapping.is_active),
  };
}

/** Spec section 5: status and canned response are both required. */
export function validateMapping(values: MappingFormValues): string | null {
  return values.status_id === '' || values.canned_response_id === '' ? REQUIRED_MESSAGE : null;
}

export const findCannedResponse = (
  responses: readonly CannedResponse[],
  id: string | number,
): CannedResponse | undefined => responses.find((response) => String(response.ID) === String(id));

/**
 * The request body. The response's ID keeps the type the help desk gave it; an edited mapping whose
 * response is no longer listed keeps its stored id and name.
 */
export function toMappingPayload(
  values: MappingFormValues,
  responses: readonly CannedResponse[],
  mapping: StatusMapping | null,
): MappingPayload {
  const response = findCannedResponse(responses, values.canned_response_id);
  const unchanged = mapping && String(mapping.canned_response_id) === values.canned_response_id;
  return {
    status_id: Number(values.status_id),
    canned_response_id: response?.ID ?? (unchanged ? mapping.canned_response_id : values.canned_response_id),
    canned_response_name: response?.name ?? (unchanged ? (mapping.canned_response_name ?? '') : ''),
    is_active: values.is_active,
  };
}

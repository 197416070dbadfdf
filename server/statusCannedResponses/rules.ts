import {
  CANNED_RESPONSE_ID_MAX,
  CANNED_RESPONSE_NAME_MAX,
  type StatusCannedResponseBody,
} from '../../contract/statusCannedResponses.js';
import { flagValue } from '../../contract/limits.js';
import { asId } from '../http/inputLimits.js';
import { badRequest } from '../http/errors.js';
import { catalogTexts, serverText } from '../i18n/catalog.js';

export const MAPPING_MESSAGES = catalogTexts({
  required: 'server.mappings.required',
  unknownStatus: 'server.mappings.unknownStatus',
  tooLong: 'server.mappings.tooLong',
  oneActive: 'server.mappings.oneActive',
  notFound: 'server.mappings.notFound',
  created: 'server.mappings.created',
  updated: 'server.mappings.updated',
  deleted: 'server.mappings.deleted',
});

/** The columns of a mapping, checked. */
export interface MappingValues {
  status_id: number;
  canned_response_id: string;
  canned_response_name: string | null;
  is_active: number;
}

/** Status and canned response are required; a mapping is active unless it says otherwise. */
export function mappingValues(body: StatusCannedResponseBody): MappingValues {
  const statusId = asId(body.status_id);
  const cannedId = body.canned_response_id === null ? '' : String(body.canned_response_id ?? '').trim();
  if (statusId === null || cannedId === '') throw badRequest(MAPPING_MESSAGES.required);
  const rawName = body.canned_response_name;
  if (rawName !== undefined && rawName !== null && typeof rawName !== 'string') {
    throw badRequest(serverText('server.http.invalidField', { field: 'canned_response_name' }));
  }
  const name = rawName?.trim() || null;
  if (cannedId.length > CANNED_RESPONSE_ID_MAX || (name?.length ?? 0) > CANNED_RESPONSE_NAME_MAX)
    throw badRequest(MAPPING_MESSAGES.tooLong);
  return {
    status_id: statusId,
    canned_response_id: cannedId,
    canned_response_name: name,
    is_active: body.is_active == null || flagValue(body.is_active) ? 1 : 0,
  };
}

/** How a mapping reads in the system log. */
export const describeMapping = (values: MappingValues, statusName: string) =>
  `${statusName} → ${values.canned_response_name ?? ''} (${values.canned_response_id})${
    values.is_active ? '' : ' [pasif]'
  }`;

import { Type, type Static } from 'typebox';
import { IdParams, IdSchema, OptionalFlagSchema } from './limits.js';
import { routeContracts } from './routes.js';

/** Status → help-desk canned response mappings: a status change sends its active mapping's reply. */

export const CANNED_RESPONSE_ID_MAX = 64;
export const CANNED_RESPONSE_NAME_MAX = 255;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const StatusCannedResponseSchema = Type.Object({
  id: IdSchema,
  status_id: IdSchema,
  status_name: Type.String(),
  status_color: Type.String(),
  canned_response_id: Type.String(),
  canned_response_name: NullableString,
  is_active: Type.Boolean(),
  created_by_username: NullableString,
});
export type StatusCannedResponse = Static<typeof StatusCannedResponseSchema>;

export const StatusCannedResponseListSchema = Type.Array(StatusCannedResponseSchema);

/**
 * The body of a create and an edit (both send every field). Status and canned response are loose here
 * because the rules answer a missing, empty or mistyped one with 'Lütfen tüm alanları doldurun', and a
 * too long one with 'Hazır yanıt bilgisi çok uzun'; the name is checked by the rules too, since a form
 * field of the wrong type must be refused rather than turned into text.
 */
export const StatusCannedResponseBodySchema = Type.Object({
  status_id: Type.Optional(Type.Union([IdSchema, Type.String({ maxLength: 32 }), Type.Null()])),
  canned_response_id: Type.Optional(
    Type.Union([Type.String({ maxLength: 1024 }), Type.Number(), Type.Null()]),
  ),
  canned_response_name: Type.Optional(Type.Unknown()),
  is_active: OptionalFlagSchema,
});
export type StatusCannedResponseBody = Static<typeof StatusCannedResponseBodySchema>;

export const SavedStatusCannedResponseSchema = Type.Object({
  ...StatusCannedResponseSchema.properties,
  message: Type.String(),
});
export type SavedStatusCannedResponse = Static<typeof SavedStatusCannedResponseSchema>;

export const StatusCannedResponseDeletedSchema = Type.Object({ id: IdSchema, message: Type.String() });

/** A canned response of the help desk. */
export const CannedResponseSchema = Type.Object({
  ID: Type.String(),
  name: Type.String(),
  text: Type.String(),
  subject: Type.String(),
  tags: Type.Array(Type.String()),
  shortcuts: Type.Array(Type.String()),
});
export type CannedResponse = Static<typeof CannedResponseSchema>;
export const CannedResponseListSchema = Type.Array(CannedResponseSchema);

/** A failed help-desk call (502). */
export const HelpdeskFailureSchema = Type.Object({ message: Type.String() });

/** GET …/test-connection: 200 with success true, 502 with success false and the reason. */
export const ConnectionTestSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });

export const StatusCannedResponseRoutes = routeContracts('status-canned-responses', {
  list: {
    access: 'status-canned-responses.list',
    summary: 'All mappings',
    ok: StatusCannedResponseListSchema,
  },
  cannedResponses: {
    access: 'status-canned-responses.list',
    summary: 'Canned responses of the help desk',
    ok: CannedResponseListSchema,
    errors: { 502: HelpdeskFailureSchema },
  },
  testConnection: {
    access: 'status-canned-responses.test',
    summary: 'Checks the help-desk settings with one call',
    ok: ConnectionTestSchema,
    errors: { 502: ConnectionTestSchema },
  },
  create: {
    access: 'status-canned-responses.create',
    summary: 'Create a mapping',
    body: StatusCannedResponseBodySchema,
    created: SavedStatusCannedResponseSchema,
  },
  update: {
    access: 'status-canned-responses.edit',
    summary: 'Update a mapping',
    params: IdParams,
    body: StatusCannedResponseBodySchema,
    ok: SavedStatusCannedResponseSchema,
  },
  delete: {
    access: 'status-canned-responses.delete',
    summary: 'Delete a mapping',
    params: IdParams,
    ok: StatusCannedResponseDeletedSchema,
  },
});

export type ConnectionTest = Static<typeof ConnectionTestSchema>;

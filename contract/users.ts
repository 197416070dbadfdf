import { Type, type Static } from 'typebox';
import { FlagSchema, IdParams, IdSchema, MAX_PAGE_SIZE, OptionalFlagSchema, PageQuery } from './limits.js';
import { routeContracts } from './routes.js';

// The user-management API: /users, /users/bulk and the JSON import. Username, password and role are
// optional here because the server's own rules answer their Turkish messages when one is missing.

export const USERNAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 128;
/** Users of one JSON import file. */
export const MAX_IMPORT_USERS = 500;
/** Users of one bulk action. */
export const MAX_BULK_USERS = 500;

const NullableText = (maxLength: number) => Type.Union([Type.Null(), Type.String({ maxLength })]);

/** The list's filter (the JSON of the PageQuery's filter): '' or null means "any". */
export const UserListFilter = Type.Object({
  q: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  role_id: Type.Optional(Type.Union([Type.Null(), Type.Literal(''), IdSchema])),
  is_active: Type.Optional(Type.Union([Type.Null(), Type.Literal(''), FlagSchema])),
});
export type UserListFilter = Static<typeof UserListFilter>;

/** The fields of a new user (also one entry of the JSON import). */
export const UserCreateBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: USERNAME_MAX_LENGTH })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  role_id: Type.Optional(IdSchema),
  email: Type.Optional(NullableText(EMAIL_MAX_LENGTH)),
  full_name: Type.Optional(NullableText(FULL_NAME_MAX_LENGTH)),
  is_active: OptionalFlagSchema,
  /** Only 'off' is accepted: a user turns 2FA on from their own profile. */
  is_2fa_enabled: OptionalFlagSchema,
});
export type UserCreateBody = Static<typeof UserCreateBody>;

/** An edit; an empty password leaves the password unchanged, the username cannot change. */
export const UserUpdateBody = UserCreateBody;
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** What every answer about a user shows of the user and their role. */
export const UserSummaryFields = {
  id: Type.Integer(),
  username: Type.String(),
  full_name: Type.Union([Type.Null(), Type.String()]),
  email: Type.Union([Type.Null(), Type.String()]),
  role_id: Type.Integer(),
  role_name: Type.String(),
  role_display_name: Type.String(),
  is_active: Type.Boolean(),
  is_2fa_enabled: Type.Boolean(),
};

/** A user as the API answers it. */
export const UserRecord = Type.Object({ ...UserSummaryFields, created_at: Type.String() });
export type UserRecord = Static<typeof UserRecord>;

export const UserList = Type.Array(UserRecord, { maxItems: MAX_PAGE_SIZE });
export const UserSaved = Type.Object({ ...UserRecord.properties, message: Type.String() });
export const UserDeleted = Type.Object({ id: Type.Integer(), message: Type.String() });

export const UserBulkBody = Type.Object({
  action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate'), Type.Literal('delete')]),
  ids: Type.Array(IdSchema, { minItems: 1, maxItems: MAX_BULK_USERS }),
});
export type UserBulkBody = Static<typeof UserBulkBody>;

/** Each id either succeeded or failed with the reason (the others still ran). */
export const UserBulkAnswer = Type.Object({
  succeeded: Type.Array(Type.Integer()),
  failed: Type.Array(Type.Object({ id: Type.Integer(), message: Type.String() })),
});
export type UserBulkAnswer = Static<typeof UserBulkAnswer>;

const ImportList = Type.Array(UserCreateBody, { minItems: 1, maxItems: MAX_IMPORT_USERS });

/** The JSON file's users: an array, or an object with a `users` array. */
export const UserImportBody = Type.Union([ImportList, Type.Object({ users: ImportList })]);
export type UserImportBody = Static<typeof UserImportBody>;

export const UserImportError = Type.Object({
  index: Type.Integer(),
  username: Type.Union([Type.Null(), Type.String()]),
  message: Type.String(),
});
export type UserImportError = Static<typeof UserImportError>;

/** Every user of the file was created. */
export const UserImportAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  created: Type.Array(Type.Object({ username: Type.String(), id: Type.Integer() })),
});
export type UserImportAnswer = Static<typeof UserImportAnswer>;

/** 400, or 403 when only grants were refused: every faulty entry; nobody was created. */
export const UserImportRefusal = Type.Object({
  success: Type.Optional(Type.Boolean()),
  message: Type.String(),
  errors: Type.Optional(Type.Array(UserImportError)),
});
export type UserImportRefusal = Static<typeof UserImportRefusal>;

export const UserRoutes = routeContracts('users', {
  list: {
    access: 'users.list',
    summary: 'A page of users; filter { q, role_id, is_active }',
    querystring: PageQuery,
    ok: UserList,
  },
  show: { access: 'users.show', summary: 'One user', params: IdParams, ok: UserRecord },
  create: { access: 'users.create', summary: 'Create a user', body: UserCreateBody, created: UserSaved },
  update: {
    access: 'users.edit',
    summary: 'Edit a user; an empty password leaves it unchanged',
    params: IdParams,
    body: UserUpdateBody,
    ok: UserSaved,
  },
  delete: { access: 'users.delete', summary: 'Delete a user', params: IdParams, ok: UserDeleted },
  bulk: {
    access: 'users.bulk',
    summary: 'Activate, deactivate or delete many users; each checked and logged on its own',
    body: UserBulkBody,
    ok: UserBulkAnswer,
  },
  importJson: {
    access: 'users.import',
    summary: 'Create the users of a JSON file: all of them, or none when any entry is faulty',
    body: UserImportBody,
    ok: UserImportAnswer,
    errors: { 400: UserImportRefusal, 403: UserImportRefusal },
  },
});

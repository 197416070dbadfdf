import { Type, type Static } from 'typebox';
import { IdParams, IdSchema } from './limits.js';
import { routeContracts } from './routes.js';

// The role API: roles, their permissions and the payment methods their holders see. Name and display
// name are optional here because the server answers its own Turkish message when one is missing.

export const ROLE_DISPLAY_NAME_MAX_LENGTH = 128;
export const ROLE_DESCRIPTION_MAX_LENGTH = 1000;
/** More ids than there are permissions or payment methods in any sane catalogue. */
const MAX_IDS = 1000;

export const RoleRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  display_name: Type.String(),
  /** The same display name, as older clients read it. */
  displayName: Type.String(),
  description: Type.Union([Type.Null(), Type.String()]),
  is_system_role: Type.Integer(),
  permissions: Type.Array(Type.String()),
  payment_methods: Type.Array(Type.Integer()),
  user_count: Type.Integer(),
});
export type RoleRecord = Static<typeof RoleRecord>;

export const RoleList = Type.Array(RoleRecord);
/** The list again, for a caller whose first call failed (the SPA's fallback). */
export const RoleListSetup = Type.Object({ success: Type.Boolean(), data: RoleList });

export const PermissionRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Union([Type.Null(), Type.String()]),
});
export type PermissionRecord = Static<typeof PermissionRecord>;
export const PermissionList = Type.Array(PermissionRecord);
export const PermissionListSetup = Type.Object({ success: Type.Boolean(), data: PermissionList });

export const RolePermissionsBasic = Type.Array(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    display_name: Type.String(),
    permissions: Type.Array(Type.String()),
  }),
);

export const RoleCreateBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 64 })),
  display_name: Type.Optional(Type.String({ maxLength: ROLE_DISPLAY_NAME_MAX_LENGTH })),
  description: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: ROLE_DESCRIPTION_MAX_LENGTH })]),
  ),
});
export type RoleCreateBody = Static<typeof RoleCreateBody>;

export const RoleCreated = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  display_name: Type.String(),
  description: Type.Union([Type.Null(), Type.String()]),
  is_system_role: Type.Integer(),
  message: Type.String(),
});
export type RoleCreated = Static<typeof RoleCreated>;

export const RoleDeleted = Type.Object({ id: Type.Integer(), message: Type.String() });

const PermissionIds = Type.Array(IdSchema, { maxItems: MAX_IDS });

/** The role's new permission ids: the array itself, or `{ permissionIds }`. */
export const RolePermissionsBody = Type.Union([PermissionIds, Type.Object({ permissionIds: PermissionIds })]);
export type RolePermissionsBody = Static<typeof RolePermissionsBody>;

export const RolePermissionsSaved = Type.Object({
  status: Type.String(),
  message: Type.String(),
  permissions: Type.Array(Type.String()),
});
export type RolePermissionsSaved = Static<typeof RolePermissionsSaved>;

/** Ids of the payment methods the role's holders see (admin and casi: every method). */
export const RolePaymentMethods = Type.Array(Type.Integer());

export const RolePaymentMethodsBody = Type.Object({
  paymentMethodIds: Type.Array(IdSchema, { maxItems: MAX_IDS }),
});
export type RolePaymentMethodsBody = Static<typeof RolePaymentMethodsBody>;

export const RolePaymentMethodsSaved = Type.Object({
  status: Type.String(),
  message: Type.String(),
  paymentMethodIds: Type.Array(Type.Integer()),
});
export type RolePaymentMethodsSaved = Static<typeof RolePaymentMethodsSaved>;

export const RolePermissionsSyncBody = Type.Object({
  roles: Type.Array(Type.Object({ role_id: IdSchema, permission_ids: PermissionIds }), {
    minItems: 1,
    maxItems: MAX_IDS,
  }),
});
export type RolePermissionsSyncBody = Static<typeof RolePermissionsSyncBody>;

/** One result per role of the sync, in order; a failed role does not stop the others. */
export const RolePermissionsSyncAnswer = Type.Object({
  results: Type.Array(
    Type.Object({
      role_id: Type.Integer(),
      status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
      message: Type.String(),
    }),
  ),
});
export type RolePermissionsSyncAnswer = Static<typeof RolePermissionsSyncAnswer>;

export const RoleRoutes = routeContracts('roles', {
  list: { access: 'roles.list', summary: 'Every role with its permissions and methods', ok: RoleList },
  listSetup: { access: 'roles.list', summary: 'The role list again, wrapped', ok: RoleListSetup },
  permissions: { access: 'roles.list', summary: 'The permission catalogue', ok: PermissionList },
  permissionsSetup: {
    access: 'roles.list',
    summary: 'The permission catalogue again, wrapped',
    ok: PermissionListSetup,
  },
  permissionsBasic: {
    access: 'roles.list',
    summary: 'Every role with its permission names',
    ok: RolePermissionsBasic,
  },
  create: {
    access: 'roles.create',
    summary: 'Add a role holding the custom-role defaults (view_refunds, view_payment_methods)',
    body: RoleCreateBody,
    created: RoleCreated,
  },
  delete: {
    access: 'roles.delete',
    summary: 'Delete a role nobody holds',
    params: IdParams,
    ok: RoleDeleted,
  },
  rolePermissions: {
    access: 'roles.list',
    summary: "A role's permissions",
    params: IdParams,
    ok: PermissionList,
  },
  replacePermissions: {
    access: 'roles.permissions',
    summary: "Replace a role's permissions (the admin role's are fixed)",
    params: IdParams,
    body: RolePermissionsBody,
    ok: RolePermissionsSaved,
  },
  paymentMethods: {
    access: 'roles.list',
    summary: "Ids of the payment methods a role's holders see",
    params: IdParams,
    ok: RolePaymentMethods,
  },
  replacePaymentMethods: {
    access: 'roles.payment_methods',
    summary: "Replace the payment methods a role's holders see (admin and casi see all)",
    params: IdParams,
    body: RolePaymentMethodsBody,
    ok: RolePaymentMethodsSaved,
  },
  syncPermissions: {
    access: 'roles.sync_permissions',
    summary: 'Replace the permissions of several roles; each role succeeds or fails on its own',
    body: RolePermissionsSyncBody,
    ok: RolePermissionsSyncAnswer,
  },
});

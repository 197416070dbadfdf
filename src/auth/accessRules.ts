import {
  ADMIN_PANEL_PERMISSIONS,
  ADMIN_ROLE,
  CASI_ROLE,
  hasAllPermissions,
  hasAnyPermission,
  hasAnyRole,
  isAdminRole,
  type PermissionSubject,
} from '../../contract/permissions';

/** Who may see a page or use an action (spec section 6, "Guard"). All given parts must hold. */
export interface AccessRule {
  /** Any one of these role names; admin and casi pass any role check. */
  roles?: readonly string[];
  /** At least one of these permissions. */
  anyOf?: readonly string[];
  /** Every one of these permissions. */
  allOf?: readonly string[];
}

export function isAllowed(subject: PermissionSubject, rule: AccessRule): boolean {
  return (
    hasAnyRole(subject.role, rule.roles ?? []) &&
    hasAnyPermission(subject, rule.anyOf ?? []) &&
    hasAllPermissions(subject, rule.allOf ?? [])
  );
}

/** The route table of spec section 2; an empty rule means "any logged-in user". */
export const ROUTE_ACCESS = {
  dashboard: {},
  refundList: {},
  refundCreate: { allOf: ['create_refund'] },
  refundEdit: { allOf: ['create_refund'] },
  refundShow: {},
  users: { roles: [CASI_ROLE, ADMIN_ROLE] },
  admin: { anyOf: ADMIN_PANEL_PERMISSIONS },
  settings: {},
  reports: { allOf: ['view_reports'] },
  logs: { allOf: ['view_logs'] },
  profile: {},
} as const satisfies Record<string, AccessRule>;

/**
 * Rules for react-admin's canAccess({ resource, action }), per resource and action; '*' covers every
 * action of a resource. A resource without a rule is open to admin only, so that a new <Resource>
 * stays closed until its rule is written here.
 */
const RESOURCE_ACCESS: Record<string, Record<string, AccessRule>> = {
  refunds: {
    list: ROUTE_ACCESS.refundList,
    show: ROUTE_ACCESS.refundShow,
    create: ROUTE_ACCESS.refundCreate,
    edit: ROUTE_ACCESS.refundEdit,
    delete: { allOf: ['delete_refund'] },
  },
  users: { '*': ROUTE_ACCESS.users },
  statuses: {
    list: {},
    '*': { anyOf: ['manage_statuses', 'view_admin_panel'] },
  },
  methods: {
    list: {},
    '*': { anyOf: ['manage_payment_methods', 'view_admin_panel'] },
  },
  logs: { '*': ROUTE_ACCESS.logs },
  reasons: {
    list: {},
    '*': { anyOf: ['manage_reasons', 'manage_refund_reasons', 'view_admin_panel'] },
  },
};

export function canAccessResource(subject: PermissionSubject, resource: string, action: string): boolean {
  const rules = RESOURCE_ACCESS[resource];
  const rule = rules?.[action] ?? rules?.['*'];
  return rule ? isAllowed(subject, rule) : isAdminRole(subject.role);
}

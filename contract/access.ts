import {
  hasAllPermissions,
  hasAnyPermission,
  hasAnyRole,
  isAdminRole,
  type Permission,
  type PermissionSubject,
} from './permissions.js';

/**
 * Who may do something. All given parts must hold; `roles` and `anyOf` together mean "one of these
 * roles, or one of these permissions". An empty rule lets any signed-in user through. Admin passes
 * every rule.
 */
export interface AccessRule {
  roles?: readonly string[];
  anyOf?: readonly Permission[];
  allOf?: readonly Permission[];
}

/** Any one of these opens the admin panel (the /admin page and its sidebar item). */
const ADMIN_PANEL: readonly Permission[] = [
  'view_admin_panel',
  'manage_users',
  'manage_roles',
  'manage_statuses',
  'manage_payment_methods',
  'manage_reasons',
];

const VIEW_REFUNDS: AccessRule = { allOf: ['view_refunds'] };
const CREATE_REFUND: AccessRule = { allOf: ['create_refund'] };
const MANAGE_USERS: AccessRule = { roles: ['casi'], anyOf: ['manage_users'] };
const ADMIN_ONLY: AccessRule = { allOf: ['admin_access'] };

/**
 * The one access table: resource × action → rule. The server's route guards, the SPA's canAccess
 * (menus, buttons, routes) and the admin tabs all read it; docs/permissions.md is generated from it.
 * Reading a catalog list (statuses, methods, reasons) is open to every signed-in user because the
 * refund forms and filters need it; changing one needs its manage permission.
 */
export const ACCESS = {
  /** The page is open to every signed-in user; its figures and newest refunds are refund data. */
  dashboard: { list: {}, figures: VIEW_REFUNDS },
  refunds: {
    list: VIEW_REFUNDS,
    show: VIEW_REFUNDS,
    export: VIEW_REFUNDS,
    history: VIEW_REFUNDS,
    create: CREATE_REFUND,
    edit: CREATE_REFUND,
    /** Saving an edit: the edit screen (create_refund) and the receipt upload box (update_refund). */
    update: { anyOf: ['create_refund', 'update_refund'] },
    upload_receipt: { allOf: ['update_refund'] },
    analyse_receipt: { anyOf: ['create_refund', 'update_refund'] },
    /** Whether a receipt about to be attached is already used by other refunds. */
    check_receipt: { anyOf: ['create_refund', 'update_refund'] },
    status: { allOf: ['update_refund_status'] },
    mail: { allOf: ['view_all_refunds'] },
    delete: { allOf: ['delete_refund'] },
    /** Any signed-in user; each bulk action then needs its own row (status, mail, delete). */
    bulk: {},
    /** The detail page's history button. */
    history_dialog: { allOf: ['view_admin_panel'] },
  },
  users: {
    list: MANAGE_USERS,
    show: MANAGE_USERS,
    create: MANAGE_USERS,
    edit: MANAGE_USERS,
    delete: MANAGE_USERS,
    bulk: MANAGE_USERS,
    import: MANAGE_USERS,
  },
  roles: {
    list: {},
    create: { allOf: ['manage_roles'] },
    delete: { allOf: ['manage_roles'] },
    permissions: { allOf: ['manage_roles'] },
    sync_permissions: { allOf: ['manage_roles'] },
    payment_methods: { anyOf: ['view_admin_panel', 'manage_payment_methods'] },
  },
  statuses: {
    list: {},
    create: { allOf: ['manage_statuses'] },
    edit: { allOf: ['manage_statuses'] },
    delete: { allOf: ['manage_statuses'] },
  },
  methods: {
    list: {},
    create: { allOf: ['manage_payment_methods'] },
    edit: { allOf: ['manage_payment_methods'] },
    delete: { allOf: ['manage_payment_methods'] },
  },
  reasons: {
    list: {},
    create: { anyOf: ['manage_reasons', 'manage_refund_reasons'] },
    edit: { anyOf: ['manage_reasons', 'manage_refund_reasons'] },
    delete: { anyOf: ['manage_reasons', 'manage_refund_reasons'] },
  },
  'status-canned-responses': {
    list: ADMIN_ONLY,
    create: ADMIN_ONLY,
    edit: ADMIN_ONLY,
    delete: ADMIN_ONLY,
    test: ADMIN_ONLY,
  },
  logs: {
    list: { allOf: ['view_logs'] },
    clear: { allOf: ['view_logs', 'admin_access'] },
  },
  reports: { list: { allOf: ['view_reports'] } },
  /**
   * Saved views of the refund list: anyone who reads refunds keeps their own; sharing a view with a
   * role, and changing or deleting a shared one, is admin_access.
   */
  'saved-views': {
    list: VIEW_REFUNDS,
    create: VIEW_REFUNDS,
    edit: VIEW_REFUNDS,
    delete: VIEW_REFUNDS,
    default: VIEW_REFUNDS,
    share: ADMIN_ONLY,
  },
  /**
   * Four-eyes approval: the queue (and one request, the count) follows the refunds one may see; deciding
   * also needs approve_refunds and never works on one's own request; the settings are read by the screens
   * that send status changes and changed by admins only.
   */
  approvals: {
    list: VIEW_REFUNDS,
    /** The /approvals page and its sidebar item: for those who ask for changes or decide them. */
    menu: { allOf: ['view_refunds'], anyOf: ['update_refund_status', 'create_refund', 'approve_refunds'] },
    decide: { allOf: ['view_refunds', 'approve_refunds'] },
    settings: {},
    edit_settings: ADMIN_ONLY,
  },
  /** The settings page is open to all; its sidebar item shows only with access_settings_module. */
  settings: { list: {}, menu: { allOf: ['access_settings_module'] } },
  /** The signed-in user's own account: who am I, sign out, 2FA and password. */
  profile: { show: {}, edit: {}, sign_out: {} },
  /** The API description (OpenAPI document and its page). */
  docs: { show: {} },
  /** The admin panel page and its tabs; a tab also needs its own right (see ADMIN_TABS). */
  admin: {
    list: { anyOf: ADMIN_PANEL },
    /** The tab is the user list, which only user managers may read (view_admin_panel alone is refused). */
    users: MANAGE_USERS,
    roles: { anyOf: ['manage_roles', 'view_admin_panel'] },
    statuses: { anyOf: ['manage_statuses', 'view_admin_panel'] },
    methods: { anyOf: ['manage_payment_methods', 'view_admin_panel'] },
    reasons: { anyOf: ['manage_reasons', 'manage_refund_reasons', 'view_admin_panel'] },
    'status-canned-responses': ADMIN_ONLY,
    approvals: ADMIN_ONLY,
    general: {},
  },
} as const satisfies Record<string, Record<string, AccessRule>>;

export type AccessResource = keyof typeof ACCESS;
export type AccessAction<R extends AccessResource> = keyof (typeof ACCESS)[R] & string;

export function isAllowed(subject: PermissionSubject, rule: AccessRule): boolean {
  if (isAdminRole(subject.role)) return true;
  const byRole = rule.roles !== undefined && rule.roles.length > 0 && hasAnyRole(subject.role, rule.roles);
  const byPermission =
    rule.anyOf !== undefined && rule.anyOf.length > 0 && hasAnyPermission(subject, rule.anyOf);
  const eitherNeeded = (rule.roles?.length ?? 0) > 0 || (rule.anyOf?.length ?? 0) > 0;
  return (!eitherNeeded || byRole || byPermission) && hasAllPermissions(subject, rule.allOf ?? []);
}

/** The rule for a resource and action; '*' or an unknown pair falls back to admin only (closed by default). */
export function accessRule(resource: string, action: string): AccessRule | null {
  const rules = (ACCESS as Record<string, Record<string, AccessRule>>)[resource];
  return rules && Object.hasOwn(rules, action) ? rules[action] : null;
}

/** react-admin's canAccess and the server's guards: a pair without a rule is refused to all but admin. */
export function canAccess(subject: PermissionSubject, resource: string, action: string): boolean {
  const rule = accessRule(resource, action);
  return rule ? isAllowed(subject, rule) : isAdminRole(subject.role);
}

import type { AccessRule } from '../auth/accessRules';

export type AdminTabId = 'users' | 'roles' | 'statuses' | 'methods' | 'reasons' | 'email' | 'general';

export interface AdminTab {
  id: AdminTabId;
  /** Translation key of the tab label. */
  label: string;
  /** Who may use the tab; the others see the tab with a message instead of its content. */
  access?: AccessRule;
  /** 'admin' shows the red "admin rights required" message, 'area' the yellow "insufficient" one. */
  denial: 'admin' | 'area';
}

/** The tabs of spec section 2, "Admin panel": each needs its manage permission or view_admin_panel. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'users',
    label: 'admin.tabs.users',
    access: { anyOf: ['manage_users', 'view_admin_panel'] },
    denial: 'area',
  },
  {
    id: 'roles',
    label: 'admin.tabs.roles',
    access: { anyOf: ['manage_roles', 'view_admin_panel'] },
    denial: 'area',
  },
  {
    id: 'statuses',
    label: 'admin.tabs.statuses',
    access: { anyOf: ['manage_statuses', 'view_admin_panel'] },
    denial: 'area',
  },
  {
    id: 'methods',
    label: 'admin.tabs.methods',
    access: { anyOf: ['manage_payment_methods', 'view_admin_panel'] },
    denial: 'area',
  },
  {
    id: 'reasons',
    label: 'admin.tabs.reasons',
    access: { anyOf: ['manage_reasons', 'manage_refund_reasons', 'view_admin_panel'] },
    denial: 'area',
  },
  { id: 'email', label: 'admin.tabs.email', access: { allOf: ['admin_access'] }, denial: 'admin' },
  { id: 'general', label: 'admin.tabs.general', denial: 'area' },
];

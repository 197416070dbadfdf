import type { AccessAction } from '../../contract/access';

/** A tab of /admin; its id is its action in the access table's `admin` rows and its URL segment. */
export type AdminTabId = Exclude<AccessAction<'admin'>, 'list'>;

export interface AdminTab {
  id: AdminTabId;
  /** Translation key of the tab label. */
  label: string;
  /** 'admin' shows the red "admin rights required" message, 'area' the yellow "insufficient" one. */
  denial: 'admin' | 'area';
}

/**
 * The admin panel's tabs in display order. Who may open one is ACCESS.admin[id]; the others see the
 * tab with the denial message instead of its content.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'users', label: 'admin.tabs.users', denial: 'area' },
  { id: 'roles', label: 'admin.tabs.roles', denial: 'area' },
  { id: 'statuses', label: 'admin.tabs.statuses', denial: 'area' },
  { id: 'methods', label: 'admin.tabs.methods', denial: 'area' },
  { id: 'reasons', label: 'admin.tabs.reasons', denial: 'area' },
  { id: 'status-canned-responses', label: 'admin.tabs.email', denial: 'admin' },
  { id: 'approvals', label: 'approvals.settings.tab', denial: 'admin' },
  { id: 'general', label: 'admin.tabs.general', denial: 'area' },
];

export const isAdminTabId = (value: string | undefined): value is AdminTabId =>
  ADMIN_TABS.some((tab) => tab.id === value);

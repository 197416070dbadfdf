import type { Permission } from '../../contract/permissions';

/**
 * The thirteen permissions the role-permission editor lists: refund work, the catalogues, logs,
 * reports and approving others' status changes (four eyes). Administering users and roles, the admin
 * panel, the settings module and the admin-only markers are not offered; a role that already holds one keeps it, because a save sends the listed
 * choices together with the role's other permissions.
 */
export const EDITABLE_PERMISSIONS: readonly Permission[] = [
  'view_refunds',
  'create_refund',
  'update_refund',
  'update_refund_status',
  'delete_refund',
  'view_all_refunds',
  'view_payment_methods',
  'manage_statuses',
  'manage_payment_methods',
  'manage_reasons',
  'view_logs',
  'view_reports',
  'approve_refunds',
];

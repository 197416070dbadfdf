import { usePermissions } from 'react-admin';
import { hasPermission, type PermissionSubject } from '../../contract/permissions';

/** What the refund screens show to whom, each flag from the permission it needs. */
export interface RefundPermissions {
  /** Permissions are still loading: show nothing that needs one. */
  isPending: boolean;
  /** New refund button, edit button, create and edit routes. */
  canCreate: boolean;
  /** Receipt upload box on the detail page. */
  canUploadReceipt: boolean;
  /** Status action and dialog. */
  canUpdateStatus: boolean;
  canDelete: boolean;
  /** Method filter, method column, method list load, method on the detail page. */
  canViewMethods: boolean;
  /** Mail toggle and mail filter. */
  canManageMail: boolean;
  /** 'Geçmiş' button of the detail page. */
  canViewHistoryButton: boolean;
}

const PERMISSIONS_STALE_MS = 5 * 60 * 1000;

export function useRefundPermissions(): RefundPermissions {
  const { permissions, isPending } = usePermissions<PermissionSubject>(
    {},
    { staleTime: PERMISSIONS_STALE_MS },
  );
  const has = (name: string) => !!permissions && hasPermission(permissions, name);
  return {
    isPending,
    canCreate: has('create_refund'),
    canUploadReceipt: has('update_refund'),
    canUpdateStatus: has('update_refund_status'),
    canDelete: has('delete_refund'),
    canViewMethods: has('view_payment_methods'),
    canManageMail: has('view_all_refunds'),
    canViewHistoryButton: has('view_admin_panel'),
  };
}

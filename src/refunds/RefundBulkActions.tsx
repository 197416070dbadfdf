import { BulkDeleteRefundsButton } from './BulkDeleteRefundsButton';
import { BulkMailButtons } from './BulkMailButtons';
import { BulkStatusButton } from './BulkStatusButton';
import type { RefundPermissions } from './useRefundPermissions';

/** Which bulk actions a user gets: each needs the permission of its single-row counterpart. */
export const hasBulkActions = (permissions: RefundPermissions) =>
  permissions.canUpdateStatus || permissions.canManageMail || permissions.canDelete;

/** The buttons of the bulk actions toolbar shown while rows are selected. */
export const RefundBulkActions = ({ permissions }: { permissions: RefundPermissions }) => (
  <>
    {permissions.canUpdateStatus && <BulkStatusButton />}
    {permissions.canManageMail && <BulkMailButtons />}
    {permissions.canDelete && <BulkDeleteRefundsButton />}
  </>
);

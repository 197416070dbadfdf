import DeleteIcon from '@mui/icons-material/Delete';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { BulkStatusButton } from './BulkStatusButton';
import { useBulkRefundAction } from './useBulkRefundAction';
import type { RefundPermissions } from './useRefundPermissions';

/** Bulk delete, after a confirmation naming how many refunds go. */
const BulkDeleteRefundsButton = () => {
  const translate = useTranslate();
  const { run, running, count } = useBulkRefundAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('refunds.bulk.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title="refunds.bulk.deleteTitle"
        content={
          <>
            {translate('refunds.bulk.deleteConfirm', { count })}{' '}
            {translate('refunds.deleteModal.irreversible')}
          </>
        }
        confirm="common.delete"
        cancel="common.cancel"
        confirmColor="warning"
        onConfirm={async () => {
          await run({ action: 'delete' });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Bulk mail flag: mark every selected refund as mailed, or as not mailed. */
const BulkMailButtons = () => {
  const translate = useTranslate();
  const { run, running } = useBulkRefundAction();
  return (
    <>
      <Button
        size="small"
        startIcon={<MarkEmailReadIcon />}
        disabled={running}
        onClick={() => run({ action: 'mail', mail_sent: true })}
      >
        {translate('refunds.bulk.markMailed')}
      </Button>
      <Button
        size="small"
        startIcon={<MailOutlineIcon />}
        disabled={running}
        onClick={() => run({ action: 'mail', mail_sent: false })}
      >
        {translate('refunds.bulk.markNotMailed')}
      </Button>
    </>
  );
};

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

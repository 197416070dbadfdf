import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useBulkRefundAction } from './useBulkRefundAction';

/** Bulk delete, after a confirmation naming how many refunds go. */
export const BulkDeleteRefundsButton = () => {
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

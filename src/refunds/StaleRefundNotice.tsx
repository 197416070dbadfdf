import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useEditContext, useTranslate } from 'react-admin';

/**
 * Shown on the edit form when the save was refused because someone else changed the refund meanwhile
 * (409): says so and offers to reload the refund, which refills the form with its current values and
 * version so that the edit can be redone on top of them.
 */
export const StaleRefundNotice = ({ onReloaded }: { onReloaded: () => void }) => {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      onReloaded();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
          {translate('refunds.conflict.reload')}
        </Button>
      }
    >
      {translate('refunds.conflict.message')}. {translate('refunds.conflict.hint')}
    </Alert>
  );
};

import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBulkRefundAction } from './useBulkRefundAction';
import { useCatalog } from './useCatalog';

/** Bulk status change: pick a status for every selected refund. */
export const BulkStatusButton = () => {
  const translate = useTranslate();
  const { run, running, count } = useBulkRefundAction();
  const statuses = useCatalog('statuses');
  const [open, setOpen] = useState(false);
  const [statusId, setStatusId] = useState('');

  const close = () => {
    setOpen(false);
    setStatusId('');
  };
  const apply = async () => {
    if (statusId === '') return;
    await run({ action: 'status', status_id: Number(statusId) });
    close();
  };

  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        {translate('refunds.bulk.changeStatus')}
      </Button>
      {open && (
        <Dialog
          open
          onClose={running ? undefined : close}
          maxWidth="sm"
          fullWidth
          aria-labelledby="bulk-status-title"
        >
          <DialogTitle id="bulk-status-title">{translate('refunds.bulk.statusTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('refunds.bulk.selected', { count })}
            </DialogContentText>
            <TextField
              select
              fullWidth
              label={translate('refunds.statusModal.newStatus')}
              value={statusId}
              onChange={(event) => setStatusId(event.target.value)}
              disabled={running}
            >
              {statuses.items.map((status) => (
                <MenuItem key={status.id} value={String(status.id)}>
                  {status.name}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={running}>
              {translate('common.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={apply}
              disabled={running || statusId === ''}
              startIcon={running ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {translate('refunds.bulk.apply')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};

import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Box, Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { BulkActionsToolbar, SelectAllButton, useListContext, useTranslate } from 'react-admin';
import { MAX_BULK_REFUNDS } from '../../contract/refunds';
import { FormDialogActions } from '../common/FormDialogActions';
import { StatusSelect } from './StatusSelect';
import { useBulkRefundAction } from './useBulkRefundAction';
import { useCatalog } from './useCatalog';
import type { RefundPermissions } from './useRefundPermissions';
import { IrreversibleButton } from '../common/IrreversibleButton';

/** Bulk status change: pick a status for every selected refund. */
const BulkStatusButton = () => {
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
            <StatusSelect
              statuses={statuses.items}
              value={statusId}
              onChange={setStatusId}
              disabled={running}
            />
          </DialogContent>
          <FormDialogActions
            saving={running}
            onCancel={close}
            onConfirm={apply}
            confirmLabel={translate('refunds.bulk.apply')}
            canConfirm={statusId !== ''}
            spinner
          />
        </Dialog>
      )}
    </>
  );
};

/** Bulk delete, after a confirmation naming how many refunds go. */
const BulkDeleteRefundsButton = () => {
  const { run, count } = useBulkRefundAction();
  return (
    <IrreversibleButton
      label="refunds.bulk.delete"
      icon={<DeleteIcon />}
      size="small"
      title="refunds.bulk.deleteTitle"
      question="refunds.bulk.deleteConfirm"
      questionArgs={{ count }}
      onConfirm={() => run({ action: 'delete' })}
    />
  );
};

const MAIL_FLAG_BUTTONS = [
  { mailSent: true, label: 'refunds.bulk.markMailed', icon: <MarkEmailReadIcon /> },
  { mailSent: false, label: 'refunds.bulk.markNotMailed', icon: <MailOutlineIcon /> },
];

/** Bulk mail flag: mark every selected refund as mailed, or as not mailed. */
const BulkMailButtons = () => {
  const translate = useTranslate();
  const { run, running } = useBulkRefundAction();
  return (
    <>
      {MAIL_FLAG_BUTTONS.map(({ mailSent, label, icon }) => (
        <Button
          key={label}
          size="small"
          startIcon={icon}
          disabled={running}
          onClick={() => run({ action: 'mail', mail_sent: mailSent })}
        >
          {translate(label)}
        </Button>
      ))}
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

/** 'Select all matching': every refund the filters match, at most as many as one bulk action takes. */
const SelectAllMatchingButton = () => {
  const translate = useTranslate();
  const { total = 0 } = useListContext();
  const label =
    total > MAX_BULK_REFUNDS
      ? translate('refunds.bulk.selectFirstMatching', { count: MAX_BULK_REFUNDS, total })
      : translate('refunds.bulk.selectAllMatching', { count: total });
  return <SelectAllButton limit={MAX_BULK_REFUNDS} label={label} />;
};

const TOOLBAR = 'RaBulkActionsToolbar-toolbar';
/** Doubled class: outweighs react-admin's floating position (absolute, shifted up over the filters). */
const IN_FLOW = { position: 'static', transform: 'none', flexWrap: 'wrap', height: 'auto' } as const;

/**
 * The bulk actions toolbar: there only while rows are selected (hidden, its buttons were still tab
 * stops), and in the page's flow above the table instead of floating over the filters.
 */
export const RefundBulkToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds = [] } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Box sx={{ [`& .${TOOLBAR}.${TOOLBAR}`]: IN_FLOW }}>
      <BulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>{children}</BulkActionsToolbar>
    </Box>
  );
};

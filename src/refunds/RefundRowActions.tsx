import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptIcon from '@mui/icons-material/Receipt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { HistoryDialog } from './HistoryDialog';
import { ReceiptViewerDialog } from './receipt/ReceiptViewerDialog';
import { refundShowPath } from './refundPaths';
import { StatusUpdateDialog } from './StatusUpdateDialog';
import type { Refund } from './types';
import { useRefundPermissions } from './useRefundPermissions';

interface DeleteRefundDialogProps {
  refund: Refund;
  onClose: () => void;
  /** Called once the refund is gone. */
  onDeleted?: () => void;
}

/** The delete confirmation of the list; the refund goes only after the server confirms. */
const DeleteRefundDialog = ({ refund, onClose, onDeleted }: DeleteRefundDialogProps) => {
  return (
    <ConfirmDeleteDialog
      resource="refunds"
      record={refund}
      title="refunds.deleteModal.title"
      question="refunds.deleteModal.confirm"
      questionArgs={{ id: refund.id }}
      successMessage="refunds.messages.deleted"
      errorMessage="refunds.messages.deleteError"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};

type OpenDialog = 'status' | 'delete' | 'receipt' | 'history' | null;

/** CSS class of the row's group of action buttons. */
export const ROW_ACTIONS_CLASS = 'refund-row-actions';

const stop = (event: MouseEvent) => event.stopPropagation();

interface ActionProps {
  label: string;
  icon: ReactElement;
  onClick?: () => void;
  to?: string;
  color?: 'default' | 'error';
}

const Action = ({ label, icon, onClick, to, color = 'default' }: ActionProps) => (
  <Tooltip title={label}>
    {to ? (
      <IconButton size="small" aria-label={label} component={Link} to={to} onClick={stop}>
        {icon}
      </IconButton>
    ) : (
      <IconButton
        size="small"
        aria-label={label}
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          onClick?.();
        }}
      >
        {icon}
      </IconButton>
    )}
  </Tooltip>
);

/**
 * The row's hover actions: view (any list viewer), status (update_refund_status),
 * delete (delete_refund), receipt viewer and history, each opening its modal.
 */
export const RefundRowActions = () => {
  const refund = useRecordContext<Refund>();
  const translate = useTranslate();
  const { canUpdateStatus, canDelete } = useRefundPermissions();
  const [open, setOpen] = useState<OpenDialog>(null);
  if (!refund) return null;
  const close = () => setOpen(null);
  return (
    // Clicks inside the dialogs (rendered in a portal) still bubble through React to the row.
    <Box
      className={ROW_ACTIONS_CLASS}
      sx={{ display: 'flex', gap: 0.25, whiteSpace: 'nowrap' }}
      onClick={stop}
    >
      <Action
        label={translate('refunds.actions.view')}
        icon={<VisibilityIcon fontSize="small" />}
        to={refundShowPath(refund.id)}
      />
      {canUpdateStatus && (
        <Action
          label={translate('refunds.actions.editStatus')}
          icon={<EditNoteIcon fontSize="small" />}
          onClick={() => setOpen('status')}
        />
      )}
      <Action
        label={translate('refunds.actions.receipt')}
        icon={<ReceiptIcon fontSize="small" />}
        onClick={() => setOpen('receipt')}
      />
      <Action
        label={translate('refunds.actions.history')}
        icon={<HistoryIcon fontSize="small" />}
        onClick={() => setOpen('history')}
      />
      {canDelete && (
        <Action
          label={translate('refunds.actions.delete')}
          icon={<DeleteIcon fontSize="small" />}
          color="error"
          onClick={() => setOpen('delete')}
        />
      )}
      {open === 'status' && <StatusUpdateDialog refund={refund} onClose={close} />}
      {open === 'receipt' && <ReceiptViewerDialog refund={refund} onClose={close} />}
      {open === 'history' && <HistoryDialog refundId={refund.id} onClose={close} />}
      {open === 'delete' && <DeleteRefundDialog refund={refund} onClose={close} />}
    </Box>
  );
};

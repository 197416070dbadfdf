import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface BusyDialogActionsProps {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's text, already translated. */
  confirmLabel: string;
  /** False while the dialog's choice is not complete yet. */
  canConfirm: boolean;
}

/** Cancel and confirm of an action dialog; while the action runs, both wait and confirm spins. */
export const BusyDialogActions = ({
  busy,
  onCancel,
  onConfirm,
  confirmLabel,
  canConfirm,
}: BusyDialogActionsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate('common.cancel')}
      </Button>
      <Button
        variant="contained"
        onClick={onConfirm}
        disabled={busy || !canConfirm}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
};

import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FormDialogActionsProps {
  saving: boolean;
  onCancel: () => void;
  /** The confirm button's action; without it, the button submits the dialog's form. */
  onConfirm?: () => void;
  /** The confirm button's text, translated; by default the save label (the busy one while saving). */
  confirmLabel?: string;
  /** False while the dialog's choice is not complete yet. */
  canConfirm?: boolean;
  /** A spinner on the confirm button while saving. */
  spinner?: boolean;
}

/** Cancel and confirm of a dialog; neither works while saving. */
export const FormDialogActions = ({
  saving,
  onCancel,
  onConfirm,
  confirmLabel,
  canConfirm = true,
  spinner = false,
}: FormDialogActionsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={saving}>
        {translate('common.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        onClick={onConfirm}
        disabled={saving || !canConfirm}
        startIcon={spinner && saving ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {confirmLabel ?? translate(saving ? 'common.saving' : 'common.save')}
      </Button>
    </DialogActions>
  );
};

import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FormDialogActionsProps {
  saving: boolean;
  onCancel: () => void;
}

/** Cancel and submit of a form inside a dialog; the submit button shows the busy label while saving. */
export const FormDialogActions = ({ saving, onCancel }: FormDialogActionsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={saving}>
        {translate('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {translate(saving ? 'common.saving' : 'common.save')}
      </Button>
    </DialogActions>
  );
};

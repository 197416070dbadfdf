import { Button } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export interface RefundFormToolbarProps {
  saveLabel: string;
  /** Where 'İptal' goes. */
  cancelTo: string;
}

/** Cancel and save; the save button is busy while the form is being sent. */
export const RefundFormToolbar = ({ saveLabel, cancelTo }: RefundFormToolbarProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Toolbar sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button onClick={() => navigate(cancelTo)}>{translate('refunds.form.cancel')}</Button>
      <SaveButton label={saveLabel} alwaysEnable />
    </Toolbar>
  );
};

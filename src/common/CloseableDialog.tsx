import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface CloseableDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A wide dialog that only shows something: the title, the content and a close button. */
export const CloseableDialog = ({ title, onClose, children }: CloseableDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

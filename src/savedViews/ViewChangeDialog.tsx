import { Dialog, DialogContent, DialogTitle, type SxProps, type Theme } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { SavedView } from '../../contract/savedViews';
import { FormDialogActions } from '../common/FormDialogActions';
import { useNotifyError } from '../common/useNotifyError';
import { savedViewCalls, useSavedViewMutation, type SavedViewChange } from './savedViewCalls';

export interface ViewChangeDialogProps {
  view: SavedView;
  title: string;
  /** What the form sends when it is confirmed. */
  change: () => SavedViewChange;
  canConfirm?: boolean;
  contentSx?: SxProps<Theme>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small form that changes one thing about a saved view (its name, whom it is shared with): on success the
 * server's message and the dialog closes; a refusal keeps it open with the server's message.
 */
export const ViewChangeDialog = ({
  view,
  title,
  change,
  canConfirm,
  contentSx,
  onClose,
  children,
}: ViewChangeDialogProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const titleId = useId();
  const update = useSavedViewMutation((body: SavedViewChange) => savedViewCalls.update(view.id, body));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(change(), {
      onSuccess: (saved) => {
        notify(saved.message, { type: 'success' });
        onClose();
      },
      onError: (error) => notifyError(error, null),
    });
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <FormDialogActions saving={update.isPending} onCancel={onClose} canConfirm={canConfirm} />
      </form>
    </Dialog>
  );
};

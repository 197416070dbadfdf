import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../../contract/savedViews';
import { FormDialogActions } from '../common/FormDialogActions';
import { useNotifyError } from '../common/useNotifyError';
import { savedViewCalls, useSavedViewMutation } from './savedViewCalls';

/** Renames a view; a refused name (taken, too long) keeps the dialog open with the server's message. */
export const RenameViewDialog = ({ view, onClose }: { view: SavedView; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const titleId = useId();
  const [name, setName] = useState(view.name);
  const rename = useSavedViewMutation((newName: string) => savedViewCalls.update(view.id, { name: newName }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name, {
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
      onClose={rename.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('savedViews.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            label={translate('savedViews.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
          />
        </DialogContent>
        <FormDialogActions saving={rename.isPending} onCancel={onClose} canConfirm={name.trim() !== ''} />
      </form>
    </Dialog>
  );
};

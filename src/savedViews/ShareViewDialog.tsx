import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../contract/savedViews';
import { FormDialogActions } from '../common/FormDialogActions';
import { useNotifyError } from '../common/useNotifyError';
import { AudienceSelect } from './AudienceSelect';
import { savedViewCalls, useSavedViewMutation } from './savedViewCalls';

/** Changes whom a view is shared with (admin_access); only its owner may make it personal again. */
export const ShareViewDialog = ({ view, onClose }: { view: SavedView; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const titleId = useId();
  const [roleId, setRoleId] = useState(view.shared_role_id === null ? '' : String(view.shared_role_id));
  const share = useSavedViewMutation((role: string) =>
    savedViewCalls.update(view.id, { shared_role_id: role === '' ? null : Number(role) }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate(roleId, {
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
      onClose={share.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('savedViews.shareTitle', { name: view.name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', pt: 1 }}>
          <AudienceSelect value={roleId} onChange={setRoleId} allowPersonal={view.mine} />
        </DialogContent>
        <FormDialogActions saving={share.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
};

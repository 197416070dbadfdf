import { useTranslate } from 'react-admin';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import type { AdminUserRecord } from './types';

export interface UserDeleteDialogProps {
  user: AdminUserRecord;
  onClose: () => void;
  onDeleted: () => void;
}

/** Permanent deletion after confirmation ('Bu işlem geri alınamaz'). */
export const UserDeleteDialog = ({ user, onClose, onDeleted }: UserDeleteDialogProps) => {
  const translate = useTranslate();
  return (
    <ConfirmDeleteDialog
      resource="users"
      record={user}
      title="users.deleteTitle"
      content={
        <>
          {translate('users.deleteConfirm', { name: user.username })} {translate('common.irreversible')}
        </>
      }
      successMessage="users.messages.deleted"
      errorMessage="errors.deleteFailed"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};

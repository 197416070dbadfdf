import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import type { AdminUserRecord } from './types';

export interface UserDeleteDialogProps {
  user: AdminUserRecord;
  onClose: () => void;
  onDeleted: () => void;
}

/** Permanent deletion after confirmation ('Bu işlem geri alınamaz'). */
export const UserDeleteDialog = ({ user, onClose, onDeleted }: UserDeleteDialogProps) => {
  return (
    <ConfirmDeleteDialog
      resource="users"
      record={user}
      title="users.deleteTitle"
      question="users.deleteConfirm"
      questionArgs={{ name: user.username }}
      successMessage="users.messages.deleted"
      errorMessage="errors.deleteFailed"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
};

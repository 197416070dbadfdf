import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { errorText } from '../refunds/errorText';
import type { AdminUserRecord } from './types';

export interface UserDeleteDialogProps {
  user: AdminUserRecord;
  onClose: () => void;
  onDeleted: () => void;
}

/** Permanent deletion after confirmation ('Bu işlem geri alınamaz'). */
export const UserDeleteDialog = ({ user, onClose, onDeleted }: UserDeleteDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<AdminUserRecord>();

  const confirm = () =>
    deleteOne(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('users.messages.deleted', { type: 'success' });
          onDeleted();
          onClose();
        },
        onError: (error) => {
          notify('errors.deleteFailed', {
            type: 'error',
            messageArgs: { msg: errorText(error, translate('errors.generic')) },
          });
          onClose();
        },
      },
    );

  return (
    <Confirm
      isOpen
      loading={isPending}
      title="users.deleteTitle"
      content={
        <>
          {translate('users.deleteConfirm', { name: user.username })} {translate('common.irreversible')}
        </>
      }
      confirm="common.delete"
      cancel="common.cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};

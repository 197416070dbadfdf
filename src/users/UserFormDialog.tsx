import { CreateBase, EditBase, useNotify } from 'react-admin';
import type { PermissionSubject } from '../../contract/permissions';
import { useNotifyError } from '../common/useNotifyError';
import type { Role } from '../roles/roleTypes';
import type { AdminUserRecord, UserFormValues } from './types';
import { UserForm } from './UserForm';
import { grantableRoles, isSameUser } from './userLocks';
import { initialUserValues, toUserPayload, withLockedValues } from './userValues';

export interface UserFormDialogProps {
  /** The user to edit; null to add one. */
  user: AdminUserRecord | null;
  roles: Role[];
  /** The signed-in caller: limits the roles offered (undefined while unknown: the server decides). */
  caller?: PermissionSubject;
  /** The signed-in user's id: its own role and active flag are locked. */
  selfId?: number | string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add/edit modal of the users screen, saved only once the server has accepted it. The server judges
 * who may manage users, so the form does not check the access table itself.
 */
export const UserFormDialog = ({ user, roles, caller, selfId, onClose, onSaved }: UserFormDialogProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const initial = initialUserValues(user);
  const mutationOptions = {
    onSuccess: () => {
      notify(user ? 'users.messages.updated' : 'users.messages.created', { type: 'success' });
      onSaved();
      onClose();
    },
    onError: (error: unknown) => notifyError(error),
  };
  const transform = (data: Partial<UserFormValues>) =>
    toUserPayload(withLockedValues(data, initial), user === null);
  const form = (
    <UserForm
      initial={initial}
      isNew={user === null}
      self={isSameUser(user, selfId)}
      roles={grantableRoles(caller, roles, user?.role_id)}
      twoFactorWasOn={user !== null && initial.is_2fa_enabled}
      onCancel={onClose}
    />
  );

  return user ? (
    <EditBase
      resource="users"
      id={user.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={mutationOptions}
      // The list's row is the record: no second read of the user.
      queryOptions={{ enabled: false, placeholderData: user }}
      disableAuthentication
    >
      {form}
    </EditBase>
  ) : (
    <CreateBase
      resource="users"
      redirect={false}
      transform={transform}
      mutationOptions={mutationOptions}
      disableAuthentication
    >
      {form}
    </CreateBase>
  );
};

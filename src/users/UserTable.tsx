import { Chip, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { ActiveBadge } from '../catalog/ActiveBadge';
import type { AdminUserRecord } from './types';
import { UserRowActions } from './UserRowActions';
import { SelectAllUsersCheckbox, SelectUserCheckbox } from './UserSelection';
import { flagOn } from './userValues';

const UserCol = DataTable.Col<AdminUserRecord>;

const EmptyUsers = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate('users.empty')}
    </Typography>
  );
};

export interface UserTableProps {
  /** Checkboxes for the bulk actions. */
  selectable: boolean;
  selfId: number | string | undefined;
  /** Why the caller may not change a user (translated), or undefined; locks both row actions. */
  lockedReason: (user: AdminUserRecord) => string | undefined;
  onEdit: (user: AdminUserRecord) => void;
  onDelete: (user: AdminUserRecord) => void;
}

/** The users of the list's page: sortable columns, 'Siz' badge, Aktif/Pasif and the read-only 2FA. */
export const UserTable = ({ selectable, selfId, lockedReason, onEdit, onDelete }: UserTableProps) => {
  const translate = useTranslate();
  const isSelf = (user: AdminUserRecord) => selfId != null && String(user.id) === String(selfId);
  return (
    <DataTable<AdminUserRecord>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyUsers />}
      aria-label={translate('users.title')}
    >
      {selectable && (
        <UserCol
          label={<SelectAllUsersCheckbox />}
          padding="checkbox"
          disableSort
          render={(user) => <SelectUserCheckbox user={user} />}
        />
      )}
      <UserCol
        source="username"
        render={(user) => (
          <>
            {user.username}
            {isSelf(user) && (
              <Chip size="small" color="primary" label={translate('users.you')} sx={{ ml: 1 }} />
            )}
          </>
        )}
      />
      <UserCol source="full_name" />
      <UserCol source="role_display_name" render={(user) => user.role_display_name ?? user.role_name ?? ''} />
      <UserCol source="email" />
      <UserCol source="is_active" render={(user) => <ActiveBadge active={flagOn(user.is_active)} />} />
      <UserCol
        source="is_2fa_enabled"
        render={(user) => translate(flagOn(user.is_2fa_enabled) ? 'users.twoFactorOn' : 'users.twoFactorOff')}
      />
      <UserCol
        label="users.fields.actions"
        align="right"
        sx={{ whiteSpace: 'nowrap' }}
        render={(user) => (
          <UserRowActions
            user={user}
            isSelf={isSelf(user)}
            lockedReason={lockedReason(user)}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      />
    </DataTable>
  );
};

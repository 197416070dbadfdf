import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Pagination, useGetIdentity, useListContext, usePermissions, useTranslate } from 'react-admin';
import { isAdminRole, type PermissionSubject } from '../../contract/permissions';
import { errorText } from '../common/errorText';
import { useRoles } from '../roles/useRoles';
import { BulkCreateDialog } from './BulkCreateDialog';
import type { AdminUserRecord } from './types';
import { UserBulkActions } from './UserBulkActions';
import { UserDeleteDialog } from './UserDeleteDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserTable } from './UserTable';
import { UserToolbar } from './UserToolbar';
import { userLockKey } from './userLocks';

type Modal =
  | { kind: 'form'; user: AdminUserRecord | null }
  | { kind: 'delete'; user: AdminUserRecord }
  | { kind: 'bulkCreate' }
  | null;

/** Title, filters, bulk actions (administrators only), the table with its pages, and the modals. */
export const UserListView = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<PermissionSubject>();
  const { roles } = useRoles();
  const { error, total = 0, perPage, refetch, onUnselectItems } = useListContext<AdminUserRecord>();
  const [modal, setModal] = useState<Modal>(null);
  const canBulk = !!permissions && isAdminRole(permissions.role);
  const reload = () => {
    onUnselectItems();
    void refetch();
  };
  const lockedReason = (user: AdminUserRecord) => {
    const key = userLockKey(permissions, user, roles);
    return key ? translate(key) : undefined;
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('users.title')}
      </Typography>
      <UserToolbar
        roles={roles}
        onRefresh={reload}
        onAdd={() => setModal({ kind: 'form', user: null })}
        onBulkCreate={() => setModal({ kind: 'bulkCreate' })}
      />
      {canBulk && <UserBulkActions onDone={reload} />}
      {error ? (
        <Alert severity="error">
          {translate('users.messages.loadError', { msg: errorText(error, translate('errors.generic')) })}
        </Alert>
      ) : (
        <>
          <UserTable
            selectable={canBulk}
            selfId={identity?.id}
            lockedReason={lockedReason}
            onEdit={(user) => setModal({ kind: 'form', user })}
            onDelete={(user) => setModal({ kind: 'delete', user })}
          />
          {total > perPage && <Pagination rowsPerPageOptions={[]} />}
        </>
      )}
      {modal?.kind === 'form' && (
        <UserFormDialog
          user={modal.user}
          roles={roles}
          caller={permissions}
          selfId={identity?.id}
          onClose={() => setModal(null)}
          onSaved={reload}
        />
      )}
      {modal?.kind === 'delete' && (
        <UserDeleteDialog user={modal.user} onClose={() => setModal(null)} onDeleted={reload} />
      )}
      {modal?.kind === 'bulkCreate' && <BulkCreateDialog onClose={() => setModal(null)} onCreated={reload} />}
    </Box>
  );
};

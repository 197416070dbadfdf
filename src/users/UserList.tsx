import { Alert, Box, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import { errorText } from '../common/errorText';
import { useRoles } from '../roles/useRoles';
import { isAdminRole, type PermissionSubject } from '../../contract/permissions';
import { BulkCreateDialog } from './BulkCreateDialog';
import type { AdminUserRecord } from './types';
import { UserBulkActions } from './UserBulkActions';
import { UserDeleteDialog } from './UserDeleteDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserTable, type UserSort } from './UserTable';
import { UserToolbar } from './UserToolbar';
import { userLockKey } from './userLocks';

const PER_PAGE = 25;
const SEARCH_DELAY_MS = 300;

type Modal =
  | { kind: 'form'; user: AdminUserRecord | null }
  | { kind: 'delete'; user: AdminUserRecord }
  | { kind: 'bulkCreate' }
  | null;

/**
 * The users screen of spec section 2 (both variants in one): route /users and the users tab of
 * /admin. Bulk activate/deactivate/delete are for admins.
 */
export const UserList = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<PermissionSubject>();
  const { roles } = useRoles();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [roleId, setRoleId] = useState('');
  const [sort, setSort] = useState<UserSort>({ field: 'username', order: 'ASC' });
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [modal, setModal] = useState<Modal>(null);
  const canBulk = !!permissions && isAdminRole(permissions.role);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filter: Record<string, unknown> = {};
  if (q) filter.q = q;
  if (roleId) filter.role_id = Number(roleId);
  const { data, total, isPending, error, refetch } = useGetList<AdminUserRecord>(
    'users',
    { pagination: { page, perPage: PER_PAGE }, sort, filter },
    { retry: false, placeholderData: (previous) => previous },
  );
  const users = data ?? [];
  const reload = () => {
    setSelectedIds([]);
    void refetch();
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('users.title')}
      </Typography>
      <UserToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        roleId={roleId}
        onRoleId={(value) => {
          setRoleId(value);
          setPage(1);
        }}
        roles={roles}
        onRefresh={reload}
        onAdd={() => setModal({ kind: 'form', user: null })}
        onBulkCreate={() => setModal({ kind: 'bulkCreate' })}
      />
      {canBulk && selectedIds.length > 0 && <UserBulkActions ids={selectedIds} onDone={reload} />}
      {error ? (
        <Alert severity="error">
          {translate('users.messages.loadError', { msg: errorText(error, translate('errors.generic')) })}
        </Alert>
      ) : isPending ? (
        <LoadingText />
      ) : users.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('users.empty')}
        </Typography>
      ) : (
        <>
          <UserTable
            users={users}
            selfId={identity?.id}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            selection={canBulk ? { ids: selectedIds, onChange: setSelectedIds } : undefined}
            onEdit={(user) => setModal({ kind: 'form', user })}
            onDelete={(user) => setModal({ kind: 'delete', user })}
            lockedReason={(user) => {
              const key = userLockKey(permissions, user, roles);
              return key ? translate(key) : undefined;
            }}
          />
          {(total ?? 0) > PER_PAGE && (
            <TablePagination
              component="div"
              count={total ?? 0}
              page={page - 1}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', {
                  offsetBegin: from,
                  offsetEnd: to,
                  total: count,
                })
              }
            />
          )}
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

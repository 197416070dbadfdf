import RefreshIcon from '@mui/icons-material/Refresh';
import SyncIcon from '@mui/icons-material/Sync';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ListBase,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { hasAnyPermission, type PermissionSubject } from '../../contract/permissions';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import type { AppDataProvider } from '../providers/dataProvider';
import { loadRoles } from '../providers/roleCache';
import { AddRoleForm } from './AddRoleForm';
import { PaymentMethodEditorDialog } from './PaymentMethodEditorDialog';
import { PermissionEditorDialog } from './PermissionEditorDialog';
import { PermissionSyncResults } from './PermissionSyncResults';
import { RoleTable } from './RoleTable';
import { roleLabel, type Role } from './roleTypes';
import { usePermissionSync } from './usePermissionSync';

type Editor = { kind: 'permissions' | 'methods'; role: Role } | null;

/**
 * The role table, add-role form, permission and payment-method editors of the roles list, and the
 * permission sync with its result per role.
 */
const RolesView = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<PermissionSubject>();
  const { data: roles = [], isPending, refetch } = useListContext<Role>();
  const { canAccess: canCreate } = useCanAccess({ resource: 'roles', action: 'create' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'roles', action: 'delete' });
  const { canAccess: canSync } = useCanAccess({ resource: 'roles', action: 'sync_permissions' });
  const [editor, setEditor] = useState<Editor>(null);
  const canEditPaymentMethods =
    !!permissions && hasAnyPermission(permissions, ['view_admin_panel', 'manage_payment_methods']);
  /** Reads the roles from the server into the role cache, then shows them. */
  const refresh = () =>
    void loadRoles(dataProvider.getRoles, { force: true }).then(() => {
      void refetch();
    });

  const permissionSync = usePermissionSync(refresh);

  const remove = async (role: Role) => {
    if (!window.confirm(translate('roles.deleteConfirm', { role: roleLabel(role) }))) return;
    try {
      await dataProvider.delete('roles', { id: role.id, previousData: role });
      notify('roles.messages.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(error, 'errors.deleteFailed');
    }
  };

  return (
    <Box>
      {/* On a phone the buttons go under the title instead of squeezing it. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('roles.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {canSync && (
            <Button
              startIcon={<SyncIcon />}
              onClick={() => void permissionSync.sync(roles)}
              disabled={permissionSync.busy || isPending}
            >
              {translate('roles.syncPermissions')}
            </Button>
          )}
          <Button startIcon={<RefreshIcon />} onClick={refresh}>
            {translate('common.refresh')}
          </Button>
        </Stack>
      </Stack>
      {permissionSync.results && (
        <PermissionSyncResults results={permissionSync.results} onClose={permissionSync.clearResults} />
      )}
      {isPending ? (
        <LoadingText />
      ) : (
        <RoleTable
          canEditPaymentMethods={canEditPaymentMethods}
          canDelete={canDelete}
          onEditPermissions={(role) => setEditor({ kind: 'permissions', role })}
          onEditPaymentMethods={(role) => setEditor({ kind: 'methods', role })}
          onDelete={(role) => void remove(role)}
        />
      )}
      {canCreate && (
        <>
          <Divider sx={{ my: 3 }} />
          <AddRoleForm onCreated={refresh} />
        </>
      )}
      {editor?.kind === 'permissions' && (
        <PermissionEditorDialog role={editor.role} onClose={() => setEditor(null)} onSaved={refresh} />
      )}
      {editor?.kind === 'methods' && (
        <PaymentMethodEditorDialog
          role={editor.role}
          caller={permissions}
          roles={roles}
          onClose={() => setEditor(null)}
          onSaved={refresh}
        />
      )}
    </Box>
  );
};

/** The roles tab of /admin: the hour-long role cache, read from the server again after every change. */
const RolesTab = () => (
  <ListBase resource="roles" perPage={1000} sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation>
    <RolesView />
  </ListBase>
);

export default RolesTab;

import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useCanAccess,
  useDataProvider,
  useList,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { hasAnyPermission, type PermissionSubject } from '../../contract/permissions';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { AddRoleForm } from './AddRoleForm';
import { PaymentMethodEditorDialog } from './PaymentMethodEditorDialog';
import { PermissionEditorDialog } from './PermissionEditorDialog';
import { RoleTable } from './RoleTable';
import { roleLabel, type Role } from './roleTypes';
import { useRoles } from './useRoles';

type Editor = { kind: 'permissions' | 'methods'; role: Role } | null;

/**
 * The roles tab of /admin: role table, add-role form, permission and payment-method editors. The table
 * lists the roles useRoles keeps (its hour-long cache and its fallbacks) through a local list context.
 */
const RolesTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<PermissionSubject>();
  const { roles, isPending, reload } = useRoles();
  const list = useList({ data: roles, isPending, resource: 'roles' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'roles', action: 'create' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'roles', action: 'delete' });
  const [editor, setEditor] = useState<Editor>(null);
  const canEditPaymentMethods =
    !!permissions && hasAnyPermission(permissions, ['view_admin_panel', 'manage_payment_methods']);
  const refresh = () => void reload();

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
    <ResourceContextProvider value="roles">
      <Box>
        <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('roles.title')}
          </Typography>
          <Button startIcon={<RefreshIcon />} onClick={refresh}>
            {translate('common.refresh')}
          </Button>
        </Stack>
        {isPending ? (
          <LoadingText />
        ) : (
          <ListContextProvider value={list}>
            <RoleTable
              canEditPaymentMethods={canEditPaymentMethods}
              canDelete={canDelete}
              onEditPermissions={(role) => setEditor({ kind: 'permissions', role })}
              onEditPaymentMethods={(role) => setEditor({ kind: 'methods', role })}
              onDelete={(role) => void remove(role)}
            />
          </ListContextProvider>
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
    </ResourceContextProvider>
  );
};

export default RolesTab;

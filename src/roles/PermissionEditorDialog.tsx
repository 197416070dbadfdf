import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { LoadingText } from '../layout/LoadingText';
import { httpStatusOf } from '../providers/httpClient';
import { errorText } from '../common/errorText';
import { isAdminRole } from '../../contract/permissions';
import { EDITABLE_PERMISSIONS } from './editablePermissions';
import { sameNames, toPermissionIds } from './permissionIds';
import { PermissionToggle } from './PermissionToggle';
import { roleLabel, type Role } from './roleTypes';

export interface PermissionEditorDialogProps {
  role: Role;
  onClose: () => void;
  /** Called after the server took a change, so that the role list (and its cache) reloads. */
  onSaved: () => void;
}

class VerificationMismatch extends Error {}

/**
 * The role-permission editor. The twelve editable permissions (those the catalogue holds) with a green/red
 * toggle; a toggle saves the updated set at once, reloads it to verify and reverts on a mismatch or a
 * failure. Save sends the whole set: names become ids, unknown names are skipped with a warning, an
 * unchanged set only says 'Hiçbir değişiklik yapılmadı'. Admin's permissions are locked.
 */
export const PermissionEditorDialog = ({ role, onClose, onSaved }: PermissionEditorDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const locked = isAdminRole({ id: role.id, name: role.name });
  const catalogue = useQuery({
    queryKey: ['app', 'permissions', 'all'],
    queryFn: dataProvider.getAllPermissions,
    retry: false,
  });
  const [saved, setSaved] = useState<string[]>(() => role.permissions ?? []);
  const [granted, setGranted] = useState<Set<string>>(() => new Set(role.permissions ?? []));
  const [busy, setBusy] = useState(false);
  const label = roleLabel(role);
  const permissions = catalogue.data ?? [];
  const listed = EDITABLE_PERMISSIONS.flatMap((name) => permissions.filter((p) => p.name === name));

  /** Names to ids; names the catalogue does not know are skipped (the dialog says so while it is open). */
  const plan = (names: Iterable<string>) => toPermissionIds(names, permissions);
  // A warning in the dialog rather than a toast: the save's own message would replace a toast at once.
  const skipped = catalogue.isSuccess ? plan(granted).unknown.length : 0;

  const send = async (names: Set<string>) => {
    const { ids, unknown } = plan(names);
    const expected = [...names].filter((name) => !unknown.includes(name));
    setBusy(true);
    try {
      await dataProvider.putRolePermissions(role.id, ids);
      const verified = (await dataProvider.getRolePermissions(role.id)).map((p) => p.name);
      if (!sameNames(verified, expected)) {
        setSaved(verified);
        setGranted(new Set(verified));
        throw new VerificationMismatch();
      }
      setSaved(verified);
      setGranted(new Set(verified));
      notify('roles.messages.permissionsUpdated', { type: 'success', messageArgs: { role: label } });
      onSaved();
    } catch (error) {
      if (!(error instanceof VerificationMismatch)) setGranted(new Set(saved));
      const serverMessage = httpStatusOf(error) ? errorText(error, '') : '';
      notify(serverMessage || translate('roles.messages.permissionsUpdateError'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (name: string) => {
    if (locked || busy) return;
    const next = new Set(granted);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setGranted(next);
    void send(next);
  };

  const save = () => {
    if (locked) {
      notify('roles.messages.adminPermissionsLocked', { type: 'warning' });
      return;
    }
    const { ids } = plan(granted);
    const savedIds = plan(saved).ids;
    if (ids.length === savedIds.length && ids.every((id) => savedIds.includes(id))) {
      notify('roles.messages.noChanges', { type: 'info' });
      return;
    }
    void send(granted);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('roles.permissionEditorTitle', { role: label })}</DialogTitle>
      <DialogContent>
        {locked && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('roles.messages.adminPermissionsLocked')}
          </Alert>
        )}
        {!locked && skipped > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('roles.messages.permissionsSkipped', { n: skipped })}
          </Alert>
        )}
        {catalogue.isPending ? (
          <LoadingText />
        ) : catalogue.isError ? (
          <Alert severity="error">{translate('roles.messages.rolesAndPermissionsLoadError')}</Alert>
        ) : (
          <Stack
            divider={<Divider flexItem />}
            aria-label={translate('roles.permissionEditorTitle', { role: label })}
          >
            {listed.map((permission) => (
              <PermissionToggle
                key={permission.id}
                label={translate(`roles.permissionNames.${permission.name}`, {
                  _: permission.description || permission.name,
                })}
                granted={locked || granted.has(permission.name)}
                disabled={locked || busy}
                onToggle={() => toggle(permission.name)}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('common.close')}
        </Button>
        <Button variant="contained" onClick={save} disabled={locked || busy || catalogue.isPending}>
          {translate(busy ? 'common.saving' : 'common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

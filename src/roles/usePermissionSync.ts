import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { effectivePermissions, isAdminRole } from '../../contract/permissions';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider } from '../providers/dataProvider';
import { httpStatusOf } from '../providers/httpClient';
import { toPermissionIds } from './permissionIds';
import { roleLabel, type Role } from './roleTypes';

/** One role's outcome of a sync, named for the screen. */
export interface PermissionSyncResult {
  roleId: number;
  label: string;
  ok: boolean;
  message: string;
}

/**
 * Pushes every role's permissions to the server by permission ids: what the role holds merged with
 * its defaults (casi's six, view_refunds and view_payment_methods for a role with none stored). The
 * admin role is left out: it holds every permission and its set cannot be changed. Each role
 * succeeds or fails on its own; the answer per role is kept for the screen.
 */
export function usePermissionSync(onSynced: () => void) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<PermissionSyncResult[] | null>(null);

  const sync = async (roles: readonly Role[]) => {
    setBusy(true);
    setResults(null);
    try {
      let catalogue;
      try {
        catalogue = await dataProvider.getAllPermissions();
      } catch {
        notify('roles.messages.syncPermissionsUnavailable', { type: 'error' });
        return;
      }
      const targets = roles.filter((role) => !isAdminRole({ id: role.id, name: role.name }));
      const answer = await dataProvider.syncRolePermissions(
        targets.map((role) => ({
          role_id: role.id,
          permission_ids: toPermissionIds(effectivePermissions(role), catalogue).ids,
        })),
      );
      const shown = answer.results.map((result) => {
        const role = targets.find((candidate) => candidate.id === result.role_id);
        return {
          roleId: result.role_id,
          label: role ? roleLabel(role) : String(result.role_id),
          ok: result.status === 'success',
          message: result.message,
        };
      });
      setResults(shown);
      const failures = shown.filter((result) => !result.ok).length;
      if (failures === 0) notify('roles.messages.syncSuccess', { type: 'success' });
      else notify('roles.messages.syncErrors', { type: 'warning', messageArgs: { count: failures } });
      onSynced();
    } catch (error) {
      if (httpStatusOf(error) === 401) notify('roles.messages.syncNotLoggedIn', { type: 'error' });
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return { sync, busy, results, clearResults: () => setResults(null) };
}

import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { LoadingText } from '../layout/LoadingText';
import { useNotifyError } from '../common/useNotifyError';
import { useCatalog } from '../refunds/useCatalog';
import {
  isAdminRole,
  isCasiRole,
  seesAllPaymentMethods,
  type PermissionSubject,
} from '../../contract/permissions';
import { paymentMethodChangeRefusal, type MethodScope } from '../../contract/userRules';
import { roleLabel, type Role } from './roleTypes';

export interface PaymentMethodEditorDialogProps {
  role: Role;
  onClose: () => void;
  onSaved: () => void;
  /** The signed-in caller (undefined while unknown: the server decides). */
  caller?: PermissionSubject;
  /** Every role as listed, to find the methods the caller's own role sees. */
  roles?: readonly Role[];
}

/** The methods the caller sees: null for all, else those of its role in the list. */
const callerScope = (caller: PermissionSubject, roles: readonly Role[]): MethodScope =>
  seesAllPaymentMethods(caller) ? null : (roles.find((r) => r.id === caller.role?.id)?.payment_methods ?? []);

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Which payment methods a role sees: checkboxes with name and code, explicit save; admin and casi locked. */
export const PaymentMethodEditorDialog = ({
  role,
  onClose,
  onSaved,
  caller,
  roles = [],
}: PaymentMethodEditorDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const locked = isAdminRole({ id: role.id, name: role.name }) || isCasiRole(role);
  const methods = useCatalog('methods');
  const assigned = useQuery({
    queryKey: ['app', 'roles', role.id, 'payment-methods'],
    queryFn: () => dataProvider.getRolePaymentMethods(role.id),
    enabled: !locked,
    retry: false,
  });
  const [selected, setSelected] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const current = selected ?? assigned.data ?? [];
  const label = roleLabel(role);
  // The SPA only disables what the server refuses (contract/userRules.ts): one's own role, and
  // methods the caller does not see itself.
  const scope = caller ? callerScope(caller, roles) : null;
  const refusalFor = (id: number) => {
    if (!caller) return null;
    const base = assigned.data ?? [];
    const next = base.includes(id) ? base.filter((x) => x !== id) : [...base, id];
    return paymentMethodChangeRefusal(caller, scope, role, base, next);
  };
  const ownRole = !!caller && refusalFor(-1) === 'ownRoleMethods';

  const toggle = (id: number) =>
    setSelected(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);

  const save = async () => {
    if (locked) {
      notify('roles.messages.systemPaymentMethodsLocked', { type: 'warning' });
      return;
    }
    if (sameIds(current, assigned.data ?? [])) {
      notify('roles.messages.paymentMethodsUnchanged', { type: 'info' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.putRolePaymentMethods(role.id, current);
      notify('roles.messages.paymentMethodsUpdated', { type: 'success' });
      await assigned.refetch();
      setSelected(null);
      onSaved();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const loading = methods.isPending || (!locked && assigned.isPending);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('roles.paymentMethodEditorTitle', { role: label })}</DialogTitle>
      <DialogContent>
        {locked && (
          <>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate('roles.messages.systemPaymentMethodsLocked')}
            </Alert>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('roles.messages.systemRolesAllMethods')}
            </Alert>
          </>
        )}
        {ownRole && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('roles.messages.ownRoleMethodsLocked')}
          </Alert>
        )}
        {loading ? (
          <LoadingText />
        ) : (
          <FormGroup>
            {methods.items.map((method) => (
              <FormControlLabel
                key={method.id}
                control={
                  <Checkbox
                    checked={locked || current.includes(method.id)}
                    disabled={locked || busy || refusalFor(method.id) !== null}
                    onChange={() => toggle(method.id)}
                  />
                }
                label={`${method.name} (${method.code ?? ''})`}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('common.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={locked || ownRole || busy || loading}
        >
          {translate(busy ? 'common.saving' : 'common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

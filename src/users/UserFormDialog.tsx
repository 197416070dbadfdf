import {
  Alert,
  Box,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorText } from '../common/errorText';
import { roleLabel, type Role } from '../roles/roleTypes';
import type { AdminUserRecord, UserFormValues } from './types';
import { initialUserValues, toUserPayload, validateUser } from './userValues';
import { FormDialogActions } from '../common/FormDialogActions';
import type { PermissionSubject } from '../../contract/permissions';
import { grantableRoles, isSameUser } from './userLocks';

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

/** Add/edit modal of the users screen with the rules of spec section 5. */
export const UserFormDialog = ({ user, roles, caller, selfId, onClose, onSaved }: UserFormDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [values, setValues] = useState<UserFormValues>(() => initialUserValues(user));
  const [problem, setProblem] = useState<string | null>(null);
  const isNew = user === null;
  const saving = creating || updating;
  const twoFactorWasOn = !isNew && initialUserValues(user).is_2fa_enabled;
  // Nobody changes their own role or active flag; only roles within the caller's rights are offered.
  const self = isSameUser(user, selfId);
  const offered = grantableRoles(caller, roles, user?.role_id);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateUser(values, isNew);
    setProblem(invalid);
    if (invalid) return;
    const data = toUserPayload(values, isNew);
    const options = {
      mutationMode: 'pessimistic' as const,
      returnPromise: false,
      onSuccess: () => {
        notify(isNew ? 'users.messages.created' : 'users.messages.updated', { type: 'success' });
        onSaved();
        onClose();
      },
      onError: (error: unknown) =>
        notify('errors.operationFailed', {
          type: 'error',
          messageArgs: { msg: errorText(error, translate('errors.generic')) },
        }),
    };
    if (user) update('users', { id: user.id, data, previousData: user }, options);
    else create('users', { data }, options);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{translate(isNew ? 'users.createTitle' : 'users.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{translate(problem)}</Alert>}
            <TextField
              label={translate('users.fields.username')}
              value={values.username}
              onChange={(e) => set('username', e.target.value)}
              disabled={!isNew}
              helperText={isNew ? undefined : translate('users.usernameLocked')}
              required
              autoFocus={isNew}
              autoComplete="off"
            />
            <TextField
              label={translate('users.fields.password')}
              type="password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              helperText={isNew ? undefined : translate('users.passwordKeepHint')}
              required={isNew}
              autoComplete="new-password"
            />
            <TextField
              label={translate('users.fields.fullName')}
              value={values.full_name}
              onChange={(e) => set('full_name', e.target.value)}
            />
            <TextField
              label={translate('users.fields.email')}
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
            <TextField
              select
              label={translate('users.fields.role')}
              value={values.role_id}
              onChange={(e) => set('role_id', e.target.value)}
              disabled={self}
              helperText={self ? translate('users.ownRoleLocked') : undefined}
              required
            >
              {offered.map((role) => (
                <MenuItem key={role.id} value={String(role.id)}>
                  {roleLabel(role)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.is_active}
                  disabled={self}
                  onChange={(e) => set('is_active', e.target.checked)}
                />
              }
              label={translate('users.active')}
            />
            {self && (
              <Typography variant="caption" color="text.secondary">
                {translate('users.ownActiveLocked')}
              </Typography>
            )}
            {twoFactorWasOn && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.is_2fa_enabled}
                    disabled={!values.is_2fa_enabled}
                    onChange={(e) => set('is_2fa_enabled', e.target.checked)}
                  />
                }
                label={translate('users.twoFactorKeep')}
              />
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions saving={saving} onCancel={onClose} />
      </Box>
    </Dialog>
  );
};

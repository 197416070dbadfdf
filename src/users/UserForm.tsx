import { Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useSaveContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CheckboxInput } from '../common/CheckboxInput';
import { FormDialogActions } from '../common/FormDialogActions';
import { roleLabel, type Role } from '../roles/roleTypes';
import type { UserFormValues } from './types';
import { userRequired, usernameFormat } from './userValues';

/** 2FA can only be switched off here: the user turns it on from their profile. */
const TwoFactorKeep = () => {
  const on = useWatch<UserFormValues, 'is_2fa_enabled'>({ name: 'is_2fa_enabled' });
  return <CheckboxInput source="is_2fa_enabled" label="users.twoFactorKeep" disabled={!on} />;
};

export interface UserFormProps {
  initial: UserFormValues;
  isNew: boolean;
  /** The signed-in user edits themself: nobody changes their own role or active flag. */
  self: boolean;
  /** The roles the caller may give. */
  roles: Role[];
  twoFactorWasOn: boolean;
  onCancel: () => void;
}

/** The fields of the add/edit user modal; the username is set once, the password kept when blank. */
export const UserForm = ({ initial, isNew, self, roles, twoFactorWasOn, onCancel }: UserFormProps) => {
  const translate = useTranslate();
  const { saving = false } = useSaveContext();
  const required = userRequired(isNew);
  return (
    <Dialog open onClose={saving ? undefined : onCancel} maxWidth="md" fullWidth>
      <Form record={initial} noValidate disableInvalidFormNotification>
        <DialogTitle>{translate(isNew ? 'users.createTitle' : 'users.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput
              source="username"
              disabled={!isNew}
              validate={isNew ? [required('username'), usernameFormat] : undefined}
              helperText={isNew ? undefined : 'users.usernameLocked'}
              autoFocus={isNew}
              autoComplete="off"
            />
            <TextInput
              source="password"
              type="password"
              validate={isNew ? required('password') : undefined}
              helperText={isNew ? undefined : 'users.passwordKeepHint'}
              autoComplete="new-password"
            />
            <TextInput source="full_name" />
            <TextInput source="email" type="email" />
            <SelectInput
              source="role_id"
              choices={roles}
              optionText={roleLabel}
              disabled={self}
              validate={required('role_id')}
              helperText={self ? 'users.ownRoleLocked' : undefined}
            />
            <CheckboxInput source="is_active" label="users.active" disabled={self} />
            {self && (
              <Typography variant="caption" color="text.secondary">
                {translate('users.ownActiveLocked')}
              </Typography>
            )}
            {twoFactorWasOn && <TwoFactorKeep />}
          </Stack>
        </DialogContent>
        <FormDialogActions saving={saving} onCancel={onCancel} />
      </Form>
    </Dialog>
  );
};

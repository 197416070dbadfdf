import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { CreateBase, Form, TextInput, useNotify, useSaveContext, useTranslate } from 'react-admin';
import { inlineFieldProps } from '../common/inlineFieldProps';
import { requiredOnce } from '../common/requiredOnce';
import { useNotifyError } from '../common/useNotifyError';

interface NewRoleValues {
  name: string;
  display_name: string;
  description: string;
}

const EMPTY_ROLE: NewRoleValues = { name: '', display_name: '', description: '' };

/** Code name and display name are required; the message shows once. */
const required = requiredOnce(['name', 'display_name'], 'roles.messages.nameRequired');

const trimmed = (values: NewRoleValues): NewRoleValues => ({
  name: values.name.trim(),
  display_name: values.display_name.trim(),
  description: (values.description ?? '').trim(),
});

const AddRoleFields = () => {
  const translate = useTranslate();
  const { saving = false } = useSaveContext();
  return (
    <Form record={EMPTY_ROLE} noValidate disableInvalidFormNotification>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextInput {...inlineFieldProps} source="name" validate={required('name')} />
        <TextInput {...inlineFieldProps} source="display_name" validate={required('display_name')} />
        <TextInput {...inlineFieldProps} source="description" sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" disabled={saving} sx={{ mt: { md: 0.5 } }}>
          {translate('common.add')}
        </Button>
      </Stack>
    </Form>
  );
};

/** The add-role form: code name, display name, description; emptied again once the role is added. */
export const AddRoleForm = ({ onCreated }: { onCreated: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  // A new key gives a fresh, empty form after each added role.
  const [formKey, setFormKey] = useState(0);
  return (
    <Box role="form" aria-label={translate('roles.addRole')}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('roles.addRole')}
      </Typography>
      <CreateBase
        key={formKey}
        resource="roles"
        redirect={false}
        transform={trimmed}
        mutationOptions={{
          onSuccess: () => {
            notify('roles.messages.created', { type: 'success' });
            setFormKey((key) => key + 1);
            onCreated();
          },
          onError: (error: unknown) => notifyError(error),
        }}
      >
        <AddRoleFields />
      </CreateBase>
    </Box>
  );
};

import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { createRole } from './rolesApi';

/** The add-role form: code name, display name, description (spec section 2, "Role management"). */
export const AddRoleForm = ({ onCreated }: { onCreated: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || displayName.trim() === '') {
      setProblem(translate('roles.messages.nameRequired'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await createRole({
        name: name.trim(),
        display_name: displayName.trim(),
        description: description.trim(),
      });
      notify('roles.messages.created', { type: 'success' });
      setName('');
      setDisplayName('');
      setDescription('');
      onCreated();
    } catch (error) {
      notify('errors.operationFailed', {
        type: 'error',
        messageArgs: { msg: errorText(error, translate('errors.generic')) },
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={translate('roles.addRole')}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('roles.addRole')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          size="small"
          label={translate('roles.fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <TextField
          size="small"
          label={translate('roles.fields.displayName')}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          required
        />
        <TextField
          size="small"
          label={translate('roles.fields.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('common.add')}
        </Button>
      </Stack>
    </Box>
  );
};

import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { validatePasswordChange } from './passwordRules';
import { updatePassword } from './profileApi';

/** Password change: current password, a new one of at least 6 characters, typed twice. */
export const PasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange({ current, next, confirm });
    setProblem(invalid ? translate(invalid) : null);
    if (invalid) return;
    setSaving(true);
    try {
      const answer = await updatePassword(current, next);
      notify(answer?.message || translate('profile.messages.passwordUpdated'), { type: 'success' });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      const message = errorText(error, translate('errors.generic'));
      setProblem(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 420 }}>
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={translate('profile.password.current')}
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
        />
        <TextField
          label={translate('profile.password.new')}
          type="password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          autoComplete="new-password"
        />
        <TextField
          label={translate('profile.password.confirm')}
          type="password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(saving ? 'profile.password.submitting' : 'profile.password.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

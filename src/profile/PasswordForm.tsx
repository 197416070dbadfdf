import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { validatePasswordChange, type PasswordChange } from './passwordRules';
import { ProfileForm } from './ProfileForm';
import type { AppDataProvider } from '../providers/dataProvider';

const NO_PASSWORDS: PasswordChange = { current: '', next: '', confirm: '' };

const PASSWORD_FIELDS = [
  { name: 'current', label: 'profile.password.current', autoComplete: 'current-password' },
  { name: 'next', label: 'profile.password.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'profile.password.confirm', autoComplete: 'new-password' },
] as const;

/** Password change: current password, a new one of at least 6 characters, typed twice. */
export const PasswordForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [passwords, setPasswords] = useState(NO_PASSWORDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange(passwords);
    setProblem(invalid ? translate(invalid) : null);
    if (invalid) return;
    setSaving(true);
    const { current, next } = passwords;
    try {
      const answer = await dataProvider.updatePassword(current, next);
      notify(answer?.message || translate('profile.messages.passwordUpdated'), { type: 'success' });
      setPasswords(NO_PASSWORDS);
    } catch (error) {
      const message = errorText(error, translate('errors.generic'));
      setProblem(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileForm onSubmit={submit} problem={problem}>
      {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={translate(label)}
          type="password"
          value={passwords[name]}
          onChange={(e) => setPasswords((typed) => ({ ...typed, [name]: e.target.value }))}
          autoComplete={autoComplete}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(saving ? 'profile.password.submitting' : 'profile.password.submit')}
        </Button>
      </Box>
    </ProfileForm>
  );
};

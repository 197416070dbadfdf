import { Alert, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PasswordCredentials } from '../providers/authProvider';
import { LOGIN_BLOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from '../../contract/permissions';

interface CredentialsFormProps {
  initialUsername: string;
  busy: boolean;
  /** Attempts left before the block, shown as a warning from the fifth failure on. */
  attemptsLeft: number | null;
  onSubmit: (credentials: PasswordCredentials) => void;
}

/** The username/password view of the login page. Validation messages come from the login flow. */
export const CredentialsForm = ({ initialUsername, busy, attemptsLeft, onSubmit }: CredentialsFormProps) => {
  const translate = useTranslate();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ username, password });
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <TextField
        id="login-username"
        name="username"
        label={translate('login.form.username')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        autoFocus={initialUsername === ''}
        disabled={busy}
        fullWidth
        margin="normal"
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label={translate('login.form.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        autoFocus={initialUsername !== ''}
        disabled={busy}
        fullWidth
        margin="normal"
      />
      {attemptsLeft !== null && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('login.messages.attemptsWarning', {
            remaining: attemptsLeft,
            max: LOGIN_MAX_ATTEMPTS,
            minutes: LOGIN_BLOCK_MINUTES,
          })}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
        {translate(busy ? 'login.form.submitting' : 'login.form.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 2 }}>
        {translate('login.form.contactSupervisor')}
      </Typography>
    </form>
  );
};

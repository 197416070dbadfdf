import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface TwoFactorDisableFormProps {
  busy: boolean;
  onDisable: (password: string) => Promise<boolean>;
}

/** Turning 2FA off needs the password ('Şifre gereklidir'). */
export const TwoFactorDisableForm = ({ busy, onDisable }: TwoFactorDisableFormProps) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(translate('profile.messages.passwordRequired'));
      return;
    }
    setProblem(null);
    if (!(await onDisable(password))) setPassword('');
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 420 }}>
      <Stack spacing={2}>
        <Alert severity="success">{translate('profile.twoFactor.enabledInfo')}</Alert>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={translate('profile.twoFactor.disablePassword')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
        <Box>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {translate('profile.twoFactor.disable')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProfileForm } from './ProfileForm';
import { useOneFieldForm } from './useOneFieldForm';

export interface TwoFactorDisableFormProps {
  busy: boolean;
  onDisable: (password: string) => Promise<boolean>;
}

/** Turning 2FA off needs the password ('Şifre gereklidir'). */
export const TwoFactorDisableForm = ({ busy, onDisable }: TwoFactorDisableFormProps) => {
  const translate = useTranslate();
  const password = useOneFieldForm(translate('profile.messages.passwordRequired'), onDisable);

  return (
    <ProfileForm
      onSubmit={password.submit}
      problem={password.problem}
      intro={<Alert severity="success">{translate('profile.twoFactor.enabledInfo')}</Alert>}
    >
      <TextField
        label={translate('profile.twoFactor.disablePassword')}
        type="password"
        value={password.value}
        onChange={(e) => password.setValue(e.target.value)}
        autoComplete="current-password"
      />
      <Box>
        <Button type="submit" color="error" variant="contained" disabled={busy}>
          {translate('profile.twoFactor.disable')}
        </Button>
      </Box>
    </ProfileForm>
  );
};

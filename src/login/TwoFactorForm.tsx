import { Button, Link, TextField } from '@mui/material';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LOGIN_ROUTE } from '../auth/routes';

export const TWO_FACTOR_CODE_LENGTH = 6;

interface TwoFactorFormProps {
  busy: boolean;
  /** Resolves to false when the code was not accepted, which clears the field. */
  onSubmit: (code: string) => Promise<boolean>;
  onBack: () => void;
}

const keepDigits = (value: string) => value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);

/** The two-factor view of the login page: one 6-digit code field. */
export const TwoFactorForm = ({ busy, onSubmit, onBack }: TwoFactorFormProps) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const accepted = await onSubmit(code);
    if (!accepted) setCode('');
  };

  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onBack();
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <TextField
        id="login-2fa-code"
        name="code"
        label={translate('login.twoFactor.code')}
        value={code}
        onChange={(event) => setCode(keepDigits(event.target.value))}
        helperText={translate('login.twoFactor.hint')}
        autoFocus
        disabled={busy}
        fullWidth
        margin="normal"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: TWO_FACTOR_CODE_LENGTH,
            autoComplete: 'one-time-code',
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || code.length !== TWO_FACTOR_CODE_LENGTH}
        sx={{ mt: 2 }}
      >
        {translate(busy ? 'login.twoFactor.submitting' : 'login.twoFactor.submit')}
      </Button>
      <Link href={LOGIN_ROUTE} onClick={handleBack} display="block" align="center" sx={{ mt: 2 }}>
        {translate('login.twoFactor.back')}
      </Link>
    </form>
  );
};

import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../contract/auth';
import { useOneFieldForm } from './useOneFieldForm';

const CODE_LENGTH = 6;
const keepDigits = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

export interface TwoFactorSetupViewProps {
  setup: TwoFactorSetup;
  busy: boolean;
  /** Resolves to false when the code was refused, which clears the field. */
  onVerify: (code: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The QR code and secret of a started setup, and the first code that turns 2FA on. */
export const TwoFactorSetupView = ({ setup, busy, onVerify, onCancel }: TwoFactorSetupViewProps) => {
  const translate = useTranslate();
  const code = useOneFieldForm(translate('profile.messages.codeRequired'), onVerify);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>{translate('profile.twoFactor.scanQr')}</Typography>
      {setup.qrCode && (
        <Box
          component="img"
          src={setup.qrCode}
          alt={translate('profile.twoFactor.qrAlt')}
          sx={{ width: 200, height: 200, border: 1, borderColor: 'divider' }}
        />
      )}
      <Box>
        <Typography variant="body2" color="text.secondary" id="two-factor-secret-label">
          {translate('profile.twoFactor.secret')}
        </Typography>
        <Typography
          component="code"
          aria-labelledby="two-factor-secret-label"
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
        >
          {setup.secret}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={(e) => void code.submit(e)}>
        <Stack spacing={2}>
          {code.problem && <Alert severity="error">{code.problem}</Alert>}
          <TextField
            label={translate('profile.twoFactor.code')}
            value={code.value}
            onChange={(e) => code.setValue(keepDigits(e.target.value))}
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH, autoComplete: 'one-time-code' },
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy || code.value.length !== CODE_LENGTH}>
              {translate(busy ? 'profile.twoFactor.verifying' : 'profile.twoFactor.verify')}
            </Button>
            <Button onClick={onCancel} disabled={busy}>
              {translate('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
};

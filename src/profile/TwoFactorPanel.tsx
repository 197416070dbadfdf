import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { disableTwoFactor, startTwoFactorSetup, verifyTwoFactor, type TwoFactorSetup } from './profileApi';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorSetupView } from './TwoFactorSetupView';

export interface TwoFactorPanelProps {
  enabled: boolean;
  onChanged: (enabled: boolean) => void;
}

/** Two-factor sign-in: disabled → setup started (QR and secret) → verified; disable with password. */
export const TwoFactorPanel = ({ enabled, onChanged }: TwoFactorPanelProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown, fallback: string) =>
    notify(errorText(error, translate(fallback)), { type: 'error' });

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      fail(error, 'profile.messages.twoFactorSetupError');
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    setBusy(true);
    try {
      await verifyTwoFactor(code);
      notify('profile.messages.twoFactorEnabled', { type: 'success' });
      setSetup(null);
      onChanged(true);
      return true;
    } catch (error) {
      fail(error, 'profile.messages.twoFactorVerifyError');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const disable = async (password: string) => {
    setBusy(true);
    try {
      await disableTwoFactor(password);
      notify('profile.messages.twoFactorDisabled', { type: 'success' });
      onChanged(false);
      return true;
    } catch (error) {
      fail(error, 'profile.messages.twoFactorDisableError');
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (enabled) return <TwoFactorDisableForm busy={busy} onDisable={disable} />;
  if (setup) {
    return <TwoFactorSetupView setup={setup} busy={busy} onVerify={verify} onCancel={() => setSetup(null)} />;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>{translate('profile.twoFactor.intro')}</Typography>
      <Box>
        <Button variant="contained" onClick={() => void start()} disabled={busy}>
          {translate('profile.twoFactor.startSetup')}
        </Button>
      </Box>
    </Stack>
  );
};

import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../contract/auth';
import { errorText } from '../common/errorText';
import type { AppDataProvider } from '../providers/dataProvider';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one step with the buttons waiting; true when it went through, else its failure is shown. */
  const runStep = async (step: () => Promise<void>, failureKey: string) => {
    setBusy(true);
    try {
      await step();
      return true;
    } catch (error) {
      notify(errorText(error, translate(failureKey)), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    runStep(async () => {
      setSetup(await dataProvider.startTwoFactorSetup());
    }, 'profile.messages.twoFactorSetupError');

  const verify = (code: string) =>
    runStep(async () => {
      await dataProvider.verifyTwoFactor(code);
      notify('profile.messages.twoFactorEnabled', { type: 'success' });
      setSetup(null);
      onChanged(true);
    }, 'profile.messages.twoFactorVerifyError');

  const disable = (password: string) =>
    runStep(async () => {
      await dataProvider.disableTwoFactor(password);
      notify('profile.messages.twoFactorDisabled', { type: 'success' });
      onChanged(false);
    }, 'profile.messages.twoFactorDisableError');

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

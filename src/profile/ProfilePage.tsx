import { Alert, Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppIdentity } from '../auth/sessionUser';
import { LoadingText } from '../layout/LoadingText';
import { PasswordForm } from './PasswordForm';
import { ProfileInfo } from './ProfileInfo';
import type { AppDataProvider } from '../providers/dataProvider';
import { TwoFactorPanel } from './TwoFactorPanel';

const TWO_FACTOR_QUERY_KEY = ['app', 'profile', '2fa-status'] as const;

/** /profile: the user's data, then tabs for the password and 2FA. */
const ProfilePage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity, isPending } = useGetIdentity();
  const [tab, setTab] = useState<'password' | 'twoFactor'>('password');
  const status = useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: () => dataProvider.getTwoFactorStatus(),
    retry: false,
  });

  if (isPending || !identity) return <LoadingText />;
  const user = identity as AppIdentity;
  const twoFactorEnabled = status.data ?? user.is2faEnabled;

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="profile.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('profile.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ProfileInfo identity={user} twoFactorEnabled={twoFactorEnabled} />
        {status.isError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('profile.messages.twoFactorStatusError')}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, value: 'password' | 'twoFactor') => setTab(value)}>
          <Tab value="password" label={translate('profile.tabs.password')} />
          <Tab value="twoFactor" label={translate('profile.tabs.twoFactor')} />
        </Tabs>
        <Box role="tabpanel" sx={{ p: 2 }}>
          {tab === 'password' ? (
            <PasswordForm />
          ) : (
            <TwoFactorPanel
              enabled={twoFactorEnabled}
              onChanged={(enabled) => queryClient.setQueryData(TWO_FACTOR_QUERY_KEY, enabled)}
            />
          )}
        </Box>
      </Paper>
    </Box>
  );
};

export default ProfilePage;

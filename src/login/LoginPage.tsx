import { Box, Card, CardContent, Typography } from '@mui/material';
import { Navigate, useAuthState, useTranslate } from 'react-admin';
import { DASHBOARD_ROUTE } from '../auth/routes';
import { BlockedNotice } from './BlockedNotice';
import { CredentialsForm } from './CredentialsForm';
import { TwoFactorForm } from './TwoFactorForm';
import { useLoginFlow, type LoginView } from './useLoginFlow';

const SUBTITLE_KEYS: Record<LoginView['name'], string> = {
  credentials: 'login.subtitle.normal',
  twoFactor: 'login.subtitle.twoFactor',
  blocked: 'login.subtitle.blocked',
};

/** The public /login page with its three views: credentials, two-factor code, and blocked. */
export const LoginPage = () => {
  const translate = useTranslate();
  const { authenticated } = useAuthState();
  const { view, busy, attemptsLeft, username, submitCredentials, submitCode, backToCredentials } =
    useLoginFlow();

  if (authenticated) {
    return <Navigate to={DASHBOARD_ROUTE} replace />;
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h4" align="center" gutterBottom>
            {translate('app.title')}
          </Typography>
          <Typography variant="subtitle1" align="center" color="text.secondary">
            {translate(SUBTITLE_KEYS[view.name])}
          </Typography>
          {view.name === 'credentials' && (
            <CredentialsForm
              initialUsername={username}
              busy={busy}
              attemptsLeft={attemptsLeft}
              onSubmit={submitCredentials}
            />
          )}
          {view.name === 'twoFactor' && (
            <TwoFactorForm busy={busy} onSubmit={submitCode} onBack={backToCredentials} />
          )}
          {view.name === 'blocked' && (
            <BlockedNotice blockedUntil={view.blockedUntil} onExpired={backToCredentials} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { DASHBOARD_ROUTE } from '../auth/routes';

/** /settings: a placeholder until the settings module exists. */
const SettingsPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2 }}>
      <Title title="settings.title" />
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <SettingsIcon color="action" sx={{ fontSize: 56 }} aria-hidden />
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('settings.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('settings.comingSoon')}
          </Typography>
          <Button component={LinkBase} to={DASHBOARD_ROUTE} variant="contained">
            {translate('settings.backHome')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

export default SettingsPage;

import { Box, Button, Typography } from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { DASHBOARD_ROUTE } from '../auth/routes';

/** Any unknown path inside the shell. */
const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, py: 8, textAlign: 'center' }}>
      <Title title="notFound.title" />
      <Typography variant="h2" component="p" color="text.secondary">
        {translate('notFound.code')}
      </Typography>
      <Typography component="h1" variant="h4" gutterBottom>
        {translate('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('notFound.text')}
      </Typography>
      <Button component={LinkBase} to={DASHBOARD_ROUTE} variant="contained">
        {translate('notFound.backToDashboard')}
      </Button>
    </Box>
  );
};

export default NotFoundPage;

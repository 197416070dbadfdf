import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';

/** /dashboard: greets the user by full name (or username). The refund figures arrive in a later issue. */
const DashboardPage = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  return (
    <Box sx={{ px: 2 }}>
      <Title title="dashboard.title" />
      {isPending ? (
        <LoadingText />
      ) : (
        <Card>
          <CardContent>
            <Typography component="h1" variant="h5">
              {translate('dashboard.greeting', { name: identity?.fullName ?? '' })}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default DashboardPage;

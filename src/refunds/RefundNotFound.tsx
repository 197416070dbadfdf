import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { REFUND_LIST_PATH } from './refundPaths';

/** 'İade bulunamadı' with a way back to the list. */
export const RefundNotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('refunds.detail.notFound')}
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} component={Link} to={REFUND_LIST_PATH}>
        {translate('refunds.detail.backToList')}
      </Button>
    </Box>
  );
};

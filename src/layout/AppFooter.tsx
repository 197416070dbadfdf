import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const AppFooter = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('shell.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
};

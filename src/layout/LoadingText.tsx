import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The "loading" state of guarded pages: a spinner and a visible loading text. */
export const LoadingText = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('common.loading')}</Typography>
    </Box>
  );
};

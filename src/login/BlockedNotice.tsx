import LockClockIcon from '@mui/icons-material/LockClock';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCountdown } from './formatCountdown';
import { useCountdown } from './useCountdown';

interface BlockedNoticeProps {
  /** ISO time at which the block ends. */
  blockedUntil: string;
  onExpired: () => void;
}

/** The blocked view of the login page: explanation, a mm:ss countdown and advice. */
export const BlockedNotice = ({ blockedUntil, onExpired }: BlockedNoticeProps) => {
  const translate = useTranslate();
  const remaining = useCountdown(blockedUntil, onExpired);
  return (
    <Alert severity="error" icon={<LockClockIcon />} sx={{ mt: 2 }}>
      <AlertTitle>{translate('login.blocked.title')}</AlertTitle>
      <Typography variant="body2">{translate('login.blocked.text')}</Typography>
      <Box sx={{ my: 2, textAlign: 'center' }}>
        <Typography variant="caption" component="p" id="block-countdown-label">
          {translate('login.blocked.remaining')}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          role="timer"
          aria-labelledby="block-countdown-label"
          data-testid="block-countdown"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(remaining)}
        </Typography>
      </Box>
      <Typography variant="body2">{translate('login.blocked.advice')}</Typography>
    </Alert>
  );
};

import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AppIdentity } from '../auth/sessionUser';

export interface ProfileInfoProps {
  identity: AppIdentity;
  twoFactorEnabled: boolean;
}

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
    <Typography sx={{ minWidth: 200, color: 'text.secondary' }}>{label}</Typography>
    {/* A long e-mail breaks inside the card instead of running past it on a phone. */}
    <Typography component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Stack>
);

/** Username, full name, e-mail, role display name and 2FA state. */
export const ProfileInfo = ({ identity, twoFactorEnabled }: ProfileInfoProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="section" aria-label={translate('profile.title')}>
      <Row label={translate('profile.fields.username')} value={identity.username} />
      <Row label={translate('profile.fields.fullName')} value={identity.fullName || '-'} />
      <Row label={translate('profile.fields.email')} value={identity.email || '-'} />
      <Row
        label={translate('profile.fields.role')}
        value={identity.roleDisplayName || identity.role || '-'}
      />
      <Row
        label={translate('profile.fields.twoFactor')}
        value={
          <Chip
            size="small"
            color={twoFactorEnabled ? 'success' : 'default'}
            label={translate(twoFactorEnabled ? 'profile.twoFactorEnabled' : 'profile.twoFactorDisabled')}
          />
        }
      />
    </Stack>
  );
};

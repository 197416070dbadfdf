import { Box, Chip, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import type { AppIdentity } from '../auth/sessionUser';

/** Name and role badge at the top of the user menu; not a menu item, so keyboard focus skips it. */
export const AccountMenuHeader = () => {
  const identity = useGetIdentity().identity as AppIdentity | undefined;
  if (!identity) return null;
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography variant="subtitle2" component="p">
        {identity.fullName}
      </Typography>
      {identity.roleDisplayName && (
        <Chip
          label={identity.roleDisplayName}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
    </Box>
  );
};

// MUI's MenuList must not give the initial focus to this header.
AccountMenuHeader.muiSkipListHighlight = true;

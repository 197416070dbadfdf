import { Avatar } from '@mui/material';
import { useGetIdentity } from 'react-admin';

/** The user's initial in a small circle, used as the user menu's icon. */
export const IdentityAvatar = () => {
  const { identity } = useGetIdentity();
  const initial = (identity?.fullName ?? '').trim().charAt(0).toLocaleUpperCase('tr');
  return (
    <Avatar aria-hidden sx={{ width: 28, height: 28, fontSize: '0.9rem', bgcolor: 'primary.main' }}>
      {initial}
    </Avatar>
  );
};

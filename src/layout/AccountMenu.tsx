import { Divider } from '@mui/material';
import { Logout, UserMenu } from 'react-admin';
import { AccountMenuHeader } from './AccountMenuHeader';
import { IdentityAvatar } from './IdentityAvatar';
import { ProfileMenuItem } from './ProfileMenuItem';

/** The app bar's user menu: initial and full name on the button; role badge, profile and logout inside. */
export const AccountMenu = () => (
  <UserMenu label="shell.userMenu" icon={<IdentityAvatar />}>
    <AccountMenuHeader />
    <Divider />
    <ProfileMenuItem />
    <Logout />
  </UserMenu>
);

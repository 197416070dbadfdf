import PersonIcon from '@mui/icons-material/Person';
import { MenuItemLink, useUserMenu } from 'react-admin';

/** The user menu's link to /profile; closes the menu when followed. */
export const ProfileMenuItem = () => {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to="/profile"
      primaryText="menu.profile"
      leftIcon={<PersonIcon fontSize="small" />}
      onClick={userMenu?.onClose}
    />
  );
};

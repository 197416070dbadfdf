import { useMediaQuery, type Theme } from '@mui/material';
import { Logout, Menu } from 'react-admin';
import { MOBILE_MENU_ITEMS, SIDEBAR_ITEMS } from './navigationItems';
import { SidebarMenuItem } from './SidebarMenuItem';

/**
 * The sidebar's menu. react-admin's Sidebar makes it collapsible (wide or narrow) on larger screens and
 * a drawer on phones, where it becomes the mobile menu: home, refunds, profile and logout.
 */
export const SideMenu = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!isPhone) {
    return (
      <Menu>
        {SIDEBAR_ITEMS.map((item) => (
          <SidebarMenuItem key={item.to} item={item} />
        ))}
      </Menu>
    );
  }
  return (
    <Menu>
      {MOBILE_MENU_ITEMS.map((item) => (
        <Menu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={item.icon} />
      ))}
      <Logout />
    </Menu>
  );
};

import { useMediaQuery, type Theme } from '@mui/material';
import { Logout, Menu, usePermissions } from 'react-admin';
import { isAllowed } from '../auth/accessRules';
import type { PermissionSubject } from '../../contract/permissions';
import { MOBILE_MENU_ITEMS, SIDEBAR_ITEMS, type NavigationItem } from './navigationItems';

/**
 * The sidebar's menu. react-admin's Sidebar makes it collapsible (wide or narrow) on larger screens and
 * a drawer on phones, where it becomes the mobile menu: home, refunds, profile and logout.
 */
export const SideMenu = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions<PermissionSubject>();

  const visible = (item: NavigationItem) =>
    item.access === undefined || (permissions !== undefined && isAllowed(permissions, item.access));

  const items = isPhone ? MOBILE_MENU_ITEMS : SIDEBAR_ITEMS.filter(visible);
  return (
    <Menu>
      {items.map((item) => (
        <Menu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={item.icon} />
      ))}
      {isPhone && <Logout />}
    </Menu>
  );
};

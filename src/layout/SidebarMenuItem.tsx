import { Menu, useCanAccess } from 'react-admin';
import type { SidebarItem } from './navigationItems';

/** A sidebar item that shows once canAccess allows its access-table entry. */
export const SidebarMenuItem = ({ item }: { item: SidebarItem }) => {
  const { canAccess } = useCanAccess(item.access);
  return canAccess ? <Menu.Item to={item.to} primaryText={item.label} leftIcon={item.icon} /> : null;
};

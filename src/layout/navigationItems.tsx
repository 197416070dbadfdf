import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import SubjectIcon from '@mui/icons-material/Subject';
import type { ReactElement } from 'react';
import type { AccessResource } from '../../contract/access';
import { ApprovalsMenuIcon } from '../approvals/ApprovalsMenuIcon';
import { DASHBOARD_ROUTE } from '../auth/routes';

export interface NavigationItem {
  to: string;
  /** Translation key of the label. */
  label: string;
  icon: ReactElement;
}

export interface SidebarItem extends NavigationItem {
  /** The access-table entry that decides whether the item shows. */
  access: { resource: AccessResource; action: string };
}

/** The sidebar: each item shows when canAccess allows its page. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  {
    to: DASHBOARD_ROUTE,
    label: 'menu.dashboard',
    icon: <HomeIcon />,
    access: { resource: 'dashboard', action: 'list' },
  },
  {
    to: '/refunds',
    label: 'menu.refunds',
    icon: <ReceiptLongIcon />,
    access: { resource: 'refunds', action: 'list' },
  },
  {
    to: '/approvals',
    label: 'approvals.menu',
    icon: <ApprovalsMenuIcon />,
    access: { resource: 'approvals', action: 'menu' },
  },
  {
    to: '/reports',
    label: 'menu.reports',
    icon: <AssessmentIcon />,
    access: { resource: 'reports', action: 'list' },
  },
  { to: '/logs', label: 'menu.logs', icon: <SubjectIcon />, access: { resource: 'logs', action: 'list' } },
  {
    to: '/admin',
    label: 'menu.admin',
    icon: <AdminPanelSettingsIcon />,
    access: { resource: 'admin', action: 'list' },
  },
  {
    to: '/settings',
    label: 'menu.settings',
    icon: <SettingsIcon />,
    access: { resource: 'settings', action: 'menu' },
  },
];

/** The phone menu: home, refunds and profile (logout follows them). */
export const MOBILE_MENU_ITEMS: readonly NavigationItem[] = [
  { to: DASHBOARD_ROUTE, label: 'menu.dashboard', icon: <HomeIcon /> },
  { to: '/refunds', label: 'menu.refunds', icon: <ReceiptLongIcon /> },
  { to: '/profile', label: 'menu.profile', icon: <PersonIcon /> },
];

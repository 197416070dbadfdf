import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import SubjectIcon from '@mui/icons-material/Subject';
import type { ReactElement } from 'react';
import { ROUTE_ACCESS, type AccessRule } from '../auth/accessRules';
import { DASHBOARD_ROUTE } from '../auth/routes';

export interface NavigationItem {
  to: string;
  /** Translation key of the label. */
  label: string;
  icon: ReactElement;
  /** Who sees the item; undefined means every signed-in user. */
  access?: AccessRule;
}

/** The sidebar of spec section 2, "Shell". */
export const SIDEBAR_ITEMS: readonly NavigationItem[] = [
  { to: DASHBOARD_ROUTE, label: 'menu.dashboard', icon: <HomeIcon /> },
  { to: '/refunds', label: 'menu.refunds', icon: <ReceiptLongIcon /> },
  { to: '/reports', label: 'menu.reports', icon: <AssessmentIcon />, access: ROUTE_ACCESS.reports },
  { to: '/logs', label: 'menu.logs', icon: <SubjectIcon />, access: ROUTE_ACCESS.logs },
  { to: '/admin', label: 'menu.admin', icon: <AdminPanelSettingsIcon />, access: ROUTE_ACCESS.admin },
  {
    to: '/settings',
    label: 'menu.settings',
    icon: <SettingsIcon />,
    access: { allOf: ['access_settings_module'] },
  },
];

/** The mobile menu of spec section 2: home, refunds and profile (logout follows them). */
export const MOBILE_MENU_ITEMS: readonly NavigationItem[] = [
  { to: DASHBOARD_ROUTE, label: 'menu.dashboard', icon: <HomeIcon /> },
  { to: '/refunds', label: 'menu.refunds', icon: <ReceiptLongIcon /> },
  { to: '/profile', label: 'menu.profile', icon: <PersonIcon /> },
];

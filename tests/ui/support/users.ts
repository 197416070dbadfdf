import { CASI_DEFAULT_PERMISSIONS, PERMISSIONS } from '../../../contract/permissions';

/** Flat users as /api/auth/me returns them. */
export const adminUser = {
  id: 1,
  username: 'admin',
  full_name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  role_id: 1,
  role_name: 'admin',
  role: 'admin',
  role_display_name: 'Yönetici',
  is_2fa_enabled: false,
  is_active: true,
  permissions: [...PERMISSIONS],
};

/** A signed-in user as a row of GET /api/users, which carries no role code and no permissions. */
const userListRow = <T extends { role: string; permissions: string[] }>({
  role: _role,
  permissions: _permissions,
  ...row
}: T) => row;

export const adminUserRow = userListRow(adminUser);

export const refundViewerUser = {
  id: 7,
  username: 'mehmet',
  full_name: null,
  email: null,
  role_id: 5,
  role_name: 'viewer',
  role: 'viewer',
  role_display_name: 'İzleyici',
  is_2fa_enabled: false,
  is_active: true,
  permissions: ['view_refunds'],
};

export const supportUser = {
  ...refundViewerUser,
  id: 8,
  username: 'destek',
  full_name: 'Destek Ekibi',
  role_id: 6,
  role_name: 'support',
  role: 'support',
  role_display_name: 'Destek',
  permissions: ['view_refunds', 'view_logs', 'manage_statuses'],
};

/** A casi-like user: create, receipt upload, status, mail and methods, but no delete and no history button. */
export const casiUser = {
  ...refundViewerUser,
  id: 3,
  username: 'casi1',
  full_name: 'Casi Kullanıcı',
  role_id: 2,
  role_name: 'casi',
  role: 'casi',
  role_display_name: 'CASI Yetkili',
  // The server answers casi's defaults merged with what the database holds (nothing more here).
  permissions: [...CASI_DEFAULT_PERMISSIONS],
};

import { describe, expect, it, vi } from 'vitest';
import { ACCESS, accessRule, canAccess, isAllowed } from '../../contract/access';
import { toPermissionSubject, toSessionUser } from '../../src/auth/sessionUser';
import type { PermissionSubject } from '../../contract/permissions';

const subject = (
  role: { id: number | null; name: string | null },
  permissions: string[],
): PermissionSubject => ({
  role,
  permissions,
});

const admin = subject({ id: 1, name: 'admin' }, []);
const casi = subject({ id: 2, name: 'casi' }, ['create_refund', 'view_refunds']);
const viewer = subject({ id: 5, name: 'viewer' }, ['view_refunds']);
const auditor = subject({ id: 6, name: 'auditor' }, ['view_refunds', 'view_logs', 'view_reports']);
const panelViewer = subject({ id: 7, name: 'panel' }, ['view_refunds', 'view_admin_panel']);
const statusManager = subject({ id: 8, name: 'statuses' }, ['view_refunds', 'manage_statuses']);

const allRules = Object.values(ACCESS).flatMap((actions) => Object.values(actions));

describe('the access table', () => {
  it('lets admin pass every rule, and a pair without a rule only admin', () => {
    for (const rule of allRules) expect(isAllowed(admin, rule)).toBe(true);
    expect(canAccess(admin, 'anything-new', 'list')).toBe(true);
    expect(canAccess(viewer, 'anything-new', 'list')).toBe(false);
    expect(canAccess(viewer, 'refunds', 'anything-new')).toBe(false);
    expect(accessRule('refunds', 'toString')).toBeNull();
  });

  it('needs every allOf permission and one of anyOf', () => {
    expect(isAllowed(auditor, { allOf: ['view_logs', 'view_reports'] })).toBe(true);
    expect(isAllowed(auditor, { allOf: ['view_logs', 'delete_refund'] })).toBe(false);
    expect(isAllowed(auditor, { anyOf: ['delete_refund', 'view_reports'] })).toBe(true);
    expect(isAllowed(viewer, { anyOf: ['delete_refund', 'view_reports'] })).toBe(false);
  });

  /** Per rule: who asks, for which resource, and which of its actions the table grants (true) or refuses. */
  const answers: Record<string, Array<[PermissionSubject, string, Record<string, boolean>]>> = {
    'opens /users to casi (by role) and to manage_users, not to other roles': [
      [casi, 'users', { list: true }],
      [subject({ id: 9, name: 'hr' }, ['manage_users']), 'users', { list: true }],
      [auditor, 'users', { list: false }],
    ],
    'opens /admin with any one of the six admin-panel permissions': [
      [viewer, 'admin', { list: false }],
      [subject({ id: 7, name: 'x' }, ['manage_reasons']), 'admin', { list: true }],
      [panelViewer, 'admin', { list: true }],
    ],
    'shows view_admin_panel the catalog tabs but leaves writing to the manage permission': [
      [panelViewer, 'admin', { statuses: true }],
      [panelViewer, 'statuses', { create: false, edit: false }],
      [statusManager, 'statuses', { create: true }],
      [statusManager, 'admin', { users: false }],
    ],
    'keeps the e-mail tab and its mappings to admin_access': [
      [panelViewer, 'admin', { 'status-canned-responses': false }],
      [panelViewer, 'status-canned-responses', { list: false }],
      [subject({ id: 3, name: 'ops' }, ['admin_access']), 'status-canned-responses', { list: true }],
    ],
    "answers react-admin's resource actions for refunds": [
      [viewer, 'refunds', { list: true, show: true, create: false, delete: false }],
      [casi, 'refunds', { edit: true }],
      [subject({ id: 4, name: 'guest' }, []), 'refunds', { list: false }],
    ],
    'opens the settings page to everyone and shows its menu item with access_settings_module': [
      [viewer, 'settings', { list: true, menu: false }],
      [subject({ id: 4, name: 'x' }, ['access_settings_module']), 'settings', { menu: true }],
    ],
  };

  it.each(Object.entries(answers))('%s', (_rule, rows) => {
    for (const [who, resource, actions] of rows) {
      for (const [action, allowed] of Object.entries(actions)) {
        expect(canAccess(who, resource, action), `${who.role?.name} ${resource}.${action}`).toBe(allowed);
      }
    }
  });
});

describe('session user', () => {
  it('copies role_name to role when role is absent and reads 2FA flags of any shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = toSessionUser({
      id: 3,
      username: 'ali',
      role_id: 2,
      role_name: 'casi',
      is_2fa_enabled: '1.0',
    });
    expect(user).toMatchObject({
      role: 'casi',
      roleId: 2,
      is2faEnabled: true,
      fullName: null,
      permissions: [],
    });
    expect(toSessionUser({ id: 3, username: 'ali', role_id: 2, is_2fa_enabled: 0 })?.is2faEnabled).toBe(
      false,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('only warns when role_id is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toSessionUser({ id: 3, username: 'ali', role: 'viewer' })).toMatchObject({
      roleId: null,
      role: 'viewer',
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('rejects answers without id or username', () => {
    expect(toSessionUser({ username: 'ali' })).toBeNull();
    expect(toSessionUser({ id: 1 })).toBeNull();
    expect(toSessionUser('nope')).toBeNull();
  });

  it('turns the user into the subject of the shared permission rules', () => {
    const user = toSessionUser({
      id: 9,
      username: 'ali',
      role_id: 5,
      role: 'viewer',
      permissions: ['view_refunds', 4],
    });
    expect(user && toPermissionSubject(user)).toEqual({
      role: { id: 5, name: 'viewer', permissions: ['view_refunds'] },
      permissions: ['view_refunds'],
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ROUTE_ACCESS, canAccessResource, isAllowed } from '../../src/auth/accessRules';
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

describe('access rules (spec section 6)', () => {
  it('lets admin pass every rule', () => {
    for (const rule of Object.values(ROUTE_ACCESS)) expect(isAllowed(admin, rule)).toBe(true);
    expect(canAccessResource(admin, 'anything-new', 'list')).toBe(true);
  });

  it('opens /users to casi and admin only', () => {
    expect(isAllowed(casi, ROUTE_ACCESS.users)).toBe(true);
    expect(isAllowed(auditor, ROUTE_ACCESS.users)).toBe(false);
  });

  it('opens /admin with any one of the six admin-panel permissions', () => {
    expect(isAllowed(viewer, ROUTE_ACCESS.admin)).toBe(false);
    expect(isAllowed(subject({ id: 7, name: 'x' }, ['manage_reasons']), ROUTE_ACCESS.admin)).toBe(true);
  });

  it('needs every permission of allOf and one of anyOf', () => {
    expect(isAllowed(auditor, { allOf: ['view_logs', 'view_reports'] })).toBe(true);
    expect(isAllowed(auditor, { allOf: ['view_logs', 'delete_refund'] })).toBe(false);
    expect(isAllowed(auditor, { anyOf: ['delete_refund', 'view_reports'] })).toBe(true);
    expect(isAllowed(viewer, { anyOf: ['delete_refund', 'view_reports'] })).toBe(false);
  });

  it('maps react-admin resource actions, closing unknown resources to non-admins', () => {
    expect(canAccessResource(viewer, 'refunds', 'list')).toBe(true);
    expect(canAccessResource(viewer, 'refunds', 'create')).toBe(false);
    expect(canAccessResource(casi, 'refunds', 'edit')).toBe(true);
    expect(canAccessResource(viewer, 'refunds', 'delete')).toBe(false);
    expect(canAccessResource(viewer, 'anything-new', 'list')).toBe(false);
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

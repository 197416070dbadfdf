import { describe, expect, it } from 'vitest';
import {
  CASI_DEFAULT_PERMISSIONS,
  PERMISSIONS,
  effectivePermissions,
  hasAnyRole,
  hasPermission,
  seesAllPaymentMethods,
  type RoleLike,
} from '../../contract/permissions';

const subjectOf = (role: RoleLike | null) => ({ role, permissions: effectivePermissions(role) });

describe('effective permissions of a role', () => {
  it.each<[string, RoleLike | null, string[]]>([
    ['admin gets all', { id: 1, name: 'admin', permissions: [] }, [...PERMISSIONS]],
    ['no role counts as admin', null, [...PERMISSIONS]],
    ['role id 1 with unknown name counts as admin', { id: 1, name: null }, [...PERMISSIONS]],
    ['casi gets its defaults', { id: 2, name: 'casi', permissions: [] }, [...CASI_DEFAULT_PERMISSIONS]],
    [
      'casi merges stored permissions into its defaults',
      { id: 2, name: 'casi', permissions: ['view_logs'] },
      [...CASI_DEFAULT_PERMISSIONS, 'view_logs'],
    ],
    [
      'another role without stored permissions gets the default',
      { id: 7, name: 'denetci', permissions: [] },
      ['view_refunds', 'view_payment_methods'],
    ],
    [
      'another role uses exactly its stored permissions',
      { id: 7, name: 'denetci', permissions: ['view_logs', 'view_refunds'] },
      ['view_logs', 'view_refunds'],
    ],
    [
      'unknown permission names are dropped',
      { id: 7, name: 'x', permissions: ['fly', 'view_logs'] },
      ['view_logs'],
    ],
    [
      'a role whose name contains create_refund gets create_refund',
      { id: 8, name: 'ekip_create_refund', permissions: ['view_logs'] },
      ['view_logs', 'create_refund'],
    ],
  ])('%s', (_label, role, expected) => {
    expect(effectivePermissions(role).sort()).toEqual([...expected].sort());
  });
});

describe('permission and role checks', () => {
  it.each<[string, RoleLike | null, string, boolean]>([
    ['admin passes any permission', { id: 1, name: 'admin' }, 'admin_access', true],
    ['admin passes even an unknown permission', { id: 1, name: 'admin' }, 'anything', true],
    ['casi has update_refund_status', { id: 2, name: 'casi' }, 'update_refund_status', true],
    ['casi lacks delete_refund', { id: 2, name: 'casi' }, 'delete_refund', false],
    ['casi lacks view_admin_panel', { id: 2, name: 'casi' }, 'view_admin_panel', false],
    ['other role default has view_refunds', { id: 9, name: 'x' }, 'view_refunds', true],
    ['other role default lacks create_refund', { id: 9, name: 'x' }, 'create_refund', false],
  ])('%s', (_label, role, permission, expected) => {
    expect(hasPermission(subjectOf(role), permission)).toBe(expected);
  });

  it('lets admin and casi pass any role check, others only their own role', () => {
    expect(hasAnyRole({ name: 'admin' }, ['casi'])).toBe(true);
    expect(hasAnyRole({ name: 'casi' }, ['admin'])).toBe(true);
    expect(hasAnyRole({ name: 'denetci' }, ['admin', 'casi'])).toBe(false);
    expect(hasAnyRole({ name: 'denetci' }, ['denetci'])).toBe(true);
    expect(hasAnyRole({ name: 'denetci' }, [])).toBe(true);
  });

  it('shows all payment methods to admin, casi and method managers only', () => {
    expect(seesAllPaymentMethods(subjectOf({ id: 1, name: 'admin' }))).toBe(true);
    expect(seesAllPaymentMethods(subjectOf({ id: 2, name: 'casi' }))).toBe(true);
    expect(
      seesAllPaymentMethods(subjectOf({ id: 5, name: 'yontemci', permissions: ['manage_payment_methods'] })),
    ).toBe(true);
    expect(
      seesAllPaymentMethods(subjectOf({ id: 6, name: 'gozlemci', permissions: ['view_payment_methods'] })),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { effectivePermissions, type RoleLike } from '../../contract/permissions';
import {
  changeRefusal,
  grantRefusal,
  methodsWithin,
  paymentMethodChangeRefusal,
} from '../../contract/userRules';

const subjectOf = (role: RoleLike) => ({ role, permissions: effectivePermissions(role) });
const panel = subjectOf({ id: 5, name: 'panelci', permissions: ['view_admin_panel', 'view_refunds'] });
const manager = subjectOf({ id: 6, name: 'yonetici', permissions: ['manage_users', 'view_refunds'] });
const admin = subjectOf({ id: 1, name: 'admin' });
const viewer = { id: 7, name: 'goruntuleyici', permissions: ['view_refunds'] };

describe('payment-method rules shared by the SPA and the server', () => {
  it('compares method scopes, null meaning every method', () => {
    expect(methodsWithin(null, [1, 2])).toBe(true);
    expect(methodsWithin([1], null)).toBe(false);
    expect(methodsWithin([1, 2], [2])).toBe(true);
    expect(methodsWithin([1], [1, 3])).toBe(false);
  });

  it('keeps a caller off its own role and off methods it does not see', () => {
    expect(paymentMethodChangeRefusal(panel, [4], { id: 5 }, [4], [4, 5])).toBe('ownRoleMethods');
    expect(paymentMethodChangeRefusal(panel, [4], { id: 7 }, [], [4, 5])).toBe('unseenMethods');
    expect(paymentMethodChangeRefusal(panel, [4], { id: 7 }, [5], [])).toBe('unseenMethods');
    expect(paymentMethodChangeRefusal(panel, [4], { id: 7 }, [5], [4, 5])).toBeNull();
    expect(paymentMethodChangeRefusal(panel, null, { id: 7 }, [], [4, 5])).toBeNull();
    expect(paymentMethodChangeRefusal(admin, null, { id: 1 }, [], [4])).toBeNull();
  });

  it('grants and manages only roles whose methods lie within the caller’s', () => {
    expect(grantRefusal(manager, viewer, { caller: [], role: null })).toBe('widerMethodsGrant');
    expect(grantRefusal(manager, viewer, { caller: [4], role: [4, 5] })).toBe('widerMethodsGrant');
    expect(grantRefusal(manager, viewer, { caller: [4], role: [4] })).toBeNull();
    expect(grantRefusal(manager, viewer)).toBeNull();
    expect(changeRefusal(manager, viewer, { caller: [], role: [4] })).toBe('widerMethodsTarget');
    expect(changeRefusal(admin, viewer, { caller: [], role: null })).toBeNull();
  });
});

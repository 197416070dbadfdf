import { describe, expect, it } from 'vitest';
import { describeRule, permissionsDoc, readPermissionsDoc } from '../../scripts/docsAccess';

describe('docs/permissions.md', () => {
  it('is what `npm run docs:access` writes from the access table (run it after changing the table)', async () => {
    expect(await readPermissionsDoc()).toBe(await permissionsDoc());
  });

  it('says who passes a rule in words', () => {
    expect(describeRule({})).toBe('any signed-in user');
    expect(describeRule({ roles: ['casi'], anyOf: ['manage_users'] })).toBe('role `casi` or `manage_users`');
    expect(describeRule({ anyOf: ['create_refund', 'update_refund'] })).toBe(
      'one of `create_refund`, `update_refund`',
    );
    expect(describeRule({ allOf: ['view_logs', 'admin_access'] })).toBe('all of `view_logs`, `admin_access`');
    expect(describeRule({ anyOf: ['view_admin_panel'], allOf: ['view_logs'] })).toBe(
      '`view_admin_panel` and `view_logs`',
    );
  });
});

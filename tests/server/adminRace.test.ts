import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
const t = setupTestServer();

const PASSWORD = 'parola123';
type Attack = (token: string, targetId: number) => Promise<{ status: number }>;

const attacks: Record<string, Attack> = {
  deactivate: (token, id) => t.call('PUT', `/api/users/${id}`, { token, body: { is_active: false } }),
  delete: (token, id) => t.call('DELETE', `/api/users/${id}`, { token }),
  'bulk deactivate': (token, id) =>
    t.call('POST', '/api/users/bulk', { token, body: { action: 'deactivate', ids: [id] } }),
  'bulk delete': (token, id) =>
    t.call('POST', '/api/users/bulk', { token, body: { action: 'delete', ids: [id] } }),
};

const activeAdmins = async () =>
  (
    await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', 1)
      .where('is_active', '=', 1)
      .execute()
  ).length;

let round = 0;
/** Exactly two active administrators, signed in; every other administrator deactivated. */
async function twoAdmins() {
  round += 1;
  await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('role_id', '=', 1).execute();
  const names = [`yaris_a${round}`, `yaris_b${round}`];
  const ids = [];
  for (const username of names) ids.push(await t.createUser({ username, password: PASSWORD, roleId: 1 }));
  const tokens = [];
  for (const username of names) tokens.push(await t.signIn(username, PASSWORD));
  return { ids, tokens };
}

describe('last active administrator under parallel requests', () => {
  for (const [name, attack] of Object.entries(attacks)) {
    it(`${name}: two administrators removing each other leave one`, async () => {
      for (let i = 0; i < 4; i++) {
        const { ids, tokens } = await twoAdmins();
        const answers = await Promise.all([attack(tokens[0], ids[1]), attack(tokens[1], ids[0])]);
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
        expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
      }
    }, 60_000);
  }

  it('role change away from admin: two administrators demoting each other leave one', async () => {
    const basic = await t.createRole('yaris_rol', ['view_refunds']);
    for (let i = 0; i < 4; i++) {
      const { ids, tokens } = await twoAdmins();
      const answers = await Promise.all([
        t.call('PUT', `/api/users/${ids[1]}`, { token: tokens[0], body: { role_id: basic } }),
        t.call('PUT', `/api/users/${ids[0]}`, { token: tokens[1], body: { role_id: basic } }),
      ]);
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);
});

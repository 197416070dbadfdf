import { describe, expect, it } from 'vitest';
import { call, createRole, createUser, signIn, type TestServer, withTestServer } from './harness.js';

// The "last active administrator" guard must hold under concurrency: with exactly two active
// administrators, each removing the other at the same moment (deactivate, delete, bulk, role change)
// must leave at least one, and never answer 5xx.

let server: TestServer;
withTestServer((started) => (server = started));

const PASSWORD = 'parola123';
type Attack = (token: string, targetId: number) => Promise<{ status: number }>;

const attacks: Record<string, Attack> = {
  deactivate: (token, id) => call(server, 'PUT', `/api/users/${id}`, { token, body: { is_active: false } }),
  delete: (token, id) => call(server, 'DELETE', `/api/users/${id}`, { token }),
  'bulk deactivate': (token, id) =>
    call(server, 'POST', '/api/users/bulk', { token, body: { action: 'deactivate', ids: [id] } }),
  'bulk delete': (token, id) =>
    call(server, 'POST', '/api/users/bulk', { token, body: { action: 'delete', ids: [id] } }),
};

const activeAdmins = async () =>
  (
    await server.ctx.db
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
  await server.ctx.db.updateTable('users').set({ is_active: 0 }).where('role_id', '=', 1).execute();
  const names = [`yaris_a${round}`, `yaris_b${round}`];
  const ids = [];
  for (const username of names)
    ids.push(await createUser(server.ctx, { username, password: PASSWORD, roleId: 1 }));
  const tokens = [];
  for (const username of names) tokens.push(await signIn(server, username, PASSWORD));
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
    const basic = await createRole(server.ctx, 'yaris_rol', ['view_refunds']);
    for (let i = 0; i < 4; i++) {
      const { ids, tokens } = await twoAdmins();
      const answers = await Promise.all([
        call(server, 'PUT', `/api/users/${ids[1]}`, { token: tokens[0], body: { role_id: basic } }),
        call(server, 'PUT', `/api/users/${ids[0]}`, { token: tokens[1], body: { role_id: basic } }),
      ]);
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);
});

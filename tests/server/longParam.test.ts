import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestDatabase, signIn, startTestServer } from './harness.js';

/**
 * frameworkErrors also receives FST_ERR_MAX_PARAM_LENGTH (a path parameter over 100 characters) and
 * FST_ERR_ASYNC_CONSTRAINT; turkishFrameworkErrors answers all of them "bad percent-encoding", which a
 * plain long id (only digits) is not.
 */
describe('a path parameter longer than the router reads (maxParamLength)', () => {
  it('is not answered as an unreadable percent-encoding', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database });
    try {
      const token = await signIn(server, 'admin', ADMIN_PASSWORD);
      const response = await fetch(`${server.baseUrl}/api/refunds/${'1'.repeat(150)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { message: string };
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(body.message).not.toMatch(/kodlama/);
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});

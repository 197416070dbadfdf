import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';
let token: string;
const t = setupTestServer();
beforeAll(async () => {
  token = await t.signIn('admin', ADMIN_PASSWORD);
});

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

const DOMAIN_PATH = /^\/api\/(users|roles|auth|scripts)\b|^\/api\/logs(?!\/refund)/;

describe('API documentation', () => {
  it('documents every users, roles, auth and logs route with its answer shape', async () => {
    const response = await t.call('GET', '/api/docs/json', { token });
    expect(response.status).toBe(200);
    const paths = response.body.paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths)
      .filter(([path]) => DOMAIN_PATH.test(path))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(28);
    const undocumented = operations
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'));
        return !success?.[1].content?.['application/json']?.schema;
      })
      .map(({ key }) => key);
    expect(undocumented).toEqual([]);
    const userAnswer = paths['/api/users/{id}'].get.responses?.['200'].content?.['application/json'].schema;
    expect(Object.keys((userAnswer?.properties as object) ?? {})).toEqual(
      expect.arrayContaining(['username', 'role_display_name', 'is_2fa_enabled']),
    );
    expect(paths['/api/users'].post.requestBody?.content?.['application/json'].schema).toBeTruthy();
  });

  it('serves a readable Turkish page of the document, without scripts, to a signed-in user', async () => {
    const response = await t.call('GET', '/api/docs/ui', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = response.body as unknown as string;
    expect(html).toContain('<title>Iade Kontrol API Belgeleri</title>');
    expect(html).toContain('<code>/api/users/{id}</code>');
    expect(html).toContain('role_display_name');
    expect(html).toContain('Yanıt 200');
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!127\.0\.0\.1)/i);
  });

  it('asks for a session before serving the page', async () => {
    expect((await t.call('GET', '/api/docs/ui')).status).toBe(401);
  });
});

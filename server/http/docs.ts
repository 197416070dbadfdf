import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { requireAccess } from '../auth/guard.js';
import { docsPageHtml, type OpenApiDocument } from './docsPage.js';

/** Collects the route schemas; must be registered before the routes. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Iade Kontrol API',
        description: 'Refund-control back office. Every path needs a bearer session token unless noted.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
}

/** The OpenAPI document and its readable page, for signed-in callers (and anyone in development). */
export async function docsRoutes(app: FastifyInstance, opts: { isDevelopment: boolean }) {
  const route = {
    config: { public: opts.isDevelopment },
    ...(opts.isDevelopment ? {} : { preValidation: requireAccess('docs', 'show') }),
    schema: { hide: true },
  };
  app.get('/docs', route, async () => app.swagger());
  app.get('/docs/json', route, async () => app.swagger());
  app.get('/docs/ui', route, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPageHtml(app.swagger() as OpenApiDocument)),
  );
}

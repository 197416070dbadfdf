import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA from webRoot: hashed assets with a long cache, and index.html for every other
 * non-API path so that client-side routes survive a reload. /api paths never fall through to the SPA.
 */
export async function installSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasSpa = !!indexFile && fs.existsSync(indexFile);
  if (hasSpa && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: 'İstenen kaynak bulunamadı' });
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { chooseEncoding, type PrecompressedEncoding } from './contentEncoding.js';
import { serverText } from '../i18n/catalog.js';

/**
 * Who answers a path that no route took, however it is spelt (encoded, doubled slashes, any case): the
 * server's own areas ('server'), the build's files and the catalogs ('public': a missing one is a plain
 * 404, whoever asks), or the SPA's page shell ('page').
 */
function pathArea(url: string): 'server' | 'public' | 'page' {
  let pathname = url.split('?')[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return 'server';
  }
  const top = /^\/([^/]*)/.exec(pathname.replace(/[\\/]+/g, '/').toLowerCase())?.[1];
  if (top === 'api' || top === 'uploads') return 'server';
  if (top === 'assets' || top === 'i18n') return 'public';
  return 'page';
}

const EXTENSION: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/** index.html as built and the brotli/gzip copies the build wrote beside it. */
function readShell(indexFile: string): { identity: Buffer; encoded: Map<PrecompressedEncoding, Buffer> } {
  const encoded = new Map<PrecompressedEncoding, Buffer>();
  for (const encoding of ['br', 'gzip'] as const) {
    const file = indexFile + EXTENSION[encoding];
    if (fs.existsSync(file)) encoded.set(encoding, fs.readFileSync(file));
  }
  return { identity: fs.readFileSync(indexFile), encoded };
}

/**
 * Serves the built SPA from webRoot: hashed assets with a long cache, and index.html for every other
 * client path so that client-side routes survive a reload. Each file goes out as the brotli or gzip copy
 * the build wrote beside it when the client accepts one (Content-Encoding, Vary: Accept-Encoding), else as
 * it is. A request that matches no route and is not a client path needs a session before it learns
 * anything: then 405 (with Allow) for a known path asked with another method, else 404.
 */
export async function installSpa(
  app: FastifyInstance,
  webRoot: string | null,
  authenticate: (request: FastifyRequest) => Promise<unknown>,
): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasSpa = !!indexFile && fs.existsSync(indexFile);
  // The shell is a few hundred bytes and changes only with a new build, which restarts the server.
  const shell = hasSpa && indexFile ? readShell(indexFile) : null;
  const shellEncodings = new Set(shell?.encoded.keys());
  if (hasSpa && webRoot) {
    await app.register(async (scope) => {
      // The SPA's files are the sign-in page itself: every route of this scope is public.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), public: true };
      });
      await scope.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const area = pathArea(request.url);
    if (shell && isRead && area === 'page') {
      const encoding = chooseEncoding(request.headers['accept-encoding'], shellEncodings);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .send(encoding ? shell.encoded.get(encoding) : shell.identity);
    }
    if (isRead && area === 'public') {
      return reply.status(404).send({ message: serverText('server.http.pathNotFound') });
    }
    await authenticate(request);
    const allowed = app.routeTable.methodsFor(request.url.split('?')[0]);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ message: serverText('server.http.methodNotAllowed') });
    }
    return reply.status(404).send({ message: serverText('server.http.pathNotFound') });
  });
}

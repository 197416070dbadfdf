import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { serverText } from '../i18n/catalog.js';
import { SECURITY_HEADERS } from './security.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** What Fastify reports before routing, and how it is answered (the catalog key of its message). */
const FRAMEWORK_ANSWERS: Record<string, [status: number, key: string]> = {
  FST_ERR_BAD_URL: [400, 'server.http.badUrl'],
  // A path part longer than the router reads: no such resource.
  FST_ERR_MAX_PARAM_LENGTH: [404, 'server.http.notFound'],
};

/**
 * Answers Fastify writes before any hook runs (a path whose percent-encoding cannot be read, a path part
 * too long to route): Turkish, with the security headers, and without echoing the path.
 */
export const turkishFrameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const [status, key] = FRAMEWORK_ANSWERS[error.code] ?? [400, 'server.http.badRequest'];
  // The reply is typed for whatever route would have matched; this answer is the same for all of them.
  const answer = reply as unknown as FastifyReply;
  void answer
    .headers(SECURITY_HEADERS)
    .code(status)
    .type(JSON_TYPE)
    .send({ message: serverText(key) });
};

/**
 * Answers Node itself would write: 417 for an Expect header other than 100-continue (Node answers it
 * only while nobody listens for it), and 503 for a request that arrives while the server closes (with
 * Fastify's return503OnClosing off, which would answer it in English without these headers).
 */
export function installFrameworkAnswers(app: FastifyInstance): void {
  app.server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify({ message: serverText('server.http.expectationFailed') });
    response.writeHead(417, { ...SECURITY_HEADERS, 'Content-Type': JSON_TYPE, Connection: 'close' });
    response.end(body);
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('Retry-After', '1')
      .header('Connection', 'close')
      .send({ message: serverText('server.http.closing') });
  });
}

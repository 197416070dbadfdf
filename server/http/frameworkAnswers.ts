import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { serverText } from '../i18n/catalog.js';
import { SECURITY_HEADERS } from './security.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers Fastify writes before any hook runs: a path whose percent-encoding cannot be read. Turkish,
 * with the security headers, and without echoing the path.
 */
export const turkishFrameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _error,
  _request,
  reply,
) => {
  // The reply is typed for whatever route would have matched; this answer is the same for all of them.
  const answer = reply as unknown as FastifyReply;
  void answer
    .headers(SECURITY_HEADERS)
    .code(400)
    .type(JSON_TYPE)
    .send({ message: serverText('server.http.badUrl') });
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

import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { serverText } from '../i18n/catalog.js';
import { SECURITY_HEADERS } from './security.js';

const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Answers a request Node could not read (headers or address too long, cut off, malformed) in Turkish,
 * as every other answer is, instead of Fastify's English default.
 */
export const turkishClientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'server.http.clientTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'server.http.headersTooLarge']
        : [400, 'server.http.clientError'];
  const body = Buffer.from(JSON.stringify({ message: serverText(key) }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n${SECURITY_HEADER_LINES}\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
};

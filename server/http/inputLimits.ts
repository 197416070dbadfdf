import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/multipart';
import { MAX_ID } from '../../contract/limits.js';
import { badRequest } from './errors.js';
import { catalogTexts, serverText } from '../i18n/catalog.js';

export const INPUT_MESSAGES = catalogTexts({
  nul: 'server.http.input.nul',
  invalidId: 'server.http.input.invalidId',
  malformedForm: 'server.http.input.malformedForm',
});

/** A positive id from a number or its decimal string, or null when it is anything else or too large. */
export function asId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_ID
    ? number
    : null;
}

const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store U+0000 in text and no form of the panel sends it: a NUL anywhere in a
 * string or a key of the input is refused before it reaches a query.
 */
export function assertNoNul(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(INPUT_MESSAGES.nul);
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth > MAX_DEPTH) throw badRequest(serverText('server.http.input.tooDeep'));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) throw badRequest(INPUT_MESSAGES.nul);
    assertNoNul(item, depth + 1);
  }
}

/** Checks the parsed path, query and JSON body of every request for NUL characters. */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    assertNoNul(request.params);
    assertNoNul(request.query);
    if (!request.isMultipart()) assertNoNul(request.body);
  });
}

/** The multipart stream broke (no or wrong boundary, cut short, malformed part headers). */
export const isMultipartStreamError = (error: unknown): boolean =>
  error instanceof Error &&
  !('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) &&
  /multipart|boundary|unexpected end of form|malformed part header|part terminated/i.test(error.message);

import type { FastifyError, FastifyInstance } from 'fastify';
import { serverText } from '../i18n/catalog.js';
import { isConcurrentConflict, isDataException, isDatabaseUnavailable } from './databaseErrors.js';

/** Methods that change nothing, which a client may repeat after a failure without a second look. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An error whose message is meant for the user (Turkish) and whose status is a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = serverText('server.http.sessionMissing')) =>
  new HttpError(401, message);
export const forbidden = (message = serverText('server.http.forbidden')) => new HttpError(403, message);
export const notFound = (message = serverText('server.http.notFound')) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);

/** A unique constraint refused the row (SQLite and PostgreSQL spellings). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** Fastify's own error codes → the catalog key of their message. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'server.http.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'server.http.unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'server.http.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'server.http.invalidJsonBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'server.http.invalidContentLength',
  FST_REQ_FILE_TOO_LARGE: 'server.http.fileTooLarge',
  FST_FILES_LIMIT: 'server.http.oneFileOnly',
  FST_PARTS_LIMIT: 'server.http.tooManyFields',
  FST_FIELDS_LIMIT: 'server.http.tooManyFields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'server.http.invalidMultipart',
};

/** Errors become `{ message }` JSON with a correct status; internals (stacks, SQL) never leave the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError | HttpError, request, reply) => {
    // A caller taken from memory is confirmed before any refusal: read afresh, it may be refused first
    // (401, 403), as it would have been without memory.
    const error = request.callerCheck
      ? await request.callerCheck.refresh().then(
          () => thrown,
          (refused: FastifyError | HttpError) => refused,
        )
      : thrown;
    if (error instanceof HttpError) {
      // Every 503 of ours is a passing state (busy, closing): the client may ask again shortly.
      if (error.statusCode === 503) reply.header('Retry-After', '1');
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    if (isConcurrentConflict(error)) {
      // Two writers met on one row (a unique name taken meanwhile, a row deleted while another used it,
      // a deadlock victim): the transaction rolled back whole, and trying again will see the other's change.
      request.log.info({ err: error }, 'concurrent write conflict');
      return reply.status(409).send({ message: serverText('server.http.conflict') });
    }
    if (isDataException(error)) {
      // Input the routes' checks let through but the database refused (out-of-range number, bad text):
      // nothing was written, and the caller gets a 400, but it points to a check that is missing.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(400).send({ message: serverText('server.http.databaseRefused') });
    }
    if (isDatabaseUnavailable(error)) {
      // The database cancelled the statement, is shutting down or cannot be reached: a read may simply
      // be asked again; a change may have been committed before a later statement failed, so its
      // answer says to check first.
      request.log.warn({ err: error }, 'database unavailable');
      if (!SAFE_METHODS.has(request.method)) {
        return reply.status(503).send({ message: serverText('server.http.databaseUnavailableAfterChange') });
      }
      return reply
        .status(503)
        .header('Retry-After', '1')
        .send({ message: serverText('server.http.databaseUnavailable') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: serverText('server.http.tooManyRequests') });
    }
    if (status >= 400 && status < 500) {
      const key = (error.code && FRAMEWORK_MESSAGES[error.code]) || 'server.http.badRequest';
      return reply.status(status).send({ message: serverText(key) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: serverText('server.http.serverError') });
  });
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const field =
    first?.instancePath?.replace(/^\//, '') ||
    (first?.params as { missingProperty?: string })?.missingProperty;
  return field ? serverText('server.http.invalidField', { field }) : serverText('server.http.badRequest');
}

import type { FastifyError, FastifyInstance } from 'fastify';

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
export const unauthorized = (message = 'Oturum bulunamadı veya süresi doldu. Lütfen tekrar giriş yapın.') =>
  new HttpError(401, message);
export const forbidden = (message = 'Bu işlem için yetkiniz bulunmuyor') => new HttpError(403, message);
export const notFound = (message = 'Kayıt bulunamadı') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);

/** A unique constraint refused the row (SQLite and PostgreSQL spellings). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'İstek gövdesi çok büyük',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Desteklenmeyen içerik türü',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'İstek gövdesi boş olamaz',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Geçersiz JSON gövdesi',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Geçersiz içerik uzunluğu',
  FST_REQ_FILE_TOO_LARGE: "Dosya boyutu 5MB'ı aşamaz.",
  FST_FILES_LIMIT: 'Yalnızca bir dosya yüklenebilir',
  FST_PARTS_LIMIT: 'Formda çok fazla alan var',
  FST_FIELDS_LIMIT: 'Formda çok fazla alan var',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Geçersiz form içeriği',
};

/** Errors become `{ message }` JSON with a correct status; internals (stacks, SQL) never leave the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    if (isConcurrentConflict(error)) {
      // Two writers met on one row (a unique name taken meanwhile, a row deleted while another used it,
      // a deadlock victim): the transaction rolled back whole, and trying again will see the other's change.
      request.log.info({ err: error }, 'concurrent write conflict');
      return reply.status(409).send({ message: CONFLICT_MESSAGE });
    }
    if (isDataException(error)) {
      // Input the routes' checks let through but the database refused (out-of-range number, bad text):
      // nothing was written, and the caller gets a 400, but it points to a check that is missing.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(400).send({ message: 'Geçersiz değer: veritabanı bu değeri kabul etmedi' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.' });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || 'Geçersiz istek';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.' });
  });
}

export const CONFLICT_MESSAGE =
  'İşlem, aynı anda yapılan başka bir değişiklikle çakıştı ve uygulanmadı. Lütfen sayfayı yenileyip tekrar deneyin.';

/**
 * Integrity-constraint violations (SQLSTATE class 23, SQLite's SQLITE_CONSTRAINT_*), deadlocks and
 * serialisation failures (40P01, 40001), a statement in a transaction another failure already aborted
 * (25P02), and SQLite's busy write lock.
 */
const isConcurrentConflict = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    /^23[0-9A-Z]{3}$/.test(code) ||
    ['40P01', '40001', '25P02'].includes(code) ||
    code.startsWith('SQLITE_CONSTRAINT') ||
    code === 'SQLITE_BUSY'
  );
};

/** PostgreSQL's SQLSTATE class 22, "data exception". */
const isDataException = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const field =
    first?.instancePath?.replace(/^\//, '') ||
    (first?.params as { missingProperty?: string })?.missingProperty;
  return field ? `Geçersiz veya eksik alan: ${field}` : 'Geçersiz istek';
}

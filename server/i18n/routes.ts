import { I18nRoutes } from '../../contract/i18n.js';
import type { RoutePlugin } from '../context.js';
import { chooseEncoding, type PrecompressedEncoding } from '../http/contentEncoding.js';
import { routeOptions } from '../http/routeOptions.js';
import { loadCatalog, type CatalogLocale } from './catalog.js';

/**
 * GET /i18n/tr.json and /i18n/en.json: the catalog file as it is on disk now, so a translator's edit shows
 * after a browser reload. no-cache makes the browser ask every time; an unchanged file costs a 304. The
 * catalog is the largest file of the sign-in page after the scripts, so it goes compressed when the
 * browser takes brotli or gzip.
 */
const ENCODINGS: ReadonlySet<PrecompressedEncoding> = new Set(['br', 'gzip']);

export const i18nRoutes: RoutePlugin = async (app) => {
  app.get('/i18n/:file', routeOptions(I18nRoutes.catalog), async (request, reply) => {
    const catalog = loadCatalog(request.params.file.replace(/\.json$/, '') as CatalogLocale);
    reply.header('Cache-Control', 'no-cache').header('ETag', catalog.etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === catalog.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding'], ENCODINGS);
    if (!encoding) return reply.send(catalog.body);
    return reply.header('Content-Encoding', encoding).send(catalog.compressed(encoding));
  });
};

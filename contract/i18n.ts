import { Type } from 'typebox';
import { routeContracts } from './routes.js';

/** GET /i18n/:file: a translation catalog as the translators left it (tr.json or en.json). */
export const CatalogFileParamsSchema = Type.Object({
  file: Type.Union([Type.Literal('tr.json'), Type.Literal('en.json')]),
});

export const I18nRoutes = routeContracts('i18n', {
  /** The sign-in page needs its texts before anyone has a session. */
  catalog: {
    access: 'public',
    summary:
      'A translation catalog as JSON (nested keys → texts), sent as the file is, revalidated on every load (ETag)',
    params: CatalogFileParamsSchema,
  },
});

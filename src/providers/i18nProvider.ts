import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import turkishCatalog from '../../i18n/tr.json';

export const DEFAULT_LOCALE = 'tr';

export type AppLocale = 'tr' | 'en';

const isAppLocale = (locale: string): locale is AppLocale => locale === 'tr' || locale === 'en';

const isCatalog = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The catalogs loaded so far. Turkish, the language the app starts in, is bundled with the sign-in page;
 * any other language is loaded when it is first chosen, so the sign-in page downloads no English.
 */
const catalogs: Partial<Record<AppLocale, TranslationMessages>> = {
  tr: turkishCatalog as TranslationMessages,
};

/** Set by loadServedCatalogs: from then on a catalog comes from the server's file, the bundled copy if that fails. */
let servedCatalogFetch: typeof fetch | null = null;

/** tr.json carries react-admin's own `ra.*` texts in Turkish; English takes them from ra-language-english. */
async function withLibraryTexts(locale: AppLocale, catalog: object): Promise<TranslationMessages> {
  if (locale === 'tr') return catalog as TranslationMessages;
  const { default: englishMessages } = await import('ra-language-english');
  return mergeTranslations(englishMessages, catalog);
}

async function bundledCatalog(locale: AppLocale): Promise<object> {
  return locale === 'tr' ? turkishCatalog : (await import('../../i18n/en.json')).default;
}

/** The server's /i18n/<locale>.json, revalidated (never a stale cached copy); null when it cannot be used. */
async function fetchServedCatalog(locale: AppLocale, fetchCatalog: typeof fetch): Promise<object | null> {
  try {
    const response = await fetchCatalog(`/i18n/${locale}.json`, { cache: 'no-cache' });
    if (!response.ok) return null;
    const catalog: unknown = await response.json();
    return isCatalog(catalog) ? catalog : null;
  } catch {
    // Offline or a broken file: the bundled copy serves.
    return null;
  }
}

async function loadCatalog(locale: AppLocale): Promise<TranslationMessages> {
  const served = servedCatalogFetch && (await fetchServedCatalog(locale, servedCatalogFetch));
  const catalog = await withLibraryTexts(locale, served ?? (await bundledCatalog(locale)));
  catalogs[locale] = catalog;
  return catalog;
}

/** The texts of a language, loaded first if it has not been used yet. */
export const catalogFor = async (locale: AppLocale): Promise<TranslationMessages> =>
  catalogs[locale] ?? loadCatalog(locale);

/** The page's lang follows the locale, so that CSS upper-casing uses Turkish rules only for Turkish (i → İ). */
function markDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const polyglotProvider = polyglotI18nProvider(
  // Synchronous for Turkish, as polyglot needs for its start-up language; a promise for a language to load.
  (locale) => {
    const appLocale = isAppLocale(locale) ? locale : DEFAULT_LOCALE;
    return catalogs[appLocale] ?? loadCatalog(appLocale);
  },
  DEFAULT_LOCALE,
  [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
);

export const i18nProvider: I18nProvider = {
  ...polyglotProvider,
  changeLocale: async (locale, options) => {
    await polyglotProvider.changeLocale(locale, options);
    markDocumentLanguage(locale);
  },
};

/**
 * Makes the server's catalog files the source of the texts, so that a translator's edit shows on reload:
 * loads the current language's file now and any other language's when it is chosen. A language whose file
 * cannot be fetched or read uses its bundled copy.
 */
export async function loadServedCatalogs(fetchCatalog: typeof fetch = fetch): Promise<void> {
  servedCatalogFetch = fetchCatalog;
  const current = i18nProvider.getLocale();
  const locale = isAppLocale(current) ? current : DEFAULT_LOCALE;
  // A language loaded before is fetched again when it is next chosen.
  for (const loaded of Object.keys(catalogs)) if (loaded !== locale) delete catalogs[loaded as AppLocale];
  await loadCatalog(locale);
  await i18nProvider.changeLocale(locale);
}

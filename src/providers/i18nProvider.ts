import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import turkishCatalog from '../../i18n/tr.json';
import englishCatalog from '../../i18n/en.json';

export const DEFAULT_LOCALE = 'tr';

export type AppLocale = 'tr' | 'en';
const APP_LOCALES: AppLocale[] = ['tr', 'en'];

/** tr.json carries react-admin's own `ra.*` texts in Turkish; English takes them from ra-language-english. */
const withLibraryTexts = (locale: AppLocale, catalog: object): TranslationMessages =>
  locale === 'en' ? mergeTranslations(englishMessages, catalog) : (catalog as TranslationMessages);

/**
 * The catalogs in use: the copies bundled at build time until loadServedCatalogs replaces them with the
 * server's current files, so a translator's edit shows after a reload without a rebuild.
 */
export const translationCatalogs: Record<AppLocale, TranslationMessages> = {
  tr: withLibraryTexts('tr', turkishCatalog),
  en: withLibraryTexts('en', englishCatalog),
};

const isAppLocale = (locale: string): locale is AppLocale => locale === 'tr' || locale === 'en';

/** The page's lang follows the locale, so that CSS upper-casing uses Turkish rules only for Turkish (i → İ). */
function markDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const polyglotProvider = polyglotI18nProvider(
  (locale) => translationCatalogs[isAppLocale(locale) ? locale : DEFAULT_LOCALE],
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

const isCatalog = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Loads /i18n/<locale>.json from the server for every locale (revalidated, never a stale cached copy) and
 * makes them the catalogs in use; a locale whose file cannot be fetched or read keeps its bundled copy.
 */
export async function loadServedCatalogs(fetchCatalog: typeof fetch = fetch): Promise<void> {
  await Promise.all(
    APP_LOCALES.map(async (locale) => {
      try {
        const response = await fetchCatalog(`/i18n/${locale}.json`, { cache: 'no-cache' });
        if (!response.ok) return;
        const catalog: unknown = await response.json();
        if (isCatalog(catalog)) translationCatalogs[locale] = withLibraryTexts(locale, catalog);
      } catch {
        // Offline or a broken file: the bundled copy stays.
      }
    }),
  );
  await i18nProvider.changeLocale(i18nProvider.getLocale());
}

import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import turkishCatalog from '../../i18n/tr.json';
import englishCatalog from '../../i18n/en.json';

export const DEFAULT_LOCALE = 'tr';

export type AppLocale = 'tr' | 'en';

/** tr.json carries react-admin's own `ra.*` texts in Turkish; English takes them from ra-language-english. */
export const translationCatalogs: Record<AppLocale, TranslationMessages> = {
  tr: turkishCatalog,
  en: mergeTranslations(englishMessages, englishCatalog),
};

const isAppLocale = (locale: string): locale is AppLocale => locale === 'tr' || locale === 'en';

export const i18nProvider = polyglotI18nProvider(
  (locale) => translationCatalogs[isAppLocale(locale) ? locale : DEFAULT_LOCALE],
  DEFAULT_LOCALE,
  [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
);

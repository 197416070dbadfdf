import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import englishCatalog from '../../i18n/en.json';
import turkishCatalog from '../../i18n/tr.json';
import { catalogFor } from '../../src/providers/i18nProvider';

type Catalog = { [key: string]: string | Catalog };

/** Every leaf of a nested catalog as "a.b.c" → text. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) entries.set(leaf, text);
  }
  return entries;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{[A-Za-z_]+\}/g) ?? [])].sort();

const turkish = flatten((await catalogFor('tr')) as Catalog);
const english = flatten((await catalogFor('en')) as Catalog);

describe('translation catalogs', () => {
  it('give Turkish and English exactly the same keys', () => {
    const onlyTurkish = [...turkish.keys()].filter((key) => !english.has(key));
    const onlyEnglish = [...english.keys()].filter((key) => !turkish.has(key));
    expect(onlyTurkish).toEqual([]);
    expect(onlyEnglish).toEqual([]);
  });

  it('use the same %{…} placeholders in both languages', () => {
    const mismatches = [...turkish.entries()]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it("cover every one of react-admin's own texts in Turkish", () => {
    const raKeys = [...flatten(englishMessages as unknown as Catalog).keys()];
    expect(raKeys.length).toBeGreaterThan(100);
    expect(raKeys.filter((key) => !turkish.has(key))).toEqual([]);
  });

  it('keep no empty texts and use polyglot placeholders only', () => {
    const files = [flatten(turkishCatalog as Catalog), flatten(englishCatalog as Catalog)];
    for (const entries of files) {
      for (const [key, text] of entries) {
        if (key === 'ra.boolean.null') continue;
        expect(text.trim(), key).not.toBe('');
        expect(/(^|[^%])\{[a-z]+\}/i.test(text), `${key} uses {x} instead of %{x}`).toBe(false);
      }
    }
  });

  it('keep the English texts the spec quotes in en.json and give the login screen Turkish in tr.json', () => {
    expect(english.get('login.twoFactor.submit')).toBe('Verify and Log in');
    expect(english.get('login.messages.wrongCode')).toBe('Wrong verification code. %{count} attempts left');
    expect(english.get('login.blocked.title')).toBe('Access Blocked');
    expect(turkish.get('app.title')).toBe('Iade Kontrol');
    expect(turkish.get('login.twoFactor.submit')).toBe('Doğrula ve Giriş Yap');
    expect(turkish.get('login.messages.wrongCode')).toBe(
      'Hatalı doğrulama kodu. Kalan deneme hakkınız: %{count}',
    );
    expect(turkish.get('login.blocked.title')).toBe('Erişim Engellendi');
    expect(turkish.get('login.messages.success')).toBe('Giriş başarılı');
    expect(turkish.get('notFound.title')).toBe('Sayfa Bulunamadı');
    expect(turkish.get('errors.generic')).toBe('Bir hata oluştu');
  });
});

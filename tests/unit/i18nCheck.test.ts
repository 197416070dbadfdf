import { describe, expect, it } from 'vitest';
import { findCatalogProblems, type CheckInput } from '../../scripts/i18nCheck';

/** A small, correct pair of catalogs and the code that uses every key. */
const clean = (): CheckInput => ({
  turkish: {
    login: { submit: 'Giriş Yap', wrongCode: 'Hatalı kod. Kalan deneme hakkınız: %{count}' },
    users: { name: 'Kullanıcı |||| Kullanıcılar' },
    fields: { iban: 'IBAN', amount: 'Tutar' },
    server: { auth: { loggedIn: 'Giriş yapıldı' } },
  },
  english: {
    login: { submit: 'Log in', wrongCode: 'Wrong code. %{count} attempts left' },
    users: { name: 'User |||| Users' },
    fields: { iban: 'IBAN', amount: 'Amount' },
    server: { auth: { loggedIn: 'Logged in' } },
  },
  sources: [
    "translate('login.submit'); notify('login.wrongCode', { messageArgs: { count } });",
    "label={translate(`fields.${name}`)}; const title = 'users.name';",
    "const AUTH = catalogTexts({ loggedIn: 'server.auth.loggedIn' });",
  ],
  allow: { sameInBothLanguages: ['fields.iban'], dynamicPrefixes: [] },
});

type Tree = Record<string, Record<string, unknown>>;
const plant = (
  input: CheckInput,
  language: 'turkish' | 'english',
  group: string,
  key: string,
  text: string,
) => {
  const catalog = structuredClone(input[language]) as Tree;
  catalog[group] = { ...catalog[group], [key]: text };
  return { ...input, [language]: catalog };
};

describe('i18n:check', () => {
  it('finds nothing wrong in consistent catalogs', () => {
    expect(findCatalogProblems(clean())).toEqual([]);
  });

  it('finds a key missing in one language', () => {
    const input = plant(clean(), 'turkish', 'login', 'back', 'Geri');
    input.sources.push("translate('login.back')");
    expect(findCatalogProblems(input)).toEqual(['missing in en.json: login.back']);
  });

  it('finds a key the code uses that no catalog has', () => {
    const input = clean();
    input.sources.push("notify('login.unknownKey'); serverText('server.auth.loggedOutt');");
    expect(findCatalogProblems(input)).toEqual([
      'used in code but in no catalog: login.unknownKey',
      'used in code but in no catalog: server.auth.loggedOutt',
    ]);
  });

  it('finds a key no code uses', () => {
    const input = plant(plant(clean(), 'turkish', 'login', 'old', 'Eski'), 'english', 'login', 'old', 'Old');
    expect(findCatalogProblems(input)).toEqual(['unused (no code names it): login.old']);
  });

  it('finds placeholders that differ between Turkish and English', () => {
    const input = plant(
      clean(),
      'turkish',
      'login',
      'wrongCode',
      'Hatalı kod. Kalan deneme hakkınız: %{kalan}',
    );
    expect(findCatalogProblems(input)).toEqual([
      'placeholders differ: login.wrongCode (tr: kalan; en: count)',
    ]);
  });

  it('finds plural forms that do not match', () => {
    const three = plant(clean(), 'english', 'users', 'name', 'User |||| Users |||| Many users');
    expect(findCatalogProblems(three)).toEqual([
      'plural: users.name (en) has 3 forms; Turkish and English take 2',
      'plural: users.name has 2 form(s) in tr and 3 in en',
    ]);
    const oneTurkish = plant(clean(), 'turkish', 'users', 'name', 'Kullanıcı');
    expect(findCatalogProblems(oneTurkish)).toEqual([]);
    const oneEnglish = plant(clean(), 'english', 'users', 'name', 'Users');
    expect(findCatalogProblems(oneEnglish)).toEqual(['plural: users.name has 2 form(s) in tr and 1 in en']);
  });

  it('finds a Turkish text left in English, unless the allow-list names it', () => {
    const copied = plant(clean(), 'turkish', 'fields', 'amount', 'Amount');
    expect(findCatalogProblems(copied)).toEqual(['not Turkish: fields.amount = "Amount"']);
    const english = plant(clean(), 'turkish', 'login', 'submit', 'Verify and Log in');
    expect(findCatalogProblems(english)).toEqual(['not Turkish: login.submit = "Verify and Log in"']);
    const allowed = {
      ...copied,
      allow: { ...copied.allow, sameInBothLanguages: ['fields.iban', 'fields.amount'] },
    };
    expect(findCatalogProblems(allowed)).toEqual([]);
  });
});

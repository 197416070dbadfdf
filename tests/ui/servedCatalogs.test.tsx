import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import englishCatalog from '../../i18n/en.json';
import turkishCatalog from '../../i18n/tr.json';
import { LoginPage } from '../../src/login/LoginPage';
import { i18nProvider, loadServedCatalogs } from '../../src/providers/i18nProvider';
import { mockFetch, networkFailure } from './support/mockFetch';
import { renderInAdmin } from './support/renderInAdmin';

/** tr.json as a translator left it on the server after changing the login subtitle. */
const editedTurkish = {
  ...turkishCatalog,
  login: {
    ...turkishCatalog.login,
    subtitle: { ...turkishCatalog.login.subtitle, normal: 'Lütfen kullanıcı bilgilerinizle giriş yapın' },
  },
};

const renderLoginPage = () =>
  renderInAdmin(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { path: '/login' },
  );

afterEach(async () => {
  mockFetch({ 'GET /i18n/tr.json': { body: turkishCatalog }, 'GET /i18n/en.json': { body: englishCatalog } });
  await loadServedCatalogs();
  await i18nProvider.changeLocale('tr');
});

describe('catalogs served by the server', () => {
  it('show the text of the server’s current tr.json, asked for without a cached copy', async () => {
    const api = mockFetch({
      'GET /i18n/tr.json': { body: editedTurkish },
      'GET /i18n/en.json': { body: englishCatalog },
    });
    await loadServedCatalogs();
    renderLoginPage();
    expect(await screen.findByText('Lütfen kullanıcı bilgilerinizle giriş yapın')).toBeTruthy();
    expect(screen.queryByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeNull();
    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url) === '/i18n/tr.json');
    expect(call[1]).toMatchObject({ cache: 'no-cache' });
  });

  it('fall back to the bundled texts when the server cannot be reached', async () => {
    mockFetch({ 'GET /i18n/tr.json': networkFailure, 'GET /i18n/en.json': networkFailure });
    await loadServedCatalogs();
    renderLoginPage();
    expect(await screen.findByText('Sisteme erişmek için giriş bilgilerinizi girin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('ask at start for the current language’s file only, and for another language’s when it is chosen', async () => {
    const editedEnglish = {
      ...englishCatalog,
      login: {
        ...englishCatalog.login,
        blocked: { ...englishCatalog.login.blocked, title: 'Blocked for now' },
      },
    };
    const api = mockFetch({
      'GET /i18n/tr.json': { body: turkishCatalog },
      'GET /i18n/en.json': { body: editedEnglish },
    });
    await loadServedCatalogs();
    expect(api.callsTo('GET', '/i18n/tr.json')).toHaveLength(1);
    expect(api.callsTo('GET', '/i18n/en.json')).toHaveLength(0);
    await i18nProvider.changeLocale('en');
    expect(api.callsTo('GET', '/i18n/en.json')).toHaveLength(1);
    expect(i18nProvider.translate('login.blocked.title')).toBe('Blocked for now');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it('keep the bundled texts when the served file is not a catalog', async () => {
    mockFetch({ 'GET /i18n/tr.json': { body: ['bozuk'] }, 'GET /i18n/en.json': { status: 500, body: {} } });
    await loadServedCatalogs();
    expect(i18nProvider.translate('login.blocked.title')).toBe('Erişim Engellendi');
  });
});

describe('language', () => {
  it('is Turkish by default, and the page language follows a switch so upper-casing uses the right rules', async () => {
    expect(i18nProvider.getLocale()).toBe('tr');
    expect(i18nProvider.translate('login.twoFactor.submit')).toBe('Doğrula ve Giriş Yap');
    await i18nProvider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18nProvider.translate('login.twoFactor.submit')).toBe('Verify and Log in');
    await i18nProvider.changeLocale('tr');
    expect(document.documentElement.lang).toBe('tr');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { navigateBrowserTo } from '../../src/providers/browserNavigation';
import { dataProvider } from '../../src/providers/dataProvider';
import { apiRequest, errorMessageOf, fetchJson, unwrapBody } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { listReply, mockFetch, networkFailure } from './support/mockFetch';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

async function errorOf(promise: Promise<unknown>): Promise<Error & { status?: number }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { status?: number };
  }
  throw new Error('expected the call to fail');
}

describe('error message rule', () => {
  it('prefers the body message, then the transport message, then the catalog text', () => {
    expect(errorMessageOf({ message: 'İade bulunamadı' }, 'Not Found')).toBe('İade bulunamadı');
    expect(errorMessageOf({ message: '  ' }, 'Not Found')).toBe('Not Found');
    expect(errorMessageOf(null, 'Failed to fetch')).toBe('Failed to fetch');
    expect(errorMessageOf(null, '')).toBe('Bir hata oluştu');
  });

  it('uses the catalog of the current language for the last resort', async () => {
    await i18nProvider.changeLocale('en');
    try {
      expect(errorMessageOf(undefined)).toBe('An error occurred');
    } finally {
      await i18nProvider.changeLocale('tr');
    }
  });

  it('applies the rule to failed calls', async () => {
    mockFetch({
      'GET /api/with-message': { status: 409, body: { message: 'Bu kayıt zaten var' } },
      'GET /api/without-message': { status: 500, body: {} },
      'GET /api/unreachable': networkFailure,
    });
    expect((await errorOf(apiRequest('/with-message'))).message).toBe('Bu kayıt zaten var');
    const withoutMessage = await errorOf(apiRequest('/without-message'));
    expect(withoutMessage.status).toBe(500);
    expect(withoutMessage.message).toBe('Bir hata oluştu');
    expect((await errorOf(apiRequest('/unreachable'))).message).toBe('Failed to fetch');
  });
});

describe('requests', () => {
  it('sends the stored token as a bearer token, and none without a session', async () => {
    const api = mockFetch({ 'GET /api/auth/me': { body: { id: 1 } } });
    await apiRequest('/auth/me');
    expect(api.requests[0].headers.get('Authorization')).toBeNull();
    window.localStorage.setItem('token', 'abc123');
    await apiRequest('/auth/me');
    expect(api.requests[1].headers.get('Authorization')).toBe('Bearer abc123');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const api = mockFetch({ 'POST /api/users/update-password': { body: { message: 'ok' } } });
    await apiRequest('/users/update-password', {
      method: 'POST',
      body: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(api.requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(api.requests[0].body).toEqual({ currentPassword: 'a', newPassword: 'b' });
  });

  it('unwraps a {data} envelope but keeps bodies that carry more than data', async () => {
    expect(unwrapBody({ data: { attempts: 2 } })).toEqual({ attempts: 2 });
    expect(unwrapBody({ success: true, data: [1, 2] })).toEqual([1, 2]);
    expect(unwrapBody({ data: 'x', total: 4 })).toEqual({ data: 'x', total: 4 });
    expect(unwrapBody([{ id: 1 }])).toEqual([{ id: 1 }]);
  });

  it('lets the data provider send the bearer token too', async () => {
    window.localStorage.setItem('token', 'abc123');
    const api = mockFetch({ 'GET /api/statuses': listReply([{ id: 1, name: 'Beklemede' }], 'statuses') });
    const result = await dataProvider.getList('statuses', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Beklemede' }], total: 1 });
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer abc123');
  });
});

describe('401 handling', () => {
  it('a 401 on an ordinary call removes the token and sends the browser to /login', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetch({ 'GET /api/refunds/5': { status: 401, body: { message: 'Oturum süresi doldu' } } });
    const error = await errorOf(fetchJson('/api/refunds/5'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Oturum süresi doldu');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigateBrowserTo).toHaveBeenCalledWith('/login');
  });

  it('a 401 from the login or 2FA call is a wrong answer, not a lost session', async () => {
    window.localStorage.setItem('token', 'kept');
    mockFetch({
      'POST /api/auth/login': { status: 401, body: { message: 'Hatalı şifre' } },
      'POST /api/auth/2fa/validate': { status: 401, body: { message: 'Hatalı kod' } },
    });
    await errorOf(apiRequest('/auth/login', { method: 'POST', body: {} }));
    await errorOf(apiRequest('/auth/2fa/validate', { method: 'POST', body: {} }));
    expect(window.localStorage.getItem('token')).toBe('kept');
    expect(navigateBrowserTo).not.toHaveBeenCalled();
  });
});

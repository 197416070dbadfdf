import { HttpError } from 'react-admin';
import { LOGIN_ROUTE } from '../auth/routes';
import { currentBrowserPath, navigateBrowserTo } from './browserNavigation';
import { i18nProvider } from './i18nProvider';
import { clearToken, readToken } from './tokenStorage';

export const API_BASE_URL = '/api';

/**
 * Calls whose 401 answers "wrong credentials" or "wrong code" (or a session that is being ended anyway)
 * rather than "your session is gone"; they must not throw the visitor out of the login page.
 */
const SESSIONLESS_API_PATHS = ['/auth/login', '/auth/2fa/validate', '/auth/logout'].map(
  (path) => `${API_BASE_URL}${path}`,
);

/** Keys of an envelope that carry no payload of their own, next to `data`. */
const ENVELOPE_KEYS = new Set(['data', 'success', 'status']);

/** The response shape of react-admin's fetchUtils.fetchJson, which ra-data-simple-rest expects. */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData body is sent as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlank = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** An error's text: the body's `message`, else the transport's message, else 'Bir hata oluştu'. */
export function errorMessageOf(body: unknown, transportMessage?: string | null): string {
  if (isRecord(body) && nonBlank(body.message)) return body.message;
  if (nonBlank(transportMessage)) return transportMessage;
  return i18nProvider.translate('errors.generic');
}

/** Responses are unwrapped to their body, or to `data` when the body is only an envelope around it. */
export function unwrapBody(json: unknown): unknown {
  if (isRecord(json) && 'data' in json && Object.keys(json).every((key) => ENVELOPE_KEYS.has(key))) {
    return json.data;
  }
  return json;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isSessionlessCall(url: string): boolean {
  const path = new URL(url, window.location.origin).pathname;
  return SESSIONLESS_API_PATHS.includes(path);
}

const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/** A 401 outside the login flow means the session is gone: forget the token and go to the login page. */
function endExpiredSession(): void {
  clearToken();
  if (currentBrowserPath() !== LOGIN_ROUTE) navigateBrowserTo(LOGIN_ROUTE);
}

function buildHeaders(options: RequestInit): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const hasJsonBody = options.body != null && !(options.body instanceof FormData);
  if (hasJsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * fetch wrapper compatible with react-admin's fetchUtils.fetchJson: adds the bearer token, parses
 * JSON, and turns any non-2xx answer into an HttpError carrying the spec's message.
 */
export async function fetchJson(url: string, options: RequestInit = {}): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...options, headers: buildHeaders(options) });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new HttpError(errorMessageOf(null, error instanceof Error ? error.message : null), 0, null);
  }
  const body = await response.text();
  const json = parseJson(body);
  if (!response.ok) {
    if (response.status === 401 && !isSessionlessCall(url)) endExpiredSession();
    throw new HttpError(errorMessageOf(json, response.statusText), response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** Calls `/api{path}` and resolves with the unwrapped body. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const init: RequestInit = { method, signal };
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
  const { json } = await fetchJson(`${API_BASE_URL}${path}`, init);
  return unwrapBody(json) as T;
}

/** The HTTP status of an error thrown by fetchJson, or undefined for anything else. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? (error.status as number) : undefined;
}

/** The parsed error body of an error thrown by fetchJson. */
export function httpBodyOf(error: unknown): Record<string, unknown> {
  return error instanceof HttpError && isRecord(error.body) ? error.body : {};
}

import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A fixed reply, or a function of the request; a function that throws simulates a network failure. */
export type RouteHandler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

const jsonResponse = ({ status = 200, body, headers = {} }: MockReply) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * Replaces the global fetch with a router keyed by "METHOD /path" (query string ignored). Unknown
 * routes answer 404 so that an unexpected call shows up as a failure rather than a hang.
 */
export function mockFetch(routes: Record<string, RouteHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null),
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return jsonResponse({ status: 404, body: { message: `Not mocked: ${method} ${url.pathname}` } });
    return jsonResponse(typeof route === 'function' ? await route(request) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    callsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export const networkFailure = (): MockReply => {
  throw new TypeError('Failed to fetch');
};

/** A list answer in ra-data-simple-rest form: array body and a Content-Range of `resource`. */
export function listReply(rows: object[], resource: string, total = rows.length): MockReply {
  const end = rows.length === 0 ? 0 : rows.length - 1;
  return { body: rows, headers: { 'Content-Range': `${resource} 0-${end}/${total}` } };
}

/** The parsed `filter`, `sort` and `range` of a recorded list call. */
export function listParams(request: RecordedRequest) {
  return {
    filter: JSON.parse(request.query.get('filter') ?? '{}') as Record<string, unknown>,
    sort: JSON.parse(request.query.get('sort') ?? '[]') as [string, string],
    range: JSON.parse(request.query.get('range') ?? '[]') as [number, number],
  };
}

/** The GET calls of a list endpoint, parsed. */
export const listCalls = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.callsTo('GET', path).map(listParams);

let sessionCounter = 0;

/**
 * Signs `user` in (a new token per call keeps the app-wide auth provider's cache apart) and mocks
 * /api/auth/me with it, plus `routes`.
 */
export function mockSignedInApi(user: object, routes: Record<string, RouteHandler> = {}) {
  sessionCounter += 1;
  window.localStorage.setItem('token', `test-session-${sessionCounter}`);
  return mockFetch({ 'GET /api/auth/me': { body: user }, ...routes });
}

import { render } from '@testing-library/react';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { AdminApp } from '../../../src/App';
import type { CatalogItem, Refund } from '../../../src/refunds/types';
import { mockFetch, type MockReply, type RecordedRequest, type RouteHandler } from '../support/mockFetch';
import { adminUser, refundViewerUser } from '../support/users';

export { adminUser, refundViewerUser };

/** A casi-like user: create, receipt upload, status, mail and methods, but no delete and no history button. */
export const casiUser = {
  ...refundViewerUser,
  id: 3,
  username: 'casi1',
  full_name: 'Casi Kullanıcı',
  role_id: 2,
  role_name: 'casi',
  role: 'casi',
  role_display_name: 'CASI Yetkili',
  permissions: [
    'create_refund',
    'update_refund',
    'view_refunds',
    'view_all_refunds',
    'update_refund_status',
    'view_payment_methods',
  ],
};

export const statuses: CatalogItem[] = [
  { id: 1, name: 'Beklemede', color: '#f59e0b', display_order: 1, is_active: true },
  { id: 2, name: 'Onaylandı', color: '#16a34a', display_order: 2, is_active: true },
  { id: 3, name: 'Reddedildi', color: null, display_order: 3, is_active: true },
];

export const methods: CatalogItem[] = [
  { id: 4, name: 'Moven Banka', code: 'moven_b', display_order: 1, is_active: true },
  { id: 5, name: 'London Banka', code: 'london_b', display_order: 2, is_active: true },
];

export const reasons: CatalogItem[] = [
  { id: 1, name: 'Mükerrer Yatırım', code: 'duplicate', display_order: 1, is_active: true },
  { id: 2, name: 'Hatalı Yatırım', code: 'wrong', display_order: 2, is_active: true },
];

/** A local date-time as the API's ISO text, so that formatted dates do not depend on the time zone. */
export const localIso = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

export function refund(overrides: Partial<Refund> = {}): Refund {
  const id = overrides.id ?? 1;
  return {
    id,
    user_id: `U${id}`,
    login_id: `login${id}`,
    member_name: `Üye ${id}`,
    refund_name: `Alıcı ${id}`,
    reason_id: 1,
    reason: 'Mükerrer Yatırım',
    amount: 1234.56,
    status_id: 1,
    status_name: 'Beklemede',
    color: '#f59e0b',
    payment_method_id: 4,
    payment_method_name: 'Moven Banka',
    ticket_id: `T-${id}`,
    banveri: null,
    email: `uye${id}@example.com`,
    mail_sent: 0,
    created_at: localIso(2024, 3, 5, 14, 30),
    updated_at: localIso(2024, 3, 6, 9, 15),
    created_by_username: 'ayse',
    updated_by_username: null,
    duplicate_group_id: null,
    receipt_path: null,
    deposit_receipt_path: null,
    version: 3,
    ...overrides,
  };
}

/** A list answer in ra-data-simple-rest form: array body and Content-Range. */
export function listReply(rows: object[], total = rows.length, resource = 'refunds'): MockReply {
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

let sessionCounter = 0;

/**
 * Signs `user` in (a new token per call keeps the app-wide auth provider's cache apart) and mocks
 * the reference lists, the refund list and whatever `routes` adds or overrides.
 */
export function mockRefundApi(user: object, routes: Record<string, RouteHandler> = {}) {
  sessionCounter += 1;
  window.localStorage.setItem('token', `refund-session-${sessionCounter}`);
  return mockFetch({
    'GET /api/auth/me': { body: user },
    'GET /api/statuses': listReply(statuses, statuses.length, 'statuses'),
    'GET /api/methods': listReply(methods, methods.length, 'methods'),
    'GET /api/reasons': listReply(reasons, reasons.length, 'reasons'),
    'GET /api/refunds': listReply([refund({ id: 1 }), refund({ id: 2, mail_sent: 1 })]),
    'GET /api/logs/refund/1': { body: [] },
    ...routes,
  });
}

/** Renders the whole app (real providers and routes, in-memory react-admin store) at `path`. */
export function renderRefundsApp(path: string) {
  let currentPath = path;
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => (currentPath = location.pathname)}
    >
      <AdminApp store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { ...view, location: () => currentPath };
}

/** Fetch calls of a list endpoint, parsed. */
export const listCalls = (api: ReturnType<typeof mockFetch>, path = '/api/refunds') =>
  api.callsTo('GET', path).map(listParams);

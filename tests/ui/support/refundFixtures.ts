import type { CatalogItem, Refund } from '../../../src/refunds/types';
import { listReply, mockSignedInApi, type MockReply, type RouteHandler } from './mockFetch';

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

/**
 * A date-time on the Turkish clock (UTC+3 all year) as the API's ISO text: the panel shows dates in
 * Turkish time, so formatted dates do not depend on the time zone the tests run in.
 */
export const localIso = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour - 3, minute)).toISOString();

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
    pending_approval_id: null,
    ...overrides,
  };
}

/**
 * Routes for a refund list that `mutation` changes: GET /api/refunds answers `before` until the
 * mutation route has answered `reply`, and `after` from then on.
 */
export function refundListChangedBy(
  mutation: string,
  reply: MockReply,
  before: Refund[],
  after: Refund[],
): Record<string, RouteHandler> {
  let changed = false;
  return {
    'GET /api/refunds': () => listReply(changed ? after : before, 'refunds'),
    [mutation]: () => {
      changed = true;
      return reply;
    },
  };
}

/**
 * Signs `user` in and mocks the reference lists, a two-row refund list and whatever `routes` adds or
 * overrides.
 */
export function mockRefundApi(user: object, routes: Record<string, RouteHandler> = {}) {
  return mockSignedInApi(user, {
    'GET /api/statuses': listReply(statuses, 'statuses'),
    'GET /api/methods': listReply(methods, 'methods'),
    'GET /api/reasons': listReply(reasons, 'reasons'),
    'GET /api/refunds': listReply([refund({ id: 1 }), refund({ id: 2, mail_sent: 1 })], 'refunds'),
    'GET /api/logs/refund/1': { body: [] },
    'GET /api/saved-views': { body: [] },
    'POST /api/refunds/receipt-reuse': {
      body: { sha256: '0'.repeat(64), read: false, refunds: [], hidden_count: 0 },
    },
    ...routes,
  });
}

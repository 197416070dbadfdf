import { apiRequest } from '../providers/httpClient';
import type { Refund } from '../refunds/types';

/** Refunds of one payment method in one status. */
export interface DashboardStatusCount {
  id: number;
  name: string;
  color: string | null;
  refund_count: number;
}

/** A payment method with at least one refund. */
export interface DashboardMethod {
  id: number;
  name: string;
  code: string | null;
  refund_count: number;
  total_amount: number;
  statuses: DashboardStatusCount[];
}

/** GET /api/dashboard: figures over the refunds the user may see. */
export interface DashboardData {
  total_count: number;
  total_amount: number;
  methods: DashboardMethod[];
  /** The 5 newest refunds, as GET /api/refunds/{id} returns them. */
  latest: Refund[];
}

/** Shown when the figures could not be loaded: the page stays usable with nothing in it. */
export const EMPTY_DASHBOARD: DashboardData = { total_count: 0, total_amount: 0, methods: [], latest: [] };

export const fetchDashboard = (signal?: AbortSignal) => apiRequest<DashboardData>('/dashboard', { signal });

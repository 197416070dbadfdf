import { Type, type Static } from 'typebox';
import { IdParams, IdSchema, PageQuery } from './limits.js';
import { BulkAnswerSchema, Nullable, StatusMailSchema } from './refunds.js';

export { ApprovalRequestedSchema, type ApprovalRequested } from './refunds.js';
import { routeContracts } from './routes.js';

/** Four-eyes approval of status changes: its settings, the request queue and the decisions. */

export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'outdated'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const APPROVAL_NOTE_MAX = 500;
export const MAX_BULK_APPROVALS = 100;

/** The settings as read: `status_ids` is the effective list (the completed statuses unless chosen). */
export const ApprovalSettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Lira, two decimals at most: a change of a refund of this amount or more needs approval. */
  threshold: Type.Number(),
  status_ids: Type.Array(IdSchema),
  /** True while no statuses were chosen: the gated ones are those marked completed. */
  follows_completed: Type.Boolean(),
  updated_at: Nullable(Type.String()),
});
export type ApprovalSettings = Static<typeof ApprovalSettingsSchema>;

/** `threshold` as text (1234,56 or 1234.56) or number; `status_ids` null follows the completed statuses. */
export const ApprovalSettingsBodySchema = Type.Object(
  {
    enabled: Type.Boolean(),
    threshold: Type.Union([Type.String({ maxLength: 32 }), Type.Number()]),
    status_ids: Type.Union([Type.Array(IdSchema, { maxItems: 200 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type ApprovalSettingsBody = Static<typeof ApprovalSettingsBodySchema>;

export const ApprovalSchema = Type.Object({
  id: IdSchema,
  refund_id: IdSchema,
  member_name: Nullable(Type.String()),
  refund_name: Nullable(Type.String()),
  /** The refund's amount when the change was requested (lira). */
  amount: Type.Number(),
  payment_method_id: Type.Integer(),
  /** Only for callers with view_payment_methods. */
  payment_method_name: Type.Optional(Nullable(Type.String())),
  from_status_id: Type.Integer(),
  from_status_name: Nullable(Type.String()),
  to_status_id: Type.Integer(),
  to_status_name: Nullable(Type.String()),
  to_status_color: Nullable(Type.String()),
  /** The refund's status now (null when it was deleted). */
  current_status_id: Nullable(Type.Integer()),
  requested_by: Type.Integer(),
  requested_by_username: Type.String(),
  requested_at: Type.String(),
  state: Type.String(),
  decided_by_username: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
  note: Nullable(Type.String()),
  /** The caller asked for it: they may not decide it. */
  mine: Type.Boolean(),
});
export type Approval = Static<typeof ApprovalSchema>;

export const ApprovalCountSchema = Type.Object({ pending: Type.Integer() });

export const DecisionBodySchema = Type.Object(
  { note: Type.Optional(Nullable(Type.String({ maxLength: APPROVAL_NOTE_MAX }))) },
  { additionalProperties: false },
);
export type DecisionBody = Static<typeof DecisionBodySchema>;

export const DecisionAnswerSchema = Type.Object({
  id: IdSchema,
  refund_id: IdSchema,
  state: Type.String(),
  /** Approving: the refund's version after the change. */
  version: Type.Optional(Type.Integer()),
  mail: StatusMailSchema,
  message: Type.String(),
});
export type DecisionAnswer = Static<typeof DecisionAnswerSchema>;

export const BulkApproveBodySchema = Type.Object(
  {
    ids: Type.Array(IdSchema, { minItems: 1, maxItems: MAX_BULK_APPROVALS }),
    note: Type.Optional(Nullable(Type.String({ maxLength: APPROVAL_NOTE_MAX }))),
  },
  { additionalProperties: false },
);
export type BulkApproveBody = Static<typeof BulkApproveBodySchema>;

/** The queue's filter (inside `filter`). */
export interface ApprovalFilterValues {
  state?: ApprovalState;
  to_status_id?: number;
  requester?: string;
  refund_id?: number;
  /** TL, inclusive. */
  min_amount?: string;
  max_amount?: string;
}

export const ApprovalRoutes = routeContracts('approvals', {
  settings: {
    access: 'approvals.settings',
    summary: 'Approval settings: on/off, amount threshold, gated statuses',
    ok: ApprovalSettingsSchema,
  },
  updateSettings: {
    access: 'approvals.edit_settings',
    summary: 'Change the approval settings',
    body: ApprovalSettingsBodySchema,
    ok: Type.Object({ ...ApprovalSettingsSchema.properties, message: Type.String() }),
  },
  list: {
    access: 'approvals.list',
    summary:
      'Approval requests of refunds the caller may see (simple REST; filter state defaults to pending)',
    querystring: PageQuery,
    ok: Type.Array(ApprovalSchema),
  },
  count: {
    access: 'approvals.list',
    summary: 'How many pending approval requests the caller may see',
    ok: ApprovalCountSchema,
  },
  show: {
    access: 'approvals.list',
    summary: 'One approval request',
    params: IdParams,
    ok: ApprovalSchema,
  },
  approve: {
    access: 'approvals.decide',
    summary: 'Approve a request: applies the status change (never one’s own request)',
    params: IdParams,
    body: DecisionBodySchema,
    ok: DecisionAnswerSchema,
  },
  reject: {
    access: 'approvals.decide',
    summary: 'Reject a request; a note is required (never one’s own request)',
    params: IdParams,
    body: DecisionBodySchema,
    ok: DecisionAnswerSchema,
  },
  bulkApprove: {
    access: 'approvals.decide',
    summary: 'Approve several requests, each checked on its own',
    body: BulkApproveBodySchema,
    ok: BulkAnswerSchema,
  },
});

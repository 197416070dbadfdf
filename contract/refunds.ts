import { Type, type Static, type TSchema } from 'typebox';
import { FlagSchema, IdParams, IdSchema, OptionalFlagSchema } from './limits.js';
import { routeContracts } from './routes.js';

/**
 * A value or null, as a JSON-schema type list: the response serialiser writes it with a type check
 * instead of trying each branch of a union (the refund list serialises many rows).
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** A refund as the API answers it; receipt paths are short-lived signed URLs. */
export const RefundSchema = Type.Object({
  id: IdSchema,
  user_id: Type.String(),
  login_id: Type.String(),
  member_name: Type.String(),
  refund_name: Type.String(),
  reason_id: Type.Integer(),
  reason: Type.String(),
  /** Lira, two decimals at most. */
  amount: Type.Number(),
  status_id: Type.Integer(),
  status_name: Type.String(),
  color: Type.String(),
  payment_method_id: Type.Integer(),
  /** Only for callers with view_payment_methods, as on screen. */
  payment_method_name: Type.Optional(Type.String()),
  ticket_id: Type.String(),
  banveri: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** Only for callers with view_all_refunds, as on screen: 1 sent, 0 cancelled, null never set. */
  mail_sent: Type.Optional(Nullable(Type.Integer())),
  /** Lowest id of the refunds sharing user, login, method and amount; null when alone. */
  duplicate_group_id: Nullable(Type.Integer()),
  receipt_path: Nullable(Type.String()),
  deposit_receipt_path: Nullable(Type.String()),
  /** Incremented by every write; an edit or status change names the one it started from. */
  version: Type.Integer(),
  /** The request waiting for a second person's approval of a status change, if any. */
  pending_approval_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
  created_by_username: Nullable(Type.String()),
  updated_by_username: Nullable(Type.String()),
});
export type Refund = Static<typeof RefundSchema>;
export const RefundListSchema = Type.Array(RefundSchema);

/** ra-data-simple-rest list parameters, each a JSON text: sort ["field","ASC"], range [0,14], filter {...}. */
export const ListQuerySchema = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 8000 })),
});
export type ListQuery = Static<typeof ListQuerySchema>;

/** The list filter's vocabulary (inside `filter`), shared by the SPA, the tests and the benchmarks. */
export interface RefundFilterValues {
  q?: string;
  status_id?: number;
  payment_method_id?: number;
  /** yyyy-MM-dd, Turkish calendar day, inclusive. */
  start_date?: string;
  end_date?: string;
  duplicates_only?: boolean;
  mail_sent?: boolean;
  /** Only refunds whose receipt another refund uses too. */
  receipt_reused?: boolean;
  id?: number | number[];
}

/** Amounts are stored as integer kuruş: at most 13 digits of lira, so 9.999.999.999.999,99 TL. */
export const MAX_AMOUNT_LIRA_DIGITS = 13;
export const MAX_REFUND_AMOUNT = 9_999_999_999_999.99;

export const REFUND_TEXT_MAX = {
  user_id: 64,
  login_id: 64,
  ticket_id: 64,
  member_name: 128,
  refund_name: 128,
  email: 254,
} as const;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * The fields of the create and edit form (multipart, with an optional `receipt_image` file, or JSON),
 * as trimmed text. An edit sends only what changes, plus `version`, the one the edit started from.
 * Ids, amount, IBAN and e-mail are read by the refund rules, which name what is wrong with each.
 */
export const RefundFormSchema = Type.Object({
  method: text(16),
  reason_id: text(16),
  status: text(16),
  user_id: text(REFUND_TEXT_MAX.user_id),
  login_id: text(REFUND_TEXT_MAX.login_id),
  member_name: text(REFUND_TEXT_MAX.member_name),
  refund_name: text(REFUND_TEXT_MAX.refund_name),
  ticket_id: text(REFUND_TEXT_MAX.ticket_id),
  email: text(REFUND_TEXT_MAX.email),
  amount: text(32),
  banveri: text(64),
  version: text(16),
});
export type RefundFormFields = Static<typeof RefundFormSchema>;
export const REFUND_FORM_FIELDS = Object.keys(RefundFormSchema.properties) as Array<keyof RefundFormFields>;

/** The same form sent as JSON: each field a text, a number or a flag (null leaves it out). */
const jsonField = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]));
export const RefundJsonBodySchema = Type.Object(
  Object.fromEntries(REFUND_FORM_FIELDS.map((name) => [name, jsonField])) as Record<
    keyof RefundFormFields,
    typeof jsonField
  >,
);

/** The version an edit started from: a positive integer (a route message names it when missing). */
const VersionSchema = Type.Union([Type.Integer(), Type.String({ maxLength: 16 }), Type.Null()]);

export const StatusChangeBodySchema = Type.Object({
  status_id: IdSchema,
  version: Type.Optional(VersionSchema),
});
export type StatusChangeBody = Static<typeof StatusChangeBodySchema>;

/** What a status change that went to approval (see contract/approvals.ts) answers beside its usual fields. */
export const ApprovalRequestedSchema = Type.Object({
  id: IdSchema,
  to_status_id: IdSchema,
  to_status_name: Type.String(),
  message: Type.String(),
});
export type ApprovalRequested = Static<typeof ApprovalRequestedSchema>;

/** What happened to the canned response of a status change: null when none was due. */
const MailSent = { sent: Type.Literal(true), canned_response_name: Type.String() };
const MailNotSent = { sent: Type.Literal(false), message: Type.String() };
export const StatusMailSchema = Type.Union([Type.Null(), Type.Object(MailSent), Type.Object(MailNotSent)]);
export type StatusMail = Static<typeof StatusMailSchema>;

export const StatusChangeAnswerSchema = Type.Object({
  id: IdSchema,
  status_id: IdSchema,
  status_name: Type.String(),
  color: Type.String(),
  changed: Type.Boolean(),
  version: Type.Integer(),
  mail: StatusMailSchema,
  message: Type.String(),
  /** Set when the change needs approval: it was recorded as a request and not made. */
  approval: Type.Optional(ApprovalRequestedSchema),
});
export type StatusChangeAnswer = Static<typeof StatusChangeAnswerSchema>;

export const MailStatusBodySchema = Type.Object({ mail_sent: FlagSchema });
export type MailStatusBody = Static<typeof MailStatusBodySchema>;

export const MailStatusAnswerSchema = Type.Object({
  id: IdSchema,
  mail_sent: Type.Integer(),
  version: Type.Integer(),
  message: Type.String(),
});
export type MailStatusAnswer = Static<typeof MailStatusAnswerSchema>;

export const RefundDeletedSchema = Type.Object({ id: IdSchema, message: Type.String() });

export const MAX_BULK_REFUNDS = 500;

export const BulkActionBodySchema = Type.Object({
  action: Type.Union([Type.Literal('status'), Type.Literal('mail'), Type.Literal('delete')]),
  ids: Type.Array(IdSchema, { minItems: 1, maxItems: MAX_BULK_REFUNDS }),
  status_id: Type.Optional(IdSchema),
  mail_sent: OptionalFlagSchema,
  /** Status changes: refund id → the version the change started from. */
  versions: Type.Optional(Type.Record(Type.String({ maxLength: 10 }), VersionSchema)),
});
export type BulkActionBody = Static<typeof BulkActionBodySchema>;

export const BulkAnswerSchema = Type.Object({
  succeeded: Type.Array(IdSchema),
  failed: Type.Array(Type.Object({ id: IdSchema, message: Type.String() })),
  /** Status changes: per record with a canned response due, how sending it went. */
  mail: Type.Optional(
    Type.Array(
      Type.Union([Type.Object({ id: IdSchema, ...MailSent }), Type.Object({ id: IdSchema, ...MailNotSent })]),
    ),
  ),
  warning: Type.Optional(Type.String()),
  /** Status changes: the records whose change went to approval instead (see approvals). */
  pending_approval: Type.Optional(Type.Array(IdSchema)),
  notice: Type.Optional(Type.String()),
});
export type BulkAnswer = Static<typeof BulkAnswerSchema>;

export const CreatedRefundSchema = Type.Object({
  ...RefundSchema.properties,
  message: Type.String(),
  /** Set when the asked status needs approval: the refund was created in another status, see approvals. */
  approval: Type.Optional(ApprovalRequestedSchema),
});
export const UpdatedRefundSchema = Type.Object({
  ...RefundSchema.properties,
  mail: StatusMailSchema,
  message: Type.String(),
  /** Set when the edit's status change needs approval: the other fields were saved, the status was not. */
  approval: Type.Optional(ApprovalRequestedSchema),
});
export type CreatedRefund = Static<typeof CreatedRefundSchema>;
export type UpdatedRefund = Static<typeof UpdatedRefundSchema>;

/** A line of a refund's history. */
export const RefundLogSchema = Type.Object({
  id: IdSchema,
  refund_id: IdSchema,
  action: Type.String(),
  details: Nullable(Type.String()),
  /** JSON text `{ field: { old, new } }`. */
  additional_data: Nullable(Type.String()),
  username: Nullable(Type.String()),
  created_at: Type.String(),
});
export type RefundLog = Static<typeof RefundLogSchema>;
export const RefundLogListSchema = Type.Array(RefundLogSchema);

export const RefundRoutes = routeContracts('refunds', {
  list: {
    access: 'refunds.list',
    summary:
      'Refund list (ra-data-simple-rest); X-Total-Capped: true when Content-Range holds only a lower bound',
    querystring: ListQuerySchema,
    ok: RefundListSchema,
  },
  export: {
    access: 'refunds.export',
    summary: 'All refunds matching a filter, as CSV',
    querystring: ListQuerySchema,
  },
  show: {
    access: 'refunds.show',
    summary: 'One refund with its receipt URLs',
    params: IdParams,
    ok: RefundSchema,
  },
  history: {
    access: 'refunds.history',
    summary: 'Change history of one refund',
    params: IdParams,
    ok: RefundLogListSchema,
  },
  create: {
    access: 'refunds.create',
    summary: 'Create a refund (multipart, optional receipt_image)',
    created: CreatedRefundSchema,
  },
  update: {
    access: 'refunds.update',
    summary:
      'Update a refund (multipart; only the fields sent change; `version` is the one the edit started from, 409 when stale)',
    params: IdParams,
    ok: UpdatedRefundSchema,
  },
  updateStatus: {
    access: 'refunds.status',
    summary: 'Change the status of a refund',
    params: IdParams,
    body: StatusChangeBodySchema,
    ok: StatusChangeAnswerSchema,
  },
  updateMailStatus: {
    access: 'refunds.mail',
    summary: 'Mark a refund as mailed or not',
    params: IdParams,
    body: MailStatusBodySchema,
    ok: MailStatusAnswerSchema,
  },
  delete: {
    access: 'refunds.delete',
    summary: 'Delete a refund permanently',
    params: IdParams,
    ok: RefundDeletedSchema,
  },
  bulk: {
    access: 'refunds.bulk',
    summary: 'One action on many refunds; each record is checked and logged on its own',
    body: BulkActionBodySchema,
    ok: BulkAnswerSchema,
  },
});

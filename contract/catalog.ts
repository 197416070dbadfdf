import { Type, type Static, type TSchema } from 'typebox';
import { IdParams, IdSchema, OptionalFlagSchema } from './limits.js';
import { routeContracts } from './routes.js';

/** The three configurable lists every refund screen reads: statuses, payment methods, refund reasons. */

export const CATALOG_NAME_MAX = 128;
export const CATALOG_CODE_MAX = 64;
export const DISPLAY_ORDER_MAX = 1_000_000;

export const StatusSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  color: Type.String(),
  display_order: Type.Integer(),
  is_active: Type.Boolean(),
  is_completed: Type.Boolean(),
});
export type Status = Static<typeof StatusSchema>;

export const PaymentMethodSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  code: Type.String(),
  display_order: Type.Integer(),
  is_active: Type.Boolean(),
});
export type PaymentMethod = Static<typeof PaymentMethodSchema>;

export const RefundReasonSchema = PaymentMethodSchema;
export type RefundReason = Static<typeof RefundReasonSchema>;

export const StatusListSchema = Type.Array(StatusSchema);
export const PaymentMethodListSchema = Type.Array(PaymentMethodSchema);
export const RefundReasonListSchema = Type.Array(RefundReasonSchema);

/**
 * The body of a create or an edit. An edit sends only what changes. Name, code, order and colour are
 * checked by the catalog rules, which answer each with its own message ('Durum adı gereklidir', …).
 */
export const CatalogBodySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1024 })),
  code: Type.Optional(Type.String({ maxLength: 1024 })),
  color: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  display_order: Type.Optional(Type.Integer()),
  is_active: OptionalFlagSchema,
  is_completed: OptionalFlagSchema,
});
export type CatalogBody = Static<typeof CatalogBodySchema>;

/** A created or edited row as saved, with its times and the success message. */
const saved = <T extends typeof StatusSchema | typeof PaymentMethodSchema>(schema: T) =>
  Type.Object({
    ...schema.properties,
    created_at: Type.String(),
    updated_at: Type.String(),
    message: Type.String(),
  });
export const SavedStatusSchema = saved(StatusSchema);
export const SavedPaymentMethodSchema = saved(PaymentMethodSchema);
export const SavedRefundReasonSchema = SavedPaymentMethodSchema;
export type SavedStatus = Static<typeof SavedStatusSchema>;
export type SavedPaymentMethod = Static<typeof SavedPaymentMethodSchema>;

export const CatalogDeletedSchema = Type.Object({ id: IdSchema, message: Type.String() });

/** A status whose completed flag changed and whose refunds are still being rewritten, with how far it got. */
export const CompletionRewriteSchema = Type.Object({
  status_id: IdSchema,
  /** Share of the refunds walked so far, 0–100. */
  done_percent: Type.Integer({ minimum: 0, maximum: 100 }),
  requested_at: Type.String({ format: 'date-time' }),
});
export type CompletionRewrite = Static<typeof CompletionRewriteSchema>;

export const CatalogRoutes = routeContracts('catalog', {
  statuses: { access: 'statuses.list', summary: 'Refund statuses', ok: StatusListSchema },
  completionRewrites: {
    access: 'statuses.list',
    summary: 'Statuses whose refunds are being rewritten after a completed-flag change, with progress',
    ok: Type.Array(CompletionRewriteSchema),
  },
  methods: {
    access: 'methods.list',
    summary: 'Payment methods the caller may see',
    ok: PaymentMethodListSchema,
  },
  reasons: { access: 'reasons.list', summary: 'Refund reasons', ok: RefundReasonListSchema },
});

export type CatalogDeleted = Static<typeof CatalogDeletedSchema>;

/** Adding, editing and deleting the rows of one catalogue list. */
function catalogWriteRoutes<R extends 'statuses' | 'methods' | 'reasons', S extends TSchema>(
  resource: R,
  saved: S,
) {
  return routeContracts('catalog', {
    create: {
      access: `${resource}.create`,
      summary: `Add to ${resource}`,
      body: CatalogBodySchema,
      created: saved,
    },
    edit: {
      access: `${resource}.edit`,
      summary: `Edit one of ${resource}`,
      params: IdParams,
      body: CatalogBodySchema,
      ok: saved,
    },
    delete: {
      access: `${resource}.delete`,
      summary: `Delete one of ${resource} that no refund uses`,
      params: IdParams,
      ok: CatalogDeletedSchema,
    },
  });
}

export const CatalogWriteRoutes = {
  statuses: catalogWriteRoutes('statuses', SavedStatusSchema),
  methods: catalogWriteRoutes('methods', SavedPaymentMethodSchema),
  reasons: catalogWriteRoutes('reasons', SavedRefundReasonSchema),
};

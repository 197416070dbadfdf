import { Type, type Static } from 'typebox';
import { IdParams, IdSchema } from './limits.js';
import { routeContracts } from './routes.js';

/**
 * Saved views of the refund list: a named state of the list (filters, sort, page size, hidden columns)
 * kept on the server, so it follows its owner to any browser. A view is personal, or shared by an
 * administrator with one role, whose members see it read-only. Each user may mark one view they see as
 * the default that an unset refund list opens with.
 */

export const SAVED_VIEW_NAME_MAX = 60;
/** Views one user may own. */
export const SAVED_VIEWS_PER_USER = 50;
export const SAVED_VIEW_SEARCH_MAX = 100;
export const SAVED_VIEW_PER_PAGE_MIN = 5;
export const SAVED_VIEW_PER_PAGE_MAX = 100;

/** The fields the refund list sorts by (the server's list query accepts exactly these). */
export const SAVED_VIEW_SORT_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'amount',
  'mail_sent',
  'user_id',
  'login_id',
  'member_name',
  'refund_name',
  'ticket_id',
  'status_name',
  'payment_method_name',
  'reason',
] as const;

/** The refund list's columns a view may hide (the id, member, amount and status always show). */
export const SAVED_VIEW_HIDEABLE_COLUMNS = [
  'created_at',
  'user_id',
  'login_id',
  'refund_name',
  'payment_method_name',
  'reason',
  'ticket_id',
  'mail_sent',
] as const;
export type HideableColumn = (typeof SAVED_VIEW_HIDEABLE_COLUMNS)[number];

/** Catalog filters that may point to a status or method deleted since the view was saved. */
export const SAVED_VIEW_CATALOG_FILTERS = ['status_id', 'payment_method_id'] as const;
export type SavedViewCatalogFilter = (typeof SAVED_VIEW_CATALOG_FILTERS)[number];

/**
 * Filters the refund list answers only with a permission, as its own controls do: a view's filter the
 * reader may not use is left out when the view is read, and a view is not shared with a role lacking it.
 */
export const SAVED_VIEW_FILTER_PERMISSIONS = {
  mail_sent: 'view_all_refunds',
  payment_method_id: 'view_payment_methods',
} as const;
export type SavedViewGuardedFilter = keyof typeof SAVED_VIEW_FILTER_PERMISSIONS;

/** The filters a view may leave out when read: a deleted catalog entry, or a filter the reader may not use. */
export const SAVED_VIEW_DROPPABLE_FILTERS = ['status_id', 'payment_method_id', 'mail_sent'] as const;
export type SavedViewDroppableFilter = (typeof SAVED_VIEW_DROPPABLE_FILTERS)[number];

const DaySchema = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** The refund list's filter vocabulary, nothing else: an unknown key makes the whole state invalid. */
export const SavedViewFilterSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ minLength: 1, maxLength: SAVED_VIEW_SEARCH_MAX })),
    status_id: Type.Optional(IdSchema),
    payment_method_id: Type.Optional(IdSchema),
    start_date: Type.Optional(DaySchema),
    end_date: Type.Optional(DaySchema),
    duplicates_only: Type.Optional(Type.Literal(true)),
    mail_sent: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SavedViewFilter = Static<typeof SavedViewFilterSchema>;

export const SavedViewStateSchema = Type.Object(
  {
    filter: SavedViewFilterSchema,
    sort: Type.Object(
      {
        field: Type.Enum(SAVED_VIEW_SORT_FIELDS),
        order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]),
      },
      { additionalProperties: false },
    ),
    per_page: Type.Integer({ minimum: SAVED_VIEW_PER_PAGE_MIN, maximum: SAVED_VIEW_PER_PAGE_MAX }),
    hidden_columns: Type.Array(Type.Enum(SAVED_VIEW_HIDEABLE_COLUMNS), {
      maxItems: SAVED_VIEW_HIDEABLE_COLUMNS.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type SavedViewState = Static<typeof SavedViewStateSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const SavedViewSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  /** The state as saved, less any filter whose status or method no longer exists or the caller may not use. */
  state: SavedViewStateSchema,
  /** The filters left out of `state`: their status or method was deleted, or the caller may not use them. */
  dropped: Type.Array(Type.Enum(SAVED_VIEW_DROPPABLE_FILTERS)),
  shared_role_id: Type.Union([IdSchema, Type.Null()]),
  shared_role_name: NullableString,
  owner_username: NullableString,
  /** The caller's own view. */
  mine: Type.Boolean(),
  /** The caller may rename, change and delete it. */
  can_manage: Type.Boolean(),
  /** The caller may delete it or make it personal again (its owner always may). */
  can_retract: Type.Boolean(),
  /** The caller's default view. */
  is_default: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type SavedView = Static<typeof SavedViewSchema>;
export const SavedViewListSchema = Type.Array(SavedViewSchema);

/**
 * A new view. The state is checked by the rules against SavedViewStateSchema so that an unknown key is
 * refused with its own message rather than dropped; the name's rules (trimmed, 1–60 characters) too.
 */
export const SavedViewCreateSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  state: Type.Optional(Type.Unknown()),
  /** Shares the view with this role (admin_access); null or left out keeps it personal. */
  shared_role_id: Type.Optional(Type.Union([IdSchema, Type.Null()])),
  is_default: Type.Optional(Type.Boolean()),
});
export type SavedViewCreate = Static<typeof SavedViewCreateSchema>;

/** A change: any of name, state and sharing; what is left out stays. */
export const SavedViewUpdateSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  state: Type.Optional(Type.Unknown()),
  shared_role_id: Type.Optional(Type.Union([IdSchema, Type.Null()])),
});
export type SavedViewUpdate = Static<typeof SavedViewUpdateSchema>;

/** The caller's default view: a view they see, or null for none. */
export const SavedViewDefaultSchema = Type.Object({ id: Type.Union([IdSchema, Type.Null()]) });
export type SavedViewDefault = Static<typeof SavedViewDefaultSchema>;

export const SavedViewSavedSchema = Type.Object({ ...SavedViewSchema.properties, message: Type.String() });
export type SavedViewSaved = Static<typeof SavedViewSavedSchema>;
export const SavedViewDeletedSchema = Type.Object({ id: IdSchema, message: Type.String() });
export const SavedViewDefaultSetSchema = Type.Object({
  id: Type.Union([IdSchema, Type.Null()]),
  message: Type.String(),
});

export const SavedViewRoutes = routeContracts('saved-views', {
  list: {
    access: 'saved-views.list',
    summary: "The caller's views and the views shared with the caller's role",
    ok: SavedViewListSchema,
  },
  show: {
    access: 'saved-views.list',
    summary: 'One view the caller sees',
    params: IdParams,
    ok: SavedViewSchema,
  },
  create: {
    access: 'saved-views.create',
    summary: 'Save the list state under a name (sharing with a role needs admin_access)',
    body: SavedViewCreateSchema,
    created: SavedViewSavedSchema,
  },
  update: {
    access: 'saved-views.edit',
    summary: 'Rename a view, replace its state or change its sharing',
    params: IdParams,
    body: SavedViewUpdateSchema,
    ok: SavedViewSavedSchema,
  },
  delete: {
    access: 'saved-views.delete',
    summary: 'Delete a view',
    params: IdParams,
    ok: SavedViewDeletedSchema,
  },
  setDefault: {
    access: 'saved-views.default',
    summary: "Set or clear the caller's default view",
    body: SavedViewDefaultSchema,
    ok: SavedViewDefaultSetSchema,
  },
});

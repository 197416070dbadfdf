import {
  CATALOG_CODE_MAX,
  CATALOG_NAME_MAX,
  DISPLAY_ORDER_MAX,
  type CatalogBody,
} from '../../contract/catalog.js';
import { flagValue } from '../../contract/limits.js';
import { badRequest, conflict } from '../http/errors.js';
import { singleLineText } from '../http/singleLineText.js';
import { catalogTexts, serverText } from '../i18n/catalog.js';

/** The three configurable lists, by their table. */
export type CatalogKind = 'statuses' | 'payment_methods' | 'refund_reasons';

/** The writable columns of a catalog row, checked. */
export interface CatalogValues {
  name: string;
  code?: string;
  color?: string;
  display_order: number;
  is_active: number;
  is_completed?: number;
}

export const CATALOG_TEXT = {
  statuses: catalogTexts({
    required: 'server.catalog.statuses.required',
    inUse: 'server.catalog.statuses.inUse',
    notFound: 'server.catalog.statuses.notFound',
    label: 'server.catalog.statuses.label',
    created: 'server.catalog.statuses.created',
    updated: 'server.catalog.statuses.updated',
    deleted: 'server.catalog.statuses.deleted',
  }),
  payment_methods: catalogTexts({
    required: 'server.catalog.payment_methods.required',
    inUse: 'server.catalog.payment_methods.inUse',
    notFound: 'server.catalog.payment_methods.notFound',
    label: 'server.catalog.payment_methods.label',
    created: 'server.catalog.payment_methods.created',
    updated: 'server.catalog.payment_methods.updated',
    deleted: 'server.catalog.payment_methods.deleted',
  }),
  refund_reasons: catalogTexts({
    required: 'server.catalog.refund_reasons.required',
    inUse: 'server.catalog.refund_reasons.inUse',
    notFound: 'server.catalog.refund_reasons.notFound',
    label: 'server.catalog.refund_reasons.label',
    created: 'server.catalog.refund_reasons.created',
    updated: 'server.catalog.refund_reasons.updated',
    deleted: 'server.catalog.refund_reasons.deleted',
  }),
};

const DEFAULT_COLOR = '#808080';

/** Code: forced to lower case; only letters, digits and underscore remain acceptable. */
export function normalizeCode(value: string): string {
  const code = value.trim().toLowerCase();
  if (!new RegExp(`^[a-z0-9_]{1,${CATALOG_CODE_MAX}}$`).test(code))
    throw badRequest(serverText('server.catalog.codePattern'));
  return code;
}

/**
 * The values to store: a new row from the body alone, an edited one from the body over the stored row.
 * Statuses need a name; methods and reasons a name and a code.
 */
export function catalogValues(kind: CatalogKind, body: CatalogBody, stored?: CatalogValues): CatalogValues {
  const text = CATALOG_TEXT[kind];
  const name = singleLineText(body.name ?? stored?.name ?? '');
  const needsCode = kind !== 'statuses';
  const rawCode = (body.code ?? stored?.code ?? '').trim();
  if (!name || (needsCode && !rawCode)) throw badRequest(text.required);
  if (name.length > CATALOG_NAME_MAX)
    throw badRequest(serverText('server.catalog.nameTooLong', { max: CATALOG_NAME_MAX }));
  const displayOrder = body.display_order ?? stored?.display_order ?? 0;
  if (displayOrder < 0 || displayOrder > DISPLAY_ORDER_MAX)
    throw badRequest(serverText('server.catalog.orderInvalid'));
  const flag = (value: CatalogBody['is_active'], fallback: number) =>
    value == null ? fallback : flagValue(value) ? 1 : 0;
  const values: CatalogValues = {
    name,
    display_order: displayOrder,
    is_active: flag(body.is_active, stored?.is_active ?? 1),
  };
  if (needsCode) values.code = normalizeCode(rawCode);
  if (kind === 'statuses') {
    const color = body.color !== undefined ? body.color || DEFAULT_COLOR : (stored?.color ?? DEFAULT_COLOR);
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw badRequest(serverText('server.catalog.colorInvalid'));
    values.color = color.toLowerCase();
    values.is_completed = flag(body.is_completed, stored?.is_completed ?? 0);
  }
  return values;
}

export const duplicateCode = () => conflict(serverText('server.catalog.codeTaken'));
export const duplicateName = () => conflict(serverText('server.catalog.nameTaken'));

import {
  CATALOG_CODE_MAX,
  CATALOG_NAME_MAX,
  DISPLAY_ORDER_MAX,
  type CatalogBody,
} from '../../contract/catalog.js';
import { flagValue } from '../../contract/limits.js';
import { badRequest, conflict } from '../http/errors.js';

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
  statuses: {
    required: 'Durum adı gereklidir',
    inUse: 'Bu durum iadelerde kullanıldığı için silinemez. Bunun yerine pasif yapabilirsiniz.',
    notFound: 'Durum bulunamadı',
    label: 'Durum',
  },
  payment_methods: {
    required: 'Yöntem adı ve kodu gereklidir',
    inUse: 'Bu ödeme yöntemi iadelerde kullanıldığı için silinemez. Bunun yerine pasif yapabilirsiniz.',
    notFound: 'Ödeme yöntemi bulunamadı',
    label: 'Ödeme yöntemi',
  },
  refund_reasons: {
    required: 'Sebep adı ve kodu gereklidir',
    inUse: 'Bu iade sebebi iadelerde kullanıldığı için silinemez. Bunun yerine pasif yapabilirsiniz.',
    notFound: 'İade sebebi bulunamadı',
    label: 'İade sebebi',
  },
} as const;

const DEFAULT_COLOR = '#808080';

/** Code: forced to lower case; only letters, digits and underscore remain acceptable. */
export function normalizeCode(value: string): string {
  const code = value.trim().toLowerCase();
  if (!new RegExp(`^[a-z0-9_]{1,${CATALOG_CODE_MAX}}$`).test(code))
    throw badRequest('Kod yalnızca küçük harf, rakam ve alt çizgi içerebilir');
  return code;
}

/**
 * The values to store: a new row from the body alone, an edited one from the body over the stored row.
 * Statuses need a name; methods and reasons a name and a code.
 */
export function catalogValues(kind: CatalogKind, body: CatalogBody, stored?: CatalogValues): CatalogValues {
  const text = CATALOG_TEXT[kind];
  const name = (body.name ?? stored?.name ?? '').trim();
  const needsCode = kind !== 'statuses';
  const rawCode = (body.code ?? stored?.code ?? '').trim();
  if (!name || (needsCode && !rawCode)) throw badRequest(text.required);
  if (name.length > CATALOG_NAME_MAX) throw badRequest(`Ad en fazla ${CATALOG_NAME_MAX} karakter olabilir`);
  const displayOrder = body.display_order ?? stored?.display_order ?? 0;
  if (displayOrder < 0 || displayOrder > DISPLAY_ORDER_MAX)
    throw badRequest('Sıra 0 veya daha büyük bir tam sayı olmalıdır');
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
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw badRequest('Renk #RRGGBB biçiminde olmalıdır');
    values.color = color.toLowerCase();
    values.is_completed = flag(body.is_completed, stored?.is_completed ?? 0);
  }
  return values;
}

export const duplicateCode = () => conflict('Bu kod zaten kullanılıyor');
export const duplicateName = () => conflict('Bu ad zaten kullanılıyor');

import { HttpError, badRequest } from '../http/errors.js';

/** The three configurable lists of spec section 3 and their section-5 rules. */
export type CatalogKind = 'statuses' | 'payment_methods' | 'refund_reasons';

export interface CatalogInput {
  name?: unknown;
  code?: unknown;
  color?: unknown;
  display_order?: unknown;
  is_active?: unknown;
  is_completed?: unknown;
}

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

const asFlag = (value: unknown, fallback: number): number => {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  throw badRequest('Geçersiz aktiflik değeri');
};

/** Code: forced to lower case; only letters, digits and underscore remain acceptable. */
export function normalizeCode(value: unknown): string {
  const code = String(value ?? '')
    .trim()
    .toLowerCase();
  if (!/^[a-z0-9_]{1,64}$/.test(code))
    throw badRequest('Kod yalnızca küçük harf, rakam ve alt çizgi içerebilir');
  return code;
}

export function parseCatalogValues(kind: CatalogKind, input: CatalogInput): CatalogValues {
  const text = CATALOG_TEXT[kind];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const needsCode = kind !== 'statuses';
  const rawCode = typeof input.code === 'string' ? input.code.trim() : '';
  if (!name || (needsCode && !rawCode)) throw badRequest(text.required);
  if (name.length > 128) throw badRequest('Ad en fazla 128 karakter olabilir');
  const order = input.display_order ?? 0;
  const displayOrder = typeof order === 'string' && order.trim() !== '' ? Number(order) : order;
  if (
    typeof displayOrder !== 'number' ||
    !Number.isInteger(displayOrder) ||
    displayOrder < 0 ||
    displayOrder > 1_000_000
  ) {
    throw badRequest('Sıra 0 veya daha büyük bir tam sayı olmalıdır');
  }
  const values: CatalogValues = { name, display_order: displayOrder, is_active: asFlag(input.is_active, 1) };
  if (needsCode) values.code = normalizeCode(rawCode);
  if (kind === 'statuses') {
    const color =
      input.color === undefined || input.color === null || input.color === '' ? '#808080' : input.color;
    if (typeof color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(color))
      throw badRequest('Renk #RRGGBB biçiminde olmalıdır');
    values.color = color.toLowerCase();
    values.is_completed = asFlag(input.is_completed, 0);
  }
  return values;
}

export const duplicateCode = () => new HttpError(409, 'Bu kod zaten kullanılıyor');

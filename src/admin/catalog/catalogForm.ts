import {
  DEFAULT_STATUS_COLOR,
  isOn,
  type CatalogConfig,
  type CatalogFormValues,
  type CatalogRow,
} from './catalogTypes';

/** Codes are forced to lowercase letters, digits and underscore while typing (spec section 5). */
export const normalizeCode = (text: string): string =>
  text
    .toLocaleLowerCase('en')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Empty values for a new row: colour #808080, order 0, active (spec section 3). */
export function initialValues(row?: CatalogRow | null): CatalogFormValues {
  return {
    name: row?.name ?? '',
    code: row?.code ?? '',
    color: row?.color && HEX_COLOR.test(row.color) ? row.color : DEFAULT_STATUS_COLOR,
    display_order: String(row?.display_order ?? 0),
    is_active: row ? isOn(row.is_active ?? true) : true,
    is_completed: row ? isOn(row.is_completed) : false,
  };
}

/** The translation key of the first rule the values break, or null (spec section 5). */
export function validateCatalog(config: CatalogConfig, values: CatalogFormValues): string | null {
  if (values.name.trim() === '') return config.requiredMessage;
  if (config.kind === 'code' && normalizeCode(values.code) === '') return config.requiredMessage;
  const order = Number(values.display_order);
  if (values.display_order.trim() === '' || !Number.isInteger(order) || order < 0) {
    return 'admin.messages.orderMin';
  }
  return null;
}

/** The POST/PUT body of the contract. */
export function toPayload(config: CatalogConfig, values: CatalogFormValues): Record<string, unknown> {
  const base = {
    name: values.name.trim(),
    display_order: Number(values.display_order),
    is_active: values.is_active,
  };
  if (config.kind === 'code') return { ...base, code: normalizeCode(values.code) };
  return {
    ...base,
    color: HEX_COLOR.test(values.color) ? values.color : DEFAULT_STATUS_COLOR,
    is_completed: values.is_completed,
  };
}

import { requiredOnce } from '../common/requiredOnce';
import { DEFAULT_STATUS_COLOR } from '../common/statusColors';
import { isOn, type CatalogConfig, type CatalogFormValues, type CatalogRow } from './catalogTypes';

/** Codes are forced to lowercase letters, digits and underscore while typing. */
export const normalizeCode = (text: string): string =>
  text
    .toLocaleLowerCase('en')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Starting values; a new row is grey (#808080), first in order (0) and active. */
export function initialValues(row?: CatalogRow | null): CatalogFormValues {
  return {
    name: row?.name ?? '',
    code: row?.code ?? '',
    color: row?.color && HEX_COLOR.test(row.color) ? row.color : DEFAULT_STATUS_COLOR,
    display_order: row?.display_order ?? 0,
    is_active: row ? isOn(row.is_active ?? true) : true,
    is_completed: row ? isOn(row.is_completed) : false,
  };
}

/** Name (and, for methods and reasons, code) are required; the message shows once. */
export const catalogRequired = (config: CatalogConfig) =>
  requiredOnce(config.kind === 'code' ? ['name', 'code'] : ['name'], config.requiredMessage);

/** The display order is a whole number of at least 0. */
export const orderRule = (value: number | null) =>
  value !== null && Number.isInteger(value) && value >= 0 ? undefined : 'admin.messages.orderMin';

/** The POST/PUT body. */
export function toPayload(config: CatalogConfig, values: CatalogFormValues): Record<string, unknown> {
  const base = {
    name: values.name.trim(),
    display_order: values.display_order,
    is_active: values.is_active,
  };
  if (config.kind === 'code') return { ...base, code: normalizeCode(values.code) };
  return {
    ...base,
    color: HEX_COLOR.test(values.color) ? values.color : DEFAULT_STATUS_COLOR,
    is_completed: values.is_completed,
  };
}

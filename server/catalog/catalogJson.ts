/** A status, payment method or reason as the API answers it: flags as booleans, times as ISO strings. */
export interface CatalogRow {
  id: number;
  name: string;
  code?: string;
  color?: string;
  display_order: number;
  is_active: number;
  is_completed?: number;
  created_at?: number;
  updated_at?: number;
}

export function catalogJson(row: CatalogRow) {
  const { is_active, is_completed, created_at, updated_at, ...rest } = row;
  return {
    ...rest,
    is_active: is_active === 1,
    ...(is_completed === undefined ? {} : { is_completed: is_completed === 1 }),
    ...(created_at === undefined ? {} : { created_at: new Date(created_at).toISOString() }),
    ...(updated_at === undefined ? {} : { updated_at: new Date(updated_at).toISOString() }),
  };
}

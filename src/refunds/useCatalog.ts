import { useGetList } from 'react-admin';
import type { CatalogItem } from './types';

export type CatalogResource = 'statuses' | 'methods' | 'reasons';

/** The reference lists are short; this bounds them all the same. */
const CATALOG_PAGE = { page: 1, perPage: 500 };
const CATALOG_SORT = { field: 'display_order', order: 'ASC' as const };
const CATALOG_STALE_MS = 60_000;

export interface Catalog {
  items: CatalogItem[];
  isPending: boolean;
  error: Error | null;
  /** The item's name, or null for an unknown id. */
  nameOf: (id: unknown) => string | null;
}

/** Statuses, payment methods or refund reasons, sorted by display order. */
export function useCatalog(
  resource: CatalogResource,
  { enabled = true }: { enabled?: boolean } = {},
): Catalog {
  const { data, isPending, error } = useGetList<CatalogItem>(
    resource,
    { pagination: CATALOG_PAGE, sort: CATALOG_SORT },
    { enabled, staleTime: CATALOG_STALE_MS, retry: false },
  );
  const items = data ?? [];
  return {
    items,
    isPending: enabled && isPending,
    error: (error as Error | null) ?? null,
    nameOf: (id) => {
      if (id === null || id === undefined || id === '') return null;
      return items.find((item) => String(item.id) === String(id))?.name ?? null;
    },
  };
}

export const isActiveItem = (item: CatalogItem): boolean =>
  item.is_active === undefined || item.is_active === true || item.is_active === 1;

/** Active items, plus the one a record already uses even when it has been deactivated since. */
export function choicesFor(items: CatalogItem[], currentId?: unknown): CatalogItem[] {
  return items.filter((item) => isActiveItem(item) || String(item.id) === String(currentId ?? ''));
}

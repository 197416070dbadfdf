import type { RaRecord } from 'react-admin';

export type CatalogAdminResource = 'statuses' | 'methods' | 'reasons';

/** A row of GET /api/statuses, /methods or /reasons. */
export interface CatalogRow extends RaRecord {
  id: number;
  name: string;
  color?: string | null;
  code?: string | null;
  display_order?: number | null;
  is_active?: boolean | number | null;
  is_completed?: boolean | number | null;
}

/** What differs between the three tabs; `ns` is the translation namespace (statuses, methods, reasons). */
export interface CatalogConfig {
  resource: CatalogAdminResource;
  ns: 'statuses' | 'methods' | 'reasons';
  /** Statuses have a colour (and a "completed" flag), methods and reasons a code. */
  kind: 'color' | 'code';
  /** Key of the required-field message of spec section 5. */
  requiredMessage: string;
}

/** The form's values; display_order stays text while typing. */
export interface CatalogFormValues {
  name: string;
  code: string;
  color: string;
  display_order: string;
  is_active: boolean;
  is_completed: boolean;
}

export const DEFAULT_STATUS_COLOR = '#808080';

export const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1';

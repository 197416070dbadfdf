import type { RaRecord } from 'react-admin';

export type CatalogResource = 'statuses' | 'methods' | 'reasons';

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

/** What differs between the three lists; the resource name is also the texts' namespace. */
export interface CatalogConfig {
  /** Statuses have a colour (and a "completed" flag), methods and reasons a code. */
  kind: 'color' | 'code';
  /** Key of the message for a missing name (or code). */
  requiredMessage: string;
}

export const CATALOG_CONFIGS: Record<CatalogResource, CatalogConfig> = {
  statuses: { kind: 'color', requiredMessage: 'statuses.messages.nameRequired' },
  methods: { kind: 'code', requiredMessage: 'methods.messages.required' },
  reasons: { kind: 'code', requiredMessage: 'reasons.messages.required' },
};

/** The form's values. */
export interface CatalogFormValues {
  name: string;
  code: string;
  color: string;
  display_order: number | null;
  is_active: boolean;
  is_completed: boolean;
}

export const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1';

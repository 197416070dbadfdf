import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface NamedMethod {
  id: number;
  name: string;
  code: string;
  display_order: number;
}

export interface NamedStatus {
  id: number;
  name: string;
  color: string;
  display_order: number;
}

/** Payment methods and statuses (small tables) by id, in display order, to name aggregate rows. */
export async function loadCatalogNames(db: Kysely<Database>) {
  const [methods, statuses] = await Promise.all([
    db
      .selectFrom('payment_methods')
      .select(['id', 'name', 'code', 'display_order'])
      .orderBy('display_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('statuses')
      .select(['id', 'name', 'color', 'display_order'])
      .orderBy('display_order')
      .orderBy('id')
      .execute(),
  ]);
  return {
    methods: new Map<number, NamedMethod>(methods.map((m) => [m.id, m])),
    statuses: new Map<number, NamedStatus>(statuses.map((s) => [s.id, s])),
  };
}

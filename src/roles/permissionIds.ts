import type { PermissionRow } from './roleTypes';

export interface PermissionIdPlan {
  ids: number[];
  /** Names the catalogue does not know; they are skipped with a warning. */
  unknown: string[];
}

/** Converts permission names to ids through the catalogue of GET /roles/permissions/all. */
export function toPermissionIds(names: Iterable<string>, catalogue: PermissionRow[]): PermissionIdPlan {
  const byName = new Map(catalogue.map((p) => [p.name, p.id]));
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const name of new Set(names)) {
    const id = byName.get(name);
    if (id === undefined) unknown.push(name);
    else ids.push(id);
  }
  return { ids, unknown };
}

export const sameNames = (a: Iterable<string>, b: Iterable<string>): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
};

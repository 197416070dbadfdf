import { badRequest } from './errors.js';
import { MAX_ID, MAX_PAGE_SIZE } from '../../contract/limits.js';
import { assertNoNul } from './inputLimits.js';
import { serverText } from '../i18n/catalog.js';

/** ra-data-simple-rest list parameters: ?sort=["field","ASC"]&range=[0,14]&filter={...} */
export interface ListParams {
  sortField: string | null;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson(raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(serverText('server.http.invalidListParameter'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(serverText('server.http.invalidListParameter'));
  }
  assertNoNul(parsed);
  return parsed;
}

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ID;

/** The column of a sortable field; only the map's own keys count (never 'constructor' or '__proto__'). */
export function sortColumnOf<T>(sortable: Readonly<Record<string, T>>, field: string): T {
  if (!Object.hasOwn(sortable, field)) throw badRequest(serverText('server.http.unsortable', { field }));
  return sortable[field];
}

export function parseListParams(
  query: Record<string, unknown>,
  defaults: { sortField: string | null; sortOrder: 'asc' | 'desc'; limit?: number },
): ListParams {
  const sort = parseJson(query.sort);
  const range = parseJson(query.range);
  const filter = parseJson(query.filter) ?? {};
  let sortField = defaults.sortField;
  let sortOrder = defaults.sortOrder;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string')
      throw badRequest(serverText('server.http.invalidListParameter'));
    sortField = sort[0];
    sortOrder = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc';
  }
  let offset = 0;
  let limit = defaults.limit ?? 25;
  if (range !== undefined) {
    if (!Array.isArray(range) || !isOffset(range[0]) || !isOffset(range[1]))
      throw badRequest(serverText('server.http.invalidListParameter'));
    const [start, end] = range as [number, number];
    if (end < start) throw badRequest(serverText('server.http.invalidListParameter'));
    offset = start;
    limit = end - start + 1;
  }
  if (limit > MAX_PAGE_SIZE) throw badRequest(serverText('server.http.pageTooLarge', { max: MAX_PAGE_SIZE }));
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest(serverText('server.http.invalidListParameter'));
  return { sortField, sortOrder, offset, limit, filter: filter as Record<string, unknown> };
}

/**
 * 'refunds 0-14/1234' — the header react-admin reads the total from (after the '/'). A page without rows
 * names no range, only the total after an asterisk, as HTTP writes an unsatisfied range, instead of a range
 * that ends before it starts or lies past the total.
 */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}

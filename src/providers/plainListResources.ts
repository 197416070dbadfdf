import type {
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { apiRequest } from './httpClient';
import { i18nProvider } from './i18nProvider';

/**
 * Resources whose server answers GET /{resource} with the whole list as a plain array, without a
 * Content-Range header and without a GET /{resource}/{id}: their lists are filtered, sorted and paged
 * here, and a single record is picked from the list.
 */
export const PLAIN_LIST_RESOURCES: readonly string[] = ['roles', 'status-canned-responses'];

export const isPlainListResource = (resource: string): boolean => PLAIN_LIST_RESOURCES.includes(resource);

async function fetchAll(resource: string, signal?: AbortSignal): Promise<RaRecord[]> {
  const rows = await apiRequest<unknown>(`/${resource}`, { signal });
  return Array.isArray(rows) ? (rows as RaRecord[]) : [];
}

const sameId = (left: Identifier, right: Identifier) => String(left) === String(right);

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `q` looks for its text in every field; any other key must equal the field (or be one of a list). */
function matchesFilter(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (field === 'q') {
      const needle = textOf(wanted).toLocaleLowerCase('tr');
      return Object.values(record).some((value) => textOf(value).toLocaleLowerCase('tr').includes(needle));
    }
    const value = record[field];
    if (Array.isArray(wanted)) return wanted.some((item) => textOf(item) === textOf(value));
    return textOf(wanted) === textOf(value);
  });
}

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return textOf(left).localeCompare(textOf(right), 'tr', { numeric: true });
}

/** A page of `all`, filtered and sorted as react-admin asked. */
export function pageOfList<RecordType extends RaRecord>(
  all: RaRecord[],
  { filter = {}, sort, pagination }: GetListParams,
): GetListResult<RecordType> {
  const rows = all.filter((record) => matchesFilter(record, filter));
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    rows.sort((left, right) => direction * compareValues(left[sort.field], right[sort.field]));
  }
  const page = pagination
    ? rows.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage)
    : rows;
  return { data: page as RecordType[], total: rows.length };
}

export async function getPlainList<RecordType extends RaRecord>(
  resource: string,
  params: GetListParams,
): Promise<GetListResult<RecordType>> {
  return pageOfList(await fetchAll(resource, params.signal), params);
}

export async function getPlainOne<RecordType extends RaRecord>(
  resource: string,
  { id, signal }: GetOneParams,
): Promise<GetOneResult<RecordType>> {
  const record = (await fetchAll(resource, signal)).find((row) => sameId(row.id, id));
  if (!record) throw new HttpError(i18nProvider.translate('ra.notification.item_doesnt_exist'), 404, null);
  return { data: record as RecordType };
}

export async function getPlainMany<RecordType extends RaRecord>(
  resource: string,
  { ids, signal }: GetManyParams,
): Promise<GetManyResult<RecordType>> {
  const rows = await fetchAll(resource, signal);
  return { data: rows.filter((row) => ids.some((id) => sameId(row.id, id))) as RecordType[] };
}

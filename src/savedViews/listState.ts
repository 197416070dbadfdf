import {
  SAVED_VIEW_HIDEABLE_COLUMNS,
  SAVED_VIEW_PER_PAGE_MAX,
  SAVED_VIEW_PER_PAGE_MIN,
  SAVED_VIEW_SEARCH_MAX,
  SAVED_VIEW_SORT_FIELDS,
  type HideableColumn,
  type SavedViewFilter,
  type SavedViewState,
} from '../../contract/savedViews';

/** refundListStore key of the columns the applied view hides. */
export const HIDDEN_COLUMNS_KEY = 'refunds.hiddenColumns';

/** The list as react-admin holds it: the parts a view saves. */
export interface ListSnapshot {
  filterValues: Record<string, unknown> | undefined;
  sort: { field: string; order: string };
  perPage: number;
  hiddenColumns: readonly string[];
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;
const asId = (value: unknown) =>
  typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;

/** The list's filters in the saved views' vocabulary; anything else (a link's id filter) is not saved. */
export function viewFilterOf(values: Record<string, unknown> | undefined): SavedViewFilter {
  const raw = values ?? {};
  const filter: SavedViewFilter = {};
  if (typeof raw.q === 'string' && raw.q.trim() !== '')
    filter.q = raw.q.trim().slice(0, SAVED_VIEW_SEARCH_MAX);
  const statusId = asId(raw.status_id);
  if (isId(statusId)) filter.status_id = statusId;
  const methodId = asId(raw.payment_method_id);
  if (isId(methodId)) filter.payment_method_id = methodId;
  if (isDay(raw.start_date)) filter.start_date = raw.start_date;
  if (isDay(raw.end_date)) filter.end_date = raw.end_date;
  if (raw.duplicates_only === true || raw.duplicates_only === 'true') filter.duplicates_only = true;
  if (typeof raw.mail_sent === 'boolean') filter.mail_sent = raw.mail_sent;
  return filter;
}

const isSortField = (field: string): field is SavedViewState['sort']['field'] =>
  (SAVED_VIEW_SORT_FIELDS as readonly string[]).includes(field);

export const isHideableColumn = (column: string): column is HideableColumn =>
  (SAVED_VIEW_HIDEABLE_COLUMNS as readonly string[]).includes(column);

/** The state a view saves of the list as it is now. */
export function viewStateOf(list: ListSnapshot): SavedViewState {
  const sortable = isSortField(list.sort.field);
  return {
    filter: viewFilterOf(list.filterValues),
    sort: {
      field: sortable ? (list.sort.field as SavedViewState['sort']['field']) : 'created_at',
      order: sortable && list.sort.order === 'ASC' ? 'ASC' : 'DESC',
    },
    per_page: Math.min(
      Math.max(Math.round(list.perPage) || 15, SAVED_VIEW_PER_PAGE_MIN),
      SAVED_VIEW_PER_PAGE_MAX,
    ),
    hidden_columns: SAVED_VIEW_HIDEABLE_COLUMNS.filter((column) => list.hiddenColumns.includes(column)),
  };
}

/** One text per state, equal for equal states whatever the order of keys and columns. */
function stateKey(state: SavedViewState): string {
  const filter = Object.fromEntries(Object.entries(state.filter).sort(([a], [b]) => a.localeCompare(b)));
  const hidden = [...state.hidden_columns].sort();
  return JSON.stringify([filter, state.sort.field, state.sort.order, state.per_page, hidden]);
}

/** The list shows exactly what the view saved. */
export const listShowsView = (list: ListSnapshot, state: SavedViewState) =>
  stateKey(viewStateOf(list)) === stateKey(state);

/** The list's location search that applies a state (react-admin reads it and keeps it in its store). */
export function listSearchOf(state: SavedViewState): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(state.filter),
    order: state.sort.order,
    page: '1',
    perPage: String(state.per_page),
    sort: state.sort.field,
    displayedFilters: '{}',
  });
  return `?${params.toString()}`;
}

/** The list parameters of a state as react-admin keeps them in the list's store. */
export const listParamsOf = (state: SavedViewState) => ({
  filter: state.filter,
  sort: state.sort.field,
  order: state.sort.order,
  page: 1,
  perPage: state.per_page,
  displayedFilters: {},
});

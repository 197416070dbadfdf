import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useStore, useTranslate } from 'react-admin';
import { DateRangePickers } from '../common/DateRangePickers';
import { TurkishDatePickers } from '../common/TurkishDatePickers';
import { useNotifyError } from '../common/useNotifyError';
import type { CatalogItem, RefundFilterValues } from './types';
import { useCatalog } from './useCatalog';
import { useRefundPermissions } from './useRefundPermissions';
import { searchSlotProps, selectAllSlotProps } from '../common/FilterBar';
import { inlineFieldProps } from '../common/inlineFieldProps';
import { REFUND_SEARCH_INPUT_ID } from './RefundListKeyboard';
import { HIDDEN_COLUMNS_KEY } from '../savedViews/listState';

/** The list's default order, newest first, restored by 'Filtreleri Temizle'. */
export const DEFAULT_REFUND_SORT = { field: 'created_at', order: 'DESC' as const };

const SEARCH_DEBOUNCE_MS = 400;

/** Keeps only the filters that are set; an unchecked box or an 'all' choice is no filter. */
function cleanFilters(values: Record<string, unknown>): RefundFilterValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as RefundFilterValues;
}

/** The select's value: the chosen id once its option is there (the lists load after the params). */
const selectValue = (items: CatalogItem[], id: unknown) =>
  id != null && items.some((item) => String(item.id) === String(id)) ? String(id) : '';

const toNumberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The filter panel: text search, status, payment method (view_payment_methods),
 * start and end dates (end ≥ start), duplicates only, mail status (view_all_refunds) and 'Filtreleri
 * Temizle'. Every change goes through react-admin's list params, which return to page 1.
 */
export const RefundFilterPanel = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const { filterValues, setFilters, setSort } = useListContext();
  const { canViewMethods, canManageMail } = useRefundPermissions();
  const statuses = useCatalog('statuses');
  const methods = useCatalog('methods', { enabled: canViewMethods });
  const filters = (filterValues ?? {}) as RefundFilterValues;

  // The latest applied filters, for the debounced search which fires after later renders.
  const latest = useRef(filters);
  latest.current = filters;
  const apply = (patch: Partial<Record<keyof RefundFilterValues, unknown>>) =>
    setFilters(cleanFilters({ ...latest.current, ...patch }), undefined);

  const appliedSearch = filters.q ?? '';
  const [search, setSearch] = useState(appliedSearch);
  const [syncedSearch, setSyncedSearch] = useState(appliedSearch);
  if (appliedSearch !== syncedSearch) {
    // The search was changed from outside (cleared, or restored from the session): follow it.
    setSyncedSearch(appliedSearch);
    setSearch(appliedSearch);
  }
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === (latest.current.q ?? '')) return undefined;
    const timer = setTimeout(() => apply({ q: wanted }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search text restarts the wait
  }, [search]);

  const statusesError = statuses.error;
  useEffect(() => {
    if (!statusesError) return;
    notifyError(statusesError, 'refunds.messages.statusesLoadError');
  }, [statusesError, notifyError]);

  // A new key starts the date fields over: a half-typed date (20.11.YYYY) is no filter value to clear.
  const [datePickersKey, setDatePickersKey] = useState(0);
  // The columns a saved view hid come back with the default list too.
  const [, setHiddenColumns] = useStore<string[]>(HIDDEN_COLUMNS_KEY, []);
  const clearAll = () => {
    setHiddenColumns([]);
    setSearch('');
    setDatePickersKey((key) => key + 1);
    setFilters({}, {});
    setSort(DEFAULT_REFUND_SORT);
  };

  /** A select of one catalog filter, its 'all' choice first. */
  const catalogFilter = (
    key: 'status_id' | 'payment_method_id',
    items: CatalogItem[],
    label: string,
    allLabel: string,
  ) => (
    <TextField
      select
      slotProps={selectAllSlotProps}
      {...inlineFieldProps}
      label={translate(label)}
      value={selectValue(items, filters[key])}
      onChange={(event) => apply({ [key]: toNumberOrUndefined(event.target.value) })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate(allLabel)}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <TurkishDatePickers>
      <Box
        component="section"
        aria-label={translate('refunds.filters.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}
      >
        <TextField
          {...inlineFieldProps}
          id={REFUND_SEARCH_INPUT_ID}
          label={translate('refunds.filters.search')}
          placeholder={translate('refunds.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply({ q: search.trim() });
          }}
          sx={{ minWidth: 280, flex: '1 1 280px' }}
          slotProps={searchSlotProps}
        />
        {catalogFilter('status_id', statuses.items, 'refunds.filters.status', 'refunds.filters.allStatuses')}
        {canViewMethods &&
          !methods.error &&
          catalogFilter(
            'payment_method_id',
            methods.items,
            'refunds.filters.method',
            'refunds.filters.allMethods',
          )}
        <DateRangePickers
          key={datePickersKey}
          range={filters}
          onChange={apply}
          startLabel={translate('refunds.filters.startDate')}
          endLabel={translate('refunds.filters.endDate')}
        />
        {canManageMail && (
          <TextField
            select
            slotProps={selectAllSlotProps}
            {...inlineFieldProps}
            label={translate('refunds.filters.mailStatus')}
            value={filters.mail_sent == null ? '' : String(filters.mail_sent)}
            onChange={(event) =>
              apply({ mail_sent: event.target.value === '' ? undefined : event.target.value === 'true' })
            }
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{translate('refunds.filters.mailAll')}</MenuItem>
            <MenuItem value="true">{translate('refunds.filters.mailSent')}</MenuItem>
            <MenuItem value="false">{translate('refunds.filters.mailNotSent')}</MenuItem>
          </TextField>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.duplicates_only === true}
              onChange={(event) => apply({ duplicates_only: event.target.checked ? true : undefined })}
            />
          }
          label={translate('refunds.filters.duplicatesOnly')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.receipt_reused === true}
              onChange={(event) => apply({ receipt_reused: event.target.checked ? true : undefined })}
            />
          }
          label={translate('receiptReuse.filter')}
        />
        <Button variant="outlined" onClick={clearAll}>
          {translate('refunds.filters.clear')}
        </Button>
        {canViewMethods && methods.error && (
          <Alert severity="warning" sx={{ flexBasis: '100%' }}>
            {translate('refunds.filters.methodsUnavailable')}
          </Alert>
        )}
      </Box>
    </TurkishDatePickers>
  );
};

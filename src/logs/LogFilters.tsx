import { SelectInput } from 'react-admin';
import { FilterBar, SearchFilterInput, selectAllSlotProps } from '../common/FilterBar';
import { inlineFieldProps } from '../common/inlineFieldProps';
import { LOG_FILTERS } from './logTypes';

/** The list's filters: the action select and the text search over user, action and details. */
export const LogFilters = () => {
  const choices = LOG_FILTERS.map((id) => ({ id, name: `logs.filters.${id}` }));
  return (
    <FilterBar>
      <SelectInput
        {...inlineFieldProps}
        source="action"
        label="logs.filter"
        choices={choices}
        emptyText="logs.filters.all"
        slotProps={selectAllSlotProps}
        helperText={false}
        sx={{ minWidth: 220 }}
      />
      <SearchFilterInput placeholder="logs.searchPlaceholder" minWidth={300} />
    </FilterBar>
  );
};

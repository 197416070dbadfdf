import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Stack } from '@mui/material';
import { FilterLiveForm, SelectInput, TextInput, useTranslate } from 'react-admin';
import { LOG_FILTERS } from './logTypes';

const SEARCH_DELAY_MS = 300;

/** The filters sit side by side at their own width (react-admin's theme makes inputs full width). */
const fieldProps = { size: 'small', variant: 'outlined', fullWidth: false, margin: 'none' } as const;

/** The list's filters: the action select and the text search over user, action and details. */
export const LogFilters = () => {
  const translate = useTranslate();
  const choices = LOG_FILTERS.map((id) => ({ id, name: `logs.filters.${id}` }));
  return (
    <FilterLiveForm debounce={SEARCH_DELAY_MS}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <SelectInput
          {...fieldProps}
          source="action"
          label="logs.filter"
          choices={choices}
          emptyText="logs.filters.all"
          // No action chosen reads as its option, 'Tüm Loglar', not as a blank box.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          helperText={false}
          sx={{ minWidth: 220 }}
        />
        <TextInput
          {...fieldProps}
          source="q"
          label="common.search"
          placeholder={translate('logs.searchPlaceholder')}
          helperText={false}
          sx={{ minWidth: 300 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
    </FilterLiveForm>
  );
};

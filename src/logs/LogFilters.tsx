import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOG_FILTERS, type LogFilter } from './logTypes';

export interface LogFiltersProps {
  action: LogFilter;
  onAction: (action: LogFilter) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** The action filter and the text search over user, action and details. */
export const LogFilters = ({ action, onAction, search, onSearch }: LogFiltersProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      <TextField
        select
        size="small"
        label={translate('logs.filter')}
        value={action}
        onChange={(e) => onAction(e.target.value as LogFilter)}
        sx={{ minWidth: 220 }}
      >
        {LOG_FILTERS.map((value) => (
          <MenuItem key={value || 'all'} value={value}>
            {translate(`logs.filters.${value || 'all'}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('common.search')}
        placeholder={translate('logs.searchPlaceholder')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
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
  );
};

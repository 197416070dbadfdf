import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterLiveForm, TextInput, useTranslate } from 'react-admin';
import { inlineFieldProps } from './inlineFieldProps';

const SEARCH_DELAY_MS = 300;

/** Filters sit side by side at their own width (react-admin's theme makes inputs full width). */
export const filterFieldProps = {
  size: 'small',
  variant: 'outlined',
  fullWidth: false,
  margin: 'none',
} as const;

/** A magnifier at the start of a search box. */
export const searchSlotProps = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
};

/** A select filter shows its 'all' choice, not a blank box, when nothing is chosen. */
export const selectAllSlotProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/** A list's live filters, side by side (stacked on a phone), applied a moment after the user types. */
export const FilterBar = ({ children }: { children: ReactNode }) => (
  <FilterLiveForm debounce={SEARCH_DELAY_MS}>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      {children}
    </Stack>
  </FilterLiveForm>
);

/** The text search of a list's filters (its `q`). */
export const SearchFilterInput = ({ placeholder, minWidth }: { placeholder: string; minWidth: number }) => {
  const translate = useTranslate();
  return (
    <TextInput
      {...inlineFieldProps}
      source="q"
      label="common.search"
      placeholder={translate(placeholder)}
      helperText={false}
      sx={{ minWidth }}
      slotProps={searchSlotProps}
    />
  );
};

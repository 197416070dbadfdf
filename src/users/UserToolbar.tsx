import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, InputAdornment, Stack } from '@mui/material';
import { FilterLiveForm, SelectInput, TextInput, useTranslate } from 'react-admin';
import { roleLabel, type Role } from '../roles/roleTypes';

const SEARCH_DELAY_MS = 300;

/** The filters sit side by side at their own width (react-admin's theme makes inputs full width). */
const fieldProps = { size: 'small', variant: 'outlined', fullWidth: false, margin: 'none' } as const;

export interface UserToolbarProps {
  roles: Role[];
  onRefresh: () => void;
  onAdd: () => void;
  onBulkCreate: () => void;
}

/** Search and role filter (the list's filters), refresh, add, and bulk creation from a JSON file. */
export const UserToolbar = ({ roles, onRefresh, onAdd, onBulkCreate }: UserToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <FilterLiveForm debounce={SEARCH_DELAY_MS}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextInput
            {...fieldProps}
            source="q"
            label="common.search"
            placeholder={translate('users.searchPlaceholder')}
            helperText={false}
            sx={{ minWidth: 280 }}
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
          <SelectInput
            {...fieldProps}
            source="role_id"
            label="users.roleFilter"
            choices={roles}
            optionText={roleLabel}
            emptyText="users.allRoles"
            helperText={false}
            sx={{ minWidth: 180 }}
          />
        </Stack>
      </FilterLiveForm>
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
          {translate('common.refresh')}
        </Button>
        <Button startIcon={<UploadFileIcon />} onClick={onBulkCreate}>
          {translate('users.bulkCreate')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('users.add')}
        </Button>
      </Stack>
    </Stack>
  );
};

import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { FilterBar, SearchFilterInput } from '../common/FilterBar';
import { inlineFieldProps } from '../common/inlineFieldProps';
import { roleLabel, type Role } from '../roles/roleTypes';

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
      <FilterBar>
        <SearchFilterInput placeholder="users.searchPlaceholder" minWidth={280} />
        <SelectInput
          {...inlineFieldProps}
          source="role_id"
          label="users.roleFilter"
          choices={roles}
          optionText={roleLabel}
          emptyText="users.allRoles"
          helperText={false}
          sx={{ minWidth: 180 }}
        />
      </FilterBar>
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
